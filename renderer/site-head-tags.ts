/**
 * The head tags a site adds to every page (config `headTags`, `stylesheets`, `scripts`), as
 * Docusaurus writes them: in that order; a string stylesheet or script is its href or src as written
 * (no base URL added); an attribute `true` is written bare and `false` left out.
 */
import type { SiteConfig } from '../engine/config/schema.js';

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
