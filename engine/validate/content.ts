/** Checks inside docs: links, markdown links, images, anchors, MDX components, pagination ids. */
import path from 'node:path';
import { isBuiltinComponent, BUILTIN_COMPONENTS } from '../content/components.js';
import { safeDecode } from '../content/route-encoding.js';
import { closest, type Diagnostic, severityOf } from '../diagnostics.js';
import { brokenUrlKey, type LinkContext, resolveDocImage, resolveDocLink } from '../graph/links.js';
import type { BrokenMarkdownHook } from '../config/schema.js';
import type { ContentPage, Doc, SiteGraph } from '../graph/types.js';
import { imageSizeOf } from '../content/image-size.js';

type Reference = ContentPage['references'][number];
type Severity = ReturnType<typeof severityOf>;

/** Validates every reference of one doc or blog post. */
export function validateDocContent(ctx: LinkContext, doc: ContentPage): Diagnostic[] {
  const config = ctx.graph.config;
  const brokenImage = severityOf(config.onBrokenMarkdownImages);
  const link = severityOf(config.onBrokenLinks);
  const severities: LinkSeverities = { link, mdLink: brokenMarkdownLinkSeverity(severityOf(config.onBrokenMarkdownLinks), link), emptyLink: severityOf(config.onBrokenMarkdownLinks), anchor: severityOf(config.onBrokenAnchors) };
  // A JSX `<a href>` or an HTML `<img>` is plain HTML to Docusaurus, which never checks it: a broken one warns here, never fails the build.
  const warnOnly = (s: Severity): Severity => (s === 'error' ? 'warning' : s);
  const jsxSeverities: LinkSeverities = { link: warnOnly(severities.link), mdLink: warnOnly(severities.mdLink), emptyLink: warnOnly(severities.emptyLink), anchor: warnOnly(severities.anchor) };
  const out: Diagnostic[] = [];
  for (const ref of doc.references) {
    const found = ref.kind === 'image' ? checkImage(ctx, doc, ref, ref.html ? warnOnly(brokenImage) : brokenImage) : checkLink(ctx, doc, ref, ref.kind === 'jsx' ? jsxSeverities : severities);
    if (found) out.push(found);
  }
  out.push(...componentDiagnostics(doc, ctx.graph.mdxComponents), ...paginationDiagnostics(ctx, doc));
  return out;
}

/**
 * A Markdown link to a missing file stays as written, a link to no page: Docusaurus 3.9.2 reports it
 * under onBrokenMarkdownLinks and again under onBrokenLinks, so the more severe of the two holds.
 */
function brokenMarkdownLinkSeverity(mdLink: Severity, link: Severity): Severity {
  return mdLink === 'error' || link === 'error' ? 'error' : (mdLink ?? link);
}

interface LinkSeverities {
  link: Severity;
  mdLink: Severity;
  /** A Markdown link with no URL (`[text]()`): onBrokenMarkdownLinks alone, as in Docusaurus 3.9. */
  emptyLink: Severity;
  anchor: Severity;
}

/** Where a reference is written: its own file (a partial) or the doc's. */
const at = (doc: ContentPage, line: number, column: number, file?: string) => ({ file: file ?? doc.source, line, column });

/** Raster image files, whose size the build reads (SVG is left out: one without a size is valid). */
const RASTER_IMAGE = /\.(?:png|jpe?g|gif|webp|avif|bmp|tiff?)$/i;

function checkImage(ctx: LinkContext, doc: ContentPage, ref: Reference, brokenImage: Severity): Diagnostic | undefined {
  const image = resolveDocImage(ctx, doc, ref.url);
  if (image.kind === 'outside') {
    // Never a warning: publishing it would copy a file from elsewhere on the machine.
    return {
      severity: 'error',
      rule: 'file-outside-site',
      message: `Image outside the site: ${ref.url} (resolves to ${image.target}, which is not inside the site folder or a static folder). The build publishes only files of the site: copy the image into the site and link that copy.`,
      ...at(doc, ref.line, ref.column),
    };
  }
  // A raster image the build cannot read (a truncated file, a page saved under an image's name): Docusaurus warns.
  // (A Markdown image only: Docusaurus reads the size of those alone, never of an HTML `<img>`.)
  if (image.kind === 'file' && !ref.html && RASTER_IMAGE.test(image.file) && !imageSizeOf(image.file)) {
    return {
      severity: 'warning',
      rule: 'unreadable-image',
      message: `The image ${ref.written ?? ref.url} cannot be read as an image (${path.basename(image.file)} is damaged, or not the format its name says): browsers will show it broken. Replace it with a valid image.`,
      ...at(doc, ref.line, ref.column, ref.file),
    };
  }
  if (image.kind === 'missing' && !ref.html && callHook(ctx, doc, ref, ctx.graph.config.markdown.brokenImageHook)) return undefined;
  if (image.kind === 'missing' && brokenImage) {
    const empty = !ref.url.trim();
    return {
      severity: brokenImage,
      rule: 'broken-markdown-image',
      message: empty ? 'Markdown image with an empty URL: write the image file in the parentheses, or remove the image.' : `Image not found: ${ref.written ?? ref.url} (looked for ${image.target}). Put the file there, or fix the path; absolute paths are read from the static folder.`,
      ...at(doc, ref.line, ref.column, ref.file),
    };
  }
  return undefined;
}

