/**
 * React pages of src/pages (`index.js` default-exporting a component, usually inside `@theme/Layout`):
 * bundled by esbuild for Node (the site's packages such as clsx bundled in, CSS and CSS modules
 * collected, SVG imports as components, `@docusaurus/*` and `@theme/*` provided by runtime.ts),
 * rendered to HTML at build time, and hydrated in the browser as one island with its own bundle
 * (islands.ts), loaded only by that page. Failures are diagnostics at file:line:col.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { BuildResult, Message, Metafile } from 'esbuild';
import { esbuildApi } from './esbuild-lazy.js';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteConfig } from '../../../engine/config/schema.js';
import { throwSite } from '../../../engine/config/guard.js';
import { type Diagnostic, endSentence, quotedAt } from '../../../engine/diagnostics.js';
import type { RootContent } from 'mdast';
import { PROVIDED_EXTERNALS, PROVIDED_MODULES } from '../../../engine/content/mdx-modules.js';
import { siteThemeAliases } from '../../../engine/content/site-theme.js';
import { clientSiteConfig } from './site-data.js';
import type { ReactSitePage } from '../../../engine/pages/types.js';
import type { AssetSink } from '../assets.js';
import { buildPageIsland, islandId } from './islands.js';
import { componentStylesheetLink } from './component-stylesheet.js';
import { escapeAttribute, messagesAttribute } from './island-markup.js';
import { type LayoutProps, type PageContext, type PageI18n, providedModule, type RenderedLink, withPage } from './runtime.js';
import { sassPlugin } from './sass-module.js';
import { siteRootPlugin } from './site-root.js';
import { imageModulePlugin, svgComponentPlugin } from './svg-module.js';
import { LENT_NODE_PATHS } from './lent-packages.js';
import { themeSlotNodes } from './react-content.js';

export interface RenderedReactPage {
  /** The page's content: its CSS, the island with the server's HTML, the island's script. */
  html: string;
  /** What the page passed to `@theme/Layout`. */
  layout: LayoutProps;
  /** The links its `<Link>`s rendered (checked once every page is known). */
  links: RenderedLink[];
  /**
   * When the page rendered built-in components (`<Tabs>` from `@theme/Tabs` ...): `html` as pieces of
   * HTML and those components, which the Markdown pipeline renders in place (site-pages.ts).
   */
  themed?: RootContent[];
}

export type ReactPageResult = { ok: true; page: RenderedReactPage } | { ok: false; diagnostics: Diagnostic[] };

const BROWSER_GLOBAL = /\b(window|document|localStorage|sessionStorage|navigator|location)\b is not defined/;

