/** One navbar item: link, dropdown, raw html or search. */
import { type KeyboardEvent, type RefObject, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { localeHref } from '../locale-href.js';
import { isActive, type NavItemData, type VersionTarget } from '../model.js';
import { isTargetPage } from '../navbar-active.js';
import { VersionContext } from './context.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';
import { SearchBar } from './search/SearchBar.js';

export interface ActivePage {
  route: string;
  sidebarId?: string;
  version?: string;
  /** On a doc page (with a version dropdown): the same doc's href per version name, where it exists. */
  alternates?: Record<string, string>;
}

type LinkData = Extract<NavItemData, { type: 'link' }>;
type DropdownData = Extract<NavItemData, { type: 'dropdown' }>;

/**
 * Where a docs link (doc, docSidebar, docsVersion) points, as Docusaurus's version candidates decide:
 * the first of the active doc's version and the preferred version that has the target, else the
 * latest version (the link's own fields).
 */
export function versionTarget(item: LinkData, pageVersion: string | undefined, preferred: readonly string[] | undefined): VersionTarget {
  const targets = item.byVersion;
  const version = targets && [pageVersion, ...(preferred ?? [])].find((v): v is string => !!v && Object.hasOwn(targets, v));
  return version ? targets[version] : item;
}

/** A version dropdown's entry for a version: the page's doc in that version when it has it. */
function withAlternate(child: NavItemData, alternates: Record<string, string> | undefined): NavItemData {
  const version = versionOfItem(child);
  return child.type === 'link' && version && alternates && Object.hasOwn(alternates, version) ? { ...child, href: alternates[version] } : child;
}

/**
 * A locale dropdown entry: the same page in that locale. A full page load (the router leaves links
 * with `hreflang` alone): another locale is another site, with its own shell and page data.
 */
function LocaleLink({ item, page }: { item: LinkData & { locale: NonNullable<LinkData['locale']> }; page: ActivePage }) {
  const { current, htmlLang, queryString, origin = '' } = item.locale;
  const query = queryString ? (queryString.startsWith('?') ? queryString : `?${queryString}`) : '';
  return (
    <a href={origin + localeHref(item.href, page.route) + query} lang={htmlLang} hrefLang={htmlLang} className={`navbar-link${current ? ' active' : ''}`} aria-current={current ? 'true' : undefined}>
      {item.label}
    </a>
  );
}

/** A link; a docs link follows the active doc's or the preferred version (read after hydration). */
function NavLink({ item, page }: { item: LinkData; page: ActivePage }) {
  const preferred = useContext(VersionContext)?.preferred;
  if (item.locale) return <LocaleLink item={{ ...item, locale: item.locale }} page={page} />;
  const { label, href, active: match } = versionTarget(item, page.version, preferred);
  const active = isActive(match, page);
  return (
    <Link href={href} external={item.external} className={`navbar-link${active ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`} ariaCurrent={active && isTargetPage(match, page.route)} ariaLabel={item.ariaLabel} icon={label !== ''} html={item.html} target={item.target}>
      {label}
    </Link>
  );
}

export function NavbarItem({ item, page, mobile = false }: { item: NavItemData; page: ActivePage; mobile?: boolean }) {
  switch (item.type) {
    case 'link':
      // A version's link (a version dropdown of one version) leads to the page's doc in that version.
      return <NavLink item={withAlternate(item, page.alternates) as LinkData} page={page} />;
    case 'html':
      return <span className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return mobile ? null : <SearchBar />;
    case 'dropdown':
      return mobile ? <MobileDropdown item={item} page={page} /> : <Dropdown item={item} page={page} />;
  }
}

/** The version a dropdown item links to, when it is a docs version item. */
function versionOfItem(item: NavItemData): string | undefined {
  return item.type === 'link' && item.active?.kind === 'version' ? item.active.version : undefined;
}

/**
 * A version dropdown outside a page of its versions shows the preferred version of its docs instance
 * (else the configured label), and choosing a version stores it as the preferred one.
 */
function useDropdownModel(item: DropdownData, page: ActivePage) {
  const preference = useContext(VersionContext);
  const own = (version: string | undefined) => !!version && item.items.some((i) => versionOfItem(i) === version);
  const preferred = item.versionDropdown && !own(page.version) ? preference?.preferred.find(own) : undefined;
  const childPage = preferred ? { ...page, version: preferred } : page;
  const items = item.versionDropdown ? item.items.map((child) => withAlternate(child, page.alternates)) : item.items;
  // A version dropdown is labelled by the version it shows, never by a dropdownItemsBefore/After link.
  const versionItems = item.versionDropdown ? items.filter((i) => versionOfItem(i) !== undefined) : items;
  const activeChild = versionItems.find((i) => i.type === 'link' && isActive(versionTarget(i, childPage.version, preference?.preferred).active, childPage));
  const label = item.versionDropdown && activeChild?.type === 'link' ? activeChild.label : item.label;
  // A version dropdown's toggle links the shown version's page (this page there, else its main doc), as Docusaurus's does.
  const shown = own(childPage.version) ? childPage.version : undefined;
  const versionHref = item.versionDropdown ? (activeChild?.type === 'link' ? activeChild.href : item.versionToggle?.paths[shown ?? item.versionToggle.latest]) : undefined;
  const onChoose = (child: NavItemData) => {
    const version = item.versionDropdown ? versionOfItem(child) : undefined;
    if (version) preference?.save(version);
  };
  return { items, childPage, label, onChoose, versionHref, active: toggleActive(item, page, shown) };
}

/**
 * Whether the dropdown's own toggle shows as active (its entries show their own state): as in
 * Docusaurus, only a dropdown that links somewhere is; a version dropdown links to the main doc of
 * the version it shows (the page's, else the preferred, else the latest).
 */
function toggleActive(item: DropdownData, page: ActivePage, shownVersion: string | undefined): boolean {
  if (!item.versionToggle) return isActive(item.active, page);
  const path = item.versionToggle.paths[shownVersion ?? item.versionToggle.latest];
  return path !== undefined && isActive({ kind: 'prefix', path }, page);
}

/** The links and buttons of a dropdown's open menu, in order. */
function menuLinks(dropdown: HTMLElement | null): HTMLElement[] {
  return [...(dropdown?.querySelectorAll<HTMLElement>('.dropdown-menu a, .dropdown-menu button') ?? [])];
}

/** Focuses a menu entry by index (negative counts from the end). */
function focusAt(links: HTMLElement[], index: number): void {
  if (links.length) links[(index + links.length) % links.length].focus();
}

/** Closes an open dropdown when the pointer or focus goes outside it (from the moment it shows). */
function useCloseOnOutside(ref: RefObject<HTMLDivElement | null>, open: boolean, close: () => void): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onOutside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);
}

