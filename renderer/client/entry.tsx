/**
 * Client entry: hydrates the server-rendered page with the same props the server used, then starts
 * the router (client-side navigation), prefetching, the content islands (tabs, copy buttons) and
 * the diagrams drawn in the browser.
 */
import type { ShellData } from '../model.js';
import { ClientApp } from './app.js';
import { ColorModeStore } from './colorMode.js';
import { initContent, wireContent } from './content.js';
import { drawBrowserDiagrams } from './diagrams.js';
import { hydrate } from './hydrate.js';
import { loadIslandScripts } from './islands.js';
import { listenForLiveUpdates } from './live-update.js';
import { setupPrefetch } from './prefetch.js';
import { Router } from './router.js';
import type { HydrationPage } from '../sidebar-pack.js';

// Read by the home page's base-URL check (renderer/server/html.ts): the scripts did load.
(window as unknown as Record<string, unknown>).__docsClient = true;

const root = document.getElementById('docs-root');
const dataElement = document.getElementById('docs-data');
if (root && dataElement) {
  const { shell, page } = JSON.parse(dataElement.textContent ?? '{}') as { shell: ShellData; page: HydrationPage };
  // The hydration data leaves out the content HTML: the DOM has it. (Its packed sidebar is
  // unpacked by ClientApp.)
  if (page.kind === 'doc') page.contentHtml = root.querySelector('#main-content .markdown')?.innerHTML ?? '';
  if (page.kind === 'page') page.contentHtml = root.querySelector('#main-content .page-content')?.innerHTML ?? '';
  const colorMode = new ColorModeStore(shell.colorMode);
  const router = new Router(shell, page);
  hydrate(root, <ClientApp shell={shell} router={router} colorMode={colorMode} />);
  wireContent();
  initContent(root);
  router.start();
  setupPrefetch(root, router.loader, shell.baseUrl, () => router.state.page.route);
  loadIslandScripts();
  drawBrowserDiagrams(shell.baseUrl);
  listenForLiveUpdates(router);
}
