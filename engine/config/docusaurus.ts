/**
 * Reading a Docusaurus config as ours: the classic preset's `docs` and `blog` options move to the top
 * level, `markdown.hooks` become the onBroken* settings, and keys that only make sense to Docusaurus's
 * own build (plugins, webpack, client modules...) are set aside with one warning each when they would
 * have changed the site, silently otherwise. Everything else is validated by the schema as usual.
 */
import type { Diagnostic } from '../diagnostics.js';
import { readMarkdownPlugins, type RemarkPluginEntry, runnableRemarkPlugins, standInPackage } from './markdown-plugins.js';
import { readPlugins } from './plugins.js';
import { CLASSIC_THEMES, classicThemeCustomCss, customCssList } from './custom-css.js';

/** Top-level Docusaurus keys that have no effect here and need no warning. */
const IGNORED_TOP_LEVEL = ['future', 'webpack', 'ssrTemplate', 'storage', 'deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner'];
/** Top-level keys that would change the site in Docusaurus: set aside with a warning. */
const UNSUPPORTED_TOP_LEVEL: Record<string, string> = {
  themes: 'Docusaurus themes are not used; the built-in theme renders the site',
};
/** Docs plugin options with no equivalent here (remark/rehype plugins run JavaScript we never run). */
const IGNORED_DOCS_OPTIONS = [
  'id',
  'remarkPlugins',
  'rehypePlugins',
  'recmaPlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'admonitions',
  'docItemComponent',
  'docTagDocListComponent',
  'docTagsListComponent',
  'docCategoryGeneratedIndexComponent',
  'docsRootComponent',
  'docVersionRootComponent',
  'docRootComponent',
];
/** What is lost with a Docusaurus theme the engine does not use, by package. */
const THEME_LOSSES: Record<string, string> = {
  '@docusaurus/theme-live-codeblock': '```jsx live code blocks are shown as static code, without the editor and result',
};

/** The ignored themes, by name, with what each one's absence loses when known (for the `themes` warning). */
function themesNamed(themes: unknown): string {
  const names = (Array.isArray(themes) ? themes : [themes]).map((t) => (Array.isArray(t) ? t[0] : t)).filter((t): t is string => typeof t === 'string');
  return names.length ? ` (${names.map((n) => (THEME_LOSSES[n] ? `${n}: ${THEME_LOSSES[n]}` : n)).join('; ')})` : '';
}

/** Docusaurus themes whose job the built-in theme does (no warning). */
const BUILT_IN_THEMES = new Set(['@docusaurus/theme-mermaid', ...CLASSIC_THEMES, '@docusaurus/theme-search-algolia']);
/** themeConfig keys of Docusaurus plugins and themes that do not apply here. */
const IGNORED_THEME_CONFIG = ['algolia', 'zoom', 'liveCodeBlock', 'blog', 'imageZoom', 'giscus', 'typesense', 'docsearch'];
const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The config's require() of an ES module (`require('./prismTheme.js')` of a file with `export
 * default`) gives the module object here (esbuild); Docusaurus loads configs with jiti's
 * interopDefault, which gives the default export. The default export, as there.
 */
function interopDefault(value: unknown): unknown {
  return isObject(value) && value.__esModule === true && 'default' in value ? value.default : value;
}

/** The content plugins, by the names a config may list them under, and the config key of each. */
const CONTENT_PLUGINS: Record<string, 'docs' | 'blog' | 'pages'> = {};
for (const kind of ['docs', 'blog', 'pages'] as const) {
  for (const name of [`@docusaurus/plugin-content-${kind}`, `docusaurus-plugin-content-${kind}`, `content-${kind}`]) CONTENT_PLUGINS[name] = kind;
}

/** The npm2yarn plugin's options as markdown.npm2yarn: converters given as functions are not run (named in a warning). */
function npm2yarnOptions(options: Obj, plugin: string, warn: (message: string) => void): Obj {
  const known = new Set(['yarn', 'pnpm', 'bun']);
  const converters = Array.isArray(options.converters) ? options.converters : ['yarn', 'pnpm', 'bun'];
  const usable = converters.filter((c): c is string => typeof c === 'string' && known.has(c));
  if (usable.length !== converters.length) warn(`${plugin}.remarkPlugins: npm2yarn converters other than 'yarn', 'pnpm' and 'bun' (custom [name, function] pairs) are not run; their tabs are missing.`);
  return { sync: options.sync === true, converters: usable };
}

/**
 * The docs, blog and pages plugins listed in `plugins` instead of in the preset (a site without the
 * preset, or with `docs: false` in it): the default instance (no `id`) is the site's docs, blog or
 * pages, as Docusaurus builds it. Another instance (an `id`) is built beside it; a second one without
 * an id is not built: named in a warning. Returns the other plugin entries.
 */
function takeContentPlugins(config: Obj, entries: unknown[], warn: (message: string) => void): unknown[] {
  return entries.filter((entry) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const kind = typeof name === 'string' ? CONTENT_PLUGINS[name] : undefined;
    if (!kind) return true;
    const own: Obj = isObject(options) ? { ...options } : {};
    const id = typeof own.id === 'string' ? own.id : undefined;
    if ((id === undefined || id === 'default') && (config[kind] === undefined || config[kind] === false)) {
      delete own.id;
      config[kind] = own;
    } else if (id !== undefined && id !== 'default') {
      // Another docs, blog or pages instance: built beside the default one (schema: docsInstances, blogInstances, pagesInstances).
      const key = kind === 'docs' ? 'docsInstances' : kind === 'blog' ? 'blogInstances' : 'pagesInstances';
      config[key] = [...(Array.isArray(config[key]) ? config[key] : []), own];
    } else {
      const folder = typeof own.path === 'string' ? `, folder ${own.path}` : '';
      warn(`The ${kind} plugin instance${id ? ` "${id}"` : ''}${folder} is not built: the ${kind} plugin has an instance without an id already (the preset's, or an earlier one), and Docusaurus refuses two. Give this one an id of its own (id: 'more'), and it is built beside the other.`);
    }
    return false;
  });
}

