/**
 * The site's global MDX components, as Docusaurus sites declare them: a swizzled
 * `src/theme/MDXComponents.js` that adds components to the default map, so that every doc may use
 * them without importing them:
 *
 *   import MDXComponents from '@theme-original/MDXComponents';
 *   import Highlight from '@site/src/components/Highlight';
 *   export default { ...MDXComponents, Highlight };
 *
 * The file is bundled by esbuild with every import replaced by a marker naming it (nothing it imports
 * runs), then run: each key of its default export whose value is an import of a site file or a
 * theme module is a global component, used by a doc as if the doc imported it (and hydrated as such;
 * renderer/markdown/mdx-eval/global-components.ts). A component written in the file itself, or
 * imported from a package, is used as that key of the file's own default export: the doc imports the
 * file (rendered at build time, not hydrated). Keys that override Markdown's elements (`a`, `img`,
 * `code`) are not applied: a warning names them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { namesFile } from './site-file-imports.js';
import { build, type Plugin } from 'esbuild';
import type { Diagnostic } from '../diagnostics.js';

/** A global component: the module a doc would import it from, and the export (`default` or a name). */
export interface GlobalComponent {
  /** `@site/…` for a file of the site, else the module as written (`@theme/Tabs`). */
  specifier: string;
  name: string;
  /** The component is this key of that export (a component of MDXComponents that is no site file's import). */
  member?: string;
}

/** The folder of the swizzled theme components, where MDXComponents is. */
export const GLOBAL_COMPONENTS_FOLDER = 'src/theme';
const CANDIDATES = ['MDXComponents.js', 'MDXComponents.jsx', 'MDXComponents.ts', 'MDXComponents.tsx', 'MDXComponents/index.js', 'MDXComponents/index.jsx', 'MDXComponents/index.ts', 'MDXComponents/index.tsx'].map((f) => `${GLOBAL_COMPONENTS_FOLDER}/${f}`);
const MARK = '__docsImport';

/**
 * esbuild plugin: every import of the entry is a module of markers, a function per export carrying
 * `{ specifier, name }` (not enumerable, so that `...MDXComponents` adds nothing). Its exports are
 * `default` and every identifier of the entry's text: the names the entry may import by.
 */
function markImports(names: string[], imported: string[] = []): Plugin {
  return {
    name: 'docs-mark-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        imported.push(args.path);
        return { path: JSON.stringify([args.path, args.resolveDir]), namespace: 'docs-mark' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-mark' }, (args) => ({
        loader: 'js',
        contents: `const [specifier, dir] = ${args.path};
const mark = (name) => { const m = function () { return null; }; Object.defineProperty(m, ${JSON.stringify(MARK)}, { value: { specifier, dir, name } }); return m; };
const target = {};
for (const name of ['default', ...${JSON.stringify(names)}]) Object.defineProperty(target, name, { get: () => mark(name), enumerable: true });
Object.defineProperty(target, '__esModule', { value: true });
module.exports = target;`,
      }));
    },
  };
}

/**
 * The site files the components file imports that do not exist (`@site/src/components/Highlight`
 * gone): errors at the import, as Docusaurus's bundler fails the build on them, whether or not a doc
 * uses the component.
 */
function missingImports(root: string, rel: string, text: string, imported: readonly string[]): Diagnostic[] {
  const abs = path.join(root, rel);
  return [...new Set(imported)]
    .filter((specifier) => /^(?:\.{1,2}\/|@site\/)/.test(specifier) && !namesFile(specifier, abs, root))
    .map((specifier) => {
      const at = text.indexOf(`'${specifier}'`) >= 0 ? text.indexOf(`'${specifier}'`) : text.indexOf(`"${specifier}"`);
      const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
      return { severity: 'error' as const, rule: 'mdx-components-file', message: `${rel} imports "${specifier}", which is not a file of the site (Docusaurus's build fails on it too). Fix the path or remove the import.`, file: rel, line, column: 1 };
    });
}

/** The specifier a doc imports a marked module by: a file of the site as `@site/…`. */
function docSpecifier(root: string, specifier: string, dir: string): string | undefined {
  if (specifier.startsWith('@site/')) return specifier;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    const rel = path.relative(root, path.resolve(dir, specifier)).split(path.sep).join('/');
    return rel.startsWith('../') ? undefined : `@site/${rel}`;
  }
  return specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/') ? specifier : undefined;
}

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The global components that are Markdown files (`import Contact from '@site/src/components/Contact.mdx'`
 * in MDXComponents), by name: a doc that uses one is given it as a partial, expanded where it is used
 * (engine/content/partials.ts), as if the doc imported it. Undefined when there are none.
 */
