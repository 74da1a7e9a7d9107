/**
 * JavaScript literals in MDX without running JavaScript: an expression's value when it is a plain
 * literal (`{true}`, `{2}`, `{"x"}`, `{['a', 'b']}`, `{[{label: 'A', value: 'a'}]}`), read from the
 * ESTree that remark-mdx already parsed. Used for JSX props (renderer) and partial props (engine).
 */
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

