/**
 * Interactive islands inside the content HTML (which React does not own): tabs and copy buttons.
 * Wired once with event delegation on the document, so they work on first load and after every
 * client-side navigation; `initContent` applies stored tab choices to freshly swapped-in content.
 *
 * Markup (renderer/markdown): `.tabs-container[data-group-id][data-query-string] [role=tablist]
 * button[role=tab][data-value]` + `.tab-panel[data-value][hidden]`; `.code-block .copy-button` with
 * the code in `pre code`.
 */

/** localStorage key of a tab group's choice. */
export const tabStorageKey = (groupId: string) => `docs.tab.${groupId}`;

function tabsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role=tablist] [role=tab]')];
}

function panelsOf(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > .tabs-panels > .tab-panel, :scope > .tab-panel')];
}

/** Selects the tab with `value` in one container; false when it has no such tab. */
function selectInContainer(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs-item-active', selected);
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.value !== value;
  return true;
}

/**
 * Selects a tab: in its container, and in every container of the same group on the page (the
 * group's choice is stored). The clicked tab keeps its place on screen while content above it changes.
 */
export function selectTab(tab: HTMLElement): void {
  const container = tab.closest('.tabs-container');
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  const groupId = container.getAttribute('data-group-id');
  const before = tab.getBoundingClientRect().top;
  selectInContainer(container, value);
  const query = container.getAttribute('data-query-string');
  if (query) {
    // As Docusaurus: the choice goes into the URL (replacing the entry, the router's state kept), so the link shares it.
    const url = new URL(location.href);
    url.searchParams.set(query, value);
    history.replaceState(history.state, '', url);
  }
  if (groupId) {
    for (const other of document.querySelectorAll(`.tabs-container[data-group-id="${CSS.escape(groupId)}"]`)) if (other !== container) selectInContainer(other, value);
    try {
      localStorage.setItem(tabStorageKey(groupId), value);
    } catch {
      // no storage
    }
    const after = tab.getBoundingClientRect().top;
    if (after !== before) window.scrollBy(0, after - before);
  }
}

/** Applies the query string and the stored group choices to the tabs inside `root`. */
export function initContent(root: ParentNode = document): void {
  const params = new URLSearchParams(location.search);
  for (const container of root.querySelectorAll('.tabs-container')) {
    const query = container.getAttribute('data-query-string');
    const fromQuery = query ? params.get(query) : null;
    if (fromQuery && selectInContainer(container, fromQuery)) continue;
    const groupId = container.getAttribute('data-group-id');
    if (!groupId) continue;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(tabStorageKey(groupId));
    } catch {
      // no storage
    }
    if (stored) selectInContainer(container, stored);
  }
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not allowed (no permission, insecure context): the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy to the clipboard is not available.');
}

const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Copies a code block's text and shows "Copied" on its button for a moment. */
export async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) return;
  const text = (code.textContent ?? '').replace(/\n$/, '');
  const label = button.getAttribute('data-label') ?? button.getAttribute('aria-label') ?? 'Copy code to clipboard';
  const title = button.getAttribute('data-title') ?? button.title;
  // The words of the page's locale (data-copied, when it has them: code-block.ts).
  const copied = button.getAttribute('data-copied') ?? 'Copied';
  button.setAttribute('data-label', label);
  button.setAttribute('data-title', title);
  try {
    await copyText(text);
  } catch (error) {
    console.warn('Could not copy the code:', error);
    return;
  }
  button.classList.add('copied');
  button.setAttribute('aria-label', copied);
  button.title = copied;
  clearTimeout(copyTimers.get(button));
  copyTimers.set(
    button,
    setTimeout(() => {
      button.classList.remove('copied');
      button.setAttribute('aria-label', label);
      button.title = title;
    }, 1500),
  );
}

/** Wires tabs (click, arrow keys, Home/End) and copy buttons for the whole document, once. */
export function wireContent(): void {
  document.addEventListener('click', (e) => {
    const target = e.target as Element | null;
    const tab = target?.closest?.<HTMLElement>('.tabs-container [role=tab]');
    if (tab) {
      selectTab(tab);
      return;
    }
    const copy = target?.closest?.<HTMLElement>('.code-block .copy-button');
    if (copy) void copyCode(copy);
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element | null)?.closest?.<HTMLElement>('.tabs-container [role=tab]');
    if (!tab) return;
    const container = tab.closest('.tabs-container');
    if (!container) return;
    const tabs = tabsOf(container);
    const index = tabs.indexOf(tab);
    let next: number;
    switch (e.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    e.preventDefault();
    tabs[next].focus();
    selectTab(tabs[next]);
  });
}
