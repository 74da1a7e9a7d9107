/**
 * Heading anchors with rehype-autolink-headings (behavior 'append'), Docusaurus-style:
 *   <h2 id="install">Install<a class="hash-link" aria-label="Direct link to Install" title="Direct link to Install" href="#install">\u200B</a></h2>
 * The visible content is a zero-width space (the CSS shows a `#` on hover); the accessible name is
 * the aria-label. The plugin walks whatever tree it is given, so it is run on a root that holds
 * only the headings (collected by the content walk) instead of the whole content, code tokens included.
 */
import type { Element, Root } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { hasClass, text, textContent } from './hast.js';
import { COMPUTED_HEADING } from '../../engine/content/parse.js';

/** Plain text of a heading, without its anchor, screen-reader-only text or icons. */
export function headingText(heading: Element): string {
  return textContent(heading, (el) => el.tagName === 'svg' || hasClass(el, 'hash-link') || hasClass(el, 'sr-only'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** h2-h6 with an id get an anchor (h1 is the page title); not the visually hidden footnotes label. */
export function wantsAnchor(el: Element): boolean {
  return /^h[2-6]$/.test(el.tagName) && typeof el.properties.id === 'string' && el.properties.id !== 'footnote-label';
}

/**
 * The anchors' label: `Direct link to {heading}` (the heading's text, or its id when it holds markup),
 * or the locale's (`theme.common.headingLinkTitle`).
 * Set by addHeadingAnchors for the length of its synchronous run (the plugin's options are fixed).
 */
let linkTitle = 'Direct link to {heading}';

const transform = rehypeAutolinkHeadings({
  behavior: 'append',
  test: (el: Element) => wantsAnchor(el),
  properties: (el: Readonly<Element>) => {
    // As Docusaurus's Heading: a heading of text alone is named by its text, any other (code,
    // emphasis, a link, math) by its id.
    // One that held a JavaScript expression (`## Version {v}`, a partial's `{props.os}`) has text now, but is named by its id too.
    const plain = el.children.every((child) => child.type === 'text') && el.properties[COMPUTED_HEADING] === undefined;
    const heading = plain ? headingText(el as Element) : String(el.properties.id);
    const label = linkTitle.replace(/\{heading\}/g, () => heading);
    return { className: ['hash-link'], ariaLabel: label, title: label };
  },
  content: text('\u200B'),
});

/**
 * Appends an anchor to each heading (elements of the content tree, modified in place), labelled
 * `title` (`{heading}` is the heading's text).
 */
export function addHeadingAnchors(headings: Element[], title = 'Direct link to {heading}'): void {
  if (!headings.length) return;
  linkTitle = title;
  transform({ type: 'root', children: headings } satisfies Root);
  for (const heading of headings) delete heading.properties[COMPUTED_HEADING];
}
