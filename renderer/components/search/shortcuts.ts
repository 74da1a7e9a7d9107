/**
 * Keyboard shortcuts to the search box: Ctrl+K / Cmd+K and `/` focus the navbar's search (or
 * open the full-screen search on narrow layouts), as on Docusaurus sites with DocSearch. Not
 * while the reader is typing in a field or editable content (there `/` is text and Ctrl+K may be
 * the field's own shortcut). Tiny: it loads with every page, before the search chunk.
 */

/** Whether keys typed now go into something editable (other than the search box itself). */
function typingInField(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : null;
  if (!el) return false;
  if (el.closest('[data-search-root]')) return false;
  if (el instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable;
}

/** Whether `e` is a search shortcut: Ctrl+K / Cmd+K, or `/` without modifiers. */
export function isSearchShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (e.altKey) return false;
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.ctrlKey && !e.metaKey;
}

/** Focuses the navbar's search input, or presses its full-screen search button when the input is hidden. */
function focusSearch(): void {
  const root = document.querySelector('.navbar [data-search-root]') ?? document.querySelector('[data-search-root]');
  if (!root) return;
  const input = root.querySelector<HTMLInputElement>('.search-input');
  if (input && input.offsetParent !== null) {
    input.focus();
    input.select();
    return;
  }
  root.querySelector<HTMLButtonElement>('.search-detached-button')?.click();
}

let wired = false;
/** Listens for the shortcuts, once per page. */
export function wireSearchShortcuts(): void {
  if (wired) return;
  wired = true;
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.isComposing || !isSearchShortcut(e) || typingInField(e.target)) return;
    // Already in the search box: `/` is text, Ctrl+K selects what is there.
    if (e.target instanceof HTMLInputElement && e.target.closest('[data-search-root]')) {
      if (e.key !== '/') {
        e.preventDefault();
        e.target.select();
      }
      return;
    }
    e.preventDefault();
    focusSearch();
  });
}