export function markdownGlobalComponents(components: Record<string, GlobalComponent> | undefined): Record<string, string> | undefined {
  const found = Object.entries(components ?? {}).filter(([, c]) => !c.member && c.name === 'default' && c.specifier.startsWith('@site/') && MARKDOWN_FILE.test(c.specifier));
  return found.length ? Object.fromEntries(found.map(([name, c]) => [name, c.specifier])) : undefined;
}

type GlobalComponents = { components: Record<string, GlobalComponent>; diagnostics: Diagnostic[] };

/** The last read of each site's file, by its path and mtime: every locale of a build reads it once. */
const lastRead = new Map<string, { mtimeMs: number; read: Promise<GlobalComponents> }>();

/** The elements Markdown writes, which a site's MDXComponents may override in Docusaurus (a lower-case key of another name changes nothing). */
const MARKDOWN_ELEMENTS = new Set(['a', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'code', 'pre', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'em', 'strong', 'del', 'hr', 'br', 'input', 'sup', 'section', 'details', 'summary', 'admonition', 'mermaid']);

/** Reads the site's `src/theme/MDXComponents` (none: no global components). */
export function readGlobalComponents(root: string): Promise<GlobalComponents> {
  const rel = CANDIDATES.find((c) => existsSync(path.join(root, c)));
  if (!rel) return Promise.resolve({ components: {}, diagnostics: [] });
  const file = path.join(root, rel);
  const { mtimeMs } = statSync(file);
  const known = lastRead.get(file);
  if (known?.mtimeMs === mtimeMs) return known.read;
  const read = readComponentsFile(root, rel);
  lastRead.set(file, { mtimeMs, read });
  return read;
}

async function readComponentsFile(root: string, rel: string): Promise<GlobalComponents> {
  const warn = (message: string): Diagnostic => ({ severity: 'warning', rule: 'mdx-components-file', message, file: rel, line: 1, column: 1 });
  let exported: unknown;
  let missing: Diagnostic[];
  try {
    const text = readFileSync(path.join(root, rel), 'utf8');
    const names = [...new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])].filter((n) => n !== 'default' && n !== '__esModule');
    const imported: string[] = [];
    const result = await build({ entryPoints: [path.join(root, rel)], bundle: true, write: false, format: 'cjs', platform: 'neutral', jsx: 'transform', loader: { '.js': 'jsx' }, logLevel: 'silent', plugins: [markImports(names, imported)] });
    missing = missingImports(root, rel, text, imported);
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', result.outputFiles[0].text)(module, module.exports);
    exported = module.exports.default ?? module.exports;
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message.split('\n')[0];
    return { components: {}, diagnostics: [warn(`${rel} could not be read (${first}): its global MDX components are not used, and docs that use them render their children only.`)] };
  }
  const components: Record<string, GlobalComponent> = {};
  const diagnostics: Diagnostic[] = [...missing];
  if (!exported || typeof exported !== 'object') return { components, diagnostics: [warn(`${rel} must default-export the components map ({ ...MDXComponents, MyComponent }).`)] };
  const overrides: string[] = [];
  for (const [key, value] of Object.entries(exported)) {
    if (/^[a-z]/.test(key)) {
      // Only the elements Markdown writes are overridden in Docusaurus; another lower-case key
      // (`hl`, `iOS`) is an HTML tag name to JSX there too, and changes nothing in either engine.
      if (MARKDOWN_ELEMENTS.has(key)) overrides.push(key);
      continue;
    }
    const mark = (value as { [MARK]?: { specifier: string; dir: string; name: string } } | null)?.[MARK];
    const specifier = mark && docSpecifier(root, mark.specifier, mark.dir);
    if (mark && specifier) components[key] = { specifier, name: mark.name };
    else if (typeof value === 'function' || (value && typeof value === 'object')) components[key] = { specifier: `@site/${rel}`, name: 'default', member: key };
  }
  if (overrides.length) {
    const names = overrides.map((k) => `\`${k}\``).join(', ');
    diagnostics.push(warn(`${rel} overrides ${overrides.length === 1 ? 'the Markdown element' : 'the Markdown elements'} ${names}: not applied here, such elements render with the built-in theme. Use a component of your own in the docs instead (<MyImage>), or remove the override.`));
  }
  return { components, diagnostics };
}
