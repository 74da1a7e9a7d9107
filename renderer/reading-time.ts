/**
 * A blog post's "N min read", as Docusaurus writes it: the theme string
 * `theme.blog.post.readingTime.plurals` of the locale (the site's i18n/{locale}/code.json, else the
 * theme's own translation below, else English), whose `|`-separated plural forms are chosen with
 * the locale's plural rules (Intl.PluralRules) in the order zero, one, two, few, many, other.
 */
import { localesToTry } from '../engine/graph/translations.js';

export const READING_TIME_KEY = 'theme.blog.post.readingTime.plurals';

const ENGLISH = 'One min read|{readingTime} min read';

/** The theme's translation per locale (forms in the order of the locale's plural categories). */
const BUILT_IN: Readonly<Record<string, string>> = {
  cs: 'Jedna minuta čtení|{readingTime} minuty čtení|{readingTime} minut čtení|{readingTime} minut čtení',
  da: 'Et minuts læsetid|{readingTime} minutters læsetid',
  de: 'Eine Minute Lesezeit|{readingTime} Minuten Lesezeit',
  es: 'Lectura de un minuto|{readingTime} min de lectura',
  fr: 'Une minute de lecture|{readingTime} minutes de lecture',
  id: 'Satu menit membaca|{readingTime} menit membaca',
  it: 'Lettura di 1 minuto|{readingTime} minuti di lettura',
  ja: '約{readingTime}分',
  ko: '약 {readingTime}분',
  nb: 'Ett min lesetid|{readingTime} min lesetid',
  nl: 'Een minuut leestijd|{readingTime} minuten leestijd',
  pl: '{readingTime} min aby przeczytać|{readingTime} min aby przeczytać|{readingTime} min aby przeczytać',
  'pt-BR': 'Um minuto para ler|{readingTime} min para ler',
  'pt-PT': 'Leitura de um minuto|Leitura de {readingTime} minutos',
  ru: '{readingTime} мин. чтения|{readingTime} мин. чтения|{readingTime} мин. чтения',
  sv: 'En minut att läsa|{readingTime} min att läsa',
  tr: '{readingTime} dakikalık okuma|{readingTime} dakikalık okuma',
  uk: '{readingTime} хв. читання|{readingTime} хв. читання|{readingTime} хв. читання',
  vi: '{readingTime} phút để đọc',
  'zh-Hans': '阅读需 {readingTime} 分钟',
  'zh-Hant': '閱讀時間約 {readingTime} 分鐘',
};

/** The theme's own message for the locale, if it has one. */
export function builtInReadingTimeMessage(locale: string): string | undefined {
  for (const name of localesToTry(locale)) if (Object.hasOwn(BUILT_IN, name)) return BUILT_IN[name];
  return undefined;
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The form of a `|`-separated message for `count` (too few forms: the last one). */
export function selectPluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  let categories: string[];
  let category: string;
  try {
    const rules = new Intl.PluralRules(locale);
    const own = rules.resolvedOptions().pluralCategories as string[];
    categories = PLURAL_ORDER.filter((c) => own.includes(c));
    category = rules.select(count);
  } catch {
    categories = ['one', 'other'];
    category = count === 1 ? 'one' : 'other';
  }
  const index = categories.indexOf(category);
  return forms[index < 0 ? forms.length - 1 : Math.min(index, forms.length - 1)];
}

/** "N min read" in the locale; `messages` are the site's code.json messages of that locale. */
export function readingTimeLabel(minutes: number, locale: string, messages?: Readonly<Record<string, string>>): string {
  const message = messages?.[READING_TIME_KEY] ?? builtInReadingTimeMessage(locale) ?? ENGLISH;
  return selectPluralForm(message, minutes, locale).replace(/\{readingTime\}/g, String(minutes));
}
