/**
 * Links that site code renders with `@docusaurus/Link` (a React page, a component a doc uses): known
 * only once the page is rendered, so checked then, as Docusaurus's broken-link checker checks the
 * links its Link collects while rendering. They are reported at the first place the link is written
 * in the page's file, else in the site's `src/` (where its components live), by `onBrokenLinks`; a
 * link to a page of the site names an anchor it has, by `onBrokenAnchors`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closest, type Diagnostic, quotedAt, severityOf } from '../diagnostics.js';
import { type LinkContext, resolveRenderedLink } from '../graph/links.js';

export interface RenderedLinkCheck {
  /** The page's route and its file, relative to the site. */
  permalink: string;
  source: string;
  /** What the page's links were written as in Markdown/MDX: already checked before rendering. */
  checked?: ReadonlySet<string>;
}

/** Diagnostics of the links a page rendered (`written`: the `to` as given; `href`: with the base URL). */
export function checkRenderedLinks(ctx: LinkContext, page: RenderedLinkCheck, links: readonly { written: string; href: string }[]): Diagnostic[] {
  const severity = severityOf(ctx.graph.config.onBrokenLinks);
  const anchorSeverity = severityOf(ctx.graph.config.onBrokenAnchors);
  if ((!severity && !anchorSeverity) || !links.length) return [];
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const base = ctx.graph.config.baseUrl.replace(/\/$/, '');
  for (const { written, href } of links) {
    if (seen.has(written) || page.checked?.has(written)) continue;
    seen.add(written);
    const link = resolveRenderedLink(ctx, page.permalink, href);
    if (link.kind === 'route' && link.hash && link.target && anchorSeverity) {
      // The page is there; the anchor must be one of its h2-h6 or element ids, as Docusaurus checks it.
      const { target, hash } = link;
      const anchors = target.headings.filter((h) => h.depth > 1).map((h) => h.id);
      if (anchors.includes(hash) || target.anchors?.includes(hash)) continue;
      const suggestion = closest(hash, anchors);
      out.push({ severity: anchorSeverity, rule: 'broken-anchor', message: `Broken anchor on ${base}${page.permalink}: <Link to="${written}"> names #${hash}, which is not a heading of ${base}${target.permalink}.${suggestion ? ` Did you mean #${suggestion}?` : ''}`, ...(suggestion ? { suggestion } : {}), ...writtenAt(ctx.graph.siteDir, page.source, written) });
      continue;
    }
    if (link.kind !== 'broken-route' || !severity) continue;
    const suggestion = closest(link.target, ctx.graph.routes.map((r) => r.path));
    const place = writtenAt(ctx.graph.siteDir, page.source, written);
    out.push({
      severity,
      rule: 'broken-link',
      // Under the base URL (the locale's): a link broken in one locale only is told apart from the others.
      message: `Broken link on ${base}${page.permalink}: <Link to="${written}"> (resolved to ${base}${link.target}) is not a page or static file of this site.${suggestion ? ` Did you mean ${base}${suggestion}?` : ''}`,
      ...(suggestion ? { suggestion } : {}),
      ...place,
    });
  }
  return out;
}

const CODE_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

/** Where `written` is first written as a string: in the page's file, else in a file of `src/`; else the page's file. */
function writtenAt(siteDir: string, source: string, written: string): { file: string; line: number; column: number } {
  const files = [source, ...codeFilesUnder(siteDir, 'src')];
  for (const file of files) {
    const found = quotedAt(readText(path.join(siteDir, file)), written);
    if (found) return { file, ...found };
  }
  return { file: source, line: 1, column: 1 };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The code files under `dir` of the site (relative, `/`-separated), node_modules left out. */
function codeFilesUnder(siteDir: string, dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries.filter((f) => CODE_FILE.test(f) && !f.split(path.sep).includes('node_modules')).map((f) => `${dir}/${f.split(path.sep).join('/')}`);
}
