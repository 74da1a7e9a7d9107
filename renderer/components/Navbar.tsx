/**
 * The navbar: brand, items left and right, colour mode toggle, and at 996 px and below a hamburger
 * that opens the mobile menu (main menu, and the docs sidebar as a secondary menu).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ShellData, SidebarNode } from '../model.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { CloseIcon, MenuIcon } from './Icons.js';
import { type ActivePage, NavbarItem } from './NavbarItem.js';
import { SearchBar } from './search/SearchBar.js';
import { SidebarMenu } from './Sidebar.js';
import { DESKTOP_MIN_WIDTH, lockPageScroll } from './layout.js';

/** The navbar's id: the no-JS menu link targets it. */
const NAVBAR_ID = 'navbar';

function Brand({ shell }: { shell: ShellData }) {
  const { logo, title } = shell.navbar;
  return (
    <a className="navbar-brand" href={logo?.href ?? shell.baseUrl}>
      {logo && (
        <span className="navbar-logo">
          {/* A light/dark pair loads lazily: only the one the theme shows is fetched. */}
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className={logo.srcDark ? 'only-light' : undefined} loading={logo.srcDark ? 'lazy' : undefined} />
          {logo.srcDark && <img src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} className="only-dark" loading="lazy" />}
        </span>
      )}
      {title && <b className="navbar-title">{title}</b>}
    </a>
  );
}

/**
 * hideOnScroll: hidden on scroll down, shown on scroll up; always shown near the top, and the
 * scroll that brings a hash target into view (an anchor click, a hash change) never hides it.
 */
function useHideOnScroll(enabled: boolean, route: string): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  const anchorJump = useRef(false);
  useEffect(() => {
    if (!enabled) return;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 60;
      if (y < height) setHidden(false);
      else if (anchorJump.current) setHidden(false);
      else if (y > last.current) setHidden(true);
      else if (y < last.current && y + window.innerHeight < document.documentElement.scrollHeight - 1) setHidden(false);
      anchorJump.current = false;
      last.current = y;
    };
    const onAnchor = () => {
      anchorJump.current = true;
      setHidden(false);
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href*="#"]') as HTMLAnchorElement | null;
      if (a && a.pathname === location.pathname) onAnchor();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onAnchor);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onAnchor);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled]);
  // Sticky columns (sidebar, TOC) move up into the navbar's place while it is hidden.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-hidden', hidden);
  }, [hidden]);
  // A new page (possibly scrolled to its hash target) starts with the navbar shown.
  useEffect(() => {
    if (!enabled) return;
    anchorJump.current = !!location.hash;
    setHidden(false);
  }, [enabled, route]);
  return hidden;
}

export function Navbar({ shell, page, sidebar }: { shell: ShellData; page: ActivePage; sidebar?: SidebarNode[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [secondary, setSecondary] = useState(!!sidebar);
  const hidden = useHideOnScroll(shell.navbar.hideOnScroll, page.route);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const items = shell.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  const hasSearch = shell.search.enabled && items.some((i) => i.type === 'search');

  // While the mobile menu is open: page scroll locked, Escape closes it, and it closes when the
  // layout becomes desktop. Focus moves into the menu and back to the toggle when it closes.
  // A layout effect: the lock comes and goes with the menu's DOM, never a frame later.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const unlock = lockPageScroll();
    menuRef.current?.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
    const onResize = () => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      } else if (e.key === 'Tab' && menuRef.current) {
        // A modal dialog: Tab cycles inside the menu.
        const focusable = [...menuRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent !== null);
        if (!focusable.length) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        } else if (!menuRef.current.contains(document.activeElement)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      unlock();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  // Each opening starts on the docs menu when the page has one; navigating closes the menu.
  useEffect(() => setSecondary(!!sidebar), [sidebar, menuOpen]);
  useEffect(() => setMenuOpen(false), [page.route]);

  const close = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav id={NAVBAR_ID} className={`navbar${shell.navbar.hideOnScroll ? ' navbar-hideable' : ''}${hidden ? ' navbar-hidden' : ''}${menuOpen ? ' navbar-menu-open' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        <div className="navbar-items navbar-left">
          <button
            ref={toggleRef}
            type="button"
            className="icon-button navbar-toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'navbar-sidebar' : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          {/* Shown only without JavaScript (CSS): opens the menu as the navbar's :target, see 10-layout.css. */}
          <a href={`#${NAVBAR_ID}`} className="icon-button navbar-toggle-nojs" aria-label="Navigation menu">
            <MenuIcon />
          </a>
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
      {menuOpen && <div className="navbar-backdrop" onClick={close} />}
      {menuOpen && (
        <div className="navbar-sidebar" id="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu" ref={menuRef}>
          <div className="navbar-sidebar-brand">
            <Brand shell={shell} />
            <ColorModeToggle config={shell.colorMode} />
            <button type="button" className="icon-button navbar-sidebar-close" aria-label="Close navigation bar" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          {hasSearch && (
            <div className="navbar-sidebar-search">
              <SearchBar />
            </div>
          )}
          <div className="navbar-sidebar-items">
            {secondary && sidebar ? (
              <div className="navbar-sidebar-panel navbar-sidebar-secondary">
                <button type="button" className="menu-link back-to-main" onClick={() => setSecondary(false)}>
                  <span aria-hidden="true">←</span> Back to main menu
                </button>
                <nav aria-label="Docs sidebar">
                  <SidebarMenu items={sidebar} idPrefix="mobile-sidebar" />
                </nav>
              </div>
            ) : (
              <div className="navbar-sidebar-panel navbar-sidebar-main">
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
                  <button type="button" className="menu-link docs-menu-link" onClick={() => setSecondary(true)}>
                    Docs menu <span aria-hidden="true">→</span>
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
