/**
 * A loaded site that stays loaded: `docs serve` keeps one SiteSession and hands it the files that
 * changed. Each change redoes only its own phase of loading (engine/load.ts): an edited doc is read
 * and parsed again (through the parse cache) and nothing else is read from disk; a `_category_`
 * file, a tags file or a sidebars file re-reads only itself; a doc added or removed re-lists its
 * version folder; the config file or versions.json reload everything. The graph is then assembled
 * again from what is in memory, and validated incrementally (engine/session/validate.ts).
 */
import { applySiteFrontMatter } from '../content/site-front-matter.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ParsedContent } from '../content/parse.js';
import { loadParser, type ParseJob, parseThroughCache, readJobSource, withPartials, withReadDiagnostics, writeCachedParse } from '../content/parse-files.js';
import { type Diagnostic, severityOf, sortDiagnostics } from '../diagnostics.js';
import { createDoc } from '../graph/docs.js';
import { resolveDocTags, tagRoute } from '../graph/tags.js';
import type { Doc, SiteGraph } from '../graph/types.js';
import { CONFIG_CANDIDATES } from '../config/load.js';
import { SIDEBAR_CANDIDATES, versioningPaths } from '../graph/versions.js';
import { GLOBAL_COMPONENTS_FOLDER } from '../content/global-components.js';
import { DEFAULT_DOCS_ID, docsInstancesOf, localizationDir } from '../config/schema.js';
import {
  assembleSite,
  cacheDirOf,
  dedupeDiagnostics,
  type DocCache,
  docFolders,
  type LoadedSite,
  type LoadOptions,
  listVersionFiles,
  loadSidebarsDefinition,
  loadSiteConfig,
  parseJobOf,
  planSite,
  readVersionCategory,
  readVersionInput,
  readVersionTags,
  type SiteConfigState,
  type SitePlan,
  type VersionInput,
  currentTagsFileOf,
  tagsNameOf,
} from '../load.js';
import { type ReadBlog, readBlogInputs } from '../blog/load.js';
import { pagesInstancesOf, readPagesInput } from '../pages/load.js';
import { IncrementalValidator } from './validate.js';

export type ChangeEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

/** One file system change, as the watcher reports it (absolute path). */
export interface FileChange {
  event: ChangeEvent;
  path: string;
}

/** What a load or an update produced. */
export interface SessionUpdate {
  site: LoadedSite;
  /** Config or versions reloaded: anything may have changed (assets, static folders, base URL). */
  full: boolean;
  /** False when the changes changed nothing (a file saved without edits, an excluded file). */
  modified: boolean;
  /** Non-doc files of content folders that changed (images next to docs), absolute paths. */
  assets: string[];
  /** Files of static folders that changed. */
  staticFiles: { event: ChangeEvent; abs: string; dir: string; rel: string }[];
  /** Bumped whenever files appear or disappear in content or static folders. */
  fileEpoch: number;
  /** Site-relative paths of the files that made a difference. */
  changed: string[];
  /** Milliseconds spent per phase. */
  timings: Record<string, number>;
  /**
   * True when only doc bodies changed: routes, sidebars, tags and versions are the same objects as
   * in the previous update, and `changedDocs` lists the docs (keys) that were parsed again.
   */
  sameStructure: boolean;
  changedDocs: string[];
}

/** `locale`: the one locale to load (default: the default locale), as `docs serve --locale`. */
export type SessionOptions = Pick<LoadOptions, 'config' | 'cache' | 'locale'>;

interface Reparsed {
  input: VersionInput;
  index: number;
  parsed: ParsedContent;
}

/** What of a doc its graph's structure reads: routes, sidebars, pagination, tags, version lists. */
function structureKey(doc: Doc, tagRouteOf: (permalink: string) => string): string {
  const fm = doc.frontMatter;
  return JSON.stringify([
    doc.key,
    doc.id,
    doc.permalink,
    doc.slug,
    doc.sidebarLabel,
    doc.sidebarPosition ?? null,
    doc.sidebarClassName ?? null,
    doc.isCategoryIndex,
    doc.unlisted,
    doc.draft,
    fm.pagination_label ?? null,
    fm.pagination_prev ?? null,
    fm.pagination_next ?? null,
    // displayed_sidebar: null (no sidebar) differs from unset; a sidebars-file label yields to sidebar_label.
    'displayed_sidebar' in fm ? fm.displayed_sidebar : '(unset)',
    'sidebar_label' in fm,
    doc.frontMatterLines.slug ?? null,
    doc.frontMatterLines.id ?? null,
    doc.tags.map((t) => [t.key, t.label, tagRouteOf(t.permalink), t.description ?? null, t.declared]),
  ]);
}

