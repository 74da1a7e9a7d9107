/**
 * One walk over the content's hast that finishes what needs the doc's context or the whole element:
 * links, images, table wrappers, task list labels, `<details>` classes, `<DocCardList />` cards,
 * heading anchors; and it drops
 * HTML comments from raw HTML (`<!-- TODO -->` notes are not published, as with MDX).
 */
import type { Element, Root } from 'hast';
import type { LinkContext } from '../../engine/graph/links.js';
import type { ContentPage, Doc } from '../../engine/graph/types.js';
import type { AssetSink } from './assets.js';
import { addClass } from './hast.js';
import { fillDocCardList, isDocCardListPlaceholder } from './components/doc-card-list.js';
import { addHeadingAnchors, wantsAnchor } from './heading-anchors.js';
import { resolveImageElement } from './images.js';
import { resolveLinkElement } from './links.js';
import { wrapTable } from './tables.js';
import { HEAD_STAND_IN, headTemplate } from './head-template.js';
import { labelTaskListItem } from './task-lists.js';

export interface EnhanceContext {
  doc: ContentPage;
  ctx: LinkContext;
  assets: AssetSink;
  /** Where the links of filled card lists are noted (as written, as linked), for the rendered link check. */
  links?: { written: string; href: string }[];
}

export function enhanceContent(tree: Root, context: EnhanceContext): void {
  const headings: Element[] = [];
  const visit = (parent: Root | Element): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type === 'comment') {
        // Comments go, but for the note that KaTeX's inline styles are meant (renderer/markdown/math.ts).
        if (node.value.startsWith(' [html-validate-disable-block no-inline-style: KaTeX')) continue;
        children.splice(i--, 1);
        continue;
      }
      if (node.type !== 'element') continue;
      switch (node.tagName) {
        case 'a':
          resolveLinkElement(node, context.doc, context.ctx, context.assets);
          break;
        case 'img':
          resolveImageElement(node, context.doc, context.ctx, context.assets);
          break;
        case 'table':
          children[i] = wrapTable(node);
          break;
        case 'li':
          labelTaskListItem(node);
          break;
        case 'details':
          addClass(node, 'details');
          break;
        case 'h1':
          // As Docusaurus renders it: an h1 (the title, or one further down) is no anchor target.
          delete node.properties.id;
          break;
        case 'head':
        case HEAD_STAND_IN:
          // MDX's `<head>`: its elements go to the page's head (head-template.ts).
          children[i] = headTemplate(node);
          continue;
        case 'docs-island':
          // A site component's own markup is final as it rendered (its plain `<a href>` as written, as
          // React renders it in Docusaurus): only what the pipeline rendered inside it is finished here.
          pipelineParts(node).forEach(visit);
          continue;
        case 'ul':
          // Complete cards (links already final, no heading anchors): nothing inside to visit.
          if (isDocCardListPlaceholder(node)) {
            if ('id' in context.doc) fillDocCardList(node, context.doc as Doc, context.ctx, context.links);
            continue;
          }
          break;
        default:
          if (wantsAnchor(node)) headings.push(node);
          break;
      }
      visit(node);
    }
  };
  visit(tree);
  addHeadingAnchors(headings, context.ctx.graph.translations?.['theme.common.headingLinkTitle']);
}

/** The parts of a site component's output the Markdown pipeline rendered: its MDX children and the theme's components. */
function pipelineParts(island: Element): Element[] {
  const parts: Element[] = [];
  const find = (node: Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'docs-children' || child.tagName === 'docs-theme') parts.push(child);
      else find(child);
    }
  };
  find(island);
  return parts;
}