/** A docs plugin's options without those that have no equivalent here. */
/**
 * A content plugin's `admonitions` option as the files of that plugin parse with it: its own
 * `keywords`, and whether the built-in ones count too (`extendDefaults`, true by default);
 * `admonitions: false` turns them all off. Undefined when the option is not set.
 */
function pluginAdmonitions(admonitions: unknown): { keywords: string[]; extendDefaults: boolean } | undefined {
  if (admonitions === false) return { keywords: [], extendDefaults: false };
  if (!isObject(admonitions)) return undefined;
  const keywords = Array.isArray(admonitions.keywords) ? admonitions.keywords.filter((k): k is string => typeof k === 'string' && k.length > 0) : [];
  return { keywords, extendDefaults: admonitions.extendDefaults !== false };
}

/**
 * rehype-katex's options as the render gives them to KaTeX: JSON values only (they reach the
 * render threads as data); a function option (`trust: (context) => …`) is named in a warning.
 */
function katexOptionsOf(options: Obj, plugin: string, warn: (message: string) => void): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(options)) {
    if (typeof value === 'function') warn(`${plugin}.rehypePlugins: rehype-katex's option ${key} is a function, which is not applied (KaTeX renders with its default for ${key}).`);
    else out[key] = value;
  }
  return out;
}

function docsOptionsOf(options: Obj): Obj {
  const docs: Obj = { ...options };
  for (const key of IGNORED_DOCS_OPTIONS) delete docs[key];
  return docs;
}

/** Docusaurus 2's sidebar keys, which Docusaurus 3 moved under themeConfig.docs.sidebar (and refuses where they were). */
const MOVED_SIDEBAR_KEYS: Record<string, string> = { hideableSidebar: 'hideable', autoCollapseSidebarCategories: 'autoCollapseCategories' };

/**
 * Docusaurus 2's `themeConfig.hideableSidebar` and `autoCollapseSidebarCategories`: Docusaurus 3.9
 * refuses the config ("has been moved to themeConfig.docs.sidebar.hideable"). They are applied
 * where they moved to (unless that is set), with a warning saying where.
 */
function movedSidebarKeys(theme: Obj, warn: (message: string) => void): void {
  for (const [old, key] of Object.entries(MOVED_SIDEBAR_KEYS)) {
    if (!(old in theme)) continue;
    const docs: Obj = isObject(theme.docs) ? { ...theme.docs } : {};
    const sidebar: Obj = isObject(docs.sidebar) ? { ...docs.sidebar } : {};
    if (sidebar[key] === undefined) sidebar[key] = theme[old];
    theme.docs = { ...docs, sidebar };
    delete theme[old];
    warn(`themeConfig.${old} has moved to themeConfig.docs.sidebar.${key} (Docusaurus 3 refuses the old key): it is applied there. Move it in the config.`);
  }
}

