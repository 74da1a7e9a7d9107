/**
 * Search sections: the content split at h1-h3, each with its heading's id and title and the plain
 * text up to the next such heading (whitespace collapsed; at most ~300 characters of each code block).
 * The part before the first heading is a section titled with the doc title, without id (always
 * present, its text possibly empty, so the page itself can be found by its title).
 */
import type { TextAnalysis } from '../../engine/search/analysis.js';
import type { Element, Nodes, Root } from 'hast';
import { hasClass, textContent } from './hast.js';

export interface ContentSection {
  id?: string;
  title: string;
  depth: number;
  text: string;
  /** Titles of the section's code blocks (`runbooks/checkout-latency.yaml`): captions of what it shows. */
  captions?: string[];
  /** The search index's analysis of `text`, added by whoever renders for a build (doc-build.ts). */
  analysis?: TextAnalysis;
}

const CODE_LIMIT = 300;
const SECTION_HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3 };
/** Elements whose boundaries separate words. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul', 'button',
]);

/** Not searchable: anchors, screen-reader-only hints (and the footnotes heading), icons, footnote back links. */
function skipped(el: Element): boolean {
  return el.tagName === 'svg' || el.tagName === 'button' || hasClass(el, 'hash-link') || hasClass(el, 'sr-only') || hasClass(el, 'data-footnote-backref');
}

/** Collapses whitespace (runs of 2+, or a single tab/newline/nbsp; 6x faster than /\s+/ on prose). */
const collapse = (s: string): string => s.replace(/\s{2,}|[^\S ]/g, ' ').trim();

export function extractSections(tree: Root, docTitle: string): ContentSection[] {
  const collector = new SectionCollector(docTitle);
  collector.add(tree);
  return collector.finish();
}

/**
 * The sections of content given in parts, in order (render-runs.ts): the parts' trees one after
 * another give the sections their children would give under one root.
 */
export class SectionCollector {
  private sections: ContentSection[] = [];
  private current: ContentSection;
  private parts: string[] = [];

  constructor(docTitle: string) {
    this.current = { title: docTitle, depth: 1, text: '' };
  }

  /** Adds the text and headings of a part of the content. */
  add(tree: Root): void {
    this.visit(tree);
  }

  /** The sections, the last one closed. */
  finish(): ContentSection[] {
    this.close();
    return this.sections;
  }

  private close(): void {
    this.current.text = collapse(this.parts.join(''));
    this.sections.push(this.current);
  }

  private visit(node: Nodes): void {
    if (node.type === 'text') {
      this.parts.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (skipped(node)) return;
      const depth = SECTION_HEADINGS[node.tagName];
      if (depth) {
        this.close();
        this.parts = [];
        const id = node.properties.id;
        this.current = { ...(typeof id === 'string' ? { id } : {}), title: collapse(textContent(node, skipped)), depth, text: '' };
        return;
      }
      if (hasClass(node, 'code-block-title')) (this.current.captions ??= []).push(collapse(textContent(node, skipped)));
      if (node.tagName === 'pre') {
        const code = collapse(textContent(node, skipped));
        this.parts.push(' ', code.length > CODE_LIMIT ? code.slice(0, CODE_LIMIT) : code, ' ');
        return;
      }
    }
    const block = node.type === 'element' && BLOCKS.has(node.tagName);
    if (block) this.parts.push(' ');
    for (const child of node.children) this.visit(child);
    if (block) this.parts.push(' ');
  }
}
