/**
 * The docs sidebar. A page's data holds only the expanded path; expanding a collapsed category
 * fetches the sidebar's full tree once (`loadCategory`) and shows that category's children.
 */
import { useState } from 'react';
import type { SidebarNode } from '../model.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';

export type CategoryLoader = (key: string) => Promise<SidebarNode[] | undefined>;

export function SidebarMenu({ items, loadCategory, level = 1 }: { items: SidebarNode[]; loadCategory?: CategoryLoader; level?: number }) {
  return (
    <ul className={level === 1 ? 'menu-list menu-root' : 'menu-list'}>
      {items.map((item, i) => (
        <SidebarItemView key={item.type === 'category' ? item.key : i} item={item} loadCategory={loadCategory} level={level} />
      ))}
    </ul>
  );
}

function SidebarItemView({ item, loadCategory, level }: { item: SidebarNode; loadCategory?: CategoryLoader; level: number }) {
  switch (item.type) {
    case 'doc':
      return (
        <li className={`menu-item${item.className ? ` ${item.className}` : ''}`}>
          <Link href={item.href} className={`menu-link${item.active ? ' active' : ''}`} ariaCurrent={item.active}>
            {item.label}
          </Link>
        </li>
      );
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
      return <CategoryView item={item} loadCategory={loadCategory} level={level} />;
  }
}

function CategoryView({ item, loadCategory, level }: { item: Extract<SidebarNode, { type: 'category' }>; loadCategory?: CategoryLoader; level: number }) {
  const [collapsed, setCollapsed] = useState(item.collapsed);
  const [children, setChildren] = useState<SidebarNode[] | undefined>(item.items);
  const listId = `sidebar-category-${item.key.replace(/\./g, '-')}`;
  const toggle = async () => {
    if (collapsed && !children && loadCategory) {
      const loaded = await loadCategory(item.key);
      if (loaded) setChildren(loaded);
    }
    setCollapsed(!collapsed);
  };
  const expanded = !collapsed && !!children;
  return (
    <li className={`menu-item menu-category${item.active ? ' active-path' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu-category-row">
        {item.href ? (
          <a href={item.href} className={`menu-link menu-category-link${item.active ? ' active' : ''}`}>
            {item.label}
          </a>
        ) : (
          <button type="button" className="menu-link menu-category-link" aria-expanded={expanded} aria-controls={expanded ? listId : undefined} onClick={item.collapsible ? toggle : undefined}>
            {item.label}
            {item.collapsible && <ChevronIcon className="menu-caret" />}
          </button>
        )}
        {item.href && item.collapsible && (
          <button type="button" className="menu-caret-button" aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`} aria-expanded={expanded} aria-controls={expanded ? listId : undefined} onClick={toggle}>
            <ChevronIcon className="menu-caret" />
          </button>
        )}
      </div>
      {expanded && (
        <div id={listId}>
          <SidebarMenu items={children!} loadCategory={loadCategory} level={level + 1} />
        </div>
      )}
    </li>
  );
}

export function DocSidebar({ items, loadCategory }: { items: SidebarNode[]; loadCategory?: CategoryLoader }) {
  return (
    <nav className="sidebar-nav" aria-label="Docs sidebar">
      <SidebarMenu items={items} loadCategory={loadCategory} />
    </nav>
  );
}
