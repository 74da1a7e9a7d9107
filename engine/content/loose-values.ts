/**
 * The conversions Docusaurus's validation (Joi, `convert: true`) makes before it checks a value's
 * type, so that what it accepts is accepted here too: a number written as a string (`"2"`,
 * `" 1.5 "`) is a number, `"true"` / `"false"` (any case) a boolean, a number or date where a string
 * is expected (`title: 2024`) a string. Anything else is left as it is.
 */
const NUMERIC = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** `value` as a number, when it is one or a string of one; else undefined. */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : undefined;
}

/** `value` as a boolean, when it is one or `"true"` / `"false"`; else undefined. */
export function looseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

/** `value` as a string, when it is one, a number (`2024`, YAML's `1.10` being 1.1) or a date, as Docusaurus's front matter strings take them; else undefined. */
export function looseString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return (typeof value === 'number' && Number.isFinite(value)) || value instanceof Date ? String(value) : undefined;
}