// Long on purpose: one short step per section of a Docusaurus config (presets, plugins, themes, markdown, docs, themeConfig), in that order.
/** Normalises a Docusaurus-shaped config (the input is not modified); returns it and the warnings. */
export function normalizeDocusaurusConfig(raw: Obj, file: string): { config: Obj; diagnostics: Diagnostic[] } {
  const config: Obj = { ...raw };
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ severity: 'warning', rule: 'config-unsupported', message, file });
  // The classic theme's stylesheets, from the preset's `theme` options and any theme-classic entry, in that order.
  const customCss: string[] = [];
  // Google's tags (the preset's gtag and googleTagManager, or their plugins): schema `analytics`.
  const analytics: Obj = {};

  let classicPreset = false;
  if (Array.isArray(config.presets)) {
    for (const preset of config.presets as unknown[]) {
      const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
      if (typeof name !== 'string' || !CLASSIC_PRESETS.has(name)) {
        // A preset that wraps the classic one (`@acme/docusaurus-preset`) takes its options: read as the classic preset's.
        const classicShaped = isObject(options) && ['docs', 'blog', 'pages', 'theme'].some((key) => key in options);
        warn(
          classicShaped
            ? `Preset ${JSON.stringify(name)} is not run; its docs, blog, pages and theme options are read as the classic preset's (what it adds besides them, such as theme components of its own, is missing).`
            : `Preset ${JSON.stringify(name)} is not run, and its options are not read (only the classic preset's are).`,
        );
        if (!classicShaped) continue;
      }
      classicPreset = true;
      // The classic preset turns the blog on unless told `blog: false` (it builds when blog/ exists).
      if (!isObject(options)) {
        if (config.blog === undefined) config.blog = {};
        continue;
      }
      if ('docs' in options && config.docs === undefined) config.docs = options.docs;
      if (config.blog === undefined) config.blog = options.blog === undefined ? {} : options.blog;
      if ('pages' in options && config.pages === undefined) config.pages = options.pages;
      if (isObject(options.theme)) customCss.push(...customCssList(options.theme.customCss));
      for (const key of ['gtag', 'googleTagManager'] as const) if (options[key]) analytics[key] = options[key];
      if ('sitemap' in options && config.sitemap === undefined) config.sitemap = options.sitemap;
      if (options.googleAnalytics) warn('The preset\'s googleAnalytics (plugin-google-analytics, Universal Analytics) is not run: Google no longer processes its data. Use gtag with a Google Analytics 4 measurement id (G-...).');
    }
  }
  delete config.presets;
  // The preset's docs with an id of their own (`docs: { id: 'guide' }`) are that instance, not the
  // default one: its versions are `guide_versions.json`, its navbar items name it by docsPluginId.
  if (isObject(config.docs) && typeof config.docs.id === 'string' && config.docs.id !== 'default') {
    config.docsInstances = [config.docs, ...(Array.isArray(config.docsInstances) ? config.docsInstances : [])];
    config.docs = false;
  }

  // Without the classic preset, a site's plugins and themes are all it has: docs and src/pages are
  // built only when their plugins are listed (the schema's defaults turn them on for our own configs).
  if (!classicPreset && (Array.isArray(config.plugins) || Array.isArray(config.themes))) {
    // A content plugin listed with an id of its own is another instance, not the default one (the docs at docs/).
    const defaultInstance = (e: unknown) => {
      const id = Array.isArray(e) && e[1] && typeof e[1] === 'object' ? (e[1] as { id?: unknown }).id : undefined;
      return id === undefined || id === 'default';
    };
    const listed = new Set((Array.isArray(config.plugins) ? (config.plugins as unknown[]) : []).filter(defaultInstance).map((e) => CONTENT_PLUGINS[String(Array.isArray(e) ? e[0] : e)]));
    for (const kind of ['docs', 'pages'] as const) if (!listed.has(kind) && config[kind] === undefined) config[kind] = false;
  }
  if (Array.isArray(config.plugins)) {
    const entries = takeContentPlugins(config, config.plugins as unknown[], warn);
    for (const entry of entries) customCss.push(...(classicThemeCustomCss(entry) ?? []));
    // The classic theme listed as a plugin is the built-in theme: no "not run" warning.
    const plugins = readPlugins(entries.filter((e) => !CLASSIC_THEMES.has(String(Array.isArray(e) ? e[0] : e))), file);
    diagnostics.push(...plugins.diagnostics);
    if (plugins.clientRedirects) config.clientRedirects = plugins.clientRedirects;
    Object.assign(analytics, plugins.analytics);
    if (plugins.sitemap !== undefined) config.sitemap = plugins.sitemap;
    delete config.plugins;
  }
  if (Object.keys(analytics).length) config.analytics = analytics;
  for (const key of IGNORED_TOP_LEVEL) delete config[key];
  if (Array.isArray(config.themes)) {
    for (const entry of config.themes as unknown[]) customCss.push(...(classicThemeCustomCss(entry) ?? []));
    const themes = (config.themes as unknown[]).filter((t) => !BUILT_IN_THEMES.has(String(Array.isArray(t) ? t[0] : t)));
    if (themes.length) config.themes = themes;
    else delete config.themes;
  }
  // Client modules: stylesheets load on every page after the theme's, as customCss does; scripts stay clientModules.
  if (config.clientModules !== undefined) {
    const modules = Array.isArray(config.clientModules) ? config.clientModules : [config.clientModules];
    const scripts: string[] = [];
    for (const module of modules) {
      if (typeof module === 'string' && /\.css$/i.test(module)) customCss.push(module);
      else if (typeof module === 'string') scripts.push(module);
      else warn(`Client module ${JSON.stringify(module)} is not a path: it is not run. Name the module's file (require.resolve('./src/clientModule.js')).`);
    }
    config.clientModules = scripts;
  }
  if (customCss.length) config.customCss = [...customCssList(config.customCss), ...customCss];
  for (const [key, why] of Object.entries(UNSUPPORTED_TOP_LEVEL)) {
    if (!(key in config)) continue;
    const value = config[key];
    if (!(Array.isArray(value) && value.length === 0)) warn(`\`${key}\` is ignored: ${why}${key === 'themes' ? themesNamed(value) : ''}.`);
    delete config[key];
  }

  // Docusaurus warns about two pages on one route and builds: so does a Docusaurus config (its file
  // name, or presets) here; our own config's default is to fail.
  const docusaurusFormat = /(^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(file) || Array.isArray(raw.presets);
  if (docusaurusFormat && config.onDuplicateRoutes === undefined) config.onDuplicateRoutes = 'warn';
  // Docusaurus reads a sidebars file only when sidebarPath names it: without one, the autogenerated sidebar.
  if (docusaurusFormat && config.docs !== false && (config.docs === undefined || (isObject(config.docs) && config.docs.sidebarPath === undefined))) {
    config.docs = { ...(isObject(config.docs) ? config.docs : {}), sidebarPath: null };
  }
  // Docusaurus 3.9 warns about the top-level option it moved (still honoured, as there).
  if (docusaurusFormat && raw.onBrokenMarkdownLinks !== undefined) {
    diagnostics.push({ severity: 'warning', rule: 'config-deprecated', message: 'onBrokenMarkdownLinks is deprecated at the top of the config (Docusaurus 3.9 moved it, and v4 removes it there): write it as markdown: { hooks: { onBrokenMarkdownLinks } } instead.', file });
  }
  if (isObject(config.markdown)) {
    const markdown: Obj = { ...config.markdown };
    if (isObject(markdown.hooks)) {
      for (const hook of ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages'] as const) {
        const value = markdown.hooks[hook];
        if (typeof value === 'string' && config[hook] === undefined) config[hook] = value;
        // A function decides for each broken link (image) itself: engine/validate/content.ts calls it.
        if (typeof value === 'function') markdown[hook === 'onBrokenMarkdownLinks' ? 'brokenLinkHook' : 'brokenImageHook'] = value;
      }
    }
    // markdown.preprocessor and markdown.parseFrontMatter are kept: engine/content/preprocess.ts and
    // site-front-matter.ts run them.
    for (const key of ['preprocessor', 'parseFrontMatter']) if (markdown[key] === undefined || markdown[key] === null) delete markdown[key];
    delete markdown.hooks;
    config.markdown = markdown;
  }
  // Docusaurus 3.9.2 warns about a Markdown link to a missing file and builds (the link itself then
  // counts under onBrokenLinks): so does a Docusaurus config that sets neither option; ours fails.
  if (docusaurusFormat && config.onBrokenMarkdownLinks === undefined) config.onBrokenMarkdownLinks = 'warn';

  // Each content plugin's remark/rehype plugins: remark-math and rehype-katex turn math on (for the
  // whole site: one Markdown pipeline), every other one is named in a warning.
  // Each one's own remark plugins run on its files (markdown.remarkPlugins, by content-plugin key).
  const instancesOf = (key: string, kind: string) => (Array.isArray(config[key]) ? config[key].filter(isObject) : []).map((o): [string, unknown, string] => [`${kind} instance "${String(o.id)}"`, o, `${kind}:${String(o.id)}`]);
  const contentOptions: [string, unknown, string][] = [['docs', config.docs, 'docs:default'], ['blog', config.blog, 'blog:default'], ['pages', config.pages, 'pages'], ...instancesOf('docsInstances', 'docs'), ...instancesOf('blogInstances', 'blog'), ...instancesOf('pagesInstances', 'pages')];
  const admonitions: Record<string, { keywords: string[]; extendDefaults: boolean }> = {};
  const remarkPlugins: Record<string, RemarkPluginEntry[]> = {};
  for (const [plugin, options, key] of contentOptions) {
    if (!isObject(options)) continue;
    const own = pluginAdmonitions(options.admonitions);
    if (own) admonitions[key] = own;
    const runnable = runnableRemarkPlugins(options);
    if (runnable.length) remarkPlugins[key] = runnable;
    const plugins = readMarkdownPlugins(options);
    for (const { option, name } of plugins.ignored) {
      warn(`${plugin}.${option}: ${JSON.stringify(name)} is not run (${/rehype|recma/i.test(option) ? 'rehype and recma plugins are not run: only rehype-katex is honoured, as build-time KaTeX math' : 'its package is not installed'}); its effect on the content is missing.`);
    }
    if (plugins.npm2yarn) config.markdown = { ...(isObject(config.markdown) ? config.markdown : {}), npm2yarn: npm2yarnOptions(plugins.npm2yarn, plugin, warn) };
    if (plugins.math || plugins.katex) {
      if (plugins.math !== plugins.katex) warn(`${plugin}.${plugins.math ? 'remarkPlugins lists remark-math without rehype-katex' : 'rehypePlugins lists rehype-katex without remark-math'}: math is rendered with KaTeX at build time anyway.`);
      const markdown: Obj = isObject(config.markdown) ? { ...config.markdown } : {};
      if (markdown.math === undefined) markdown.math = true;
      // Their options too (one Markdown pipeline: the first plugin's that gives them): `$5` kept as text, KaTeX's macros.
      if (plugins.mathOptions?.singleDollarTextMath === false && markdown.singleDollarTextMath === undefined) markdown.singleDollarTextMath = false;
      if (plugins.katexOptions && markdown.katex === undefined) markdown.katex = katexOptionsOf(plugins.katexOptions, plugin, warn);
      config.markdown = markdown;
    }
  }

  // Each content plugin's admonitions apply to its own files (Docusaurus runs a Markdown pipeline per plugin).
  if (Object.keys(admonitions).length) config.markdown = { ...(isObject(config.markdown) ? config.markdown : {}), admonitions };
  if (Object.keys(remarkPlugins).length) config.markdown = { ...(isObject(config.markdown) ? config.markdown : {}), remarkPlugins };

  if (isObject(config.docs)) config.docs = docsOptionsOf(config.docs);
  const docsInstances = Array.isArray(config.docsInstances) ? config.docsInstances.filter(isObject) : [];
  if (docsInstances.length) config.docsInstances = docsInstances.map((o) => ({ ...docsOptionsOf(o), id: o.id }));

  if (isObject(config.themeConfig)) {
    const theme: Obj = { ...config.themeConfig };
    for (const key of IGNORED_THEME_CONFIG) delete theme[key];
    if (isObject(theme.prism)) {
      const prism: Obj = { ...theme.prism };
      theme.prism = prism;
      // Said only of a theme that is not applied (a site's own theme object is, whatever the config imports besides).
      const standIns: string[] = [];
      for (const key of ['theme', 'darkTheme'] as const) {
        const value = interopDefault(prism[key]);
        if (value !== undefined) prism[key] = value;
        const usable = isObject(value) && Array.isArray(value.styles);
        if (value === undefined || usable) continue;
        const standIn = standInPackage(value);
        // A path the installed package lacks (`prism-react-renderer/themes/github`, of its version 1)
        // is said already, with the path to use (config/load.ts missingImportDiagnostics).
        if (standIn !== undefined) {
          if (standIn.split('/').length <= (standIn.startsWith('@') ? 2 : 1)) standIns.push(key);
        } else warn(`themeConfig.prism.${key} is not applied: it is not a Prism theme object (is prism-react-renderer installed in the site?); code uses the built-in colours.`);
      }
      if (standIns.length) warn(`themeConfig.prism.${standIns.join(' and ')} ${standIns.length > 1 ? 'are' : 'is'} not applied: ${standIns.length > 1 ? 'they come' : 'it comes'} from a package that is not installed (npm install, then build again); code uses the built-in colours.`);
    }
    movedSidebarKeys(theme, warn);
    if (isObject(theme.mermaid) && Object.keys(theme.mermaid).length) {
      warn('themeConfig.mermaid is not applied: diagrams are drawn at build time in the site\'s own colours, following the colour mode.');
    }
    config.themeConfig = theme;
  }
  return { config, diagnostics };
}
