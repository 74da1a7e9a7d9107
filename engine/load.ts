/**
 * loadSite: config -> content -> SiteGraph (+ the parsed trees, + diagnostics).
 * This is the engine's one entry point; the CLI, the renderer and tests all start here.
 *
 * Loading runs in phases that `docs serve` (engine/session/session.ts) also runs one at a time, to
 * redo only what a file change affects:
 *
 *   loadSiteConfig ─► planSite ─► per version: readVersionTags, listVersionFiles + parse,
 *   readVersionCategories, loadSidebarsDefinition ─► assembleSite (docs, sidebars, tags, routes,
 *   validation)
 */
import GithubSlugger from 'github-slugger';
import { applySiteFrontMatter } from './content/site-front-matter.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { assembleBlog, type ReadBlog, readBlogInputs } from './blog/load.js';
import { blogLocalizedPath } from './blog/options.js';
import { evaluateModule, loadConfig } from './config/load.js';
import { locateKey } from './config/positions.js';
import { docsInstancesOf, type SiteConfig, translatesContent } from './config/schema.js';
import { type CategoryMetadata, listDocFiles, readCategoryMetadata } from './content/discover.js';
import { applyTrailingSlash, joinRoute } from './content/ids.js';
import type { ParsedContent } from './content/parse.js';
import { defaultCacheDir, type ParseJob, parseFiles } from './content/parse-files.js';
import { ContentWorkers, parseWithoutTrees } from './content/content-workers.js';
import { type Diagnostic, severityOf, SiteLoadError, sortDiagnostics } from './diagnostics.js';
import { createDoc } from './graph/docs.js';
import { resolveLocales } from './graph/locales.js';
import { applyLastUpdates } from './graph/last-update.js';
import { collectRedirects } from './graph/redirects.js';
import { collectRoutes } from './graph/routes.js';
import { docsI18nFolder, readLocaleTranslations, readMessages } from './graph/translations.js';
import { contentJob, localizedSource } from './content/content-job.js';
import { type GlobalComponent, readGlobalComponents } from './content/global-components.js';
import { swizzledComponentDiagnostics } from './content/swizzled-theme.js';
import { duplicateDocIds } from './graph/duplicate-ids.js';
import { applySidebarsToDocs, buildSidebars, DEFAULT_SIDEBARS, flattenSidebar, legacySidebarNames, type SidebarContext } from './graph/sidebars.js';
import { runSidebarItemsGenerator } from './graph/sidebar-items-generator.js';
import { collectTags, readTagsFile, resolveDocTags, type TagsFile } from './graph/tags.js';
import type { Doc, LocaleInfo, SiteGraph, Version } from './graph/types.js';
import { planVersions, type VersionPlan } from './graph/versions.js';
import { validateSite } from './validate/index.js';
import { assemblePages, type PagesInput, readPagesInput } from './pages/load.js';

export interface LoadOptions {
  /** Config file, relative to the site root (default: site.config.ts, then .js/.mjs). */
  config?: string;
  /** Run validation (links, anchors, images, navbar...). Default true. */
  validate?: boolean;
  /** Parse cache folder; `false` parses everything afresh. Default: node_modules/.cache/docs-engine. */
  cache?: string | false;
  /**
   * Keep the trees of a large site in the worker threads that parsed them (LoadedSite.workers), for
   * a build that renders there (buildSite uses them up and closes them; a caller that does not build
   * closes them). Default false: trees in `trees`.
   */
  contentWorkers?: boolean;
  /** With `contentWorkers`: a task module (URL) the workers load as soon as they have parsed. */
  workerPreload?: string;
  /** False when nothing will render (`docs check`): the trees are not kept anywhere. Default true. */
  trees?: boolean;
  /** The locale to load (one of i18n.locales); default: the default locale. */
  locale?: string;
  /** Worker threads for parsing and rendering (1: none); default DOCS_THREADS, else every core. */
  threads?: number;
  /** The config already loaded by loadSiteConfig for this root, config option and locale (not loaded again). */
  configState?: SiteConfigState;
}

