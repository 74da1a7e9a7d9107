/**
 * Island scripts of pages reached by client-side navigation: the swapped-in content carries its
 * `<script type="module" data-island-script>` tags, which the browser does not run when inserted as
 * HTML; they are imported here (each island module hydrates its elements, and again on later swaps).
 */
import { NAVIGATED_EVENT } from './router.js';

export function loadIslandScripts(): void {
  window.addEventListener(NAVIGATED_EVENT, () => {
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-island-script]')) {
      if (script.src) void import(/* @vite-ignore */ script.src).catch(() => undefined);
    }
  });
}
