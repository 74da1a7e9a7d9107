/**
 * The same page in another locale: the locale's base URL followed by the page's route, as
 * Docusaurus's locale dropdown and hreflang alternates build it (every locale has every page:
 * untranslated docs fall back to the default locale's text). Browser-safe, no imports.
 */

/** `/fr/` + `/docs/a b` -> `/fr/docs/a%20b` (segments percent-encoded as the server writes hrefs). */
export function localeHref(localeBaseUrl: string, route: string): string {
  const path = route
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%40/g, '@').replace(/%2C/g, ','))
    .join('/');
  return localeBaseUrl.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
