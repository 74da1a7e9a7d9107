/**
 * Colour mode (SITE-SPEC section 4): the choice (light, dark, or system = null) is stored under
 * localStorage['theme']; `data-theme` (the mode shown) and `data-theme-choice` (what the user chose,
 * "system" for null) sit on <html>. The same rules run first in an inline <head> script (before
 * paint), then here after hydration, where one store serves every toggle on the page and follows
 * other tabs (storage event) and the OS (when the config respects it).
 */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | null;
export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export const STORAGE_KEY = 'theme';

/** Reads the stored choice; "system" and a missing key mean null; anything else is an error (logged) and means null. */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined): ColorModeChoice {
  let value: string | null;
  try {
    value = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (value === 'light' || value === 'dark') return value;
  if (value !== null && value !== 'system') console.error(`Unexpected colour mode "${value}" in localStorage['${STORAGE_KEY}']: expected "light", "dark" or "system". Using the default.`);
  return null;
}

/** The mode to show for a choice. */
export function resolveMode(choice: ColorModeChoice, config: ColorModeConfig, systemPrefersDark: boolean): ColorMode {
  if (choice) return choice;
  return config.respectPrefersColorScheme ? (systemPrefersDark ? 'dark' : 'light') : config.defaultMode;
}

/** The next choice when the toggle is pressed: system, light, dark, system... when the OS is respected, else light/dark. */
export function nextChoice(choice: ColorModeChoice, shown: ColorMode, config: ColorModeConfig): ColorModeChoice {
  if (config.respectPrefersColorScheme) return choice === null ? 'light' : choice === 'light' ? 'dark' : null;
  return shown === 'dark' ? 'light' : 'dark';
}

/** Validates a requested choice: anything but light, dark or null is a programming error. */
export function assertChoice(choice: unknown): asserts choice is ColorModeChoice {
  if (choice !== null && choice !== 'light' && choice !== 'dark') throw new Error(`Unexpected colour mode: ${JSON.stringify(choice)}. Use "light", "dark" or null (system).`);
}

/** The toggle's accessible name. */
export function colorModeLabel(choice: ColorModeChoice, mode: ColorMode, config: ColorModeConfig): string {
  const shown = config.respectPrefersColorScheme ? (choice ?? 'system') : mode;
  return `Switch between dark and light mode (currently ${shown} mode)`;
}

/** The inline head script: sets data-theme before first paint. Must stay tiny and never throw. */
export function colorModeHeadScript(config: ColorModeConfig): string {
  return `(function(){var d=document.documentElement,c=${JSON.stringify(config)},s=null;try{if(c.disableSwitch){localStorage.removeItem('theme')}else{s=localStorage.getItem('theme')}}catch(e){}var ch=s==='light'||s==='dark'?s:null;var t=ch||(c.respectPrefersColorScheme&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.respectPrefersColorScheme?'light':c.defaultMode);d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',ch||'system')})()`;
}

export interface ColorModeState {
  choice: ColorModeChoice;
  mode: ColorMode;
}

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
