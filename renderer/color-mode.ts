/**
 * Colour mode rules (SITE-SPEC section 4), shared by the server (the inline <head> script), the
 * components (labels) and the client's store (renderer/client/colorMode.ts): the choice (light,
 * dark, or system = null) is stored under localStorage['theme']; `data-theme` (the mode shown) and
 * `data-theme-choice` (what the user chose, "system" for null) sit on <html>.
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

/** The mode the toggle's accessible name says it is in ("… (currently dark mode)"). */
export function shownColorMode(choice: ColorModeChoice, mode: ColorMode, config: ColorModeConfig): 'dark' | 'light' | 'system' {
  return config.respectPrefersColorScheme ? (choice ?? 'system') : mode;
}

/** The inline head script: sets data-theme before first paint. Must stay tiny and never throw. */
export function colorModeHeadScript(config: ColorModeConfig): string {
  return `(function(){var d=document.documentElement,c=${JSON.stringify(config)},s=null;try{if(c.disableSwitch){localStorage.removeItem('theme')}else{s=localStorage.getItem('theme')}}catch(e){}var ch=s==='light'||s==='dark'?s:null;var t=ch||(c.respectPrefersColorScheme&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.respectPrefersColorScheme?'light':c.defaultMode);d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',ch||'system')})()`;
}

export interface ColorModeState {
  choice: ColorModeChoice;
  mode: ColorMode;
}