/** Whether `hash` is the slug of one of the page's h1 headings (which have no id). */
function titleSlug(target: { headings: { depth: number; id: string }[] }, hash: string): boolean {
  return target.headings.some((h) => h.depth === 1 && h.id === hash);
}

function checkLink(ctx: LinkContext, doc: ContentPage, ref: Reference, severities: LinkSeverities): Diagnostic | undefined {
  if (ref.kind === 'link' && !ref.url.trim()) {
    if (!severities.emptyLink) return undefined;
    return { severity: severities.emptyLink, rule: 'empty-link', message: 'Markdown link with an empty URL: it links nowhere. Write its target in the parentheses, or remove the link.', ...at(doc, ref.line, ref.column, ref.file) };
  }
  const link = resolveDocLink(ctx, doc, ref.url);
  if (link.kind === 'broken-file') {
    if (ref.kind === 'link' && callHook(ctx, doc, ref, ctx.graph.config.markdown.brokenLinkHook)) return undefined;
    return severities.mdLink ? brokenFileLink(ctx, doc, ref, link.target, severities.mdLink) : undefined;
  }
  if (link.kind === 'broken-route') {
    if (!severities.link) return undefined;
    const suggestion = closest(link.target, ctx.graph.routes.map((r) => r.path));
    return {
      severity: severities.link,
      rule: 'broken-link',
      message: `Broken link: ${ref.written ?? ref.url} (resolved to ${link.target}) is not a page or static file of this site.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
      suggestion,
      ...at(doc, ref.line, ref.column, ref.file),
    };
  }
  if (link.kind === 'route' && link.untranslated && link.target) return untranslatedLink(doc, ref, link.target);
  if ((link.kind === 'anchor' || (link.kind === 'route' && link.hash)) && severities.anchor) {
    const target = link.target;
    const hash = link.kind === 'anchor' ? link.hash : link.hash!;
    if (!target || !hash) return undefined;
    // As in Docusaurus, an h1 has no id (the page's title, or one further down): only h2-h6 are anchors.
    const anchors = target.headings.filter((h) => h.depth > 1).map((h) => h.id);
    if (anchors.includes(hash) || target.anchors?.includes(hash)) return undefined;
    const suggestion = closest(hash, anchors);
    return {
      severity: severities.anchor,
      rule: 'broken-anchor',
      message: `Broken anchor: #${hash} is not a heading of ${target === doc ? 'this page' : target.permalink}${titleSlug(target, hash) ? ' (an h1 heading has no anchor, as in Docusaurus: link the page itself, or make the heading an h2)' : ''}.${suggestion ? ` Did you mean #${suggestion}?` : ''}`,
      suggestion,
      ...at(doc, ref.line, ref.column, ref.file),
    };
  }
  return undefined;
}

/**
 * A `./x.md` link between a locale's translated and untranslated docs. We link it (both docs are in
 * the locale's build); Docusaurus resolves `./` and `../` links next to the file only, so the link is
 * broken there (verified with 3.9.2, both ways): a warning, with the way to write it that works in both.
 */
function untranslatedLink(doc: ContentPage, ref: Reference, target: ContentPage): Diagnostic {
  const fromFolder = 'relativeSource' in target && typeof target.relativeSource === 'string' ? ` (${target.relativeSource})` : '';
  return {
    severity: 'warning',
    rule: 'untranslated-link',
    message: `Markdown link ${ref.written ?? ref.url} names ${target.source}, which is not next to this file: one of the two has no translation in this locale. It is linked here, but Docusaurus resolves ./ and ../ links next to the file only: there it is a broken link in this locale (a failed build under onBrokenLinks: 'throw'). Write the path from the docs folder without ./${fromFolder}, or translate the doc.`,
    ...at(doc, ref.line, ref.column, ref.file),
  };
}

/**
 * Runs the site's `markdown.hooks` function for a broken Markdown link or image, as Docusaurus does:
 * with the file it is written in (site-relative) and its URL; a URL returned is noted for the
 * renderer to write in its place (SiteGraph.hookedUrls). Nothing is reported either way. False when
 * the site has no such function.
 */
function callHook(ctx: LinkContext, doc: ContentPage, ref: Reference, hook: BrokenMarkdownHook | undefined): boolean {
  if (!hook) return false;
  let url: string | undefined | void;
  try {
    url = hook({ sourceFilePath: ref.file ?? doc.source, url: ref.url });
  } catch {
    // A hook that throws decides nothing: the link is reported as any broken one.
    return false;
  }
  if (typeof url === 'string' && url) (ctx.graph.hookedUrls ??= {})[brokenUrlKey(doc.source, ref.url)] = url;
  return true;
}

