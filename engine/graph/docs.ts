/** Turning one parsed file into a Doc: id, slug, permalink, title, labels, flags. */
import path from 'node:path';
import { DEFAULT_DOCS_ID, type DocsOptions, type SiteConfig } from '../config/schema.js';
import { docsI18nFolder } from './translations.js';
import { applyTrailingSlash, docIdOf, docSlugOf, isCategoryIndexFile, joinRoute, type NumberPrefixParser, stripNumberPrefix } from '../content/ids.js';
import type { ParsedContent } from '../content/parse.js';
import type { Doc, TagRef } from './types.js';

export interface DocInput {
  parsed: ParsedContent;
  /** Path relative to the version's content folder. */
  relativeSource: string;
  /** Path relative to the site root. */
  source: string;
  format: 'md' | 'mdx';
  version: { name: string; versionName?: string; pluginId?: string; path: string; contentPath?: string; localizedContentPath?: string; locale?: string; docs?: DocsOptions };
  tags: TagRef[];
  config: SiteConfig;
  numberPrefixes: NumberPrefixParser;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The "Edit this page" URL from docs.editUrl, as Docusaurus makes it: a base URL, the version's
 * folder (the current version's with `editCurrentVersion`; the locale's for a translated doc with
 * `editLocalizedFiles`, else the original's) and the doc's path in it; or the function form's answer.
 */
function editUrlOf(input: DocInput, permalink: string): string | undefined {
  const options = input.version.docs ?? (input.config.docs === false ? undefined : input.config.docs);
  const editUrl = options?.editUrl;
  if (!editUrl || !options) return undefined;
  const posix = (p: string) => p.split(path.sep).join('/').replace(/^\.\//, '').replace(/\/$/, '');
  const { version } = input;
  const source = posix(input.source);
  const contentPath = posix(version.contentPath ?? source.slice(0, source.length - input.relativeSource.length));
  if (typeof editUrl !== 'string') {
    try {
      return editUrl({ version: version.versionName ?? version.name, versionDocsDirPath: contentPath, docPath: input.relativeSource, permalink, locale: version.locale ?? input.config.i18n.defaultLocale });
    } catch {
      return undefined;
    }
  }
  const localized = version.localizedContentPath !== undefined && source.startsWith(`${posix(version.localizedContentPath)}/`);
  const folder =
    localized && options.editLocalizedFiles
      ? options.editCurrentVersion
        ? posix(path.join(docsI18nFolder(input.config, version.locale ?? input.config.i18n.defaultLocale, version.pluginId ?? DEFAULT_DOCS_ID), 'current'))
        : posix(version.localizedContentPath!)
      : options.editCurrentVersion
        ? posix(options.path)
        : contentPath;
  return `${editUrl.replace(/\/$/, '')}/${folder}/${input.relativeSource}`;
}

export function createDoc(input: DocInput): Doc {
  const { parsed, relativeSource, version, config } = input;
  const fm = parsed.frontMatter;
  // parse_number_prefixes: false turns the parser off for the doc; true turns it on (the site's own, when it has one).
  const numberPrefixes = typeof fm.parse_number_prefixes === 'boolean' ? fm.parse_number_prefixes && (typeof input.numberPrefixes === 'function' ? input.numberPrefixes : true) : input.numberPrefixes;
  const fmId = str(fm.id);
  const id = docIdOf(relativeSource, fmId, numberPrefixes);
  const slug = docSlugOf(relativeSource, { frontMatterSlug: str(fm.slug), frontMatterId: fmId, numberPrefixes });
  const permalink = applyTrailingSlash(joinRoute(version.path, slug), config.trailingSlash);
  const baseName = fmId ?? stripNumberPrefix(path.posix.parse(relativeSource).name, numberPrefixes);
  // A content title after a comment, a definition or an export shows on the page but does not title the doc (Docusaurus).
  const title = str(fm.title) ?? (parsed.contentTitleAfterPreamble ? undefined : parsed.contentTitle) ?? baseName;
  // The function form gets the permalink with the base URL, as Docusaurus gives it.
  const editUrl = 'custom_edit_url' in fm ? str(fm.custom_edit_url) : editUrlOf(input, `${config.baseUrl.replace(/\/$/, '')}${permalink}`);
  return {
    key: `${version.name}/${id}`,
    id,
    version: version.name,
    source: input.source.split(path.sep).join('/'),
    relativeSource,
    format: input.format,
    permalink,
    slug,
    title,
    ...(parsed.contentTitle !== undefined ? { contentTitle: parsed.contentTitle } : {}),
    ...(parsed.contentTitleParts ? { contentTitleParts: parsed.contentTitleParts } : {}),
    ...(parsed.contentTitleInBody ? { contentTitleInBody: true as const } : {}),
    ...(parsed.anchors ? { anchors: parsed.anchors } : {}),
    description: str(fm.description) ?? parsed.excerpt ?? '',
    sidebarLabel: str(fm.sidebar_label) ?? title,
    ...(typeof fm.sidebar_position === 'number' ? { sidebarPosition: fm.sidebar_position } : {}),
    ...(str(fm.sidebar_class_name) ? { sidebarClassName: str(fm.sidebar_class_name) } : {}),
    isCategoryIndex: isCategoryIndexFile(relativeSource),
    frontMatter: fm,
    frontMatterLines: parsed.frontMatterLines,
    tags: input.tags,
    keywords: Array.isArray(fm.keywords) ? (fm.keywords as string[]) : [],
    unlisted: fm.unlisted === true,
    draft: fm.draft === true,
    headings: parsed.headings,
    references: parsed.references,
    components: parsed.components,
    sidebarParentCategories: [],
    hideTitle: fm.hide_title === true,
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(typeof fm.toc_min_heading_level === 'number' ? { tocMinHeadingLevel: fm.toc_min_heading_level } : {}),
    ...(typeof fm.toc_max_heading_level === 'number' ? { tocMaxHeadingLevel: fm.toc_max_heading_level } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...(str(fm.image) ? { image: str(fm.image) } : {}),
  };
}
