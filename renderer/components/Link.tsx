/**
 * A link; external ones open in a new tab and say so to screen readers, and show the external-link
 * icon after a text (`icon`: not after an icon link's empty content, as Docusaurus draws it).
 * `html`: the link's content as HTML (a navbar item's `html`), in place of `children`.
 */
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './Icons.js';

interface LinkProps {
  href: string;
  external?: boolean;
  className?: string;
  children?: ReactNode;
  html?: string;
  icon?: boolean;
  ariaCurrent?: boolean;
  ariaLabel?: string;
  /** The link's own `target`, over the new tab of an external link. */
  target?: string;
}

export function Link(props: LinkProps) {
  const { href, external, className, children, html, icon = true, ariaCurrent, ariaLabel, target } = props;
  const attributes = external
    ? { href, className, target: target ?? '_blank', rel: 'noopener noreferrer', 'aria-label': ariaLabel }
    : { href, className, target, 'aria-current': ariaCurrent ? ('page' as const) : undefined, 'aria-label': ariaLabel };
  const newTab = attributes.target === '_blank';
  if (html !== undefined) return <a {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <a {...attributes}>
      {children}
      {external && icon && <ExternalLinkIcon className="external-icon" />}
      {newTab && <span className="sr-only"> (opens in new tab)</span>}
    </a>
  );
}