/** What a batch of file changes asks the session to redo, phase by phase. */
interface ChangePlan {
  /** Site-relative paths of the files that made a difference. */
  changed: Set<string>;
  assets: string[];
  staticFiles: SessionUpdate['staticFiles'];
  /** Versions whose doc files came or went: listed again. */
  relist: Set<VersionInput>;
  /** Docs (version-relative paths) to parse again. */
  reparse: Map<VersionInput, Set<string>>;
  /** Folders whose `_category_` file changed. */
  categories: Map<VersionInput, Set<string>>;
  sidebars: Set<VersionInput>;
  tags: boolean;
  blog: boolean;
  pages: boolean;
  fileEpochBump: boolean;
}

interface WatchedFiles {
  configFile: string;
  /** versions.json and each other docs instance's `{id}_versions.json`. */
  versionsFiles: Set<string>;
  /** A file in a docs instance's versioned sidebars folder. */
  isVersionedSidebars: (rel: string) => boolean;
  sidebarFiles: Map<string, VersionInput[]>;
  isTagsFile: (rel: string) => boolean;
  /** The folder of each blog that was read. */
  blogPaths: string[];
  /** The folders of the pages plugin instances. */
  pagesPaths: string[];
  localePath: string;
  staticDirs: { abs: string; rel: string }[];
}

function addTo<K>(map: Map<K, Set<string>>, key: K, value: string): void {
  if (!map.has(key)) map.set(key, new Set());
  map.get(key)!.add(value);
}

/** A change inside a static folder; ignored when in none. */
function sortStaticChange(change: FileChange, rel: string, staticDirs: { abs: string; rel: string }[], plan: ChangePlan): void {
  const dir = staticDirs.find((d) => inside(rel, d.rel));
  if (!dir) return;
  plan.staticFiles.push({ event: change.event, abs: change.path, dir: dir.abs, rel: rel.slice(dir.rel.length + 1) });
  plan.fileEpochBump ||= change.event !== 'change';
  plan.changed.add(rel);
}

const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;
const DOC_FILE = /\.mdx?$/i;

const toPosix = (p: string) => p.split(path.sep).join('/');
/** The folder of the loaded locale's translations, `i18n/{locale}` (its localeConfigs path), relative to the root. */
const localeFolder = (state: SiteConfigState) => toPosix(path.relative(state.root, path.resolve(state.root, localizationDir(state.config, state.locale.locale))));
const inside = (rel: string, dir: string) => dir === '' || dir === '.' || rel === dir || rel.startsWith(`${dir}/`);
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

export class SiteSession {
  readonly root: string;
  private readonly options: SessionOptions;
  private readonly cacheDir: string | undefined;
  private state?: SiteConfigState;
  private sitePlan?: SitePlan;
  private inputs: VersionInput[] = [];
  /** The blogs as read (all re-read when a file in one's folder changes). */
  private blogs: ReadBlog[] = [];
  /** The pages of src/pages as read (re-read whole when a file in their folder changes). */
  private pages?: Awaited<ReturnType<typeof readPagesInput>>;
  private validator = new IncrementalValidator();
  private docCache: DocCache = new WeakMap();
  /** Hash of the text each doc was last parsed from (absolute path), to skip saves without edits. */
  private textHashes = new Map<string, string>();
  private pendingCacheWrites: [file: string, parsed: ParsedContent][] = [];
  private cacheTimer: NodeJS.Timeout | undefined;
  private fileEpoch = 0;
  /** The last assembled site, with its diagnostics before validation (per doc file, and the rest). */
  private last?: { site: LoadedSite; docDiagnostics: Map<string, Diagnostic[]>; otherDiagnostics: Diagnostic[] };

  constructor(root: string, options: SessionOptions = {}) {
    this.root = path.resolve(root);
    this.options = options;
    this.cacheDir = cacheDirOf(this.root, options);
  }

  /** The config file (relative to the root) of the last successful load. */
  get configFile(): string | undefined {
    return this.state?.configFile;
  }

