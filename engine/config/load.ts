/**
 * Loading `site.config.ts|js|mjs` (or a Docusaurus `docusaurus.config.*`): bundled with esbuild so
 * TypeScript and CommonJS configs both work, `docs-engine` imports resolve to this package's
 * `defineConfig`, then validated against the schema.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { z } from 'zod';
import { closest, type Diagnostic, SiteLoadError } from '../diagnostics.js';
import { normalizeDocusaurusConfig } from './docusaurus.js';
import { locateKey } from './positions.js';
import { HONOURED_PLUGIN_PACKAGES, STAND_IN_PACKAGE_KEY, standInPackage } from './markdown-plugins.js';
import { configSchema, type SiteConfig } from './schema.js';
import { checkCustomCss } from './custom-css.js';
import { ModuleExitError, ModuleHangError, runGuarded, throwSite } from './guard.js';

export const CONFIG_CANDIDATES = [
  'site.config.ts',
  'site.config.mts',
  'site.config.js',
  'site.config.mjs',
  'docusaurus.config.ts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
];

/** Finds the config file: the one named, else the first candidate that exists. */
export function findConfigFile(siteDir: string, configFile?: string): string {
  if (configFile) {
    const abs = path.resolve(siteDir, configFile);
    if (!existsSync(abs)) {
      throw new SiteLoadError([
        { severity: 'error', rule: 'config-missing', message: `Config file not found: ${configFile}. Check the --config path.` },
      ]);
    }
    return abs;
  }
  for (const name of CONFIG_CANDIDATES) {
    const abs = path.join(siteDir, name);
    if (existsSync(abs)) return abs;
  }
  throw new SiteLoadError([
    {
      severity: 'error',
      rule: 'config-missing',
      message: `No site config in ${siteDir}. Create site.config.ts that default-exports { title, url, ... }, or pass --config <file>.`,
    },
  ]);
}

/** `docs-engine` (and `docs-engine/config`) imports resolve to this package's `defineConfig`. */
const selfPlugin: Plugin = {
  name: 'docs-engine-self',
  setup(b) {
    b.onResolve({ filter: /^docs-engine(\/config)?$/ }, () => ({ path: 'docs-engine', namespace: 'docs-engine' }));
    b.onLoad({ filter: /.*/, namespace: 'docs-engine' }, () => ({
      contents: 'export function defineConfig(c) { return c; }',
      loader: 'js',
    }));
  },
};

/**
 * A Docusaurus config imports its theme packages (prism-react-renderer, @docusaurus/...). When they
 * are not installed, a stand-in that answers every property lets it load; their names go to `missing`.
 */
function standInPlugin(missing: Set<string>): Plugin {
  return {
    name: 'missing-package-stand-in',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'probe' || args.path.startsWith('node:') || args.path === 'docs-engine') return undefined;
        // Plugins the engine honours by name get a named stand-in whether installed or not.
        if (HONOURED_PLUGIN_PACKAGES.has(args.path)) return { path: args.path, namespace: 'stand-in' };
        const probe = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'probe' });
        if (!probe.errors.length) return undefined;
        // An installed package without that file (a path of its older major version) is named by the path.
        const pkg = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
        const root = pkg === args.path ? undefined : await b.resolve(pkg, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'probe' });
        missing.add(root && !root.errors.length ? args.path : pkg);
        return { path: args.path, namespace: 'stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
        // Every property, call and construction gives the stand-in again. Its prototype answers too,
        // because esbuild's ESM interop copies a module into an object that inherits from it.
        // It answers STAND_IN_PACKAGE with its package name (config/plugins.ts names plugins so).
        contents:
          `const name = ${JSON.stringify(args.path)};` +
          `const any = (t, k) => (k === Symbol.for(${JSON.stringify(STAND_IN_PACKAGE_KEY)}) ? name : k === "__esModule" ? false : k === Symbol.toPrimitive ? () => "" : k === "then" ? undefined : p);` +
          'const proto = new Proxy({}, { get: any });' +
          'const p = new Proxy(function () {}, { get: any, apply: () => p, construct: () => p, getPrototypeOf: () => proto });' +
          'module.exports = p;',
        loader: 'js',
      }));
    },
  };
}

