/**
 * The colour mode switch. All its icons are in the markup and CSS shows the one matching <html>'s
 * `data-theme` (or `data-theme-choice` when the OS preference is respected), so the right icon shows
 * before hydration; the accessible name follows the client's colour mode store after hydration.
 */
import { useContext, useEffect, useState } from 'react';
import { type ColorModeConfig, type ColorModeState, shownColorMode } from '../color-mode.js';
import { ColorModeContext } from './context.js';
import { MoonIcon, SunIcon, SystemIcon } from './Icons.js';
import { useTranslateText } from './translate.js';

export function ColorModeToggle({ config }: { config: ColorModeConfig }) {
  const store = useContext(ColorModeContext);
  const t = useTranslateText();
  // The first render matches the server's (no stored choice known yet).
  const [state, setState] = useState<ColorModeState>({ choice: null, mode: config.defaultMode });
  useEffect(() => {
    if (!store) return;
    setState(store.state);
    return store.subscribe(setState);
  }, [store]);
  if (config.disableSwitch) return null;
  const label = t('theme.colorToggle.ariaLabel', { mode: t(`theme.colorToggle.ariaLabel.mode.${shownColorMode(state.choice, state.mode, config)}`) });
  return (
    <button
      type="button"
      className={`icon-button color-mode-toggle${config.respectPrefersColorScheme ? ' by-choice' : ''}`}
      onClick={() => store?.toggle()}
      aria-label={label}
      title={label}
      aria-live="polite"
    >
      <SunIcon className="color-mode-icon icon-light" />
      <MoonIcon className="color-mode-icon icon-dark" />
      {config.respectPrefersColorScheme && <SystemIcon className="color-mode-icon icon-system" />}
    </button>
  );
}
