/**
 * The mdast -> hast pipeline, built once at module load and reused for every doc:
 * remark-rehype with our handlers (code, directives, MDX, paragraphs), rehype-raw only for trees
 * that hold raw HTML (Markdown `.md` with HTML in it; parse5 is the most expensive step, so it is
 * skipped when there is nothing to parse).
 */
import type { Nodes as HastNodes, Root as HastRoot } from 'hast';
import type { Code, Image, Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkRehype, { defaultHandlers } from 'remark-rehype';
import { unified } from 'unified';
import { renderCodeBlock } from './code-block.js';
import { containerDirective, leafDirective, textDirective } from './directives.js';
import { mdxExpression, mdxJsxElement, mdxjsEsm } from './jsx.js';
import { MARKDOWN_IMAGE } from './images.js';
import { inlineMath, math } from './math.js';
import { listItem } from './list-item.js';
import { renderMermaid } from './mermaid.js';
import { isNpm2Yarn, npm2yarnTabs } from './npm2yarn.js';
import { paragraph } from './paragraph.js';
import { tableRow } from './table-row.js';
import { currentFeatures } from './render-context.js';
import { standInForHeads } from './head-template.js';
import type { Handler, Handlers, State } from './types.js';

const code: Handler = (state: State, node: Code) => {
  const features = currentFeatures();
  if (node.lang === 'mermaid' && features.mermaid) return renderMermaid(node);
  if (features.npm2yarn && isNpm2Yarn(node)) return mdxJsxElement(state, npm2yarnTabs(node, features.npm2yarn), undefined);
  return renderCodeBlock({ code: node.value, lang: node.lang, meta: node.meta });
};

/** A Markdown image (`![alt](src)`), marked so that images.ts gives it its file's size, as Docusaurus does (not raw `<img>`). */
const image: Handler = (state: State, node: Image) => {
  const el = defaultHandlers.image(state, node);
  el.properties[MARKDOWN_IMAGE] = true;
  return el;
};

const handlers: Handlers = {
  code,
  image,
  math,
  inlineMath,
  paragraph,
  listItem,
  tableRow,
  containerDirective,
  leafDirective,
  textDirective,
  mdxJsxFlowElement: mdxJsxElement,
  mdxJsxTextElement: mdxJsxElement,
  mdxFlowExpression: mdxExpression,
  mdxTextExpression: mdxExpression,
  mdxjsEsm,
  // MDX HTML comments (engine/content/comment-node.ts) are not published.
  comment: () => undefined,
};

function containsRaw(node: HastNodes): boolean {
  if (node.type === 'raw') return true;
  if (!('children' in node)) return false;
  for (const child of node.children) if (containsRaw(child)) return true;
  return false;
}

type RawTransform = ReturnType<typeof rehypeRaw>;

/** rehype-raw, applied only when the tree has raw HTML nodes. */
function rehypeRawWhenNeeded() {
  const transform = rehypeRaw();
  return (tree: HastRoot, file: Parameters<RawTransform>[1]): HastRoot => {
    if (!containsRaw(tree)) return tree;
    // MDX's `<head>` would not survive the re-parse (head-template.ts).
    standInForHeads(tree);
    return transform(tree, file);
  };
}

/** The mdast -> hast processor of each `remarkRehypeOptions` a site gives (most give none: one processor). */
const processors = new Map<string, ReturnType<typeof processorOf>>();

function processorOf(options: Readonly<Record<string, unknown>>) {
  return unified()
    .use(remarkRehype, { ...options, allowDangerousHtml: true, handlers })
    .use(rehypeRawWhenNeeded)
    .freeze();
}

/**
 * mdast -> hast (the input tree is not modified), with the site's `markdown.remarkRehypeOptions`
 * (`footnoteLabel`, `footnoteBackLabel`...), as Docusaurus hands them to remark-rehype.
 */
export function toHast(tree: MdastRoot): HastRoot {
  const options = currentFeatures().remarkRehypeOptions ?? {};
  const key = JSON.stringify(options);
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = processorOf(options)));
  return processor.runSync(tree) as HastRoot;
}
