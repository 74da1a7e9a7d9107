/**
 * The page's colour mode store, after hydration: one store serves every toggle on the page and
 * follows other tabs (storage event) and the OS (when the config respects it). The rules it applies
 * are renderer/color-mode.ts, which the inline <head> script runs first, before paint.
 */
import { type ColorModeChoice, type ColorModeConfig, STORAGE_KEY, readStoredChoice, resolveMode, nextChoice, assertChoice, type ColorModeState } from '../color-mode.js';

export type { ColorModeState } from '../color-mode.js';

type Listener = (state: ColorModeState) => void;

/** The page's colour mode: one instance per page, created by the client entry. */
export class ColorModeStore {
  state: ColorModeState;
  private listeners = new Set<Listener>();
  private media: MediaQueryList | undefined;

  constructor(readonly config: ColorModeConfig) {
    this.media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
    if (config.disableSwitch) {
      try {
        localStorage.removeItem(STORAGE_KEY);
      } catch {
        // no storage
      }
    }
    this.state = this.apply(config.disableSwitch ? null : readStoredChoice(safeStorage()));
    window.addEventListener('storage', (e) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      if (this.config.disableSwitch) return;
      this.update(readStoredChoice(safeStorage()));
    });
    this.media?.addEventListener('change', () => {
      if (this.config.respectPrefersColorScheme && this.state.choice === null) this.update(null);
    });
  }

  /** Sets the choice (null = system): persisted, applied to <html>, and told to every toggle. */
  set(choice: ColorModeChoice): void {
    assertChoice(choice);
    if (this.config.disableSwitch) return;
    try {
      if (choice === null) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this page
    }
    this.update(choice);
  }

  /** What pressing the toggle does. */
  toggle(): void {
    this.set(nextChoice(this.state.choice, this.state.mode, this.config));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(choice: ColorModeChoice): void {
    this.state = this.apply(choice);
    for (const listener of this.listeners) listener(this.state);
  }

  private apply(choice: ColorModeChoice): ColorModeState {
    const mode = resolveMode(choice, this.config, !!this.media?.matches);
    const root = document.documentElement;
    root.setAttribute('data-theme', mode);
    root.setAttribute('data-theme-choice', choice ?? 'system');
    return { choice, mode };
  }
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