export interface LoadedSite {
  graph: SiteGraph;
  /** The parsed mdast of each doc, by doc key (with heading ids attached); empty when `workers` hold them. */
  trees: Map<string, Root>;
  /** With `contentWorkers` on a large site: the worker threads that hold the trees (by doc source). */
  workers?: ContentWorkers;
  /** ParsedContent.inputHash of each doc, by doc key (what its tree was made from). */
  inputHashes?: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** The loaded config with its locales: everything that comes from the config file. */
export interface SiteConfigState {
  root: string;
  config: SiteConfig;
  /** Config file relative to the site root. */
  configFile: string;
  configSource: string;
  locale: LocaleInfo;
  locales: LocaleInfo[];
  /** Theme strings of the locale (i18n/{locale}/code.json). */
  translations: Record<string, string>;
  /** The site's global MDX components (src/theme/MDXComponents). */
  globalComponents: Record<string, GlobalComponent>;
  diagnostics: Diagnostic[];
}

/** Loads and validates the config file; throws SiteLoadError when it cannot be used at all. */
export async function loadSiteConfig(root: string, configOption?: string, localeName?: string): Promise<SiteConfigState> {
  const { config: loadedConfig, file: configFile, source: configSource, diagnostics } = await loadConfig(root, configOption);
  const { locales, diagnostics: localeDiagnostics } = resolveLocales(loadedConfig, configFile, configSource);
  const wanted = localeName ?? loadedConfig.i18n.defaultLocale;
  const locale = locales.find((l) => l.locale === wanted) ?? (localeName ? undefined : locales[0]);
  if (!locale && localeName) {
    throw new SiteLoadError([{ severity: 'error', rule: 'locale-unknown', message: `Locale "${localeName}" is not one of i18n.locales (${loadedConfig.i18n.locales.join(', ')}). Pick one of them, or add it to i18n.locales.`, file: configFile, ...(locateKey(configSource, ['i18n', 'locales']) ?? {}) }], 2);
  }
  const current = locale ?? { locale: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', baseUrl: loadedConfig.baseUrl, url: loadedConfig.url };
  // A locale is built as a site of its own under its base URL, with its navbar and footer translated.
  const translated = readLocaleTranslations(root, loadedConfig, current.locale);
  const config = { ...translated.config, baseUrl: current.baseUrl, url: current.url };
  const global = await readGlobalComponents(root);
  return { root, config, configFile, configSource, locale: current, locales, translations: translated.translations, globalComponents: global.components, diagnostics: [...diagnostics, ...localeDiagnostics, ...translated.diagnostics, ...global.diagnostics, ...swizzledComponentDiagnostics(root)] };
}

/** The versions to load (those whose folder exists), of every docs instance. */
export interface SitePlan {
  versions: VersionPlan[];
  diagnostics: Diagnostic[];
}

export function planSite(state: SiteConfigState): SitePlan {
  const { root } = state;
  const versions: VersionPlan[] = [];
  const diagnostics: Diagnostic[] = [];
  const ids = new Set<string>();
  for (const options of docsInstancesOf(state.config)) {
    if (ids.has(options.id)) {
      const message = `Two docs plugin instances have the id "${options.id}": give each its own id (the versions, routes and translations of each are named by it).`;
      diagnostics.push({ severity: 'error', rule: 'duplicate-docs-instance', message, file: state.configFile, ...(locateKey(state.configSource, ['plugins']) ?? {}) });
      continue;
    }
    ids.add(options.id);
    const planned = planVersions(root, options, state.configFile, state.configSource);
    diagnostics.push(...planned.diagnostics);
    for (const plan of planned.versions) if (existsSync(path.join(root, plan.contentPath))) versions.push(withLocalizedContent(state, plan, diagnostics));
  }
  return { versions, diagnostics };
}

/**
 * The version's translations for the locale being built, when they exist: its docs in
 * `i18n/{locale}/docusaurus-plugin-content-docs/current` (or `version-{name}`; the folder is
 * `docusaurus-plugin-content-docs-{id}` for another instance), and its label and sidebar labels in
 * `current.json` (or `version-{name}.json`) beside that folder.
 */
function withLocalizedContent(state: SiteConfigState, plan: VersionPlan, diagnostics: Diagnostic[]): VersionPlan {
  if (!translatesContent(state.config, state.locale.locale)) return { ...plan, locale: state.locale.locale };
  const folder = path.join(docsI18nFolder(state.config, state.locale.locale, plan.pluginId), plan.versionName === 'current' ? 'current' : `version-${plan.versionName}`);
  const labels = readMessages(state.root, `${folder}.json`, diagnostics);
  return {
    ...plan,
    locale: state.locale.locale,
    ...(existsSync(path.join(state.root, folder)) ? { localizedContentPath: folder.split(path.sep).join('/') } : {}),
    ...(Object.keys(labels).length ? { labels, label: labels['version.label'] ?? plan.label } : {}),
  };
}

/** The name of the version's tags file (`tags.yml`, relative to its docs folder), when tags files are on. */
export function tagsNameOf(plan: VersionPlan): string | undefined {
  const { tags } = plan.docs;
  return tags === false || tags === null ? undefined : (tags ?? 'tags.yml');
}

/** The current version's tags file of the version's docs instance (every version's fallback), relative to the site root. */
export function currentTagsFileOf(plan: VersionPlan): string | undefined {
  const name = tagsNameOf(plan);
  return name === undefined ? undefined : path.join(plan.docs.path, name);
}

/**
 * The tags file a version reads, as Docusaurus finds it: in the locale's translation of the version
 * (`i18n/{locale}/docusaurus-plugin-content-docs/current/tags.yml`), else in the version's own
 * folder; none when neither has it (its docs' tags are then all inline, as there).
 */
export function versionTagsFilePath(root: string, plan: VersionPlan): string | undefined {
  const name = tagsNameOf(plan);
  if (name === undefined) return undefined;
  const folders = [plan.localizedContentPath, plan.contentPath].filter((folder): folder is string => !!folder);
  return folders.map((folder) => path.join(folder, name)).find((file) => existsSync(path.join(root, file)));
}

export function readVersionTags(root: string, plan: VersionPlan): { tagsFile?: TagsFile; diagnostics: Diagnostic[] } {
  const file = versionTagsFilePath(root, plan);
  if (file) return readTagsFile(root, file);
  // A tags file the config names, missing from a version: Docusaurus refuses the build; its tags are read as inline here.
  const named = typeof plan.docs.tags === 'string' ? plan.docs.tags : undefined;
  if (!named) return { diagnostics: [] };
  const where = path.join(plan.contentPath, named).split(path.sep).join('/');
  return { diagnostics: [{ severity: 'warning', rule: 'tags-file-missing', message: `The docs' tags option names ${named}, which version ${plan.versionName === 'current' ? 'current' : `"${plan.versionName}"`} does not have (${where}): its docs' tags are read as inline tags. Docusaurus fails the build here; add the file to the version's folder.`, file: plan.contentPath.split(path.sep).join('/') }] };
}

/** Doc files of a version, relative to its content folder, in source order. */
export function listVersionFiles(root: string, plan: VersionPlan): string[] {
  return listDocFiles(path.join(root, plan.contentPath), { exclude: plan.docs.exclude, include: plan.docs.include });
}

/** The parse job of one doc file of a version: a translated doc from the locale's folder, else the original. */
export function parseJobOf(state: SiteConfigState, plan: VersionPlan, rel: string): ParseJob {
  const { root, config } = state;
  return contentJob(root, config, localizedSource(root, plan.contentPath, plan.localizedContentPath, rel), `docs:${plan.pluginId}`, state.globalComponents);
}

/** Folders (relative to the version folder) that hold docs, innermost and their ancestors. */
export function docFolders(files: string[]): Set<string> {
  const folders = new Set<string>();
  for (const rel of files) for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  return folders;
}

/** `_category_` metadata of one folder of a version. */
export function readVersionCategory(root: string, plan: VersionPlan, dir: string): { meta?: CategoryMetadata; diagnostics: Diagnostic[] } {
  return readCategoryMetadata(path.join(root, plan.contentPath, dir), (name) => path.join(plan.contentPath, dir, name));
}

export interface SidebarsDefinition {
  raw: Record<string, unknown>;
  file: string;
  source: string;
  diagnostics: Diagnostic[];
}

/** Loads the raw sidebars definition of a version: a file, or the default autogenerated sidebar. */
export async function loadSidebarsDefinition(root: string, plan: VersionPlan): Promise<SidebarsDefinition> {
  const diagnostics: Diagnostic[] = [];
  if (plan.sidebarPath === null) return { raw: {}, file: '', source: '', diagnostics };
  if (plan.sidebarPath === undefined) return { raw: DEFAULT_SIDEBARS, file: plan.contentPath, source: '', diagnostics };
  const abs = path.join(root, plan.sidebarPath);
  if (!existsSync(abs)) {
    diagnostics.push({ severity: 'error', rule: 'sidebars-file', message: `The sidebars file ${plan.sidebarPath} does not exist. Fix docs.sidebarPath, or remove it to generate the sidebar from folders.` });
    return { raw: DEFAULT_SIDEBARS, file: plan.contentPath, source: '', diagnostics };
  }
  const source = readFileSync(abs, 'utf8');
  try {
    const raw = abs.endsWith('.json') ? (JSON.parse(source) as unknown) : (await evaluateModule(abs, root)).value;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      diagnostics.push({ severity: 'error', rule: 'sidebars-file', message: 'A sidebars file must export an object of sidebars: { mySidebar: [ ...items ] }.', file: plan.sidebarPath, line: 1, column: 1 });
      return { raw: {}, file: plan.sidebarPath, source, diagnostics };
    }
    return { raw: raw as Record<string, unknown>, file: plan.sidebarPath, source, diagnostics };
  } catch (error) {
    if (error instanceof SiteLoadError) diagnostics.push(...error.diagnostics);
    else diagnostics.push({ severity: 'error', rule: 'sidebars-file', message: `The sidebars file cannot be read: ${(error as Error).message}`, file: plan.sidebarPath, line: 1, column: 1 });
    return { raw: {}, file: plan.sidebarPath, source, diagnostics };
  }
}

/** Everything read from disk for one version, before the graph is built. */
export interface VersionInput {
  plan: VersionPlan;
  tags: { tagsFile?: TagsFile; diagnostics: Diagnostic[] };
  /** Doc files relative to the version folder, in source order. */
  files: string[];
  /** The parse job and result of each file, in the same order. */
  jobs: ParseJob[];
  parsed: ParsedContent[];
  /** `_category_` metadata by folder (relative to the version folder), for folders that hold docs. */
  categories: Map<string, { meta?: CategoryMetadata; diagnostics: Diagnostic[] }>;
  sidebars: SidebarsDefinition;
}

/** The doc files of a version and their parse jobs. */
export interface VersionFiles {
  plan: VersionPlan;
  files: string[];
  jobs: ParseJob[];
}

export function listVersionJobs(state: SiteConfigState, plan: VersionPlan): VersionFiles {
  const files = listVersionFiles(state.root, plan);
  return { plan, files, jobs: files.map((rel) => parseJobOf(state, plan, rel)) };
}

/** A version's input from its parsed files: plus tags, categories and sidebars. */
export async function versionInputOf(state: SiteConfigState, { plan, files, jobs }: VersionFiles, parsed: ParsedContent[]): Promise<VersionInput> {
  const { root } = state;
  const tags = readVersionTags(root, plan);
  const categories = new Map<string, { meta?: CategoryMetadata; diagnostics: Diagnostic[] }>();
  for (const dir of docFolders(files)) categories.set(dir, readVersionCategory(root, plan, dir));
  const sidebars = await loadSidebarsDefinition(root, plan);
  return { plan, tags, files, jobs, parsed, categories, sidebars };
}

/** Reads one version: tags, files (parsed through the cache), categories, sidebars. */
export async function readVersionInput(state: SiteConfigState, plan: VersionPlan, cacheDir: string | undefined): Promise<VersionInput> {
  const listed = listVersionJobs(state, plan);
  const parsed = await parseFiles(listed.jobs, { cacheDir });
  await applySiteFrontMatter(listed.jobs, parsed, state.config.markdown.parseFrontMatter);
  return versionInputOf(state, listed, parsed);
}

export interface AssembleOptions {
  /** Validation of the assembled graph; `false` skips it. Default: validateSite. */
  validate?: false | ((graph: SiteGraph, configSource: string) => Diagnostic[]);
  /**
   * Docs made by an earlier call, by the parse they were made from (`docs serve` keeps one): a doc
   * whose parse, path, version, config and tags file are the same is copied instead of made again.
   */
  docCache?: DocCache;
  /**
   * Receives the diagnostics before validation, split into those of each doc file (parse, tags; by
   * source path) and the rest (config, versions, categories, sidebars, routes).
   */
  sink?: { docs: Map<string, Diagnostic[]>; other: Diagnostic[] };
  /** False when the trees stay where they were parsed (ContentWorkers): `trees` is left empty. */
  keepTrees?: boolean;
  /** The blogs as read (engine/blog/load.ts): their posts join the graph, their trees `trees`. */
  blogs?: ReadBlog[];
  /** The pages of src/pages as read (engine/pages/load.ts): they join the graph, their trees `trees`. */
  pages?: PagesInput;
}

interface CachedDoc {
  rel: string;
  source: string;
  format: 'md' | 'mdx';
  plan: VersionPlan;
  config: SiteConfig;
  tagsFile: TagsFile | undefined;
  doc: Doc;
  diagnostics: Diagnostic[];
}

/** See AssembleOptions.docCache. */
export type DocCache = WeakMap<ParsedContent, CachedDoc>;

/** A fresh copy of a cached doc: what assembling changes (sidebar, pagination, tag routes) is its own. */
function copyDoc(doc: Doc): Doc {
  return { ...doc, tags: doc.tags.map((t) => ({ ...t })), sidebarParentCategories: [] };
}

/** Where assembling puts what it finds: diagnostics (per doc or not), doc trees and input hashes. */
interface AssemblyOut {
  other: (list: Diagnostic[]) => void;
  docDiagnostics: (source: string, list: Diagnostic[]) => void;
  trees: Map<string, Root>;
  inputHashes: Map<string, string>;
}

/** A version's docs from their parsed files (drafts included), through the doc cache when it has them. */
function versionDocs(input: VersionInput, config: SiteConfig, options: AssembleOptions, out: AssemblyOut): Doc[] {
  const { plan } = input;
  const docsOptions = plan.docs;
  const onInlineTags = severityOf(docsOptions.onInlineTags);
  const all: Doc[] = [];
  for (let i = 0; i < input.files.length; i++) {
    const rel = input.files[i];
    const { source, format } = input.jobs[i];
    const parsed = input.parsed[i];
    const tagsFile = input.tags.tagsFile;
    const cached = options.docCache?.get(parsed);
    let doc: Doc;
    let tagDiagnostics: Diagnostic[];
    if (cached && cached.rel === rel && cached.source === source && cached.format === format && cached.plan === plan && cached.config === config && cached.tagsFile === tagsFile) {
      doc = copyDoc(cached.doc);
      tagDiagnostics = cached.diagnostics;
    } else {
      const tags = resolveDocTags(parsed.frontMatter.tags, tagsFile, onInlineTags, source, parsed.frontMatterLines.tags ?? 1);
      tagDiagnostics = tags.diagnostics;
      doc = createDoc({ parsed, relativeSource: rel, source, format, version: plan, tags: tags.tags, config, numberPrefixes: docsOptions.numberPrefixParser });
      if (options.docCache) {
        options.docCache.set(parsed, { rel, source, format, plan, config, tagsFile, doc, diagnostics: tags.diagnostics });
        doc = copyDoc(doc);
      }
    }
    out.docDiagnostics(doc.source, [...parsed.diagnostics, ...tagDiagnostics]);
    all.push(doc);
    if (parsed.inputHash) out.inputHashes.set(doc.key, parsed.inputHash);
    if (!doc.draft && options.keepTrees !== false) out.trees.set(doc.key, parsed.tree);
  }
  return all;
}

/** One docs version: its docs, sidebars (applied to the docs), tags and main doc. */
async function assembleVersion(input: VersionInput, state: SiteConfigState, options: AssembleOptions, out: AssemblyOut): Promise<{ version: Version; built: Doc[] }> {
  const { config, root, configFile } = state;
  const { plan } = input;
  const docsOptions = plan.docs;
  out.other(input.tags.diagnostics);
  const all = versionDocs(input, config, options, out);
  const categories = new Map<string, CategoryMetadata>();
  for (const [dir, { meta, diagnostics: d }] of input.categories) {
    out.other(d);
    if (meta) categories.set(dir, meta);
  }
  const built = all.filter((d) => !d.draft);
  out.other(duplicateDocIds(built));
  const docsById = new Map(built.map((d) => [d.id, d]));
  const definition = input.sidebars;
  out.other(definition.diagnostics);
  const legacyNames = legacySidebarNames(definition.raw, plan.versionName, definition.file, definition.source);
  if (legacyNames) out.other([legacyNames]);
  const sidebarDiagnostics: Diagnostic[] = [];
  const context: SidebarContext = {
    versionPath: plan.path,
    docsById,
    categories,
    collapsible: docsOptions.sidebarCollapsible,
    collapsed: docsOptions.sidebarCollapsed,
    numberPrefixes: docsOptions.numberPrefixParser,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    file: definition.file,
    source: definition.source,
    diagnostics: sidebarDiagnostics,
    ...(plan.labels ? { labels: plan.labels } : {}),
    categorySlugs: new GithubSlugger(),
    draftIds: new Set(all.filter((d) => d.draft).map((d) => d.id)),
  };
  const generator = docsOptions.sidebarItemsGenerator;
  const raw = generator
    ? await runSidebarItemsGenerator(definition.raw, context, { generator, versionName: plan.versionName, contentPath: plan.contentPath.split(path.sep).join('/'), absContentPath: path.join(root, plan.contentPath), configFile })
    : definition.raw;
  const sidebars = buildSidebars(raw, context);
  out.other(sidebarDiagnostics);
  applySidebarsToDocs(sidebars, docsById);
  const tagsBase = joinRoute(plan.path, docsOptions.tagsBasePath);
  const tags = collectTags(built, tagsBase, config.trailingSlash);
  const tagsPath = applyTrailingSlash(tagsBase, config.trailingSlash);
  const rootDoc = built.find((d) => d.permalink === plan.path || d.permalink === plan.path.replace(/\/$/, ''));
  const firstInSidebar = sidebars.length ? flattenSidebar(sidebars[0].items).find((e) => e.kind === 'doc') : undefined;
  const version: Version = {
    name: plan.name,
    versionName: plan.versionName,
    pluginId: plan.pluginId,
    label: plan.label,
    isLast: plan.isLast,
    path: plan.path,
    banner: plan.banner,
    badge: plan.badge,
    noIndex: plan.noIndex,
    className: plan.className,
    contentPath: plan.contentPath.split(path.sep).join('/'),
    ...(plan.localizedContentPath ? { localizedContentPath: plan.localizedContentPath } : {}),
    ...(plan.sidebarPath ? { sidebarPath: plan.sidebarPath.split(path.sep).join('/') } : {}),
    // Else the first doc by id, as Docusaurus sorts a version's docs.
    mainDocId: rootDoc?.id ?? firstInSidebar?.id ?? built.reduce<Doc | undefined>((first, doc) => (!first || doc.id.localeCompare(first.id) < 0 ? doc : first), undefined)?.id,
    docIds: built.map((d) => d.id),
    draftIds: all.filter((d) => d.draft).map((d) => d.id),
    draftSources: all.filter((d) => d.draft).map((d) => d.source),
    sidebars,
    tags,
    tagsPath,
  };
  return { version, built };
}

/** The blog and the pages of src/pages into the graph; their trees stay on this thread (list pages and feeds need them all). */
function attachBlogAndPages(graph: SiteGraph, config: SiteConfig, options: AssembleOptions, out: AssemblyOut): void {
  for (const read of options.blogs ?? []) {
    out.other(read.diagnostics);
    if (!('options' in read)) continue;
    const assembled = assembleBlog(read, config);
    out.other(assembled.other);
    out.other(applyLastUpdates(graph.siteDir, assembled.blog.posts, read.options, [read.path, blogLocalizedPath(config, graph.locale.locale, read.pluginId)], undefined, 'blog post'));
    for (const [source, list] of assembled.postDiagnostics) out.docDiagnostics(source, list);
    for (const [key, tree] of assembled.trees) out.trees.set(key, tree);
    graph.blogs.push(assembled.blog);
  }
  if (options.pages) {
    const assembled = assemblePages(options.pages);
    for (const { options: folder, pages, folders } of assembled.byFolder) out.other(applyLastUpdates(graph.siteDir, pages, folder, folders, undefined, 'page'));
    for (const [source, list] of assembled.diagnostics) out.docDiagnostics(source, list);
    for (const [key, tree] of assembled.trees) out.trees.set(key, tree);
    graph.pages = assembled.pages;
  }
}

/** Builds the SiteGraph from what was read: docs, sidebars, pagination, tags, routes; then validates. */
export async function assembleSite(state: SiteConfigState, sitePlan: SitePlan, inputs: VersionInput[], options: AssembleOptions = {}): Promise<LoadedSite> {
  const { root, config } = state;
  const diagnostics: Diagnostic[] = [...state.diagnostics, ...sitePlan.diagnostics];
  options.sink?.other.push(...diagnostics);
  const out: AssemblyOut = {
    other: (list) => {
      diagnostics.push(...list);
      options.sink?.other.push(...list);
    },
    docDiagnostics: (source, list) => {
      diagnostics.push(...list);
      options.sink?.docs.set(source, list);
    },
    trees: new Map(),
    inputHashes: new Map(),
  };
  const versions: Version[] = [];
  const docs: Doc[] = [];
  for (const instance of docsInstancesOf(config)) {
    const own = inputs.filter((input) => input.plan.pluginId === instance.id);
    const instanceDocs: Doc[] = [];
    for (const input of own) {
      const { version, built } = await assembleVersion(input, state, options, out);
      versions.push(version);
      instanceDocs.push(...built);
    }
    out.other(applyLastUpdates(root, instanceDocs, instance, own.flatMap(({ plan }) => [plan.contentPath.split(path.sep).join('/'), ...(plan.localizedContentPath ? [plan.localizedContentPath] : [])])));
    docs.push(...instanceDocs);
  }

  const graph: SiteGraph = { siteDir: root, configFile: state.configFile, config, locale: state.locale, locales: state.locales, versions, docs, routes: [], redirects: [], blogs: [], ...(Object.keys(state.translations).length ? { translations: state.translations } : {}), ...(Object.keys(state.globalComponents).length ? { mdxComponents: state.globalComponents } : {}) };
  attachBlogAndPages(graph, config, options, out);
  const routes = collectRoutes(graph);
  graph.routes = routes.routes;
  out.other(routes.diagnostics);
  const redirects = collectRedirects({ options: config.clientRedirects, routes: graph.routes, trailingSlash: config.trailingSlash, configFile: state.configFile, configSource: state.configSource });
  graph.redirects = redirects.redirects;
  out.other(redirects.diagnostics);
  if (options.validate !== false) diagnostics.push(...(options.validate ?? validateSite)(graph, state.configSource));
  return { graph, trees: out.trees, inputHashes: out.inputHashes, diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)) };
}

