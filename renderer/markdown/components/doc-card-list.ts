/**
 * `<DocCardList />` (from `@theme/DocCardList`): the cards of the sidebar items around the doc (its
 * sidebar category's, else its sidebar's top level), as Docusaurus's useCurrentSidebarSiblings finds
 * them; `<DocCardList items={…} />` the cards of the items given (evaluated), and `<DocCard item={…} />`
 * one card. The cards need the site's sidebars and docs, which a component does not see: it leaves a
 * placeholder that enhance.ts fills (fillDocCardList).
 *
 *   <ul class="card-grid"><li><a class="card" href="…"><h2 class="card-title">📄️ Label</h2>
 *   <p class="card-description">…</p></a></li>…</ul>
 */
import type { Element } from 'hast';
import type { LinkContext } from '../../../engine/graph/links.js';
import type { Doc } from '../../../engine/graph/types.js';
import { categoryCards, clientItemCards, sidebarSiblingsOf } from '../../cards.js';
import type { CardData } from '../../model.js';
import { h, text } from '../hast.js';
import type { Component } from './types.js';

/** The placeholder, with the items given as a prop (JSON) when there are any. */
const placeholder = (items: unknown) => h('ul', { className: ['card-grid'], dataDocCardList: Array.isArray(items) ? JSON.stringify(items) : '' });

export const DocCardList: Component = ({ props }) => placeholder(props.items);

export const DocCard: Component = ({ props }) => placeholder(props.item && typeof props.item === 'object' ? [props.item] : []);

export function isDocCardListPlaceholder(el: Element): boolean {
  return el.properties.dataDocCardList !== undefined;
}

/** The items a placeholder was given, else undefined (it lists the doc's category). */
function givenItems(el: Element): unknown[] | undefined {
  const json = el.properties.dataDocCardList;
  if (typeof json !== 'string' || !json) return undefined;
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) ? items : undefined;
  } catch {
    return undefined;
  }
}

const cardItem = (card: CardData) =>
  h('li', {}, [
    h('a', { className: ['card'], href: card.href }, [
      h('h2', { className: ['card-title'] }, [text(`${card.icon} ${card.label}`)]),
      ...(card.description ? [h('p', { className: ['card-description'] }, [text(card.description)])] : []),
    ]),
  ]);

/** Fills a placeholder with the cards of the items it was given, else of the sidebar items around `doc`. */
export function fillDocCardList(el: Element, doc: Doc, ctx: LinkContext, links?: { written: string; href: string }[]): void {
  const given = givenItems(el);
  delete el.properties.dataDocCardList;
  const cards = given
    ? clientItemCards(ctx.graph, doc.version, given, links)
    : categoryCards(ctx.graph, doc.version, sidebarSiblingsOf(ctx.graph, doc.version, doc.id) ?? [], doc.permalink);
  el.children = cards.map(cardItem);
}
