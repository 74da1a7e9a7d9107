/** A heading's text in runs with their inline marks, for a doc's title and the TOC's entries. */
import { Fragment, type ReactNode } from 'react';
import type { TitlePart } from '../model.js';

/**
 * A title's text runs, each in the elements of its marks (`<code>`, `<em>`, ...), as the content
 * wrote them; with `links` (the page's h1), a linked run in its link (another site's in a new tab).
 */
export function TitleRuns({ parts, links = false }: { parts: TitlePart[]; links?: boolean }) {
  return (
    <>
      {parts.map((part, i) => {
        let node: ReactNode = part.code ? <code>{part.text}</code> : part.text;
        if (part.del) node = <del>{node}</del>;
        if (part.em) node = <em>{node}</em>;
        if (part.strong) node = <strong>{node}</strong>;
        if (links && part.href !== undefined) {
          node = (
            <a href={part.href} {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {node}
            </a>
          );
        }
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}