/**
 * Code run before the module: its `require.resolve('some-plugin')` of a package that is not installed
 * gives the name back (and records it under `missingKey`) instead of throwing, as the stand-ins do
 * for imports. A config names its plugins so (`plugins: [require.resolve('x')]`); the engine runs
 * few of them, and one it would not run should not stop the build. Relative paths still throw.
 */
function tolerantResolveBanner(missingKey: string): string {
  return (
    `{ const __resolve = require.resolve; const __missing = globalThis[Symbol.for(${JSON.stringify(missingKey)})];` +
    ' require.resolve = Object.assign((id, options) => { try { return __resolve(id, options); } catch (error) {' +
    " if (!__missing || error?.code !== 'MODULE_NOT_FOUND' || typeof id !== 'string' || /^(?:[./]|node:)/.test(id)) throw error;" +
    " __missing.add(id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/')); return id; } }, { paths: __resolve.paths }); }"
  );
}

/** Bundles the module into one file of this format (in memory, source map inline). */
function bundle(file: string, format: 'cjs' | 'esm', missing: Set<string>, missingKey: string) {
  return build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // Sources are named relative to this folder: a throw is mapped back to the original line (guard.ts).
    absWorkingDir: path.dirname(file),
    sourcemap: 'inline',
    sourcesContent: false,
    define: {
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: JSON.stringify(file),
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
    banner: {
      js: `${format === 'esm' ? `import { createRequire as __cr } from 'node:module'; const require = __cr(${JSON.stringify(file)});\n` : ''}${tolerantResolveBanner(missingKey)}`,
    },
    plugins: [selfPlugin, standInPlugin(missing)],
  });
}

/** esbuild's compile errors as config-syntax diagnostics at their file:line:col. */
function compileError(error: unknown, file: string, siteDir: string, rel: string): SiteLoadError {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors ?? [];
  return new SiteLoadError(
    errors.length
      ? errors.map((e) => ({
          severity: 'error' as const,
          rule: 'config-syntax',
          message: `${path.basename(file)} cannot be compiled: ${e.text}`,
          file: e.location ? path.relative(siteDir, path.resolve(process.cwd(), e.location.file)) || rel : rel,
          line: e.location?.line,
          column: e.location ? e.location.column + 1 : undefined,
        }))
      : [{ severity: 'error', rule: 'config-syntax', message: `${path.basename(file)} cannot be compiled: ${String(error)}`, file: rel }],
  );
}

/**
 * The module compiled to one file. CommonJS output runs `module.exports` configs whatever the
 * enclosing package's "type" says; a config with top-level await needs ESM output instead.
 */
async function compileModule(file: string, siteDir: string, rel: string, missing: Set<string>, missingKey: string): Promise<{ code: string; format: 'cjs' | 'esm' }> {
  let format: 'cjs' | 'esm' = 'cjs';
  try {
    let result;
    try {
      result = await bundle(file, 'cjs', missing, missingKey);
    } catch (error) {
      const errors = (error as { errors?: { text: string }[] }).errors ?? [];
      if (!errors.some((e) => /top-level await/i.test(e.text))) throw error;
      format = 'esm';
      result = await bundle(file, 'esm', missing, missingKey);
    }
    return { code: result.outputFiles[0].text, format };
  } catch (error) {
    throw compileError(error, file, siteDir, rel);
  }
}

/**
 * Writes the compiled module next to the config (as Vite does) so its own require()/require.resolve()
 * of relative paths and packages resolve as they would for the original file; else in the temp folder.
 */
