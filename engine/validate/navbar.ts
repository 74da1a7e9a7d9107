/**
 * Navbar and footer checks: item types, doc ids, sidebar ids, version names, internal `to` links.
 * Positions point into the config file, at the value that is wrong.
 */
import { locateKey, locateValue } from '../config/positions.js';
import { closest, type Diagnostic, type Severity, severityOf } from '../diagnostics.js';
import { findStaticFile, isUnbuiltRoute, type LinkContext, matchRedirect } from '../graph/links.js';
import { DOCS_ITEM_TYPES, NAVBAR_ITEM_TYPES, type NavbarItemConfig as Item, navbarItemType } from '../graph/navbar.js';
import { matchRoute } from '../graph/routes.js';
import { flattenSidebar } from '../graph/sidebars.js';
import { DEFAULT_DOCS_ID, docsInstancesOf } from '../config/schema.js';
import { docsPluginIdOf, instanceVersions, latestVersion } from '../graph/instances.js';
import type { SiteGraph, Version } from '../graph/types.js';
import { isExternal, withoutBaseUrl } from '../graph/urls.js';


/** What every check reads, and where they report. */
interface NavbarCheck {
  graph: SiteGraph;
  ctx: LinkContext;
  configSource: string;
  brokenLink: Severity | null;
  out: Diagnostic[];
}

export function validateNavbarAndFooter(graph: SiteGraph, ctx: LinkContext, configSource: string): Diagnostic[] {
  const check: NavbarCheck = { graph, ctx, configSource, brokenLink: severityOf(graph.config.onBrokenLinks), out: [] };
  checkBrand(check);
  for (const item of graph.config.themeConfig.navbar.items as Item[]) checkItem(check, item, 'navbar', false);
  for (const entry of (graph.config.themeConfig.footer?.links ?? []) as Item[]) {
    const items = Array.isArray(entry.items) ? (entry.items as Item[]) : [entry];
    for (const link of items) {
      checkTo(check, link.to, 'footer');
      checkHref(check, link.href, 'footer');
    }
  }
  return check.out;
}

const describe = (item: Item) => JSON.stringify(item);

/**
 * The navbar's brand (its logo or title) links the logo's `href`, else the site's home, as
 * Docusaurus's does through Link: a home page the site does not have is a broken link, as
 * Docusaurus reports it (on every page; here once, at the navbar, as a warning). The footer's logo link too.
 */
function checkBrand(check: NavbarCheck): void {
  const { navbar, footer } = check.graph.config.themeConfig;
  if (typeof footer?.logo?.href === 'string') checkHref(check, footer.logo.href, 'footer logo');
  if (!navbar.title && !navbar.logo) return;
  if (navbar.logo?.href !== undefined) return checkHref(check, navbar.logo.href, 'navbar logo');
  if (!check.brokenLink || !brokenSitePath(check.graph, check.ctx, '/')) return;
  report(
    check,
    {
      // A warning whatever onBrokenLinks says (README: differs; Docusaurus fails the build under 'throw').
      severity: 'warning',
      rule: 'broken-link',
      message: `Broken link in the navbar: its ${navbar.logo ? 'logo' : 'title'} links to the site's home page (its base URL), which this site does not have. Add a home page (src/pages/index.js, or a doc with \`slug: /\`), or link the logo elsewhere (themeConfig.navbar.logo.href).`,
    },
    locateKey(check.configSource, ['navbar', navbar.logo ? 'logo' : 'title']) ?? locateKey(check.configSource, ['navbar']) ?? {},
  );
}

/** Reports a problem at the config file, at `pos`. */
function report(check: NavbarCheck, diagnostic: Omit<Diagnostic, 'file'>, pos: { line?: number; column?: number }): void {
  check.out.push({ ...diagnostic, file: check.graph.configFile, ...pos });
}

/**
 * The path an internal link of the config or a sidebar names (`/blog`, `blog`, `/base/blog`) when it
 * is no page of the site (a route, a static file, a redirect, or a route Docusaurus builds and we do
 * not); undefined when it is one, or another site's (`pathname://` links included: never checked).
 */
