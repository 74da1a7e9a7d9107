/**
 * The navbar: brand, items left and right, colour mode toggle, and at 996 px and below a hamburger
 * that opens the mobile menu (main menu, and the docs sidebar as a secondary menu).
 */
import { useEffect, useRef, useState } from 'react';
import type { ShellData, SidebarNode } from '../model.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { CloseIcon, MenuIcon } from './Icons.js';
import { type ActivePage, NavbarItem } from './NavbarItem.js';
import { type CategoryLoader, SidebarMenu } from './Sidebar.js';
import { SearchBar } from './SearchBar.js';

export const DESKTOP_MIN_WIDTH = 997;

function Brand({ shell }: { shell: ShellData }) {
  const { logo, title } = shell.navbar;
  return (
    <a className="navbar-brand" href={logo?.href ?? shell.baseUrl}>
      {logo && (
        <span className="navbar-logo">
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={logo.srcDark ? 'only-light' : undefined} />
          {logo.srcDark && <img src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} className="only-dark" />}
        </span>
      )}
      {title && <b className="navbar-title">{title}</b>}
    </a>
  );
}

export function Navbar({ shell, page, sidebar, loadCategory }: { shell: ShellData; page: ActivePage; sidebar?: SidebarNode[]; loadCategory?: CategoryLoader }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [secondary, setSecondary] = useState(!!sidebar);
  const [hidden, setHidden] = useState(false);
  const lastScroll = useRef(0);
  const items = shell.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');

  // Lock page scroll while the mobile menu is open; close it when the layout becomes desktop.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onResize = () => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  useEffect(() => setSecondary(!!sidebar), [sidebar, menuOpen]);

  // hideOnScroll: hide on scroll down, show on scroll up, always near the top or at a hash target.
  useEffect(() => {
    if (!shell.navbar.hideOnScroll) return;
    const onScroll = () => {
      const y = window.scrollY;
      const height = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 60;
      if (y < height) setHidden(false);
      else if (y > lastScroll.current + 2) setHidden(true);
      else if (y < lastScroll.current - 2) setHidden(false);
      lastScroll.current = y;
    };
    const onHash = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [shell.navbar.hideOnScroll]);

  return (
    <nav className={`navbar${shell.navbar.hideOnScroll ? ' navbar-hideable' : ''}${hidden ? ' navbar-hidden' : ''}${menuOpen ? ' navbar-menu-open' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        <div className="navbar-items navbar-left">
          <button type="button" className="icon-button navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={menuOpen} aria-controls={menuOpen ? "navbar-sidebar" : undefined} onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </button>
          <Brand shell={shell} />
          {left.map((item, i) => (
            <div key={i} className={`navbar-item${item.type === 'search' ? ' navbar-item-search' : ''}`}>
              <NavbarItem item={item} page={page} />
            </div>
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <div key={i} className={`navbar-item${item.type === 'search' ? ' navbar-item-search' : ''}`}>
              <NavbarItem item={item} page={page} />
            </div>
          ))}
          <ColorModeToggle config={shell.colorMode} />
        </div>
      </div>
      {menuOpen && <div className="navbar-backdrop" onClick={() => setMenuOpen(false)} />}
      {menuOpen && (
      <div className="navbar-sidebar" id="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="navbar-sidebar-brand">
          <Brand shell={shell} />
          <ColorModeToggle config={shell.colorMode} />
          <button type="button" className="icon-button navbar-sidebar-close" aria-label="Close navigation bar" onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </button>
        </div>
        {shell.search.enabled && items.some((i) => i.type === 'search') && (
          <div className="navbar-sidebar-search">
            <SearchBar />
          </div>
        )}
        <div className="navbar-sidebar-items">
          {secondary && sidebar ? (
            <div className="navbar-sidebar-panel">
              <button type="button" className="menu-link back-to-main" onClick={() => setSecondary(false)}>
                ← Back to main menu
              </button>
              <SidebarMenu items={sidebar} loadCategory={loadCategory} />
            </div>
          ) : (
            <div className="navbar-sidebar-panel">
              <ul className="menu-list menu-root">
                {items
                  .filter((i) => i.type !== 'search')
                  .map((item, i) => (
                    <li key={i} className="menu-item">
                      <NavbarItem item={item} page={page} mobile />
                    </li>
                  ))}
              </ul>
              {sidebar && (
                <button type="button" className="menu-link back-to-main" onClick={() => setSecondary(true)}>
                  Docs menu →
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      )}
    </nav>
  );
}