function writeBeside(file: string, code: string, format: 'cjs' | 'esm'): string {
  const tmpName = `.${path.basename(file)}.${process.pid}-${Math.random().toString(36).slice(2)}.${format === 'cjs' ? 'cjs' : 'mjs'}`;
  let tmp = path.join(path.dirname(file), tmpName);
  try {
    writeFileSync(tmp, code);
  } catch {
    tmp = path.join(tmpdir(), tmpName);
    writeFileSync(tmp, code);
  }
  return tmp;
}

/** Runs the compiled module (guarded) and returns its default export, called when it is a function. */
function runModule(tmp: string, format: 'cjs' | 'esm'): Promise<unknown> {
  return runGuarded(async () => {
    const mod = (format === 'cjs' ? createRequire(import.meta.url)(tmp) : await import(pathToFileURL(tmp).href)) as { default?: unknown };
    // CommonJS: `module.exports = {...}` or a function (`module.exports = async function createConfig()`), as Docusaurus takes both.
    const exported = format === 'cjs' && mod && (typeof mod === 'object' || typeof mod === 'function') && !('default' in mod) ? mod : mod.default;
    return typeof exported === 'function' ? await (exported as () => unknown)() : exported;
  });
}

/** What went wrong running the module, as a config-runtime diagnostic (at the throw's line:col when known). */
function runtimeError(error: unknown, file: string, siteDir: string, rel: string, tmp: string, code: string): SiteLoadError {
  const guarded = error instanceof ModuleExitError || error instanceof ModuleHangError;
  const what = guarded ? error.message : `it threw ${(error as Error)?.name ?? 'an error'}: ${(error as Error)?.message ?? String(error)}`;
  const site = guarded ? undefined : throwSite(error, tmp, code);
  const siteFile = site ? path.relative(siteDir, site.file) : rel;
  const todo =
    error instanceof ModuleExitError
      ? ' A config or sidebars module must not end the process: remove the process.exit() call.'
      : error instanceof ModuleHangError
        ? ' Make sure every promise it awaits (or its exported function returns) settles.'
        : '';
  return new SiteLoadError([
    {
      severity: 'error',
      rule: 'config-runtime',
      message: `${path.basename(file)} could not be loaded: ${what}.${todo}`,
      file: siteFile,
      ...(site ? { line: site.line, column: site.column } : {}),
    },
  ]);
}

/**
 * Evaluates a config or sidebars module (TS, ESM or CommonJS) and returns its default export.
 * `siteDir` only shapes the file paths in diagnostics.
 */
export async function evaluateModule(file: string, siteDir: string): Promise<{ value: unknown; missingPackages: string[] }> {
  const rel = path.relative(siteDir, file) || file;
  const missingPackages = new Set<string>();
  // Where the module's require.resolve records packages that are not installed (tolerantResolveBanner).
  const missingKey = `docs-engine.missing-packages.${process.pid}.${Math.random().toString(36).slice(2)}`;
  const { code, format } = await compileModule(file, siteDir, rel, missingPackages, missingKey);
  const tmp = writeBeside(file, code, format);
  const registry = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  registry[Symbol.for(missingKey)] = missingPackages;
  try {
    const value = await runModule(tmp, format);
    return { value: unwrapDefault(value, file, rel), missingPackages: [...missingPackages] };
  } catch (error) {
    if (error instanceof SiteLoadError) throw error;
    throw runtimeError(error, file, siteDir, rel, tmp, code);
  } finally {
    delete registry[Symbol.for(missingKey)];
    rmSync(tmp, { force: true });
  }
}

/** The config object a module's default export holds (CommonJS `module.exports = { default }` unwrapped). */
function unwrapDefault(exported: unknown, file: string, rel: string): object {
  let value = exported;
  if (value && typeof value === 'object' && 'default' in value && Object.keys(value).length === 1) {
    value = (value as { default: unknown }).default; // CommonJS `module.exports = { default }` shapes
  }
  if (!value || typeof value !== 'object') {
    throw new SiteLoadError([
      { severity: 'error', rule: 'config-export', message: `${path.basename(file)} must default-export an object (export default { ... }).`, file: rel, line: 1, column: 1 },
    ]);
  }
  return value;
}

