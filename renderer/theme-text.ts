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

/**
 * A meta description of our own (a tag or authors page: Docusaurus writes none) in the site's
 * language: our English sentence on an English site, else the page's title in the locale (an
 * English sentence on a Chinese site's page read wrong).
 */
export function ownDescription(htmlLang: string, englishSentence: string, localizedTitle: string): string {
  return /^en\b/i.test(htmlLang) ? englishSentence : localizedTitle;
}
