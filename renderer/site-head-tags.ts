/**
 * The head tags a site adds to every page (config `headTags`, `stylesheets`, `scripts`), as
 * Docusaurus writes them: in that order; a string stylesheet or script is its href or src as written
 * (no base URL added); an attribute `true` is written bare and `false` left out.
 */
import type { SiteConfig } from '../engine/config/schema.js';
import { NAVIGATED_EVENT } from './navigated-event.js';

type Attributes = Record<string, string | boolean>;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function tag(tagName: string, attributes: Attributes, innerHTML = ''): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : value === false ? '' : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return VOID.has(tagName.toLowerCase()) ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML}</${tagName}>`;
}

/** The site's own head tags, as HTML, in Docusaurus's order. */
export function siteHeadTags(config: Pick<SiteConfig, 'headTags' | 'stylesheets' | 'scripts'>): string[] {
  return [
    ...config.headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML)),
    ...config.stylesheets.map((s) => tag('link', typeof s === 'string' ? { rel: 'stylesheet', href: s } : { rel: 'stylesheet', ...s })),
    ...config.scripts.map((s) => tag('script', typeof s === 'string' ? { src: s } : s)),
  ];
}

/**
 * Google's tags (config `analytics`), as plugin-google-gtag and plugin-google-tag-manager write them:
 * gtag's preconnects, loader and config (one per tracking id), then Tag Manager's; Tag Manager's
 * `<noscript>` frame opens the body. A client-side navigation sends gtag a page view, as the plugin's
 * route hook does.
 */
export function analyticsTags(analytics: SiteConfig['analytics']): { head: string[]; preBody: string[] } {
  const head: string[] = [];
  const preBody: string[] = [];
  const { gtag, googleTagManager: gtm } = analytics;
  if (gtag) {
    const configs = gtag.trackingID.map((id) => `gtag('config', ${JSON.stringify(id)}, { ${gtag.anonymizeIP ? "'anonymize_ip': true" : ''} });`);
    const pageViews = `window.addEventListener(${JSON.stringify(NAVIGATED_EVENT)}, function () { setTimeout(function () { gtag('set', 'page_path', location.pathname + location.search + location.hash); gtag('event', 'page_view'); }); });`;
    head.push(
      tag('link', { rel: 'preconnect', href: 'https://www.google-analytics.com' }),
      tag('link', { rel: 'preconnect', href: 'https://www.googletagmanager.com' }),
      tag('script', { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtag.trackingID[0])}` }),
      tag('script', {}, ['window.dataLayer = window.dataLayer || [];', 'function gtag(){dataLayer.push(arguments);}', "gtag('js', new Date());", ...configs, pageViews].join('\n').replace(/</g, '\\u003c')),
    );
  }
  if (gtm) {
    const id = JSON.stringify(gtm.containerId).replace(/</g, '\\u003c');
    head.push(
      tag('link', { rel: 'preconnect', href: 'https://www.googletagmanager.com' }),
      tag('script', {}, 'window.dataLayer = window.dataLayer || [];'),
      tag('script', {}, `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`),
    );
    preBody.push(`<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${escapeAttribute(encodeURIComponent(gtm.containerId))}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`);
  }
  return { head, preBody };
}
