/**
 * What `@docusaurus/theme-common` gives site code beyond the theme's components, shared by the
 * server's runtime (mdx-eval/runtime.ts) and the browser's (islands/docusaurus.tsx): plural forms
 * (`usePluralForm`), query string values, and its small pure helpers, as Docusaurus 3.9 defines them.
 */

/** The plural categories in the order a `|`-separated message lists its forms ("1 item|{count} items"). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** `usePluralForm().selectMessage`: the form of `message` for `count` in `locale` (the last one when it lists fewer). */
export function selectPluralMessage(locale: string, count: number, message: string): string {
  const parts = message.split('|');
  if (parts.length === 1) return parts[0];
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = rules.resolvedOptions().pluralCategories as string[];
  const forms = PLURAL_ORDER.filter((form) => categories.includes(form));
  return parts[Math.min(Math.max(forms.indexOf(rules.select(count)), 0), parts.length - 1)];
}

/** `isRegexpStringMatch`: whether `value` matches the regular expression written as `regexAsString`. */
export const isRegexpStringMatch = (regexAsString: string | undefined, value: string): boolean => (regexAsString === undefined ? false : new RegExp(regexAsString, 'gi').test(value));

/** `uniq`, `duplicates` and `groupBy` of theme-common's jsUtils. */
export const uniq = <T>(array: readonly T[]): T[] => Array.from(new Set(array));
export const duplicates = <T>(array: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] => array.filter((item, pos) => array.findIndex((other) => comparator(item, other)) !== pos);
export function groupBy<T, K extends string>(array: readonly T[], keyFn: (item: T) => K): Partial<Record<K, T[]>> {
  const out: Partial<Record<K, T[]>> = {};
  for (const item of array) (out[keyFn(item)] ??= []).push(item);
  return out;
}