/** Keys valid at a path of the schema, for "did you mean" on unknown keys. */
function keysAt(schema: z.ZodType, keyPath: (string | number)[]): string[] {
  let current: unknown = schema;
  const unwrap = (s: unknown): unknown => {
    let node = s as { def?: { type?: string; innerType?: unknown; options?: unknown[]; element?: unknown; valueType?: unknown } };
    for (let i = 0; i < 10 && node?.def; i++) {
      const t = node.def.type;
      if (t === 'default' || t === 'prefault' || t === 'optional' || t === 'nullable') node = node.def.innerType as typeof node;
      else if (t === 'union') node = (node.def.options ?? []).find((o) => (o as { def?: { type?: string } }).def?.type !== 'literal') as typeof node;
      else break;
    }
    return node;
  };
  current = unwrap(current);
  for (const key of keyPath) {
    const node = current as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown; valueType?: unknown } };
    if (node?.def?.type === 'object') current = unwrap(node.def.shape?.[key as string]);
    else if (node?.def?.type === 'array') current = unwrap(node.def.element);
    else if (node?.def?.type === 'record') current = unwrap(node.def.valueType);
    else return [];
  }
  const node = current as { def?: { type?: string; shape?: Record<string, unknown> } };
  return node?.def?.type === 'object' ? Object.keys(node.def.shape ?? {}) : [];
}