/** A Markdown link to a file that is no doc, with the doc of another version or the closest path as a hint. */
function brokenFileLink(ctx: LinkContext, doc: ContentPage, ref: Reference, target: string, severity: NonNullable<Severity>): Diagnostic {
  const other = inOtherVersion(ctx, doc, target);
  let hint = '';
  let suggestion: string | undefined;
  if (other) {
    suggestion = other.permalink;
    hint = ` That file is a doc of version "${other.version}" only, and .md links resolve within their own version. Did you mean the route ${other.permalink}?`;
  } else {
    // Compare paths as written (relative to this doc), among the docs of the same version.
    const written = safeDecode(ref.url.split('#')[0].replace(/^<|>$/g, ''));
    const siblings: ContentPage[] = doc.version === undefined ? [...ctx.postsBySource.values()] : ctx.graph.docs.filter((d) => d.version === doc.version);
    const relative = siblings.map((d) => relativeTo(doc.source, d.source));
    suggestion = closest(/^\.{0,2}\//.test(written) ? written : `./${written}`, relative);
    if (suggestion) hint = ` Did you mean ${suggestion}?`;
  }
  const draft = ctx.graph.versions.some((v) => v.draftSources?.includes(target));
  const what = draft ? 'a draft doc, which is not built' : doc.version === undefined ? 'a file that is not a blog post or doc' : 'a file that is not a doc';
  return {
    severity,
    rule: 'broken-markdown-link',
    message: `Markdown link to ${what}: ${ref.written ?? ref.url} (resolved to ${target}).${draft ? ' Link to it once it is published (draft: false), or remove the link.' : hint}`,
    suggestion,
    ...at(doc, ref.line, ref.column, ref.file),
  };
}

/** Components a doc uses that are neither built in, nor imported or defined by it, nor global (src/theme/MDXComponents). */
function componentDiagnostics(doc: ContentPage, graphComponents: SiteGraph['mdxComponents']): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const component of doc.components) {
    const name = component.name.split('.')[0];
    if (graphComponents && Object.hasOwn(graphComponents, name)) continue;
    if (isBuiltinComponent(name)) {
      if (component.unimported) out.push(unimportedDiagnostic(doc, component));
      continue;
    }
    const suggestion = closest(name, BUILTIN_COMPONENTS);
    // A warning: Docusaurus sites bring their own components (src/components); the page still builds,
    // with the component's children in its place.
    out.push({
      severity: 'warning',
      rule: 'unknown-component',
      message: `MDX component <${component.name}> is not built in (${BUILTIN_COMPONENTS.join(', ')}), imported by the doc, nor one of the site's global components (src/theme/MDXComponents): its children are rendered in its place. Import it (import ${name} from '@site/src/components/${name}').${suggestion ? ` Did you mean <${suggestion}>?` : ''}`,
      suggestion,
      ...at(doc, component.line, component.column, component.file),
    });
  }
  return out;
}

/**
 * A theme component used without its import: rendered here, but Docusaurus's build fails on it
 * ("Expected component `Tabs` to be defined"), so a warning with the import to add.
 */
function unimportedDiagnostic(doc: ContentPage, component: ContentPage['components'][number]): Diagnostic {
  return {
    severity: 'warning',
    rule: 'unimported-component',
    message: `<${component.name}> is used without an import. It renders here, but Docusaurus fails the build on it (Expected component \`${component.name}\` to be defined). Add: import ${component.name} from '@theme/${component.name}';`,
    ...at(doc, component.line, component.column, component.file),
  };
}

/** `pagination_prev` / `pagination_next` naming a doc id the version does not have. */
function paginationDiagnostics(ctx: LinkContext, doc: ContentPage): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const key of ['pagination_prev', 'pagination_next'] as const) {
    const value = doc.frontMatter[key];
    if (typeof value !== 'string' || doc.version === undefined) continue;
    if (ctx.docsByKey.has(`${doc.version}/${value}`)) continue;
    const ids = ctx.graph.docs.filter((d) => d.version === doc.version).map((d) => d.id);
    const suggestion = closest(value, ids);
    out.push({
      severity: 'error',
      rule: 'unknown-doc-id',
      message: `Front matter \`${key}\` names doc "${value}", which does not exist.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      suggestion,
      file: doc.source,
      line: doc.frontMatterLines[key] ?? 1,
      column: 1,
    });
  }
  return out;
}

/** The doc at the same path in another version's folder, when a relative .md link crosses versions. */
function inOtherVersion(ctx: LinkContext, doc: ContentPage, target: string): Doc | undefined {
  const own = ctx.graph.versions.find((v) => v.name === doc.version);
  if (!own || !target.startsWith(`${own.contentPath}/`)) return undefined;
  const rest = target.slice(own.contentPath.length + 1);
  for (const version of ctx.graph.versions) {
    if (version === own || version.pluginId !== own.pluginId) continue;
    const found = ctx.docsBySource.get(`${version.contentPath}/${rest}`);
    if (found) return found;
  }
  return undefined;
}

function relativeTo(fromSource: string, toSource: string): string {
  const from = fromSource.split('/').slice(0, -1);
  const to = toSource.split('/');
  let i = 0;
  while (i < from.length && i < to.length - 1 && from[i] === to[i]) i++;
  const rel = [...from.slice(i).map(() => '..'), ...to.slice(i)].join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}
