/**
 * Files for machines besides the pages: each doc's Markdown at `{route}.md`, `llms.txt` (the site's
 * title and tagline, then every listed doc of the main version with its description, grouped by
 * sidebar category, linking the Markdown files), `llms-full.txt` (every such doc's Markdown, in the
 * same order) and `robots.txt` when the `robots` option asks for one.
 */
import { latestVersions } from '../../engine/graph/instances.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { Doc, SidebarItem, SiteGraph, Version } from '../../engine/graph/types.js';
import { docMarkdown } from '../markdown/to-markdown.js';
import { markdownRouteOf } from '../structured-data.js';
import { fileHref, hrefOf } from '../hrefs.js';
import { type LlmsFullTask, writeLlmsFullAside } from './llms-full.js';
import type { PagesWritten } from './pages-written.js';

/** The Markdown file of a doc, relative to the build folder (decoded, as page files are). */
export function markdownFileOf(route: string): string {
  return markdownRouteOf(route).replace(/^\/+/, '');
}

/** Writes a doc's `{route}.md` (from its source file as written when that is plain Markdown). */
export function writeDocMarkdown(outDir: string, doc: Doc, tree: Root, siteDir: string): void {
  const file = path.join(outDir, markdownFileOf(doc.permalink));
  mkdirSync(path.dirname(file), { recursive: true });
  let source: string | undefined;
  try {
    source = readFileSync(path.join(siteDir, doc.source), 'utf8');
  } catch {
    source = undefined;
  }
  writeFileSync(file, docMarkdown(tree, doc.title, source));
}

/** One section of llms.txt: a heading (none for docs outside any category) and its docs. */
interface LlmsSection {
  title?: string;
  depth: number;
  docs: Doc[];
}

/** The main version's listed docs, grouped by sidebar category in sidebar order; docs in no sidebar last. */
export function llmsSections(graph: SiteGraph, version: Version): LlmsSection[] {
  const byId = new Map(graph.docs.filter((d) => d.version === version.name && !d.unlisted && !d.draft).map((d) => [d.id, d]));
  const seen = new Set<string>();
  const sections: LlmsSection[] = [];
  const take = (id: string, into: Doc[]) => {
    const doc = byId.get(id);
    if (doc && !seen.has(doc.key)) {
      seen.add(doc.key);
      into.push(doc);
    }
  };
  const walk = (items: SidebarItem[], section: LlmsSection) => {
    for (const item of items) {
      if (item.type === 'doc') take(item.id, section.docs);
      else if (item.type === 'category') {
        const child: LlmsSection = { title: item.label, depth: Math.min(section.depth + 1, 6), docs: [] };
        sections.push(child);
        if (item.link?.type === 'doc') take(item.link.id, child.docs);
        walk(item.items, child);
      }
    }
  };
  for (const sidebar of version.sidebars) {
    const top: LlmsSection = { depth: 1, docs: [] };
    sections.push(top);
    walk(sidebar.items, top);
  }
  sections.push({ title: 'Other docs', depth: 2, docs: [...byId.values()].filter((d) => !seen.has(d.key)) });
  return sections.filter((s) => s.docs.length);
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function header(graph: SiteGraph): string {
  const { title, tagline } = graph.config;
  return `# ${oneLine(title)}\n\n${tagline ? `> ${oneLine(tagline)}\n\n` : ''}`;
}

/** llms.txt. `siteUrl` has no trailing slash. */
export function llmsTxt(graph: SiteGraph, sections: LlmsSection[], siteUrl: string): string {
  let out = header(graph);
  for (const section of sections) {
    if (section.title) out += `${'#'.repeat(Math.max(section.depth, 2))} ${oneLine(section.title)}\n\n`;
    for (const doc of section.docs) {
      const link = siteUrl + fileHref(graph, markdownRouteOf(doc.permalink));
      const title = oneLine(doc.title).replace(/[[\]]/g, '\\$&');
      out += `- [${title}](${link})${doc.description ? `: ${oneLine(doc.description)}` : ''}\n`;
    }
    out += '\n';
  }
  return out;
}

/** robots.txt for the `robots` option (undefined when it is off). */
export function robotsTxt(graph: SiteGraph, siteUrl: string): string | undefined {
  const option = graph.config.robots;
  if (option === false) return undefined;
  if (typeof option === 'string') return option.endsWith('\n') ? option : `${option}\n`;
  const rule = graph.config.noIndex ? 'Disallow: /' : 'Allow: /';
  // The sitemap's own file name; none when the site has no sitemap.
  const sitemap = graph.config.sitemap === false || graph.config.noIndex ? undefined : graph.config.sitemap.filename;
  return `User-agent: *\n${rule}\n${sitemap ? `\nSitemap: ${siteUrl}${hrefOf(graph, `/${sitemap}`)}\n` : ''}`;
}

/** Whether a static folder of the site has a file `name` at its root (it is in the build as the site wrote it). */
const inStaticFolder = (graph: SiteGraph, name: string): boolean => graph.config.staticDirectories.some((dir) => existsSync(path.join(path.resolve(graph.siteDir, dir), name)));

/**
 * Build extension: llms.txt, llms-full.txt and robots.txt (the `.md` files are written with the
 * pages). On a large site llms-full.txt is assembled on a thread of its own while the build goes
 * on (the search index is made meanwhile: extensions.ts); the promise settles once it is written.
 */
export function writeMachineReadableFiles({ site, outDir, pagesDir = outDir, pages, previous }: { site: { graph: SiteGraph }; outDir: string; pagesDir?: string; pages?: PagesWritten; previous?: { dir: string } }): Promise<void> {
  const { graph } = site;
  const siteUrl = graph.config.url.replace(/\/$/, '');
  const robots = robotsTxt(graph, siteUrl);
  if (robots !== undefined) writeFileSync(path.join(outDir, 'robots.txt'), robots);
  const versions = latestVersions(graph);
  if (!versions.length) return Promise.resolve();
  // Every docs instance's latest version, the default one first.
  const sections = versions.flatMap((version) => llmsSections(graph, version));
  // The site's own llms.txt or llms-full.txt (in a static folder, copied already) is kept as it is.
  if (!inStaticFolder(graph, 'llms.txt')) writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(graph, sections, siteUrl));
  if (inStaticFolder(graph, 'llms-full.txt')) return Promise.resolve();
  const docs = sections.flatMap((s) => s.docs).map((doc): [string, string] => [`${siteUrl}${hrefOf(graph, doc.permalink)}`, path.join(pagesDir, markdownFileOf(doc.permalink))]);
  const task: LlmsFullTask = { file: path.join(outDir, 'llms-full.txt'), header: header(graph).trimEnd(), docs, ...(previous ? { previous: { dir: previous.dir, pagesDir } } : {}) };
  return writeLlmsFullAside(task, pages);
}