/** A diagnostic at a file given relative to `base` (esbuild's locations) or absolute. */
function at(siteDir: string, file: string, line: number, column: number, rule: string, message: string): Diagnostic {
  return { severity: 'error', rule, message: endSentence(message), file: path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/'), line, column };
}

/** What an esbuild error says, in our words where we know them. */
function buildErrorMessage(error: Message): string {
  const missing = /^Could not resolve "([^"]+)"/.exec(error.text);
  if (missing) {
    // The specifier as written (esbuild names an aliased @site/ path by its absolute file).
    const loc = error.location;
    const written = loc ? loc.lineText.slice(loc.column, loc.column + loc.length).replace(/^['"`]|['"`]$/g, '') : '';
    const name = written || missing[1];
    const isPackage = !name.startsWith('.') && !name.startsWith('/') && !name.startsWith('@site/');
    return isPackage
      ? `Cannot import "${name}": it is not installed in the site's node_modules. Install it (npm install ${name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]}) or remove the import.`
      : `Cannot import "${name}": there is no such file. Fix the path (relative to this file, or @site/ for the site root).`;
  }
  return `This page's code does not compile: ${error.text}.`;
}

/** Where a module name is imported, among the bundle's inputs: the first file that imports it, and its line:col. */
function importSite(siteDir: string, metafile: Metafile | undefined, name: string): { file: string; line: number; column: number } | undefined {
  for (const [input, info] of Object.entries(metafile?.inputs ?? {})) {
    if (!info.imports.some((i) => i.path === name)) continue;
    const abs = path.resolve(siteDir, input);
    let text: string;
    try {
      text = readFileSync(abs, 'utf8');
    } catch {
      continue;
    }
    return { file: abs, ...(quotedAt(text, name) ?? { line: 1, column: 1 }) };
  }
  return undefined;
}

const nodeRequire = createRequire(import.meta.url);

/** The page bundled for the server (CommonJS, provided modules external); its build errors as diagnostics. */
async function bundlePage(abs: string, siteDir: string, staticDirectories: readonly string[]): Promise<{ bundle: BuildResult<{ write: false; metafile: true }> } | ReactPageResult> {
  try {
    const bundle = await esbuildApi().build({
      entryPoints: [abs],
      absWorkingDir: siteDir,
      bundle: true,
      write: false,
      metafile: true,
      outdir: path.join(siteDir, '.docs-pages'),
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      sourcemap: 'inline',
      sourcesContent: false,
      alias: { ...siteThemeAliases(siteDir), '@site': siteDir },
      nodePaths: LENT_NODE_PATHS,
      external: PROVIDED_EXTERNALS,
      loader: { '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl', '.js': 'jsx' },
      plugins: [siteRootPlugin(siteDir, staticDirectories), svgComponentPlugin(siteDir), imageModulePlugin(), sassPlugin(siteDir)],
    });
    return { bundle };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? [];
    if (!errors.length) return { ok: false, diagnostics: [at(siteDir, abs, 1, 1, 'page-build', `This page cannot be bundled: ${(error as Error).message}.`)] };
    return {
      ok: false,
      diagnostics: errors.map((e) => at(siteDir, e.location?.file ?? abs, e.location?.line ?? 1, (e.location?.column ?? 0) + 1, /^Could not resolve/.test(e.text) ? 'page-unknown-module' : 'page-build', buildErrorMessage(e))),
    };
  }
}

/** Bundles, evaluates and renders one React page; its island bundle becomes an asset of `assets`. */
export async function renderReactPage(page: ReactSitePage, context: { siteDir: string; siteConfig: SiteConfig; assets: AssetSink; i18n?: PageI18n }): Promise<ReactPageResult> {
  const { siteDir } = context;
  const abs = path.join(siteDir, page.source);
  const fail = (diagnostic: Diagnostic): ReactPageResult => ({ ok: false, diagnostics: [diagnostic] });
  const bundled = await bundlePage(abs, siteDir, context.siteConfig.staticDirectories);
  if ('ok' in bundled) return bundled;
  const { bundle } = bundled;
  const js = bundle.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = bundle.outputFiles
    .filter((f) => f.path.endsWith('.css'))
    .map((f) => f.text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''))
    .join('\n');
  const bundlePath = path.join(siteDir, '.docs-pages', `${path.basename(abs).replace(/\.\w+$/, '')}.js`);
  const where = (error: unknown): { file: string; line: number; column: number } => throwSite(error, bundlePath, js) ?? { file: abs, line: 1, column: 1 };

  // Evaluate the bundle: provided modules come from runtime.ts, anything else was bundled in.
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string): unknown => {
    const provided = providedModule(name);
    if (provided) return provided;
    // A package bundled for Node may use Node's own modules (`node:path`), as it may in Docusaurus's server build.
    if (isBuiltin(name)) return nodeRequire(name);
    throw Object.assign(new Error(`Cannot import "${name}"`), { unknownModule: name });
  };
  const pageContext: PageContext = { siteConfig: context.siteConfig, permalink: page.permalink, toc: [], ...(context.i18n ? { i18n: context.i18n } : {}) };
  try {
    const run = vm.runInThisContext(`(function (require, module, exports) {${js}\n})`, { filename: bundlePath }) as (r: typeof require, m: typeof module, e: unknown) => void;
    withPage(pageContext, () => run(require, module, module.exports));
  } catch (error) {
    const name = (error as { unknownModule?: string }).unknownModule;
    if (name) {
      const site = importSite(siteDir, bundle.metafile, name) ?? { file: abs, line: 1, column: 1 };
      return fail(at(siteDir, site.file, site.line, site.column, 'page-unknown-module', `Cannot import "${name}": the engine does not provide it, and it is not a file or package of the site. Provided: ${PROVIDED_MODULES.join(', ')}.`));
    }
    const w = where(error);
    return fail(at(siteDir, w.file, w.line, w.column, 'page-render', `This page failed while loading at build time: ${(error as Error).message}.`));
  }
  const exported = module.exports;
  const Component = (exported.__esModule || 'default' in exported ? exported.default : exported) as React.ComponentType | undefined;
  if (typeof Component !== 'function' && !(Component && typeof Component === 'object' && '$$typeof' in Component)) {
    return fail(at(siteDir, abs, 1, 1, 'page-no-component', 'A React page must default-export a component (export default function Page() { ... }). Rename the file with a leading _ if it is not a page.'));
  }
  let html: string;
  try {
    html = withPage(pageContext, () => renderToStaticMarkup(React.createElement(Component)));
  } catch (error) {
    const message = (error as Error).message;
    const w = where(error);
    if (BROWSER_GLOBAL.test(message)) {
      return fail(at(siteDir, w.file, w.line, w.column, 'page-browser-only', `This page needs the browser at render time (${message}), but pages are rendered at build time. Wrap that part in <BrowserOnly>{() => …}</BrowserOnly> (from @docusaurus/BrowserOnly), or use it in an effect.`));
    }
    return fail(at(siteDir, w.file, w.line, w.column, 'page-render', `This page threw while rendering at build time: ${message}.`));
  }
  let url: string;
  try {
    url = await buildPageIsland(abs, siteDir, context.assets, context.siteConfig.staticDirectories);
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    return fail(at(siteDir, first?.location?.file ?? abs, first?.location?.line ?? 1, (first?.location?.column ?? 0) + 1, 'page-build', first ? buildErrorMessage(first) : `The browser bundle of this page failed: ${(error as Error).message}.`));
  }
  const config = JSON.stringify(clientSiteConfig(context.siteConfig, pageContext.usedSiteData?.themeConfig)).replace(/</g, '\\u003c');
  const id = islandId(abs, siteDir);
  const pageHtml = `${componentStylesheetLink(css, context.assets)}<script type="application/json" data-docs-site-config>${config}</script><docs-island class="page-island" data-island="${id}" data-props="${escapeAttribute('{}')}"${messagesAttribute(pageContext.usedMessages)}>${html}</docs-island><script type="module" src="${url}" data-island-script></script>`;
  const slots = pageContext.themeSlots ?? [];
  const themed = slots.length ? withPage(pageContext, () => themeSlotNodes(pageHtml, slots)) : undefined;
  return { ok: true, page: { html: pageHtml, layout: pageContext.layout ?? {}, links: pageContext.links ?? [], ...(themed ? { themed } : {}) } };
}
