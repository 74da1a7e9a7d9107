/**
 * The docs sidebar. A page's data holds only the expanded path; on the client, expanding a
 * collapsed category takes its children from the sidebar's full tree (fetched once), and the
 * expanded state lives in a SidebarControl that outlives the page (kept across navigation).
 */
import { createElement, type ReactNode, useContext, useState } from 'react';
import { isExternal } from '../../engine/graph/urls.js';
import type { SidebarNode } from '../model.js';
import { SIDEBAR_RUN_TAG, SidebarContext, type SidebarRuns, SidebarRunsContext } from './context.js';
import { Link } from './Link.js';
import { useTranslateText } from './translate.js';

/**
 * The categories' caret: a reference to one symbol (CaretSymbol), not a copy of the icon's path
 * in every category (a sidebar may have hundreds of them). The icon is Icons.tsx's ChevronIcon.
 */
const CARET_ID = 'docs-caret';
const Caret = () => (
  <svg width="16" height="16" aria-hidden="true" className="menu-caret">
    <use href={`#${CARET_ID}`} />
  </svg>
);

/** Defines the caret symbol, once per page (with the desktop sidebar: the mobile menu's carets use it too). */
function CaretSymbol() {
  return (
    <svg style={{ display: 'none' }}>
      <symbol id={CARET_ID} viewBox="0 0 24 24">
        <path fill="currentColor" d="M9.3 6.3 10.7 4.9 17.8 12l-7.1 7.1-1.4-1.4 5.7-5.7-5.7-5.7z" />
      </symbol>
    </svg>
  );
}

type MenuProps = { items: SidebarNode[]; level?: number; idPrefix?: string };

export function SidebarMenu({ items, level = 1, idPrefix = 'sidebar' }: MenuProps) {
  const runs = useContext(SidebarRunsContext);
  // The categories of this level: expanding one collapses the others where the site auto-collapses categories.
  const siblings = runs ? [] : items.flatMap((item) => (item.type === 'category' ? [item.key] : []));
  return (
    <ul className={level === 1 ? 'menu-list menu-root' : 'menu-list'}>
      {runs
        ? withRuns(items, level, idPrefix, runs)
        : items.map((item, i) => <SidebarItemView key={item.type === 'category' ? item.key : i} item={item} level={level} idPrefix={idPrefix} siblings={siblings} />)}
    </ul>
  );
}

/** Whether an item shows children as the server renders it (without SidebarControl): an expanded category that has them. */
const showsChildren = (item: SidebarNode): item is Extract<SidebarNode, { type: 'category' }> => item.type === 'category' && !item.collapsed && !!item.items;

/**
 * Server only (SidebarRunsContext): the items as placeholders for runs of items without children
 * shown, which the server writes from HTML rendered once per item (most of a large sidebar is the
 * same collapsed categories on every page), and the categories showing children as themselves.
 */
function withRuns(items: SidebarNode[], level: number, idPrefix: string, runs: SidebarRuns): ReactNode[] {
  const out: ReactNode[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) out.push(createElement(SIDEBAR_RUN_TAG, { key: `run-${start}`, 'data-run': runs.mark(items.slice(start, end), level, idPrefix) }));
  };
  items.forEach((item, i) => {
    if (!showsChildren(item)) return;
    flush(i);
    out.push(<SidebarItemView key={item.key} item={item} level={level} idPrefix={idPrefix} />);
    start = i + 1;
  });
  flush(items.length);
  return out;
}

