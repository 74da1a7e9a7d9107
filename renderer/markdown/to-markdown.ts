/**
 * A doc as plain Markdown, for `{route}.md`, llms.txt and llms-full.txt: front matter and MDX imports
 * and exports dropped, MDX components replaced by their content (a `<TabItem>` keeps its label as a
 * bold line), GFM, admonitions (`:::note`) and math written back as Markdown.
 */
import type { Nodes, Paragraph, Root, RootContent } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { withoutContentTitle } from './index.js';

type Attributes = { type: string; name?: string; value?: unknown }[];

const attribute = (attributes: Attributes, name: string): string | undefined => {
  const found = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** The node as plain Markdown nodes (several, one, or none). */
function plain(node: Nodes): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'toml' as string:
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return [];
    case 'mdxTextExpression': {
      // `{'<'}` and the like: a string literal is text; other expressions have no Markdown form.
      const literal = /^\s*(['"`])([^'"`]*)\1\s*$/.exec(node.value);
      return literal ? [{ type: 'text', value: literal[2] }] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const children = node.children.flatMap((child) => plain(child as Nodes));
      const label = node.name === 'TabItem' ? (attribute(node.attributes as Attributes, 'label') ?? attribute(node.attributes as Attributes, 'value')) : undefined;
      if (label && node.type === 'mdxJsxFlowElement') {
        const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
        return [heading, ...children];
      }
      return children;
    }
    default:
      if ('children' in node) return [{ ...node, children: node.children.flatMap((child) => plain(child as Nodes)) } as RootContent];
      return [node as RootContent];
  }
}

/** True when `tree` holds MDX (ESM, expressions, JSX) anywhere: its source is not plain Markdown. */
function hasMdx(node: Nodes): boolean {
  if (node.type.startsWith('mdx')) return true;
  return 'children' in node && node.children.some((child) => hasMdx(child as Nodes));
}

/**
 * The doc's Markdown as its author wrote it, past the front matter, when the source is plain
 * Markdown: the tree has no MDX, covers exactly `source` (the parser read it unchanged) and no
 * heading carries a `{#custom-id}`. Undefined otherwise. Writing the tree back to Markdown costs a
 * third of a doc's render; the source says the same, as its author formatted it.
 */
function sourceMarkdown(tree: Root, source: string): string | undefined {
  if (tree.position?.end.offset !== source.length || source.includes('{#') || hasMdx(tree)) return undefined;
  const body = tree.children.find((node) => node.type !== 'yaml' && node.type !== ('toml' as string));
  if (!body) return '';
  const start = body.position?.start.offset;
  return start === undefined ? undefined : `${source.slice(start).trimEnd()}\n`;
}

/**
 * The doc's Markdown (its title as the first heading when the content has none). With the doc's
 * `source` text, plain Markdown is taken from it as written (sourceMarkdown).
 */
export function docMarkdown(tree: Root, title: string, source?: string): string {
  const hasTitle = withoutContentTitle(tree) !== tree;
  const written = source === undefined ? undefined : sourceMarkdown(tree, source);
  if (written !== undefined) return hasTitle ? written : `# ${title}\n\n${written}`;
  const children = tree.children.flatMap((child) => plain(child));
  const root: Root = {
    type: 'root',
    children: hasTitle ? children : [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }, ...children],
  };
  try {
    return toMarkdown(root, { extensions: [gfmToMarkdown(), directiveToMarkdown(), mathToMarkdown()], bullet: '-', rule: '-', fences: true });
  } catch {
    // A node type with no Markdown form: the text still reaches readers.
    return `# ${title}\n\n${toString(root)}\n`;
  }
}
