/**
 * The navbar: brand, items left and right, colour mode toggle, and at 996 px and below a hamburger
 * that opens the mobile menu (main menu, and the docs sidebar as a secondary menu).
 */
import { LogoImage } from './LogoImage.js';
import { useEffect, useRef, useState } from 'react';
import type { NavItemData, ShellData, SidebarNode } from '../model.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MenuIcon } from './Icons.js';
import { MobileMenu } from './MobileMenu.js';
import { type ActivePage, NavbarItem } from './NavbarItem.js';
import { useTranslateText } from './translate.js';

/** The navbar's id: the no-JS menu link targets it. */
const NAVBAR_ID = 'navbar';

function Brand({ shell }: { shell: ShellData }) {
  const { logo, title } = shell.navbar;
  // Neither logo nor title: no brand (an empty link has no name to read, and holds a gap).
  if (!logo && !title) return null;
  // The site's home when it has none (a docs site without src/pages/index): its page data is not
  // fetched ahead (a 404 in every page's console); a click still goes there, as in Docusaurus.
  const noHome = logo?.href === undefined && shell.homeHref === undefined;
  return (
    <a className="navbar-brand" href={logo?.href ?? shell.baseUrl} target={logo?.target} rel={logo?.external ? 'noopener noreferrer' : undefined} data-no-prefetch={noHome ? '' : undefined}>
      {logo && (
        <span className="navbar-logo">
          {/* A light/dark pair loads lazily: only the one the theme shows is fetched. */}
          <LogoImage logo={logo} src={logo.src} {...(logo.srcDark ? { themeClass: 'only-light' as const } : {})} lazy={!!logo.srcDark} />
          {logo.srcDark && <LogoImage logo={logo} src={logo.srcDark} themeClass="only-dark" lazy />}
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

/** The items of one side of the desktop navbar. */
function NavbarSide({ items, page, side }: { items: NavItemData[]; page: ActivePage; side: 'left' | 'right' }) {
  return (
    <>
      {items
        .filter((i) => i.position === side)
        .map((item, i) => (
          <div key={i} className={`navbar-item${item.type === 'search' ? ' navbar-item-search' : ''}`}>
            <NavbarItem item={item} page={page} />
          </div>
        ))}
    </>
  );
}

export function Navbar({ shell, page, sidebar }: { shell: ShellData; page: ActivePage; sidebar?: SidebarNode[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useTranslateText();
  const hidden = useHideOnScroll(shell.navbar.hideOnScroll, page.route);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = shell.navbar.items;
  // Navigating closes the menu.
  useEffect(() => setMenuOpen(false), [page.route]);
  const close = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav id={NAVBAR_ID} className={`navbar${shell.navbar.style ? ` navbar--${shell.navbar.style}` : ''}${shell.navbar.hideOnScroll ? ' navbar-hideable' : ''}${hidden ? ' navbar-hidden' : ''}${menuOpen ? ' navbar-menu-open' : ''}`} aria-label={t('theme.NavBar.navAriaLabel')}>
      <div className="navbar-inner">
        <div className="navbar-items navbar-left">
          <button
            ref={toggleRef}
            type="button"
            className="icon-button navbar-toggle"
            aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'navbar-sidebar' : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          {/* Shown only without JavaScript (CSS): opens the menu as the navbar's :target, see 10-layout.css. */}
          <a href={`#${NAVBAR_ID}`} className="icon-button navbar-toggle-nojs" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}>
            <MenuIcon />
          </a>
          <Brand shell={shell} />
          <NavbarSide items={items} page={page} side="left" />
        </div>
        <div className="navbar-items navbar-right">
          <NavbarSide items={items} page={page} side="right" />
          <ColorModeToggle config={shell.colorMode} />
        </div>
      </div>
      {menuOpen && <div className="navbar-backdrop" onClick={close} />}
      {menuOpen && <MobileMenu shell={shell} page={page} sidebar={sidebar} onClose={close} onDesktop={() => setMenuOpen(false)} brand={<Brand shell={shell} />} />}
    </nav>
  );
}