export function brokenSitePath(graph: SiteGraph, ctx: LinkContext, to: string): string | undefined {
  if (isExternal(to)) return undefined;
  // Written with the base URL or without it: Docusaurus adds it only to a path not under it.
  const written = withoutBaseUrl(to.split('#')[0].split('?')[0], graph.config.baseUrl);
  // A `to` without its leading slash is the same page (Docusaurus's useBaseUrl puts the base URL before it).
  const pathname = written && !written.startsWith('/') ? `/${written}` : written;
  if (!pathname || matchRoute(ctx.routes, pathname) || matchRedirect(ctx, pathname) || findStaticFile(ctx, pathname) || isUnbuiltRoute(ctx, pathname)) return undefined;
  return pathname;
}

/** An internal `to` link (`/blog`, or `blog`) must be a page of the site (brokenSitePath). */
function checkTo(check: NavbarCheck, to: unknown, where: string): void {
  if (typeof to !== 'string' || !check.brokenLink) return;
  const pathname = brokenSitePath(check.graph, check.ctx, to);
  if (!pathname) return;
  const suggestion = closest(pathname, check.graph.routes.map((r) => r.path));
  report(
    check,
    { severity: check.brokenLink, rule: 'broken-link', message: `Broken link in the ${where}: "${to}" is not a page of this site.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, suggestion },
    // Looked for from the navbar's (or footer's) key on: the same path may be written earlier (a routeBasePath).
    locateValue(check.configSource, to, Math.max(0, check.configSource.search(where.startsWith('footer') ? /\bfooter\s*:/ : /\bnavbar\s*:/))),
  );
}

/** An `href` to a page of the site (`/docs/x`): checked as a `to` is (Docusaurus's Link checks it too). */
function checkHref(check: NavbarCheck, href: unknown, where: string): void {
  if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) checkTo(check, href, where);
}

/** One item: its type must exist (and have the docs plugin when it needs it), then the type's own checks. */
function checkItem(check: NavbarCheck, item: Item, where: string, inDropdown: boolean): void {
  const type = navbarItemType(item);
  const pos = locateValue(check.configSource, typeof item.type === 'string' ? item.type : String(item.label ?? item.to ?? item.href ?? ''));
  // A site's own item type, registered by its swizzled NavbarItem/ComponentTypes (Docusaurus accepts any
  // `custom-` type): this engine does not run swizzled components, so it is left out, with a word.
  if (type.startsWith('custom-')) {
    const message = `The ${where} item of type "${type}" is left out: it is the site's own navbar component (src/theme/NavbarItem/ComponentTypes), and this engine renders the navbar with its own theme. Item config: ${describe(item)}. An \`html\` item, or a link, can show the same in its place.`;
    report(check, { severity: 'warning', rule: 'navbar-item-type', message }, pos);
    return;
  }
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    const suggestion = closest(type, NAVBAR_ITEM_TYPES);
    const message = `Unknown ${where} item type "${type}": no navbar component renders it. Item config: ${describe(item)}. Use one of ${NAVBAR_ITEM_TYPES.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
    report(check, { severity: 'error', rule: 'navbar-item-type', message, suggestion }, pos);
    return;
  }
  if (DOCS_ITEM_TYPES.has(type) && !checkDocsInstance(check, item, type, where, pos)) return;
  switch (type) {
    case 'default':
      if (typeof item.to !== 'string' && typeof item.href !== 'string') {
        report(check, { severity: 'error', rule: 'navbar-item', message: `A ${where} link needs \`to\` (a page of the site) or \`href\` (a URL). Item config: ${describe(item)}.` }, pos);
      }
      checkTo(check, item.to, where);
      checkHref(check, item.href, where);
      break;
    case 'dropdown':
      // Its own `to`/`href` (the toggle links there) is a link as an item's is: Docusaurus checks it too.
      checkTo(check, item.to, where);
      checkHref(check, item.href, where);
      if (inDropdown) report(check, { severity: 'error', rule: 'navbar-item', message: `Dropdowns cannot be nested in the ${where}. Item config: ${describe(item)}.` }, pos);
      else for (const child of Array.isArray(item.items) ? (item.items as Item[]) : []) checkItem(check, child, `${where} dropdown "${String(item.label ?? '')}"`, true);
      break;
    case 'html':
      if (typeof item.value !== 'string') report(check, { severity: 'error', rule: 'navbar-item', message: `An html ${where} item needs a \`value\` string. Item config: ${describe(item)}.` }, pos);
      break;
    case 'doc':
      checkDocItem(check, item, where);
      break;
    case 'docSidebar':
      checkDocSidebarItem(check, item, where);
      break;
    case 'docsVersionDropdown':
      checkVersionDropdown(check, item, where);
      break;
    default:
      break;
  }
}

