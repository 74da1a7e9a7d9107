/** One navbar item: link, dropdown, raw html or search. */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isActive, type NavItemData } from '../model.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';
import { SearchBar } from './SearchBar.js';

export interface ActivePage {
  route: string;
  sidebarId?: string;
  version?: string;
}

export function NavbarItem({ item, page, mobile = false }: { item: NavItemData; page: ActivePage; mobile?: boolean }) {
  switch (item.type) {
    case 'link': {
      const active = isActive(item.active, page);
      return (
        <Link href={item.href} external={item.external} className={`navbar-link${active ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`} ariaCurrent={active && item.active?.kind === 'exact'}>
          {item.label}
        </Link>
      );
    }
    case 'html':
      return <span className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    case 'dropdown':
      return mobile ? <MobileDropdown item={item} page={page} /> : <Dropdown item={item} page={page} />;
  }
}

/** Desktop dropdown: opens on hover (CSS), click and keyboard; closes on Escape and outside click. */
function Dropdown({ item, page }: { item: Extract<NavItemData, { type: 'dropdown' }>; page: ActivePage }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const activeChild = item.items.find((i) => i.type === 'link' && isActive(i.active, page));
  const label = item.versionDropdown && activeChild && activeChild.type === 'link' ? activeChild.label : item.label;
  const focusItem = (delta: number) => {
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a') ?? [])];
    if (!links.length) return;
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[(index + delta + links.length) % links.length].focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(-1));
    }
  };
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}${item.className ? ` ${item.className}` : ''}`}
      ref={ref}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button type="button" className={`navbar-link dropdown-toggle${activeChild ? ' active' : ''}`} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
        <ChevronIcon className="dropdown-caret" />
      </button>
      <ul className="dropdown-menu">
        {item.items.map((child, i) => (
          <li key={i}>
            <NavbarItem item={child} page={page} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** In the mobile menu a dropdown is a collapsible list. */
function MobileDropdown({ item, page }: { item: Extract<NavItemData, { type: 'dropdown' }>; page: ActivePage }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="menu-category">
      <button type="button" className="menu-link menu-category-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {item.label}
        <ChevronIcon className="menu-caret" />
      </button>
      {open && (
        <ul className="menu-list">
          {item.items.map((child, i) => (
            <li key={i} className="menu-item">
              <NavbarItem item={child} page={page} mobile />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