/**
 * A dropdown's open state and keyboard: Escape closes and returns focus to the toggle, ArrowDown/Up
 * open it on the first/last entry or move between entries, Home/End go to the ends; navigating closes it.
 */
function useDropdownMenu(route: string) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // The entry to focus once a closed menu has opened (its links exist only then).
  const pendingFocus = useRef<number | null>(null);
  useCloseOnOutside(ref, open, () => setOpen(false));
  useLayoutEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusAt(menuLinks(ref.current), pendingFocus.current);
    pendingFocus.current = null;
  });
  useEffect(() => setOpen(false), [route]);

  const focusItem = (index: number) => {
    if (open) focusAt(menuLinks(ref.current), index);
    else {
      pendingFocus.current = index;
      setOpen(true);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const current = menuLinks(ref.current).indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      if (!open) return;
      e.preventDefault();
      setOpen(false);
      ref.current?.querySelector<HTMLButtonElement>('.dropdown-toggle')?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      focusItem(current < 0 ? (down ? 0 : -1) : current + (down ? 1 : -1));
    } else if (e.key === 'Home' || e.key === 'End') {
      if (current < 0) return;
      e.preventDefault();
      focusItem(e.key === 'Home' ? 0 : -1);
    }
  };
  return { open, setOpen, ref, onKeyDown };
}

/**
 * Desktop dropdown (a disclosure): opens on hover, click and keyboard (Enter/Space, ArrowDown/Up
 * focus the first/last item, arrows move between items, Home/End, Escape closes and returns focus),
 * closes on outside click, on focus leaving it, and when the pointer leaves.
 */
function Dropdown({ item, page }: { item: DropdownData; page: ActivePage }) {
  const { open, setOpen, ref, onKeyDown } = useDropdownMenu(page.route);
  const openedByHover = useRef(false);
  const { items, childPage, label, onChoose, versionHref, active } = useDropdownModel(item, page);
  const toggle = () => {
    // A click right after the pointer opened it keeps it open (touch, or a mouse user clicking to be sure).
    if (open && openedByHover.current) openedByHover.current = false;
    else setOpen(!open);
  };
  return (
    <div
      className={`navbar-dropdown${open ? ' open' : ''}${item.className ? ` ${item.className}` : ''}`}
      ref={ref}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      {item.href ? (
        // A dropdown with its own `to` links there (hover and the keyboard open its menu).
        <a href={item.href} className={`navbar-link dropdown-toggle${active ? ' active' : ''}`} aria-haspopup="true" aria-expanded={open}>
          {label}
          <ChevronIcon className="dropdown-caret" />
        </a>
      ) : versionHref ? (
        // A version dropdown's toggle is a link, as in Docusaurus (without JavaScript it goes there); a click opens the menu (README: differs).
        <a
          href={versionHref}
          role="button"
          className={`navbar-link dropdown-toggle${active ? ' active' : ''}`}
          aria-haspopup="true"
          aria-expanded={open}
          onClick={(e) => {
            e.preventDefault();
            toggle();
          }}
          onKeyDown={(e) => {
            if (e.key !== ' ') return;
            e.preventDefault();
            setOpen(!open);
          }}
        >
          {label}
          <ChevronIcon className="dropdown-caret" />
        </a>
      ) : (
        <button type="button" className={`navbar-link dropdown-toggle${active ? ' active' : ''}`} aria-haspopup="true" aria-expanded={open} onClick={toggle}>
          {label}
          <ChevronIcon className="dropdown-caret" />
        </button>
      )}
      <ul className="dropdown-menu">
        {items.map((child, i) => (
          <li
            key={i}
            onClick={() => {
              onChoose(child);
              setOpen(false);
            }}
          >
            <NavbarItem item={child} page={childPage} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** In the mobile menu a dropdown is a collapsible list. */
function MobileDropdown({ item, page }: { item: DropdownData; page: ActivePage }) {
  const [open, setOpen] = useState(false);
  const { items, childPage, label, onChoose } = useDropdownModel(item, page);
  return (
    <div className="menu-category">
      <button type="button" className="menu-link menu-category-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
        <ChevronIcon className="menu-caret" />
      </button>
      {open && (
        <ul className="menu-list">
          {items.map((child, i) => (
            <li key={i} className="menu-item" onClick={() => onChoose(child)}>
              <NavbarItem item={child} page={childPage} mobile />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
