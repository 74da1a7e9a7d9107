/**
 * A page's social card (front matter `image`, or a category's) as the absolute URL of its
 * `og:image`: a URL as it is; a path relative to the page's file (`./img/card.png`) is copied into
 * the build as a hashed asset through the build's image sink, as Docusaurus bundles it; any other
 * path is one of the site's (a static file) under the base URL. A relative file that is missing, or
 * outside the site, is left as a path (the page's image check reports a missing one).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { isConfined, siteRoots } from '../../engine/graph/confine.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import { hrefOf } from '../hrefs.js';
import type { AssetSink } from '../markdown/index.js';

export function socialImageUrl(ctx: { graph: SiteGraph; siteUrl: string; images?: AssetSink }, image: string, source: string | undefined): string {
  if (/^https?:/.test(image)) return image;
  if (ctx.images && source && /^\.\.?\//.test(image)) {
    const abs = path.join(ctx.graph.siteDir, path.dirname(source), image.replace(/[?#].*$/, ''));
    if (existsSync(abs) && statSync(abs).isFile() && isConfined(siteRoots(ctx.graph.siteDir, []), abs)) return ctx.siteUrl + ctx.images.addFile(abs);
  }
  return ctx.siteUrl + hrefOf(ctx.graph, image);
}
