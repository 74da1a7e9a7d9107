/**
 * Reading a Docusaurus config as ours: the classic preset's `docs` and `blog` options move to the top
 * level, `markdown.hooks` become the onBroken* settings, and keys that only make sense to Docusaurus's
 * own build (plugins, webpack, client modules...) are set aside with one warning each when they would
 * have changed the site, silently otherwise. Everything else is validated by the schema as usual.
 */
import type { Diagnostic } from '../diagnostics.js';
import { readPlugins } from './plugins.js';

/** Top-level Docusaurus keys that have no effect here and need no warning. */
const IGNORED_TOP_LEVEL = ['future', 'titleDelimiter', 'webpack', 'ssrTemplate', 'storage', 'deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner'];
/** Top-level keys that would change the site in Docusaurus: set aside with a warning. */
const UNSUPPORTED_TOP_LEVEL: Record<string, string> = {
  themes: 'Docusaurus themes are not used; the built-in theme renders the site',
  headTags: 'extra head tags are not added',
  scripts: 'extra scripts are not added',
  stylesheets: 'extra stylesheets are not added',
  clientModules: 'client modules are not run',
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
  'sidebarItemsGenerator',
  'docItemComponent',
  'docTagDocListComponent',
  'docTagsListComponent',
  'docCategoryGeneratedIndexComponent',
  'docsRootComponent',
  'docVersionRootComponent',
  'docRootComponent',
  'editLocalizedFiles',
  'editCurrentVersion',
];
/** themeConfig keys of Docusaurus plugins and themes that do not apply here. */
const IGNORED_THEME_CONFIG = ['algolia', 'mermaid', 'zoom', 'liveCodeBlock', 'blog', 'imageZoom', 'giscus', 'typesense', 'docsearch'];
const CLASSIC_PRESETS = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Normalises a Docusaurus-shaped config (the input is not modified); returns it and the warnings. */
export function normalizeDocusaurusConfig(raw: Obj, file: string): { config: Obj; diagnostics: Diagnostic[] } {
  const config: Obj = { ...raw };
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string) => diagnostics.push({ severity: 'warning', rule: 'config-unsupported', message, file });

  if (Array.isArray(config.presets)) {
    for (const preset of config.presets as unknown[]) {
      const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
      if (typeof name !== 'string' || !CLASSIC_PRESETS.has(name)) {
        warn(`Preset ${JSON.stringify(name)} is not run; only the classic preset's docs and blog options are read.`);
        continue;
      }
      if (!isObject(options)) continue;
      if ('docs' in options && config.docs === undefined) config.docs = options.docs;
      if ('blog' in options && config.blog === undefined) config.blog = options.blog;
      if (isObject(options.theme) && options.theme.customCss) warn('The classic preset\'s theme.customCss is not applied: the built-in theme has its own stylesheet.');
    }
  }
  delete config.presets;

  if (Array.isArray(config.plugins)) {
    const plugins = readPlugins(config.plugins as unknown[], file);
    diagnostics.push(...plugins.diagnostics);
    if (plugins.clientRedirects) config.clientRedirects = plugins.clientRedirects;
    delete config.plugins;
  }
  for (const key of IGNORED_TOP_LEVEL) delete config[key];
  for (const [key, why] of Object.entries(UNSUPPORTED_TOP_LEVEL)) {
    if (!(key in config)) continue;
    const value = config[key];
    if (!(Array.isArray(value) && value.length === 0)) warn(`\`${key}\` is ignored: ${why}.`);
    delete config[key];
  }

  if (isObject(config.markdown)) {
    const markdown: Obj = { ...config.markdown };
    if (isObject(markdown.hooks)) {
      for (const hook of ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages'] as const) {
        const value = markdown.hooks[hook];
        if (typeof value === 'string' && config[hook] === undefined) config[hook] = value;
      }
    }
    for (const key of ['hooks', 'mermaid', 'mdx1Compat', 'remarkRehypeOptions', 'parseFrontMatter', 'preprocessor', 'anchors', 'emoji']) delete markdown[key];
    config.markdown = markdown;
  }

  if (isObject(config.docs)) {
    const docs: Obj = { ...config.docs };
    for (const key of IGNORED_DOCS_OPTIONS) {
      if ((key === 'remarkPlugins' || key === 'rehypePlugins') && Array.isArray(docs[key]) && (docs[key] as unknown[]).length) {
        warn(`docs.${key} is ignored: remark and rehype plugins are not run.`);
      }
      delete docs[key];
    }
    if (typeof docs.numberPrefixParser === 'function') {
      warn('docs.numberPrefixParser as a function is not run; the default number prefix parser is used.');
      docs.numberPrefixParser = true;
    }
    config.docs = docs;
  }

  if (config.blog !== undefined && config.blog !== false) {
    warn('The blog is not built by docs yet: blog posts get no pages, and links into the blog are not checked.');
  }

  if (isObject(config.themeConfig)) {
    const theme: Obj = { ...config.themeConfig };
    for (const key of IGNORED_THEME_CONFIG) delete theme[key];
    config.themeConfig = theme;
  }
  return { config, diagnostics };
}
