/**
 * `<a href>` in content: doc file links (`../a.md#x`) and routes become the target's encoded route,
 * static files their href; a path of no page is resolved as a route would be, a missing Markdown file
 * keeps what was written (validation reports both).
 * http(s) links open in a new tab and say so:
 *   <a href="https://…" target="_blank" rel="noopener noreferrer">text<span class="sr-only"> (opens in new tab)</span><svg class="external-link-icon" aria-hidden="true"/></a>
 */
import path from 'node:path';
import type { Element } from 'hast';
import { safeDecode } from '../../engine/content/route-encoding.js';
import { brokenUrlKey, type LinkContext, resolveDocLink } from '../../engine/graph/links.js';
import type { ContentPage } from '../../engine/graph/types.js';
import type { AssetSink } from './assets.js';
import { h, hasClass, isElement, isWhitespace, text } from './hast.js';
import { icon } from './icons.js';
import { hrefOf } from '../hrefs.js';

const HTTP = /^(?:https?:)?\/\//i;

/** Marks an `<a>` written as JSX in MDX (components/intrinsic.ts): resolved as a link is, but not opened in a new tab. */
export const JSX_ANCHOR = 'dataJsxAnchor';

export function resolveLinkElement(el: Element, doc: ContentPage, ctx: LinkContext, assets: AssetSink): void {
  const jsx = el.properties[JSX_ANCHOR] !== undefined;
  delete el.properties[JSX_ANCHOR];
  const href = el.properties.href;
  if (typeof href !== 'string' || !href || hasClass(el, 'hash-link')) return;
  const link = resolveDocLink(ctx, doc, href);
  switch (link.kind) {
    case 'external':
      if (HTTP.test(href) && !jsx) decorateExternalLink(el);
      return;
    case 'pathname':
      // As Docusaurus links it: under baseUrl, in a new tab (it may be no page of this site).
      el.properties.href = link.href;
      decorateExternalLink(el);
      return;
    case 'file':
      // Docusaurus opens linked files (a PDF, a diagram, a script) in a new tab.
      el.properties.href = assets.addFile(link.file, 'files') + link.suffix;
      if (el.properties.target === undefined) el.properties.target = '_blank';
      return;
    case 'anchor':
    case 'route':
    case 'redirect':
    case 'static':
      el.properties.href = link.href;
      return;
    case 'broken-route': {
      // As Docusaurus's Link writes it: resolved against the page and under the base URL (`./Gone` on
      // /docs/a is /docs/Gone), so it names the same path whatever URL the page is served at.
      const at = href.search(/[?#]/);
      el.properties.href = hrefOf(ctx.graph, link.target) + (at < 0 ? '' : href.slice(at));
      return;
    }
    case 'broken-file': {
      // The URL the site's markdown.hooks function gave it, under the base URL when it is a site path.
      const hooked = ctx.graph.hookedUrls?.[brokenUrlKey(doc.source, href)];
      if (hooked !== undefined) {
        const cut = hooked.search(/[?#]/);
        el.properties.href = hooked.startsWith('/') && !hooked.startsWith('//') ? hrefOf(ctx.graph, cut < 0 ? hooked : hooked.slice(0, cut)) + (cut < 0 ? '' : hooked.slice(cut)) : hooked;
        return;
      }
      // A missing Markdown file: a relative URL resolved against the page's URL, as Docusaurus's Link
      // writes it (`guide/x.md` on /docs/intro is /docs/guide/x.md); any other as written.
      if (/^[a-z][a-z0-9+.-]*:|^[/#?]/i.test(href)) return;
      const at = href.search(/[?#]/);
      const [pathPart, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
      const base = doc.permalink.endsWith('/') ? doc.permalink : path.posix.dirname(doc.permalink);
      el.properties.href = hrefOf(ctx.graph, path.posix.join(base, safeDecode(pathPart))) + rest;
      return;
    }
    default:
      return;
  }
}

/** Adds target/rel (unless the author set a target), the "(opens in new tab)" text and the icon. */
export function decorateExternalLink(el: Element): void {
  if (el.properties.target === undefined) {
    el.properties.target = '_blank';
    el.properties.rel = ['noopener', 'noreferrer'];
  }
  if (el.properties.target !== '_blank') return;
  if (el.children.some((child) => isElement(child) && hasClass(child, 'sr-only'))) return; // already done
  el.children.push(h('span', { className: ['sr-only'] }, [text(' (opens in new tab)')]));
  // No visible icon next to an image-only link (a badge): the image is the link.
  const imageOnly = el.children.every((child) => isWhitespace(child) || isElement(child, 'img') || (isElement(child) && hasClass(child, 'sr-only')));
  if (!imageOnly) el.children.push(icon('external', 'external-link-icon', 13));
}