/** The version whose docs and sidebars a docs item names: the latest of its docs instance. */
const lastOf = (check: NavbarCheck, item: Item): Version | undefined => latestVersion(check.graph, docsPluginIdOf(item));

/** A docs item needs a docs instance: the one its `docsPluginId` names (the default one without it). */
function checkDocsInstance(check: NavbarCheck, item: Item, type: string, where: string, pos: { line?: number; column?: number }): boolean {
  const instances = docsInstancesOf(check.graph.config).map((i) => i.id);
  if (!instances.length) {
    const message = `The ${where} item of type "${type}" needs the docs plugin, which is not enabled (docs: false). Remove the item or enable docs. Item config: ${describe(item)}.`;
    report(check, { severity: 'error', rule: 'docs-plugin-disabled', message }, pos);
    return false;
  }
  const id = docsPluginIdOf(item);
  // Without docsPluginId, a site whose only docs are another instance's uses that one (instanceVersions).
  if (instances.includes(id) || (id === DEFAULT_DOCS_ID && instances.length === 1)) return true;
  const suggestion = closest(id, instances);
  const message = `The ${where} item of type "${type}" names the docs plugin instance "${id}", which does not exist. Docs instances: ${instances.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''} Item config: ${describe(item)}.`;
  report(check, { severity: 'error', rule: 'navbar-unknown-docs-plugin', message, suggestion }, locateValue(check.configSource, id));
  return false;
}

/** A doc item names a doc of the latest version. */
function checkDocItem(check: NavbarCheck, item: Item, where: string): void {
  const last = lastOf(check, item);
  const docId = String(item.docId ?? '');
  if (last && last.docIds.includes(docId)) return;
  const suggestion = closest(docId, last?.docIds ?? []);
  const message = `The ${where} item names doc "${docId}", which does not exist in version "${last?.versionName ?? 'current'}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Item config: ${describe(item)}.`;
  report(check, { severity: 'error', rule: 'navbar-unknown-doc', message, suggestion }, locateValue(check.configSource, docId));
}

/** A docSidebar item names a sidebar that has something to link to. */
function checkDocSidebarItem(check: NavbarCheck, item: Item, where: string): void {
  const last = lastOf(check, item);
  const sidebarId = String(item.sidebarId ?? '');
  const pos = locateValue(check.configSource, sidebarId);
  const sidebar = last?.sidebars.find((s) => s.id === sidebarId);
  if (!sidebar) {
    const suggestion = closest(sidebarId, last?.sidebars.map((s) => s.id) ?? []);
    const message = `The ${where} item names sidebar "${sidebarId}", which does not exist. Sidebars: ${last?.sidebars.map((s) => s.id).join(', ') || '(none)'}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
    report(check, { severity: 'error', rule: 'navbar-unknown-sidebar', message, suggestion }, pos);
  } else if (!flattenSidebar(sidebar.items).length) {
    const message = `The ${where} item links to sidebar "${sidebarId}", but that sidebar has no link target (no doc and no category index). Add a doc to it. Item config: ${describe(item)}.`;
    report(check, { severity: 'error', rule: 'navbar-sidebar-no-link', message }, pos);
  }
}

/** A docsVersionDropdown names existing versions; its extra items are items too. */
function checkVersionDropdown(check: NavbarCheck, item: Item, where: string): void {
  const names = instanceVersions(check.graph, docsPluginIdOf(item)).map((v) => v.versionName);
  const wanted = Array.isArray(item.versions) ? (item.versions as unknown[]).map(String) : item.versions && typeof item.versions === 'object' ? Object.keys(item.versions) : [];
  for (const name of wanted) {
    if (names.includes(name)) continue;
    const suggestion = closest(name, names);
    const message = `The ${where} docsVersionDropdown names version "${name}", which does not exist. Available versions: ${names.join(', ')}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`;
    report(check, { severity: 'error', rule: 'navbar-unknown-version', message, suggestion }, locateValue(check.configSource, name));
  }
  for (const extra of [...((item.dropdownItemsBefore as Item[]) ?? []), ...((item.dropdownItemsAfter as Item[]) ?? [])]) checkItem(check, extra, where, true);
}
