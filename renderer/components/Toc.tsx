/** Table of contents: a nested list of the page's headings; the client marks the one in view. */
import type { TocItem } from '../model.js';
import { TitleRuns } from './TitleRuns.js';
import { useTranslate } from './translate.js';

export function TocList({ items, className = 'toc-list', activeId }: { items: TocItem[]; className?: string; activeId?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={`toc-link${activeId === item.id ? ' active' : ''}`}>
            {item.parts ? <TitleRuns parts={item.parts} /> : item.text}
          </a>
          {item.children.length > 0 && <TocList items={item.children} className="toc-list" activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

export function TocDesktop({ items, activeId }: { items: TocItem[]; activeId?: string }) {
  const t = useTranslate();
  return (
    <nav className="toc toc-desktop" aria-labelledby="toc-heading">
      <p className="toc-heading" id="toc-heading">
        {t('theme.TOCCollapsible.toggleButtonLabel')}
      </p>
      <TocList items={items} className="toc-list table-of-contents" activeId={activeId} />
    </nav>
  );
}

/** Below 996 px the TOC collapses above the content; <details> works without JavaScript. */
export function TocMobile({ items, activeId }: { items: TocItem[]; activeId?: string }) {
  const t = useTranslate();
  return (
    <details className="toc toc-mobile">
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList items={items} activeId={activeId} />
    </details>
  );
}
