/**
 * Draws the page's browser diagrams with the site's mermaid library (copied into the build's
 * assets/mermaid/), in the colours of the mode the reader picked, and again when the mode changes.
 * The source stays in `data-mermaid`; a diagram mermaid cannot read keeps showing its source.
 */
import { BROWSER_DIAGRAM_SELECTOR, mermaidModuleHref } from '../mermaid-module.js';

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let library: Promise<Mermaid> | undefined;
/** Draws run one after another (a navigation and a mode change may overlap). */
let queue: Promise<void> = Promise.resolve();
let watching = false;
let drawn = 0;

const modeOf = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default');

async function drawAll(baseUrl: string): Promise<void> {
  library ??= import(/* @vite-ignore */ mermaidModuleHref(baseUrl)).then((m: { default: Mermaid }) => m.default);
  const mermaid = await library;
  const mode = modeOf();
  mermaid.initialize({ startOnLoad: false, theme: mode, securityLevel: 'strict' });
  for (const element of document.querySelectorAll<HTMLElement>(BROWSER_DIAGRAM_SELECTOR)) {
    if (element.dataset.mermaidDrawn === mode) continue;
    try {
      const { svg } = await mermaid.render(`mermaid-browser-${++drawn}`, element.dataset.mermaid ?? '');
      element.innerHTML = svg;
      const drawing = element.querySelector('svg');
      drawing?.setAttribute('role', 'img');
      drawing?.setAttribute('aria-label', element.dataset.mermaidLabel ?? 'Diagram');
      element.dataset.mermaidDrawn = mode;
    } catch (error) {
      console.warn('docs: mermaid cannot draw a diagram of this page; its source is shown.', error);
      element.dataset.mermaidDrawn = 'failed';
    }
  }
}

/** Draws every browser diagram of the page not drawn yet in the current colour mode. */
export function drawDiagrams(baseUrl: string): Promise<void> {
  if (!watching) {
    watching = true;
    new MutationObserver(() => void drawDiagrams(baseUrl)).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  }
  const run = queue.then(() => drawAll(baseUrl));
  queue = run.catch(() => undefined);
  return run;
}
