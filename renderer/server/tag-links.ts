/**
 * A tag as its links show it (docs and blog alike): its label, its page, and its description as
 * the link's title (the tooltip Docusaurus's Tag gives, from tags.yml, translated per locale).
 */
import type { SiteGraph } from '../../engine/graph/types.js';
import type { TagGroup, TagLinkData } from '../tag-model.js';
import { countText } from '../theme-text.js';
import type { ThemeStringKey } from '../components/translate.js';
import { hrefOf } from '../hrefs.js';

interface TagLike {
  label: string;
  permalink: string;
  description?: string;
  unlisted?: boolean;
}

export function tagLink(graph: SiteGraph, tag: TagLike): TagLinkData {
  return { label: tag.label, href: hrefOf(graph, tag.permalink), ...(tag.description ? { title: tag.description } : {}) };
}

/**
 * The listed tags of a tags index under their first letters, each with its count of pages
 * (`count(tag)`), and the count in the locale's words under the theme string `countKey`.
 */
export function tagGroups<T extends TagLike>(graph: SiteGraph, tags: readonly T[], count: (tag: T) => number, countKey: ThemeStringKey): TagGroup[] {
  const groups = new Map<string, TagGroup['tags']>();
  for (const tag of tags.filter((t) => !t.unlisted)) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    if (!groups.has(letter)) groups.set(letter, []);
    const n = count(tag);
    groups.get(letter)!.push({ ...tagLink(graph, tag), count: n, countText: countText(graph.translations, countKey, n, graph.locale.htmlLang) });
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([letter, tags]) => ({ letter, tags }));
}