/** A wrong value as a message names it: a stand-in by its package (not installed), a function as such, else its type and JSON. */
function describe(value: unknown): string {
  const standIn = standInPackage(value);
  if (standIn !== undefined) return `the stand-in for ${standIn}, which is not installed`;
  if (typeof value === 'function') return 'a function';
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

function getAt(value: unknown, keyPath: PropertyKey[]): unknown {
  let cur = value;
  for (const k of keyPath) cur = cur && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[k] : undefined;
  return cur;
}

/**
 * Validates a raw config object. Wrong types are errors naming the key path and what was expected;
 * unknown keys are warnings suggesting the closest valid key (and are dropped).
 */
export function validateConfig(raw: unknown, file: string, source = ''): { config?: SiteConfig; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const input = structuredCloneSafe(raw);
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = configSchema.safeParse(input);
    if (result.success) return { config: result.data, diagnostics };
    let onlyUnknown = true;
    for (const issue of flattenUnionIssues(result.error.issues)) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          const keyPath = [...issue.path, key].map(String);
          const suggestion = closest(key, keysAt(configSchema, issue.path as (string | number)[]));
          const pos = locateKey(source, keyPath);
          diagnostics.push({
            severity: 'warning',
            rule: 'config-unknown-key',
            message: `Unknown config key \`${keyPath.join('.')}\`; it is ignored.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`,
            suggestion,
            file,
            ...pos,
          });
          const parent = getAt(input, issue.path as PropertyKey[]) as Record<string, unknown>;
          if (parent) delete parent[key];
        }
      } else {
        onlyUnknown = false;
        const keyPath = issue.path.map(String);
        const name = keyPath.length ? `\`${keyPath.join('.')}\`` : 'The config';
        const actual = getAt(input, issue.path as PropertyKey[]);
        let expected = issue.message;
        if (issue.code === 'invalid_type') expected = `should be ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`;
        else if (issue.code === 'invalid_value') expected = `should be one of ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
        else if (issue.code === 'invalid_union') expected = 'has the wrong type or shape';
        else if (issue.code === 'too_small' || issue.code === 'too_big') expected = `is out of range (${issue.message})`;
        const got = actual === undefined ? 'it is missing' : `got ${describe(actual)}`;
        diagnostics.push({
          severity: 'error',
          rule: 'config-type',
          message: `${name} ${expected}, ${got}.`,
          file,
          ...locateKey(source, keyPath),
        });
      }
    }
    if (!onlyUnknown) return { diagnostics };
  }
  return { diagnostics };
}

type Issue = z.core.$ZodIssue;

/**
 * A union such as `docs: false | { ...options }` fails as a whole ("invalid input"). When one branch
 * got past the root (the value is an object with one wrong key), that branch is what the user meant:
 * report its issues, with their full key paths, instead of the union's.
 */
function flattenUnionIssues(issues: readonly Issue[]): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const branches = issue.code === 'invalid_union' ? ((issue as { errors?: Issue[][] }).errors ?? []) : [];
    const rootMismatch = (i: Issue) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'invalid_value');
    const matched = branches.filter((branch) => branch.length > 0 && !branch.some(rootMismatch));
    if (matched.length === 1) {
      out.push(...flattenUnionIssues(matched[0].map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue)));
    } else out.push(issue);
  }
  return out;
}

/** A deep copy of plain objects and arrays; functions (editUrl, createRedirects) and other values are kept as they are. */
function structuredCloneSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneSafe);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneSafe(v)]));
  }
  return value;
}

/** Loads, evaluates and validates the site config. Throws SiteLoadError (exit 2) when unusable. */
/**
 * Warnings for what the config imports and the site does not have: packages not installed, and
 * paths an installed package does not have (`prism-react-renderer/themes/github`, a path of its
 * version 1; Docusaurus cannot load such a config at all). Stand-ins were used for both.
 */
function missingImportDiagnostics(missing: string[], name: string, rel: string): Diagnostic[] {
  const isPath = (m: string) => m.split('/').length > (m.startsWith('@') ? 2 : 1);
  const packages = missing.filter((m) => !isPath(m));
  const paths = missing.filter(isPath);
  const out: Diagnostic[] = [];
  if (packages.length) {
    const one = packages.length === 1;
    out.push({ severity: 'warning', rule: 'config-missing-package', message: `${name} imports ${packages.join(', ')}, which ${one ? 'is' : 'are'} not installed; a stand-in was used. Install ${one ? 'it' : 'them'} if the config needs real values from ${one ? 'it' : 'them'}.`, file: rel });
  }
  if (paths.length) {
    const theme = paths.map((p) => /^prism-react-renderer\/themes\/([\w-]+)/.exec(p)?.[1]).find(Boolean);
    const hint = theme ? ` themeConfig.prism.theme and darkTheme are not applied (code uses the built-in colours): prism-react-renderer 2, Docusaurus 3's, has its themes as require('prism-react-renderer').themes.${theme.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}.` : '';
    out.push({ severity: 'warning', rule: 'config-missing-package', message: `${name} imports ${paths.join(', ')}, which the installed package${paths.length === 1 ? ' does' : 's do'} not have (Docusaurus cannot load this config); a stand-in was used.${hint}`, file: rel });
  }
  return out;
}

/** The config file is read once: its text (`source`) goes with the config for diagnostics' positions. */
export async function loadConfig(siteDir: string, configFile?: string): Promise<{ config: SiteConfig; file: string; source: string; diagnostics: Diagnostic[] }> {
  const abs = findConfigFile(siteDir, configFile);
  const { value, missingPackages } = await evaluateModule(abs, siteDir);
  const rel = path.relative(siteDir, abs);
  const normalized = normalizeDocusaurusConfig(value as Record<string, unknown>, rel);
  const source = readFileSync(abs, 'utf8');
  const { config, diagnostics } = validateConfig(normalized.config, rel, source);
  diagnostics.unshift(...normalized.diagnostics);
  diagnostics.unshift(...missingImportDiagnostics(missingPackages, path.basename(abs), rel));
  if (config) diagnostics.push(...checkCustomCss(config.customCss, siteDir, rel, source));
  if (!config || diagnostics.some((d) => d.severity === 'error')) throw new SiteLoadError(diagnostics, 2);
  return { config, file: rel, source, diagnostics };
}
