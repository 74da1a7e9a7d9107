/**
 * JSX attribute values without running JavaScript: strings as written, and expressions only when
 * they are plain literals (`{true}`, `{2}`, `{"x"}`, `{['a', 'b']}`, `{[{label: 'A', value: 'a'}]}`).
 * The expression is read from the ESTree that remark-mdx already parsed; anything else is ignored.
 */
import type { MdxExpression, MdxJsxElement } from './types.js';

export type JsxValue = string | number | boolean | null | undefined | JsxValue[] | { [key: string]: JsxValue };

/** Marks an expression that is not a plain literal. */
export const NOT_LITERAL: unique symbol = Symbol('not a literal');

interface EsNode {
  type: string;
  [key: string]: unknown;
}

function evaluate(node: EsNode | null | undefined): JsxValue | typeof NOT_LITERAL {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked?: string | null } }[];
      return (node.expressions as unknown[]).length === 0 && quasis.length === 1 && typeof quasis[0].value.cooked === 'string' ? quasis[0].value.cooked : NOT_LITERAL;
    }
    case 'Identifier':
      return node.name === 'undefined' ? undefined : NOT_LITERAL;
    case 'UnaryExpression': {
      const arg = evaluate(node.argument as EsNode);
      if (typeof arg !== 'number') return NOT_LITERAL;
      return node.operator === '-' ? -arg : node.operator === '+' ? arg : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const out: JsxValue[] = [];
      for (const element of node.elements as (EsNode | null)[]) {
        const value = evaluate(element);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: { [key: string]: JsxValue } = {};
      for (const prop of node.properties as EsNode[]) {
        if (prop.type !== 'Property' || prop.kind !== 'init' || prop.computed || prop.method) return NOT_LITERAL;
        const key = prop.key as EsNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
        if (name === undefined) return NOT_LITERAL;
        const value = evaluate(prop.value as EsNode);
        if (value === NOT_LITERAL) return NOT_LITERAL;
        out[name] = value;
      }
      return out;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The value of an expression (`{...}`) if it is a plain literal, else NOT_LITERAL. */
export function literalValue(expression: { value: string; data?: unknown }): JsxValue | typeof NOT_LITERAL {
  const program = (expression.data as { estree?: { body?: EsNode[] } | null } | undefined)?.estree;
  const statement = program?.body?.[0];
  if (program?.body?.length === 1 && statement?.type === 'ExpressionStatement') return evaluate(statement.expression as EsNode);
  // No ESTree (a tree built by hand): accept JSON.
  try {
    return JSON.parse(expression.value) as JsxValue;
  } catch {
    return NOT_LITERAL;
  }
}

/** A `{"text"}` expression's string, else undefined (expressions are never evaluated). */
export function expressionText(node: MdxExpression): string | undefined {
  const value = literalValue(node);
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
