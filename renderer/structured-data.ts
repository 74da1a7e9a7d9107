/**
 * Head data for machines, shared by the server (page HTML) and the client (after a navigation):
 * the JSON-LD Docusaurus 3.9 writes (a doc's BreadcrumbList, a blog's Blog and BlogPosting, made
 * with the blog's page data: renderer/server/blog-structured-data.ts), and the URL of the page's
 * Markdown (`{route}.md`).
 */
import type { PageData } from './model.js';

/** The Markdown twin of a route: `/docs/intro` and `/docs/intro/` -> `/docs/intro.md`, `/` -> `/index.md`. */
export function markdownRouteOf(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean ? `${clean}.md` : '/index.md';
}

/**
 * Docusaurus's BreadcrumbList: the sidebar breadcrumbs that have a link (the home crumb is not one of
 * them), the page itself last, each with the absolute URL as `item`; undefined without breadcrumbs.
 * `pageHref` is the page's own href (with the base URL), `siteUrl` the site URL without a trailing slash.
 */
export function breadcrumbJsonLd(page: PageData, pageHref: string, siteUrl: string): object | undefined {
  if ((page.kind !== 'doc' && page.kind !== 'generated-index') || !page.breadcrumbs.length) return undefined;
  const crumbs = page.breadcrumbs.map((c, i) => (i === page.breadcrumbs.length - 1 ? { label: c.label, href: c.href ?? pageHref } : c));
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs
      .filter((c) => c.href)
      .map((c, index) => ({ '@type': 'ListItem', position: index + 1, name: c.label, item: `${siteUrl}${c.href}` })),
  };
}

/** Every JSON-LD object of a page's head: its breadcrumbs, and a blog page's own (`structuredData`). */
export function pageJsonLd(page: PageData, pageHref: string, siteUrl: string | undefined): object[] {
  const breadcrumbs = siteUrl === undefined ? undefined : breadcrumbJsonLd(page, pageHref, siteUrl);
  const own = page.kind === 'blog-post' || page.kind === 'blog-list' ? page.structuredData : undefined;
  return [breadcrumbs, own].filter((data): data is object => data !== undefined);
}