  /** Loads everything; throws SiteLoadError when the config cannot be used (the previous state stays). */
  async load(): Promise<SessionUpdate> {
    // A session parses each edit on this thread (parseFile).
    await loadParser();
    const timings: Record<string, number> = {};
    let t = performance.now();
    const state = await loadSiteConfig(this.root, this.options.config, this.options.locale);
    timings.config = performance.now() - t;
    t = performance.now();
    const sitePlan = planSite(state);
    const inputs: VersionInput[] = [];
    for (const plan of sitePlan.versions) inputs.push(await readVersionInput(state, plan, this.cacheDir));
    this.blogs = await readBlogInputs({ ...state, locale: state.locale.locale }, this.cacheDir);
    this.pages = await readPagesInput(this.root, state.config, this.cacheDir, state.locale.locale, state.globalComponents);
    timings.read = performance.now() - t;
    this.state = state;
    this.sitePlan = sitePlan;
    this.inputs = inputs;
    this.textHashes.clear();
    this.validator = new IncrementalValidator();
    this.docCache = new WeakMap();
    this.fileEpoch++;
    return { ...(await this.assemble(timings)), full: true, modified: true, assets: [], staticFiles: [], changed: [], sameStructure: false, changedDocs: [] };
  }

  /**
   * Applies file changes. Config and versions.json changes reload everything (and throw like `load`
   * when the config is broken); anything else updates the loaded state in place.
   */
  async update(changes: FileChange[]): Promise<SessionUpdate> {
    const state = this.state;
    const sitePlan = this.sitePlan;
    if (!state || !sitePlan) return this.load();
    const timings: Record<string, number> = {};
    const started = performance.now();
    const plan = this.sortChanges(changes, state);
    if (plan === 'reload') return this.load();
    const { changed, assets, staticFiles } = plan;

    let t = performance.now();
    const content = await this.rereadDocs(plan, state);
    timings.parse = performance.now() - t;
    t = performance.now();
    const structure = await this.rereadStructure(plan, state);
    timings.read = performance.now() - t;
    let modified = staticFiles.length > 0 || assets.length > 0 || content.modified || structure;
    if (plan.fileEpochBump) {
      this.fileEpoch++;
      modified = true;
    }
    const same = { full: false, assets, staticFiles, changed: [...changed] };
    if (!modified && this.last) {
      return { site: this.last.site, fileEpoch: this.fileEpoch, timings, ...same, modified: false, sameStructure: true, changedDocs: [] };
    }
    const structureKept = plan.relist.size === 0 && plan.categories.size === 0 && !plan.tags && plan.sidebars.size === 0 && !plan.fileEpochBump;
    const fast = structureKept ? this.bodiesOnly(content.reparsed, timings) : undefined;
    const result = fast ?? { ...(await this.assemble(timings)), sameStructure: false, changedDocs: [] };
    timings.total = performance.now() - started;
    return { ...result, ...same, modified };
  }

  /** The files whose change means more than a doc or an asset: config, sidebars, tags files, static folders. */
  private watchedFiles(state: SiteConfigState): WatchedFiles {
    const sidebarFiles = new Map<string, VersionInput[]>();
    for (const input of this.inputs) {
      if (!input.plan.sidebarPath) continue;
      const key = toPosix(input.plan.sidebarPath);
      sidebarFiles.set(key, [...(sidebarFiles.get(key) ?? []), input]);
    }
    const tagsFiles = new Set<string>();
    for (const { plan } of this.inputs) {
      const name = tagsNameOf(plan);
      if (!name) continue;
      // The instance's tags file, the version's own and its translation's (read instead, once created).
      for (const file of [currentTagsFileOf(plan), path.join(plan.contentPath, name), plan.localizedContentPath && path.join(plan.localizedContentPath, name)]) if (file) tagsFiles.add(toPosix(file));
    }
    const isTagsFile = (rel: string) => tagsFiles.has(rel);
    const blogPaths = this.blogPaths();
    const pagesPaths = pagesInstancesOf(state.config).map((instance) => toPosix(instance.path.replace(/^\.\/+/, '').replace(/\/+$/, '')));
    const versioning = docsInstancesOf(state.config).map((instance) => versioningPaths(instance.id));
    const versionsFiles = new Set(versioning.map((p) => p.versionsFile));
    const isVersionedSidebars = (rel: string) => versioning.some((p) => path.posix.dirname(rel) === p.sidebarsFolder && rel.endsWith('.json'));
    return { configFile: toPosix(state.configFile), versionsFiles, isVersionedSidebars, sidebarFiles, isTagsFile, blogPaths, pagesPaths, localePath: localeFolder(state), staticDirs: this.staticDirs() };
  }

