/** A heading's text in runs with their inline marks, for a doc's title and the TOC's entries. */
import { Fragment, type ReactNode } from 'react';
import type { TitlePart } from '../model.js';

/** A title's text runs, each in the elements of its marks (`<code>`, `<em>`, ...), as the content wrote them. */
export function TitleRuns({ parts }: { parts: TitlePart[] }) {
  return (
    <>
      {parts.map((part, i) => {
        let node: ReactNode = part.code ? <code>{part.text}</code> : part.text;
        if (part.del) node = <del>{node}</del>;
        if (part.em) node = <em>{node}</em>;
        if (part.strong) node = <strong>{node}</strong>;
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}
