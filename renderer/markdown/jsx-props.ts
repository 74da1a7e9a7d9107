/**
 * JSX attribute values without running JavaScript: strings as written, and expressions only when
 * they are plain literals (`{true}`, `{2}`, `{"x"}`, `{['a', 'b']}`, `{[{label: 'A', value: 'a'}]}`).
 * The expression is read from the ESTree that remark-mdx already parsed; anything else is ignored.
 */
import { type JsxValue, literalValue, NOT_LITERAL } from '../../engine/content/jsx-literal.js';
import type { MdxExpression, MdxJsxElement } from './types.js';

export { type JsxValue, literalValue, NOT_LITERAL };

/**
 * The text a literal expression shows: `{"text"}` its string, `{3}` and `{0}` the number, as React
 * renders them (`R^{3}` is R^3); `{true}`, `{null}` and anything else nothing (never evaluated here).
 */
export function expressionText(node: MdxExpression): string | undefined {
  const value = literalValue(node);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The props of a JSX element: `name="x"` -> 'x', bare `name` -> true, `name={literal}` -> its value.
 * Spread attributes and non-literal expressions are left out.
 */
export function jsxProps(node: MdxJsxElement): Record<string, JsxValue> {
  const props: Record<string, JsxValue> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    const value = attr.value;
    if (value === null || value === undefined) props[attr.name] = true;
    else if (typeof value === 'string') props[attr.name] = value;
    else {
      const literal = literalValue(value);
      if (literal !== NOT_LITERAL) props[attr.name] = literal;
    }
  }
  return props;
}

/** A prop as a string (numbers too), else undefined. */
export function stringProp(props: Record<string, JsxValue>, name: string): string | undefined {
  const value = props[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** A boolean prop: bare `name`, `{true}` or `"true"`. */
export function booleanProp(props: Record<string, JsxValue>, name: string): boolean {
  const value = props[name];
  return value === true || value === 'true';
}
