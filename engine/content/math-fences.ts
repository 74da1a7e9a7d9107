/**
 * With math on, a ```` ```math ```` fence is display math, as rehype-katex renders a `language-math`
 * code block in Docusaurus (GitHub's way of writing a formula block). Its node becomes remark-math's
 * `math` node, so it renders (and is searched and described) like `$$ … $$`.
 */
import type { Code, Parents, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export function mathFencesToMath(tree: Root): void {
  visit(tree, 'code', (node: Code, index: number | undefined, parent: Parents | undefined) => {
    if (node.lang !== 'math' || !parent || index === undefined) return;
    parent.children[index] = { type: 'math', value: node.value, meta: node.meta ?? null, ...(node.position ? { position: node.position } : {}) } as Parents['children'][number];
  });
}