/** The parse cache folder for a site and load options (undefined: no cache). */
export function cacheDirOf(root: string, options: LoadOptions): string | undefined {
  return options.cache === false || process.env.DOCS_NO_CACHE ? undefined : (options.cache ?? defaultCacheDir(root));
}

/** Loads a site: config, content, graph, and (unless disabled) validation diagnostics. */
export async function loadSite(siteDir: string, options: LoadOptions = {}): Promise<LoadedSite> {
  const root = path.resolve(siteDir);
  const state = options.configState ?? (await loadSiteConfig(root, options.config, options.locale));
  const sitePlan = planSite(state);
  const cacheDir = cacheDirOf(root, options);
  // Every version's files are parsed together (one set of workers for the whole site).
  const listed = sitePlan.versions.map((plan) => listVersionJobs(state, plan));
  const jobs = listed.flatMap((l) => l.jobs);
  const withTrees = options.trees !== false;
  const pooled = withTrees && options.contentWorkers ? await ContentWorkers.open(jobs, { cacheDir, threads: options.threads, ...(options.workerPreload ? { preload: options.workerPreload } : {}) }) : undefined;
  try {
    const parsed = pooled?.parsed ?? (withTrees ? await parseFiles(jobs, { cacheDir, threads: options.threads }) : await parseWithoutTrees(jobs, { cacheDir, threads: options.threads }));
    await applySiteFrontMatter(jobs, parsed, state.config.markdown.parseFrontMatter);
    const inputs: VersionInput[] = [];
    let offset = 0;
    for (const version of listed) inputs.push(await versionInputOf(state, version, parsed.slice(offset, (offset += version.jobs.length))));
    const blogs = await readBlogInputs({ ...state, locale: state.locale.locale }, cacheDir);
    const pages = await readPagesInput(root, state.config, cacheDir, state.locale.locale, state.globalComponents);
    const site = await assembleSite(state, sitePlan, inputs, { validate: options.validate === false ? false : validateSite, keepTrees: withTrees && !pooled, blogs, ...(pages ? { pages } : {}) });
    return pooled ? { ...site, workers: pooled.workers } : site;
  } catch (error) {
    await pooled?.workers.close();
    throw error;
  }
}

/** Drops repeated diagnostics (same place, rule and message). */
export function dedupeDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
