/** A link; external ones open in a new tab and say so to screen readers. */
import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './Icons.js';

export function Link(props: { href: string; external?: boolean; className?: string; children: ReactNode; ariaCurrent?: boolean; ariaLabel?: string }) {
  const { href, external, className, children, ariaCurrent, ariaLabel } = props;
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        {children}
        <ExternalLinkIcon className="external-icon" />
        <span className="sr-only"> (opens in new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={className} aria-current={ariaCurrent ? 'page' : undefined} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
