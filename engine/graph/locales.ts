/** Locale configs: each listed locale gets label, direction, htmlLang, calendar and path. */
import { locateKey, locateValue } from '../config/positions.js';
import { normalizeBaseUrl, type SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LocaleInfo } from './types.js';

const RTL_LANGUAGES = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

function isValidTag(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/**
 * Docusaurus's rule: the default locale at the site's baseUrl, every other one under `/{locale}/`
 * (its `path` names the folder of its translations only), unless its localeConfigs give a baseUrl.
 */
function localeBaseUrl(config: SiteConfig, locale: string, given: { baseUrl?: string }): string {
  if (given.baseUrl !== undefined) return normalizeBaseUrl(given.baseUrl);
  return locale === config.i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
}

/**
 * Resolves every locale of `i18n.locales`; a locale with no usable config is an error.
 * `configSource` (the config file's text) gives the diagnostics their line and column.
 */
/**
 * A locale's calendar when its config names none, as Docusaurus picks it: the one the locale names
 * (`fa-u-ca-gregory`), else the first its language uses (Persian for fa, Buddhist for th), else Gregorian.
 */
function defaultCalendar(locale: string): string {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & { calendars?: string[]; getCalendars?: () => string[] };
    return intl.calendar ?? (intl.calendars ?? intl.getCalendars?.())?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
}

export function resolveLocales(config: SiteConfig, configFile: string, configSource = ''): { locales: LocaleInfo[]; diagnostics: Diagnostic[] } {
  const { i18n } = config;
  const diagnostics: Diagnostic[] = [];
  const keyAt = (...keyPath: string[]) => locateKey(configSource, keyPath) ?? locateKey(configSource, ['i18n']) ?? {};
  const valueAt = (value: string) => {
    const pos = locateValue(configSource, value);
    return pos.line ? pos : keyAt('i18n', 'locales');
  };
  const locales: LocaleInfo[] = [];
  if (!i18n.locales.includes(i18n.defaultLocale)) {
    diagnostics.push({
      severity: 'error',
      rule: 'locale-config',
      message: `i18n.defaultLocale "${i18n.defaultLocale}" is not in i18n.locales (${i18n.locales.join(', ')}). Add it to the list.`,
      file: configFile,
      ...keyAt('i18n', 'defaultLocale'),
    });
  }
  for (const locale of i18n.locales) {
    const given = i18n.localeConfigs[locale] ?? {};
    const valid = isValidTag(locale);
    if (!valid && !(given.label && given.htmlLang)) {
      diagnostics.push({
        severity: 'error',
        rule: 'locale-config',
        message: `Locale "${locale}" is listed in i18n.locales but has no usable locale config: it is not a valid BCP 47 language tag, so its label, direction and html lang cannot be derived. Add i18n.localeConfigs["${locale}"] with label, direction and htmlLang, or use a tag such as "en" or "pt-BR".`,
        file: configFile,
        ...valueAt(locale),
      });
      continue;
    }
    let label = given.label;
    if (!label) {
      try {
        const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
        label = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      } catch {
        label = locale;
      }
    }
    const language = valid ? new Intl.Locale(locale).language : locale;
    locales.push({
      locale,
      label,
      direction: given.direction ?? (RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr'),
      htmlLang: given.htmlLang ?? locale,
      calendar: given.calendar ?? defaultCalendar(locale),
      path: given.path ?? locale,
      baseUrl: localeBaseUrl(config, locale, given),
      url: (given.url ?? config.url).replace(/\/$/, ''),
    });
  }
  for (const key of Object.keys(i18n.localeConfigs)) {
    if (!i18n.locales.includes(key)) {
      diagnostics.push({ severity: 'warning', rule: 'locale-config', message: `i18n.localeConfigs has "${key}", which is not in i18n.locales; it is ignored.`, file: configFile, ...keyAt('i18n', 'localeConfigs', key) });
    }
  }
  return { locales, diagnostics };
}