  /** Sorts a batch of changes by the phase each one redoes; 'reload' when one needs a full load. */
  private sortChanges(changes: FileChange[], state: SiteConfigState): ChangePlan | 'reload' {
    const plan: ChangePlan = { changed: new Set(), assets: [], staticFiles: [], relist: new Set(), reparse: new Map(), categories: new Map(), sidebars: new Set(), tags: false, blog: false, pages: false, fileEpochBump: false };
    const files = this.watchedFiles(state);
    for (const change of changes) {
      const rel = toPosix(path.relative(this.root, change.path));
      if (rel.startsWith('../') || path.isAbsolute(rel)) continue;
      if (rel === files.configFile || files.versionsFiles.has(rel)) return 'reload';
      // The site's stylesheets (CSS or Sass) are bundled when the build folder is reset, which a reload does.
      if (/\.(?:css|s[ac]ss)$/.test(rel) && this.customCssDirs().some((dir) => inside(rel, dir))) return 'reload';
      // The global MDX components are read with the config.
      if (inside(rel, GLOBAL_COMPONENTS_FOLDER) && /^MDXComponents(?:\.|\/)/.test(rel.slice(GLOBAL_COMPONENTS_FOLDER.length + 1))) return 'reload';
      // The locale's translations (docs, code.json, navbar.json, footer.json) are read with the config.
      if (inside(rel, files.localePath)) return 'reload';
      // An edited partial or raw-loaded file: the docs that import it are parsed again (their own text is unchanged).
      for (const importer of this.importersOf(change.path)) {
        this.textHashes.delete(importer.job.abs);
        addTo(plan.reparse, importer.input, importer.rel);
      }
      const sidebarInputs = files.sidebarFiles.get(rel);
      if (sidebarInputs) {
        if (change.event === 'unlink') return 'reload';
        for (const input of sidebarInputs) plan.sidebars.add(input);
        plan.changed.add(rel);
        continue;
      }
      // A sidebars file that appears (or goes) changes which versions read one: plan again.
      if ((SIDEBAR_CANDIDATES.includes(rel) || files.isVersionedSidebars(rel)) && change.event !== 'change') return 'reload';
      if (files.isTagsFile(rel)) {
        plan.tags = true;
        plan.changed.add(rel);
      } else if (files.blogPaths.some((dir) => inside(rel, dir))) {
        plan.blog = true;
        plan.changed.add(rel);
      } else if (files.pagesPaths.some((folder) => inside(rel, folder))) {
        plan.pages = true;
        plan.changed.add(rel);
      } else if (!this.sortContentChange(change, rel, plan)) sortStaticChange(change, rel, files.staticDirs, plan);
    }
    return plan;
  }

  /** A change inside a docs version's folder (a folder, a category file, a doc, an asset); false when in none. */
  private sortContentChange(change: FileChange, rel: string, plan: ChangePlan): boolean {
    const input = this.inputs.find((i) => inside(rel, toPosix(i.plan.contentPath)));
    if (!input) return false;
    const contentPath = toPosix(input.plan.contentPath);
    const inVersion = rel === contentPath ? '' : rel.slice(contentPath.length + 1);
    const name = path.posix.basename(inVersion);
    if (change.event === 'addDir' || change.event === 'unlinkDir') {
      plan.relist.add(input);
      plan.fileEpochBump = true;
    } else if (CATEGORY_FILE.test(name)) {
      const dir = path.posix.dirname(inVersion);
      addTo(plan.categories, input, dir === '.' ? '' : dir);
      plan.changed.add(rel);
    } else if (DOC_FILE.test(name)) {
      if (change.event === 'change' && input.files.includes(inVersion)) addTo(plan.reparse, input, inVersion);
      else plan.relist.add(input);
      plan.fileEpochBump ||= change.event !== 'change';
    } else {
      plan.assets.push(change.path);
      plan.fileEpochBump ||= change.event !== 'change';
      plan.changed.add(rel);
    }
    return true;
  }

