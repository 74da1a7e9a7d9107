/**
 * `<img>` in content (Markdown images, raw HTML, JSX): files are handed to the asset sink and the
 * src becomes its hashed public URL; external and missing images keep their src. Every image loads
 * lazily and decodes off the main thread. `alt` is kept as written (an empty alt stays empty). A local
 * Markdown image gets its width and height, as Docusaurus writes them.
 */
import type { Element } from 'hast';
import { brokenUrlKey, type LinkContext, resolveDocImage } from '../../engine/graph/links.js';
import { assetHref } from '../hrefs.js';
import type { ContentPage } from '../../engine/graph/types.js';
import type { AssetSink } from './assets.js';
import { imageSizeOf } from '../../engine/content/image-size.js';

/** Property the pipeline sets on the `<img>` of a Markdown image (pipeline.ts); removed here. */
export const MARKDOWN_IMAGE = 'dataMarkdownImage';

export function resolveImageElement(el: Element, doc: ContentPage, ctx: LinkContext, assets: AssetSink): void {
  const src = el.properties.src;
  const fromMarkdown = el.properties[MARKDOWN_IMAGE] !== undefined;
  delete el.properties[MARKDOWN_IMAGE];
  if (typeof src === 'string' && src) {
    const image = resolveDocImage(ctx, doc, src);
    // The URL the site's markdown.hooks function gave a missing image, under the base URL when it is a site path.
    const hooked = image.kind === 'missing' && fromMarkdown ? ctx.graph.hookedUrls?.[brokenUrlKey(doc.source, src)] : undefined;
    if (hooked !== undefined) el.properties.src = hooked.startsWith('/') && !hooked.startsWith('//') ? assetHref(ctx.graph, hooked) : hooked;
    if (image.kind === 'file') {
      el.properties.src = assets.addFile(image.file);
      // As Docusaurus: a local Markdown image gets its file's width and height (the page keeps its layout while it loads).
      const size = fromMarkdown ? imageSizeOf(image.file) : undefined;
      if (size) Object.assign(el.properties, { width: size.width, height: size.height });
    }
  }
  el.properties.loading = 'lazy';
  el.properties.decoding = 'async';
}
