/**
 * The mobile menu (996 px and below): a modal dialog with the brand, the colour mode toggle, the
 * search box, and either the main menu (the navbar's items) or the docs sidebar as a secondary menu.
 */
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ShellData, SidebarNode } from '../model.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { CloseIcon } from './Icons.js';
import { type ActivePage, NavbarItem } from './NavbarItem.js';
import { SearchBar } from './search/SearchBar.js';
import { SidebarMenu } from './Sidebar.js';
import { DESKTOP_MIN_WIDTH, lockPageScroll } from './layout.js';
import { useTranslateText } from './translate.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/** A modal dialog: Tab and Shift+Tab cycle inside the menu, and focus outside it comes back in. */
function trapTab(e: KeyboardEvent, menu: HTMLElement): void {
  const focusable = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  } else if (!menu.contains(document.activeElement)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * While the menu is open: page scroll locked, Escape closes it, and it closes when the layout
 * becomes desktop (`onDesktop`). Focus moves into the menu (and `onClose` returns it to the toggle). A layout
 * effect: the lock comes and goes with the menu's DOM, never a frame later.
 */
function useModalMenu(menuRef: RefObject<HTMLDivElement | null>, onClose: () => void, onDesktop: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  const desktop = useRef(onDesktop);
  desktop.current = onDesktop;
  useLayoutEffect(() => {
    const unlock = lockPageScroll();
    menuRef.current?.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
    const onResize = () => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) desktop.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (e.key === 'Tab' && menuRef.current) trapTab(e, menuRef.current);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      unlock();
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [menuRef]);
}

/** The main menu: every navbar item but the search box, and the way to the docs menu. */
function MainPanel({ shell, page, onDocsMenu }: { shell: ShellData; page: ActivePage; onDocsMenu?: () => void }) {
  return (
    <div className="navbar-sidebar-panel navbar-sidebar-main">
      <ul className="menu-list menu-root">
        {shell.navbar.items
          .filter((i) => i.type !== 'search')
          .map((item, i) => (
            <li key={i} className="menu-item">
              <NavbarItem item={item} page={page} mobile />
            </li>
          ))}
      </ul>
      {onDocsMenu && (
        <button type="button" className="menu-link docs-menu-link" onClick={onDocsMenu}>
          Docs menu <span aria-hidden="true">→</span>
        </button>
      )}
    </div>
  );
}

/** The docs sidebar as the secondary menu, with the way back to the main menu. */
function SidebarPanel({ sidebar, onBack }: { sidebar: SidebarNode[]; onBack: () => void }) {
  const t = useTranslateText();
  return (
    <div className="navbar-sidebar-panel navbar-sidebar-secondary">
      <button type="button" className="menu-link back-to-main" onClick={onBack}>
        {/* The message starts with its arrow (Docusaurus's key): shown, but not read out. */}
        <span aria-hidden="true">←</span> {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel').replace(/^←\s*/, '')}
      </button>
      <nav aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarMenu items={sidebar} idPrefix="mobile-sidebar" />
      </nav>
    </div>
  );
}

/** Shown while open (the navbar mounts it); each opening starts on the docs menu when the page has one. */
export function MobileMenu({ shell, page, sidebar, brand, onClose, onDesktop }: { shell: ShellData; page: ActivePage; sidebar?: SidebarNode[]; brand: ReactNode; onClose: () => void; onDesktop: () => void }) {
  const [secondary, setSecondary] = useState(!!sidebar);
  const menuRef = useRef<HTMLDivElement>(null);
  useModalMenu(menuRef, onClose, onDesktop);
  useEffect(() => setSecondary(!!sidebar), [sidebar]);
  const hasSearch = shell.search.enabled && shell.navbar.items.some((i) => i.type === 'search');
  const t = useTranslateText();
  return (
    <div className="navbar-sidebar" id="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu" ref={menuRef}>
      <div className="navbar-sidebar-brand">
        {brand}
        <ColorModeToggle config={shell.colorMode} />
        <button type="button" className="icon-button navbar-sidebar-close" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {hasSearch && (
        <div className="navbar-sidebar-search">
          <SearchBar />
        </div>
      )}
      <div className="navbar-sidebar-items">
        {secondary && sidebar ? <SidebarPanel sidebar={sidebar} onBack={() => setSecondary(false)} /> : <MainPanel shell={shell} page={page} onDocsMenu={sidebar ? () => setSecondary(true) : undefined} />}
      </div>
    </div>
  );
}
