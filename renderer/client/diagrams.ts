/**
 * Diagrams the build left to the browser (`.mermaid-diagram[data-mermaid]`, renderer/markdown/mermaid.ts):
 * on a page that has one (first load, client-side navigation, live update), the drawing code is
 * imported (a lazy chunk) and it imports the site's mermaid library; other pages load neither.
 */
import { BROWSER_DIAGRAM_SELECTOR } from '../mermaid-module.js';
import { NAVIGATED_EVENT } from './router.js';

export function drawBrowserDiagrams(baseUrl: string): void {
  const draw = () => {
    if (!document.querySelector(BROWSER_DIAGRAM_SELECTOR)) return;
    import('./mermaid-draw.js').then((m) => m.drawDiagrams(baseUrl)).catch((error: unknown) => console.warn('docs: the diagrams of this page could not be drawn:', error));
  };
  draw();
  window.addEventListener(NAVIGATED_EVENT, draw);
}
