/**
 * `<DocCardList />` (from `@theme/DocCardList`): the cards of the category whose index doc this is.
 * The cards need the site's sidebars, which a component does not see: it leaves a placeholder that
 * enhance.ts fills (fillDocCardList). An `items={…}` prop is an expression and is not evaluated; the
 * current category is what Docusaurus's usual `useCurrentSidebarCategory().items` gives anyway.
 *
 *   <ul class="card-grid"><li><a class="card" href="…"><h2 class="card-title">📄️ Label</h2>
 *   <p class="card-description">…</p></a></li>…</ul>
 */
import type { Element } from 'hast';
import type { LinkContext } from '../../../engine/graph/links.js';
import type { Doc } from '../../../engine/graph/types.js';
import { categoryCards, categoryOfDoc } from '../../cards.js';
import { h, text } from '../hast.js';
import type { Component } from './types.js';

export const DocCardList: Component = () => h('ul', { className: ['card-grid'], dataDocCardList: '' });

export function isDocCardListPlaceholder(el: Element): boolean {
  return el.properties.dataDocCardList !== undefined;
}

/** Fills a placeholder with the cards of `doc`'s category (none when it is not a category index doc). */
export function fillDocCardList(el: Element, doc: Doc, ctx: LinkContext): void {
  delete el.properties.dataDocCardList;
  const items = categoryOfDoc(ctx.graph, doc.version, doc.id) ?? [];
  el.children = categoryCards(ctx.graph, doc.version, items, doc.permalink).map((card) =>
    h('li', {}, [
      h('a', { className: ['card'], href: card.href }, [
        h('h2', { className: ['card-title'] }, [text(`${card.icon} ${card.label}`)]),
        ...(card.description ? [h('p', { className: ['card-description'] }, [text(card.description)])] : []),
      ]),
    ]),
  );
}