  /** Versions whose files came or went are listed again; edited docs are parsed again. */
  private async rereadDocs(plan: ChangePlan, state: SiteConfigState): Promise<{ modified: boolean; reparsed: Reparsed[] }> {
    let modified = false;
    for (const input of plan.relist) {
      const added = this.relistVersion(input, plan.changed);
      if (added) {
        modified = true;
        // New files: copies of their parse as written, given the site's parseFrontMatter.
        for (const i of added) input.parsed[i] = { ...input.parsed[i] };
        await applySiteFrontMatter(added.map((i) => input.jobs[i]), added.map((i) => input.parsed[i]), state.config.markdown.parseFrontMatter);
      }
      plan.reparse.delete(input);
    }
    const reparsed: Reparsed[] = [];
    for (const [input, files] of plan.reparse) {
      for (const rel of files) {
        const index = input.files.indexOf(rel);
        const written = this.parseFile(input.jobs[index]);
        if (!written) continue;
        // A copy: the parse as written goes to the cache, the site's parseFrontMatter reads it for the page.
        const parsed = { ...written };
        await applySiteFrontMatter([input.jobs[index]], [parsed], state.config.markdown.parseFrontMatter);
        input.parsed[index] = parsed;
        reparsed.push({ input, index, parsed });
        plan.changed.add(toPosix(input.jobs[index].source));
        modified = true;
      }
    }
    return { modified, reparsed };
  }

  /** Category files, tags files, sidebars and the blog read again; true when the site changed. */
  private async rereadStructure(plan: ChangePlan, state: SiteConfigState): Promise<boolean> {
    let modified = false;
    for (const [input, dirs] of plan.categories) {
      for (const dir of dirs) {
        if (!input.categories.has(dir)) continue;
        const before = JSON.stringify(input.categories.get(dir));
        const read = readVersionCategory(this.root, input.plan, dir);
        if (JSON.stringify(read) === before) continue;
        input.categories.set(dir, read);
        modified = true;
      }
    }
    if (plan.tags) {
      for (const input of this.inputs) input.tags = readVersionTags(this.root, input.plan);
      modified = true;
    }
    for (const input of plan.sidebars) {
      input.sidebars = await loadSidebarsDefinition(this.root, input.plan);
      modified = true;
    }
    if (plan.blog) {
      this.blogs = await readBlogInputs({ ...state, locale: state.locale.locale }, this.cacheDir);
      plan.fileEpochBump = true;
    }
    if (plan.pages) {
      this.pages = await readPagesInput(this.root, state.config, this.cacheDir, state.locale.locale, state.globalComponents);
      plan.fileEpochBump = true;
    }
    return modified;
  }

  /** The folder of each blog that was read (relative to the site). */
  private blogPaths(): string[] {
    return this.blogs.flatMap((read) => ('path' in read ? [read.path] : []));
  }

  /** Absolute paths to watch: config, versions, sidebars, content and static folders, tags files. */
  watchTargets(): string[] {
    const targets = new Set<string>([...SIDEBAR_CANDIDATES, ...CONFIG_CANDIDATES]);
    for (const instance of this.state ? docsInstancesOf(this.state.config) : [{ id: DEFAULT_DOCS_ID }]) for (const target of Object.values(versioningPaths(instance.id))) targets.add(target);
    if (this.state) targets.add(this.state.configFile);
    else if (this.options.config) targets.add(this.options.config);
    for (const input of this.inputs) {
      targets.add(input.plan.contentPath);
      if (input.plan.sidebarPath) targets.add(input.plan.sidebarPath);
    }
    for (const input of this.inputs) {
      const tagsFile = currentTagsFileOf(input.plan);
      if (tagsFile) targets.add(tagsFile);
    }
    for (const dir of this.blogPaths()) targets.add(dir);
    if (this.state) for (const instance of pagesInstancesOf(this.state.config)) targets.add(instance.path);
    if (this.state) targets.add(localeFolder(this.state));
    for (const dir of this.staticDirs()) targets.add(dir.rel);
    for (const dir of this.customCssDirs()) targets.add(dir);
    targets.add(GLOBAL_COMPONENTS_FOLDER);
    // Partials and raw-loaded files wherever they are in the site (a shared folder beside docs/).
    for (const input of this.inputs) for (const parsed of input.parsed) for (const file of parsed.dependencies ?? []) targets.add(path.relative(this.root, file));
    return [...targets].map((t) => path.resolve(this.root, t));
  }

