/**
 * Browser side of an island (one bundle per site component, see renderer/markdown/mdx-eval/islands.ts):
 * hydrates every `<docs-island data-island="id">` of the page with the component and the props the
 * server rendered it with, now and after each client-side navigation (`docs:navigated`).
 */
import { type ComponentType, h, hydrate } from 'preact';

export function mountIslands(id: string, Component: ComponentType<Record<string, unknown>>): void {
  const run = () => {
    for (const el of document.querySelectorAll<HTMLElement>(`docs-island[data-island="${id}"]:not([data-hydrated])`)) {
      el.setAttribute('data-hydrated', '');
      let props: Record<string, unknown> = {};
      try {
        props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
      } catch {
        // keep the server's HTML as it is
      }
      hydrate(h(Component, props), el);
    }
  };
  run();
  window.addEventListener('docs:navigated', run);
}
