/**
 * A doc's content title, found as Docusaurus 3.9's mdx-loader finds it: the first heading of the
 * tree in document order, at any depth (inside a `<div>`, an admonition, a list), when it is an h1
 * and no thematic break comes before it. Nodes a partial put in the tree are not the doc's own:
 * Docusaurus compiles a partial apart, so they neither give the title nor hide it.
 */
import type { Heading, Nodes, Root } from 'mdast';

/** `data` key set on the top-level nodes a partial put in a doc's tree (partials.ts). */
export const FROM_PARTIAL = 'fromPartial';

/** Node types that may come before the content title while it still leads the content. */
const PREAMBLE = new Set(['yaml', 'toml', 'mdxjsEsm', 'definition', 'comment']);

const fromPartial = (node: Nodes) => Boolean((node.data as Record<string, unknown> | undefined)?.[FROM_PARTIAL]);

/** The content title's heading node, if the content has one. */
export function contentTitleNode(tree: Root): Heading | undefined {
  let found: Heading | undefined;
  let done = false;
  const visit = (node: Nodes): void => {
    if (done || fromPartial(node)) return;
    if (node.type === 'heading' || node.type === 'thematicBreak') {
      done = true;
      if (node.type === 'heading' && node.depth === 1) found = node;
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  return found;
}

/**
 * Whether the content title is written with JavaScript or JSX (`# {pkg} v{1 + 1}`, `# Hello
 * <span>{'World'}</span>`): it stays in the content, where it is evaluated and rendered, as in
 * Docusaurus; the page header cannot show it from its text.
 */
export function computedTitle(title: Heading): boolean {
  const computed = (node: Nodes): boolean => node.type === 'mdxTextExpression' || node.type === 'mdxJsxTextElement' || ('children' in node && (node.children as Nodes[]).some(computed));
  return title.children.some((child) => computed(child as Nodes));
}

/** The first top-level node of the content proper: not front matter, ESM, a definition or a comment. */
function firstContentIndex(tree: Root): number {
  return tree.children.findIndex((node) => !PREAMBLE.has(node.type) && !(node.type === 'html' && /^<!--[\s\S]*-->\s*$/.test(node.value)));
}

/**
 * Whether the content title opens the content (the page header shows it, in its place): false when
 * other content comes before it (an image, a paragraph, a JSX block), where it stays as written.
 */
export function contentTitleLeads(tree: Root, title: Heading): boolean {
  return tree.children[firstContentIndex(tree)] === title;
}

/**
 * Whether the content title is the first thing after the front matter and the import blocks, where
 * Docusaurus's metadata finds the doc's title (its parseMarkdownContentTitle reads the file's first
 * lines, import blocks aside): a comment, a link definition or an `export` before it means none.
 */
export function contentTitleOpensFile(tree: Root, title: Heading): boolean {
  const first = tree.children.find((node) => node.type !== 'yaml' && !(node.type === 'mdxjsEsm' && /^\s*import[\s{*'"]/.test(node.value)));
  return first === title;
}

/**
 * The tree without its content title, wherever it is (a shallow copy along the way to it; the input
 * is never modified). The tree itself when it has none.
 */
export function withoutContentTitle(tree: Root): Root {
  const title = contentTitleNode(tree);
  if (!title) return tree;
  const without = <T extends { children: Nodes[] }>(parent: T): T | undefined => {
    const index = parent.children.indexOf(title);
    if (index >= 0) return { ...parent, children: [...parent.children.slice(0, index), ...parent.children.slice(index + 1)] };
    for (const [i, child] of parent.children.entries()) {
      const copy = 'children' in child ? without(child as { children: Nodes[] }) : undefined;
      if (copy) return { ...parent, children: parent.children.map((c, j) => (j === i ? (copy as unknown as Nodes) : c)) };
    }
    return undefined;
  };
  return without(tree) ?? tree;
}
