/**
 * Theme strings as plain text, on the server (page titles, descriptions): the site's translations
 * for the locale (code.json, then the installed theme translations), else the theme's English.
 */
import { fillPlaceholders, THEME_STRINGS, type ThemeStringKey } from './components/translate.js';
import { selectPluralForm } from './reading-time.js';

type Messages = Readonly<Record<string, string>> | undefined;

/** `key` in the locale, `{name}` placeholders filled from `params` (others kept as written). */
export function themeText(messages: Messages, key: ThemeStringKey, params: Record<string, string> = {}): string {
  return fillPlaceholders(messages?.[key] ?? THEME_STRINGS[key], params);
}

/** A `|`-separated plural message (`One post|{count} posts`) for `count`, by the locale's plural rules. */
export function countText(messages: Messages, key: ThemeStringKey, count: number, locale: string): string {
  return selectPluralForm(themeText(messages, key), count, locale).replace(/\{count\}/g, String(count));
}

