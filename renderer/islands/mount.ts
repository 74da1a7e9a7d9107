/**
 * Browser side of an island (one bundle per site component, see renderer/markdown/mdx-eval/islands.ts):
 * hydrates every `<docs-island data-island="id">` of the page with the component and the props the
 * server rendered it with, now and after each client-side navigation (`docs:navigated`). A component
 * used with children gets them as the HTML the server rendered inside its `<docs-children>`.
 */
import { type ComponentType, h, hydrate } from 'preact';
import { svgDataUrlsAsComponents } from './svg-data-url.js';

export function mountIslands(id: string, Component: ComponentType<Record<string, unknown>>): void {
  svgDataUrlsAsComponents();
  const run = () => {
    for (const el of document.querySelectorAll<HTMLElement>(`docs-island[data-island="${id}"]:not([data-hydrated])`)) {
      el.setAttribute('data-hydrated', '');
      // The locale's messages its server render used (a site's messages are the same on every page).
      try {
        Object.assign(((window as { __docsMessages?: Record<string, string> }).__docsMessages ??= {}), JSON.parse(el.dataset.messages ?? '{}'));
      } catch {
        // the component says its default messages
      }
      let props: Record<string, unknown> = {};
      try {
        props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
      } catch {
        // keep the server's HTML as it is
      }
      // Children rendered by the page (Markdown inside the component): kept as the server wrote them.
      const slot = el.querySelector('docs-children');
      const children = slot ? h('docs-children', { dangerouslySetInnerHTML: { __html: slot.innerHTML } }) : undefined;
      hydrate(h(Component, children ? { ...props, children } : props), el);
    }
  };
  run();
  window.addEventListener('docs:navigated', run);
}
