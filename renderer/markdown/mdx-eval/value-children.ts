/**
 * MDX children that are only text and expressions (`<Interpolate>{'Hi {name}'}</Interpolate>`,
 * `<Up>hello</Up>`, `<Show>a {b} c</Show>`) reach a component as MDX gives them: the string, the
 * expression's value, or an array of them (a single child is not wrapped in an array). A component
 * that reads `children` as a value (Interpolate, `children.toUpperCase()`, a code string) needs
 * this; children with any Markdown or JSX in them keep the pipeline's path (evaluate.ts).
 */
import type { Nodes } from 'mdast';

const isCommentOnly = (node: { data?: unknown }) => (node.data as { estree?: { body?: unknown[] } } | undefined)?.estree?.body?.length === 0;

/**
 * JavaScript source of each child's value (text as a string literal, an expression as written; a
 * comment-only expression is no child, as in MDX), or undefined when a child is anything else.
 */
export function valueChildrenSources(children: readonly Nodes[]): string[] | undefined {
  if (!children.length) return undefined;
  const sources: string[] = [];
  for (const child of children) {
    if (child.type === 'text') sources.push(JSON.stringify(child.value));
    else if (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') {
      if (!isCommentOnly(child)) sources.push(`(${child.value}\n)`);
    } else return undefined;
  }
  return sources;
}

/** Whether values can go to the browser in an island's JSON props (strings, numbers, arrays of them). */
export function isSerializable(values: readonly unknown[]): boolean {
  return values.every((v) => typeof v === 'string' || typeof v === 'number' || (Array.isArray(v) && isSerializable(v)));
}