export function SidebarItemView({ item, level, idPrefix, siblings }: { item: SidebarNode; level: number; idPrefix: string; siblings?: readonly string[] }) {
  const control = useContext(SidebarContext);
  switch (item.type) {
    case 'doc': {
      const active = control ? control.activeHref === item.href : item.active;
      return (
        <li className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
          <Link href={item.href} className={`menu-link menu__link${active ? ' active menu__link--active' : ''}`} ariaCurrent={active}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'link': {
      // A link to the page shown is active, as a doc's is.
      const active = !item.external && (control ? control.activeHref === item.href : !!item.active);
      return (
        <li className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
          <Link href={item.href} external={item.external} className={`menu-link${active ? ' active menu__link--active' : ''}`} ariaCurrent={active}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'html':
      return <li className={`menu-item menu-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'category':
      return <CategoryView item={item} level={level} idPrefix={idPrefix} siblings={siblings} />;
  }
}

function CategoryView({ item, level, idPrefix, siblings }: { item: Extract<SidebarNode, { type: 'category' }>; level: number; idPrefix: string; siblings?: readonly string[] }) {
  const control = useContext(SidebarContext);
  const t = useTranslateText();
  const [localExpanded, setLocalExpanded] = useState(!item.collapsed);
  const expanded = control ? control.isExpanded(item.key, !item.collapsed) : localExpanded;
  const children = control ? control.childrenOf(item.key, item.items) : item.items;
  const open = expanded && !!children;
  const active = control ? control.activePath.has(item.key) : item.active;
  const listId = `${idPrefix}-category-${item.key.replace(/\./g, '-')}`;
  const toggle = () => (control ? control.setExpanded(item.key, !open, siblings) : setLocalExpanded(!open));
  const current = control ? control.activeHref === item.href : !!item.current;
  const link = item.href ? (
    <a href={item.href} className={`menu-link menu__link menu-category-link${active ? ' active menu__link--active' : ''}`} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  ) : null;
  const caretButton = link && item.collapsible ? (
    <button
      type="button"
      className="menu-caret-button"
      aria-label={t(open ? 'theme.DocSidebarItem.collapseCategoryAriaLabel' : 'theme.DocSidebarItem.expandCategoryAriaLabel', { label: item.label })}
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      onClick={toggle}
    >
      <Caret />
    </button>
  ) : null;
  // No `menu-category` class on the item (no style or script uses it; 2 KB over 140 categories).
  return (
    <li className={`menu-item${active ? ' active-path' : ''}${item.className ? ` ${item.className}` : ''}`}>
      {/* A row only for a link with its caret button: a lone link or button fills the item anyway. */}
      {caretButton ? (
        <div className="menu-category-row">
          {link}
          {caretButton}
        </div>
      ) : (
        link ||
        (item.collapsible && item.firstHref ? (
          // Without JavaScript the label opens the category's first page, where it is expanded; with
          // it, a plain click toggles (a modified click still opens the page, in a new tab or window).
          <a
            href={item.firstHref}
            // A first link off the site opens in a new tab, as Docusaurus's category label does.
            {...(isExternal(item.firstHref) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={`menu-link menu-category-link${active ? ' active menu__link--active' : ''}`}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              toggle();
            }}
          >
            {item.label}
            <Caret />
          </a>
        ) : item.collapsible ? (
          <button type="button" className={`menu-link menu-category-link${active ? ' active menu__link--active' : ''}`} aria-expanded={open} aria-controls={open ? listId : undefined} onClick={toggle}>
            {item.label}
            <Caret />
          </button>
        ) : (
          // A category that neither links nor folds is a label (Docusaurus: an <a> without href), not a button that does nothing.
          <span className={`menu-link menu-category-link menu-category-label${active ? ' active menu__link--active' : ''}`}>{item.label}</span>
        ))
      )}
      {open && (
        <div id={listId}>
          <SidebarMenu items={children!} level={level + 1} idPrefix={idPrefix} />
        </div>
      )}
    </li>
  );
}

/** The icons of the hideable sidebar's buttons: a double chevron (hide) and an arrow (show). */
const SIDEBAR_BUTTON_ICONS = {
  collapse: 'M18.4 6.4 17 5l-7 7 7 7 1.4-1.4-5.6-5.6zm-6 0L11 5l-7 7 7 7 1.4-1.4L6.8 12z',
  expand: 'M4 11h12.2l-4.6-4.6L13 5l7 7-7 7-1.4-1.4 4.6-4.6H4z',
};

function SidebarButton({ kind, onClick }: { kind: 'collapse' | 'expand'; onClick: () => void }) {
  const t = useTranslateText();
  return (
    <button type="button" className={`sidebar-${kind}-button`} title={t(`theme.docs.sidebar.${kind}ButtonTitle`)} aria-label={t(`theme.docs.sidebar.${kind}ButtonAriaLabel`)} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={SIDEBAR_BUTTON_ICONS[kind]} />
      </svg>
    </button>
  );
}

/**
 * The desktop docs sidebar. With themeConfig.docs.sidebar.hideable, a button at its foot hides it
 * to a narrow strip whose button shows it again (the state lasts while the reader stays on pages
 * with a sidebar, as in Docusaurus).
 */
export function SidebarAside({ items, hideable }: { items: SidebarNode[]; hideable: boolean }) {
  const [hidden, setHidden] = useState(false);
  if (hideable && hidden) {
    return (
      <aside className="sidebar sidebar-hidden">
        <SidebarButton kind="expand" onClick={() => setHidden(false)} />
      </aside>
    );
  }
  return (
    <aside className="sidebar">
      <DocSidebar items={items} />
      {hideable && <SidebarButton kind="collapse" onClick={() => setHidden(true)} />}
    </aside>
  );
}

export function DocSidebar({ items }: { items: SidebarNode[] }) {
  const t = useTranslateText();
  return (
    <nav className="sidebar-nav" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
      <CaretSymbol />
      <SidebarMenu items={items} />
    </nav>
  );
}
