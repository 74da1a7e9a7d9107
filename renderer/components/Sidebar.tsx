/**
 * The docs sidebar. A page's data holds only the expanded path; on the client, expanding a
 * collapsed category takes its children from the sidebar's full tree (fetched once), and the
 * expanded state lives in a SidebarControl that outlives the page (kept across navigation).
 */
import { useContext, useState } from 'react';
import type { SidebarNode } from '../model.js';
import { SidebarContext } from './context.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';

type MenuProps = { items: SidebarNode[]; level?: number; idPrefix?: string };

export function SidebarMenu({ items, level = 1, idPrefix = 'sidebar' }: MenuProps) {
  return (
    <ul className={level === 1 ? 'menu-list menu-root' : 'menu-list'}>
      {items.map((item, i) => (
        <SidebarItemView key={item.type === 'category' ? item.key : i} item={item} level={level} idPrefix={idPrefix} />
      ))}
    </ul>
  );
}

function SidebarItemView({ item, level, idPrefix }: { item: SidebarNode; level: number; idPrefix: string }) {
  const control = useContext(SidebarContext);
  switch (item.type) {
    case 'doc': {
      const active = control ? control.activeHref === item.href : item.active;
      return (
        <li className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
          <Link href={item.href} className={`menu-link${active ? ' active' : ''}`} ariaCurrent={active}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'link':
      return (
        <li className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
          <Link href={item.href} external={item.external} className="menu-link">
            {item.label}
          </Link>
        </li>
      );
    case 'html':
      return <li className={`menu-item menu-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'category':
      return <CategoryView item={item} level={level} idPrefix={idPrefix} />;
  }
}

function CategoryView({ item, level, idPrefix }: { item: Extract<SidebarNode, { type: 'category' }>; level: number; idPrefix: string }) {
  const control = useContext(SidebarContext);
  const [localExpanded, setLocalExpanded] = useState(!item.collapsed);
  const expanded = control ? control.isExpanded(item.key, !item.collapsed) : localExpanded;
  const children = control ? control.childrenOf(item.key, item.items) : item.items;
  const open = expanded && !!children;
  const active = control ? control.activePath.has(item.key) : item.active;
  const listId = `${idPrefix}-category-${item.key.replace(/\./g, '-')}`;
  const toggle = () => (control ? control.setExpanded(item.key, !open) : setLocalExpanded(!open));
  return (
    <li className={`menu-item menu-category${active ? ' active-path' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu-category-row">
        {item.href ? (
          <a href={item.href} className={`menu-link menu-category-link${active ? ' active' : ''}`}>
            {item.label}
          </a>
        ) : (
          <button
            type="button"
            className="menu-link menu-category-link"
            aria-expanded={item.collapsible ? open : undefined}
            aria-controls={open ? listId : undefined}
            onClick={item.collapsible ? toggle : undefined}
          >
            {item.label}
            {item.collapsible && <ChevronIcon className="menu-caret" />}
          </button>
        )}
        {item.href && item.collapsible && (
          <button
            type="button"
            className="menu-caret-button"
            aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={toggle}
          >
            <ChevronIcon className="menu-caret" />
          </button>
        )}
      </div>
      {open && (
        <div id={listId}>
          <SidebarMenu items={children!} level={level + 1} idPrefix={idPrefix} />
        </div>
      )}
    </li>
  );
}

export function DocSidebar({ items }: { items: SidebarNode[] }) {
  return (
    <nav className="sidebar-nav" aria-label="Docs sidebar">
      <SidebarMenu items={items} />
    </nav>
  );
}
