/**
 * `<img>` in content (Markdown images, raw HTML, JSX): files are handed to the asset sink and the
 * src becomes its hashed public URL; external and missing images keep their src. Every image loads
 * lazily and decodes off the main thread. `alt` is kept as written (an empty alt stays empty).
 */
import type { Element } from 'hast';
import { type LinkContext, resolveDocImage } from '../../engine/graph/links.js';
import type { ContentPage } from '../../engine/graph/types.js';
import type { AssetSink } from './assets.js';

export function resolveImageElement(el: Element, doc: ContentPage, ctx: LinkContext, assets: AssetSink): void {
  const src = el.properties.src;
  if (typeof src === 'string' && src) {
    const image = resolveDocImage(ctx, doc, src);
    if (image.kind === 'file') el.properties.src = assets.addFile(image.file);
  }
  el.properties.loading = 'lazy';
  el.properties.decoding = 'async';
}
