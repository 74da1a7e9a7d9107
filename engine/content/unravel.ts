/**
 * MDX's unravelling of JSX paragraphs, as @mdx-js/mdx does it before compiling (so Docusaurus
 * renders it): a paragraph whose content is only JSX elements and `{expressions}`, with white space
 * between them, is no paragraph. Its elements and expressions take its place as flow content, and
 * the white space between them is dropped: `<Badge>a</Badge> <Badge>b</Badge>` on a line of its own
 * gives the two badges side by side, with no `<p>` around them and no space between.
 */
import type { Nodes, Paragraph, Root, RootContent } from 'mdast';

/** HTML white space only (what collapses to nothing). */
const BLANK = /^[\t\n\f\r ]*$/;
/** What is dropped between the unravelled nodes. */
const DROPPED = /^[\t\r\n ]+$/;

/** Whether a paragraph is only JSX elements and expressions (at least one) and white space. */
function isJsxOnly(paragraph: Paragraph): boolean {
  let some = false;
  for (const child of paragraph.children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') some = true;
    else if (!(child.type === 'text' && BLANK.test(child.value))) return false;
  }
  return some;
}

/** The flow content a JSX-only paragraph is replaced with. */
function unravelled(paragraph: Paragraph): RootContent[] {
  const out: RootContent[] = [];
  for (const child of paragraph.children) {
    if (child.type === 'text' && DROPPED.test(child.value)) continue;
    if (child.type === 'mdxJsxTextElement') out.push({ ...child, type: 'mdxJsxFlowElement' } as RootContent);
    else if (child.type === 'mdxTextExpression') out.push({ ...child, type: 'mdxFlowExpression' } as RootContent);
    else out.push(child as RootContent);
  }
  return out;
}

/** Unravels every JSX-only paragraph of an MDX tree, at any depth (in place). */
export function unravelJsxParagraphs(tree: Root): void {
  const walk = (parent: { children: Nodes[] }): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type === 'paragraph' && isJsxOnly(node)) {
        const replacement = unravelled(node);
        children.splice(i, 1, ...(replacement as Nodes[]));
        i--; // the replacement is walked next
        continue;
      }
      if ('children' in node) walk(node as { children: Nodes[] });
    }
  };
  walk(tree as { children: Nodes[] });
}
