/**
 * `<Head>` without an import: Docusaurus's MDX gets `Head` (`@docusaurus/Head`) as a global component,
 * so `<Head><title>x</title></Head>` sets the page's head in a doc that imports nothing. It is read
 * as MDX's own `<head>` (its elements go to the page's head, renderer/content-head.ts): it was a
 * component of no definition, its children rendered in the article, a second `<title>` among them.
 */
import type { Nodes, Root } from 'mdast';
import type { ComponentUse } from '../graph/content-types.js';

/** Renames every unbound `<Head>` of an MDX tree to `<head>` (in place) and drops its uses from `components`. */
export function headWithoutImport(tree: Root, bound: ReadonlySet<string>, components: ComponentUse[]): void {
  if (bound.has('Head') || !components.some((c) => c.name === 'Head')) return;
  const walk = (node: Nodes): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Head') node.name = 'head';
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  for (let i = components.length - 1; i >= 0; i--) if (components[i].name === 'Head') components.splice(i, 1);
}
