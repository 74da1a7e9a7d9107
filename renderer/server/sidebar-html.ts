/**
 * The sidebar's items as HTML rendered once per item. On a large site most of each page's sidebar is
 * the same collapsed categories (at 10,000 docs, 167 top-level ones: over 3 ms of React per page, most of a
 * page's render besides its content). The page renders with placeholders for runs of items that show no
 * children (components/Sidebar.tsx withRuns), and each placeholder is replaced by its items' HTML, from
 * a cache kept per shell: the same bytes as rendering them in place (tests/renderer/sidebar-hydration.test.ts).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { randomBytes } from 'node:crypto';
import { SIDEBAR_RUN_TAG, type SidebarRuns } from '../components/context.js';
import { SidebarItemView } from '../components/Sidebar.js';
import { TranslationContext } from '../components/translate.js';
import type { ShellData, SidebarNode } from '../model.js';

/**
 * The HTML of single sidebar items, by item, level and id prefix. Items are nodes that the page data
 * shares between pages (server/model.ts pageSidebar): looked up by identity, nothing to hash.
 */
class ItemHtmlCache {
  private readonly byPlace = new Map<string, WeakMap<SidebarNode, string>>();

  constructor(private readonly translations: Readonly<Record<string, string>>) {}

  /** The HTML of a run of items at one level and id prefix. */
  html(run: readonly SidebarNode[], level: number, idPrefix: string): string {
    const place = `${level}\0${idPrefix}`;
    let items = this.byPlace.get(place);
    if (!items) this.byPlace.set(place, (items = new WeakMap()));
    let out = '';
    for (const item of run) {
      let html = items.get(item);
      if (html === undefined) {
        html = renderToString(createElement(TranslationContext.Provider, { value: this.translations }, createElement(SidebarItemView, { item, level, idPrefix })));
        items.set(item, html);
      }
      out += html;
    }
    return out;
  }
}

const caches = new WeakMap<ShellData, ItemHtmlCache>();

/** Random per process: page content that happens to hold a placeholder's markup is never taken for one. */
const NONCE = randomBytes(6).toString('hex');
const PLACEHOLDER = new RegExp(`<${SIDEBAR_RUN_TAG} data-run="${NONCE}-(\\d+)"></${SIDEBAR_RUN_TAG}>`, 'g');

/** The runs of one page's render: `runs` goes to SidebarRunsContext, `fill` writes their HTML into the rendered markup. */
export function sidebarRuns(shell: ShellData): { runs: SidebarRuns; fill: (html: string) => string } {
  let cache = caches.get(shell);
  if (!cache) caches.set(shell, (cache = new ItemHtmlCache(shell.translations ?? {})));
  const items = cache;
  const marked: string[] = [];
  return {
    runs: {
      mark(run, level, idPrefix) {
        marked.push(items.html(run, level, idPrefix));
        return `${NONCE}-${marked.length - 1}`;
      },
    },
    fill: (html) => (marked.length ? html.replace(PLACEHOLDER, (_, n: string) => marked[Number(n)]) : html),
  };
}