  /** Writes the parses made by updates to the parse cache (done after the rebuild, off the hot path). */
  flushCache(): void {
    if (this.cacheTimer) clearTimeout(this.cacheTimer);
    this.cacheTimer = undefined;
    for (const [file, parsed] of this.pendingCacheWrites.splice(0)) writeCachedParse(file, parsed);
  }

  /** The folders of the site's customCss files (relative, posix): an edit there rebuilds the stylesheet. */
  private customCssDirs(): string[] {
    if (!this.state) return [];
    return this.state.config.customCss.map((f) => toPosix(path.relative(this.root, path.dirname(path.resolve(this.root, f)))));
  }

  private staticDirs(): { abs: string; rel: string }[] {
    if (!this.state) return [];
    return this.state.config.staticDirectories.map((d) => {
      const abs = path.resolve(this.root, d);
      return { abs, rel: toPosix(path.relative(this.root, abs)) };
    });
  }

  private async assemble(timings: Record<string, number>): Promise<{ site: LoadedSite; fileEpoch: number; timings: Record<string, number> }> {
    const state = this.state!;
    const t = performance.now();
    let validateMs = 0;
    const sink = { docs: new Map<string, Diagnostic[]>(), other: [] as Diagnostic[] };
    const site = await assembleSite(state, this.sitePlan!, this.inputs, {
      docCache: this.docCache,
      sink,
      blogs: this.blogs,
      ...(this.pages ? { pages: this.pages } : {}),
      validate: (graph) => {
        const v = performance.now();
        const out: Diagnostic[] = this.validator.validate(graph, state.configSource, this.fileEpoch);
        validateMs = performance.now() - v;
        return out;
      },
    });
    this.last = { site, docDiagnostics: sink.docs, otherDiagnostics: sink.other };
    timings.validate = validateMs;
    timings.assemble = performance.now() - t - validateMs;
    return { site, fileEpoch: this.fileEpoch, timings };
  }

  /**
   * The fast path of an edit that changes only doc bodies: when each reparsed doc keeps everything
   * the graph's structure reads (id, route, sidebar label and position, tags, pagination, flags),
   * the previous graph is kept and only those docs are replaced; else undefined (assemble all).
   */
  private bodiesOnly(reparsed: Reparsed[], timings: Record<string, number>): Omit<SessionUpdate, 'full' | 'modified' | 'assets' | 'staticFiles' | 'changed'> | undefined {
    const last = this.last;
    const state = this.state!;
    if (!last) return undefined;
    const t = performance.now();
    const graph = last.site.graph;
    const indexBySource = new Map<string, number>();
    graph.docs.forEach((d, i) => indexBySource.set(d.source, i));
    const docs = graph.docs.slice();
    const trees = new Map(last.site.trees);
    const docDiagnostics = new Map(last.docDiagnostics);
    const changedDocs: string[] = [];
    for (const { input, index, parsed } of reparsed) {
      const job = input.jobs[index];
      const source = toPosix(job.source);
      const at = indexBySource.get(source);
      if (at === undefined) return undefined; // a draft, or a doc that was not built
      const old = graph.docs[at];
      const version = graph.versions.find((v) => v.name === old.version);
      const docsOptions = input.plan.docs;
      const tags = resolveDocTags(parsed.frontMatter.tags, input.tags.tagsFile, severityOf(docsOptions.onInlineTags), job.source, parsed.frontMatterLines.tags ?? 1);
      const doc = createDoc({ parsed, relativeSource: input.files[index], source: job.source, format: job.format, version: input.plan, tags: tags.tags, config: state.config, numberPrefixes: docsOptions.numberPrefixParser });
      // The doc's tags as collectTags makes them routes (the version's tags path holds the trailing slash when the site wants one).
      if (!version || structureKey(doc, (p) => tagRoute(version.tagsPath.replace(/\/$/, ''), p, state.config.trailingSlash)) !== structureKey(old, (p) => p)) return undefined;
      // A sidebarItemsGenerator reads every doc's title and front matter: a change there may change the sidebar.
      if (docsOptions.sidebarItemsGenerator && (doc.title !== old.title || JSON.stringify(doc.frontMatter) !== JSON.stringify(old.frontMatter))) return undefined;
      // What assembling added to the doc (sidebar, pagination, categories, tag routes) is unchanged.
      const next: Doc = { ...doc, tags: old.tags, sidebarParentCategories: old.sidebarParentCategories };
      if ('sidebar' in old) next.sidebar = old.sidebar;
      if ('previous' in old) next.previous = old.previous;
      if ('next' in old) next.next = old.next;
      docs[at] = next;
      trees.set(next.key, parsed.tree);
      docDiagnostics.set(source, [...parsed.diagnostics, ...tags.diagnostics]);
      changedDocs.push(next.key);
    }
    const nextGraph: SiteGraph = { ...graph, docs };
    const v = performance.now();
    const validation = this.validator.validate(nextGraph, state.configSource, this.fileEpoch, changedDocs);
    timings.validate = performance.now() - v;
    const all = [...last.otherDiagnostics];
    for (const list of docDiagnostics.values()) all.push(...list);
    all.push(...validation);
    const site: LoadedSite = { graph: nextGraph, trees, diagnostics: sortDiagnostics(dedupeDiagnostics(all)) };
    this.last = { site, docDiagnostics, otherDiagnostics: last.otherDiagnostics };
    timings.assemble = performance.now() - t - timings.validate;
    return { site, fileEpoch: this.fileEpoch, timings, sameStructure: true, changedDocs };
  }

