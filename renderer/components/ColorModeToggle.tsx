/** The colour mode switch. Its state is read from <html> after hydration (the head script set it). */
import { useEffect, useState } from 'react';
import { assertChoice, type ColorMode, type ColorModeChoice, type ColorModeConfig, nextChoice, readStoredChoice, resolveMode, STORAGE_KEY } from '../client/colorMode.js';
import { MoonIcon, SunIcon, SystemIcon } from './Icons.js';

function apply(choice: ColorModeChoice, config: ColorModeConfig): ColorMode {
  assertChoice(choice);
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const mode = resolveMode(choice, config, prefersDark);
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', choice ?? 'system');
  return mode;
}

export function ColorModeToggle({ config }: { config: ColorModeConfig }) {
  const [choice, setChoice] = useState<ColorModeChoice>(null);
  const [mode, setMode] = useState<ColorMode>(config.defaultMode);

  useEffect(() => {
    const stored = config.disableSwitch ? null : readStoredChoice(localStorage);
    setChoice(stored);
    setMode(apply(stored, config));
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY) return;
      const next = readStoredChoice(localStorage);
      setChoice(next);
      setMode(apply(next, config));
    };
    const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
    const onSystem = () => setMode(apply(readStoredChoice(localStorage), config));
    window.addEventListener('storage', onStorage);
    if (config.respectPrefersColorScheme) media?.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onSystem);
    };
  }, [config]);

  if (config.disableSwitch) return null;
  const shownChoice = config.respectPrefersColorScheme ? choice : mode;
  const current = shownChoice === null ? 'system mode' : `${shownChoice} mode`;
  const toggle = () => {
    const next = nextChoice(choice, mode, config);
    try {
      if (next === null) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this page
    }
    setChoice(next);
    setMode(apply(next, config));
  };
  const label = `Switch between dark and light mode (currently ${current})`;
  return (
    <button type="button" className="icon-button color-mode-toggle" onClick={toggle} aria-label={label} title={label} aria-live="polite">
      {shownChoice === null ? <SystemIcon /> : shownChoice === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