  /** Lists a version folder again; keeps the parses of files still there. Returns whether it changed. */
  /** Lists a version's files again; the indexes of the files parsed anew when the list changed, else undefined. */
  private relistVersion(input: VersionInput, changed: Set<string>): number[] | undefined {
    const state = this.state!;
    const files = listVersionFiles(this.root, input.plan);
    const known = new Map(input.files.map((rel, i) => [rel, i]));
    const sameList = files.length === input.files.length && files.every((f, i) => f === input.files[i]);
    const jobs: ParseJob[] = [];
    const parsed: ParsedContent[] = [];
    const added: number[] = [];
    let modified = !sameList;
    for (const rel of files) {
      const i = known.get(rel);
      if (i !== undefined) {
        jobs.push(input.jobs[i]);
        parsed.push(input.parsed[i]);
        continue;
      }
      const job = parseJobOf(state, input.plan, rel);
      this.textHashes.delete(job.abs);
      const fresh = this.parseFile(job);
      if (!fresh) continue; // gone again already
      modified = true;
      changed.add(toPosix(job.source));
      added.push(jobs.length);
      jobs.push(job);
      parsed.push(fresh);
    }
    const listed = new Set(files);
    for (const rel of input.files) if (!listed.has(rel)) changed.add(toPosix(path.join(input.plan.contentPath, rel)));
    input.files = jobs.map((j) => toPosix(path.relative(path.join(this.root, input.plan.contentPath), j.abs)));
    input.jobs = jobs;
    input.parsed = parsed;
    const folders = docFolders(input.files);
    for (const dir of [...input.categories.keys()]) if (!folders.has(dir)) input.categories.delete(dir);
    for (const dir of folders) if (!input.categories.has(dir)) input.categories.set(dir, readVersionCategory(this.root, input.plan, dir));
    return modified ? added : undefined;
  }

  /**
   * Reads and parses one doc file when its text changed since the last parse (else undefined).
   * The parse cache is read; a new parse is written to it later (flushCache), not on the hot path.
   */
  private parseFile(job: ParseJob): ParsedContent | undefined {
    const read = readJobSource(job);
    const text = read.text;
    const hash = sha1(`${read.usable}\0${text}`);
    const previous = this.textHashes.get(job.abs);
    this.textHashes.set(job.abs, hash);
    if (previous === hash) return undefined;
    return withReadDiagnostics(read, () => {
      const { parsed, store } = parseThroughCache(text, job, this.cacheDir);
      if (store) {
        // Cache writes wait for a quiet moment: an edit's rebuild does not wait for the disk.
        this.pendingCacheWrites.push([store, parsed]);
        if (!this.cacheTimer) this.cacheTimer = setTimeout(() => this.flushCache(), 500);
        this.cacheTimer.unref?.();
      }
      return withPartials(parsed, job, this.cacheDir);
    });
  }

  /** The docs (input, file) that import `abs` (a partial), directly or through other partials. */
  private importersOf(abs: string): { input: VersionInput; rel: string; job: ParseJob }[] {
    const out: { input: VersionInput; rel: string; job: ParseJob }[] = [];
    for (const input of this.inputs) {
      input.parsed.forEach((parsed, i) => {
        if (parsed.dependencies?.includes(abs)) out.push({ input, rel: input.files[i], job: input.jobs[i] });
      });
    }
    return out;
  }

}
