/**
 * The `docs` command: build | serve | check. Parses arguments, calls the engine and renderer,
 * prints diagnostics, sets the exit code (0 ok, 1 content errors, 2 usage or config errors).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { SiteLoadError, type Diagnostic } from '../engine/diagnostics.js';
import { cacheDirOf, loadSite, loadSiteConfig, type LoadedSite, type LoadOptions, type SiteConfigState } from '../engine/load.js';
import { formatDiagnostic, printDiagnostics, summarize, useColor } from '../engine/diagnostics-text.js';
import { type CheckedLocales, checkEveryLocale, inLocale, localeOutDir, otherLocales, unseen } from './locales.js';

/** Thrown out of a build when another locale's content has errors (already printed). */
class LocaleBuildFailed extends Error {}
import { debugStack, systemErrorLine } from './system-errors.js';
import { RENDER_WORKER_URL } from '../renderer/server/render-worker-url.js';
import type { InputStamps } from '../renderer/server/unchanged-build.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Loads a site (or, with `configOnly`, its config); config problems end the command with exit 2. */
async function load(siteDir: string, options: LoadOptions): Promise<LoadedSite>;
async function load(siteDir: string, options: LoadOptions, configOnly: true): Promise<SiteConfigState>;
async function load(siteDir: string, options: LoadOptions, configOnly?: true): Promise<LoadedSite | SiteConfigState> {
  try {
    return configOnly ? await loadSiteConfig(path.resolve(siteDir), options.config, options.locale) : await loadSite(siteDir, options);
  } catch (error) {
    if (error instanceof SiteLoadError) {
      printDiagnostics(error.diagnostics);
      process.stderr.write(`${summarize(error.diagnostics, useColor())}\n`);
      process.exit(error.exitCode);
    }
    throw error;
  }
}

/** `--threads N`: a whole number of at least 1. */
function threadCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of threads, 1 or more.');
  return n;
}

/**
 * The config, and whether the last build into `outDir` can be kept as it is (renderer/server/unchanged-build.ts):
 * then its warnings are printed again with the build line, and `kept` is true. Else the key to record
 * when this build succeeds.
 */
async function unchangedBuild(siteDir: string, options: LoadOptions, outDirOption: string, cacheDir: string, started: number): Promise<{ configState: SiteConfigState; buildKey?: string; kept?: boolean; inputStamps?: InputStamps }> {
  const unchanged = await import('../renderer/server/unchanged-build.js');
  const configState = await load(siteDir, options, true);
  const outDir = path.resolve(configState.root, outDirOption);
  // The walk's stamps of the site's files: the build checks its pages' inputs against them.
  const inputStamps: InputStamps = new Map();
  const buildKey = unchanged.buildKeyOf({ siteDir: configState.root, outDir, cacheDir, config: configState.config, options: { config: options.config ?? null, locale: options.locale ?? null }, stamps: inputStamps });
  const previous = buildKey ? unchanged.unchangedBuild(cacheDir, outDir, buildKey) : undefined;
  if (!previous) return { configState, ...(buildKey ? { buildKey, inputStamps } : {}) };
  // What killed builds left beside the folder still goes.
  (await import('../renderer/server/output.js')).removeDeadBuildLeftovers(outDir);
  printDiagnostics(previous.diagnostics);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stderr.write(`Built ${previous.pages} pages (${previous.pages.toLocaleString('en-US')} reused) into ${path.relative(process.cwd(), outDir) || '.'}/ in ${seconds} s: nothing changed since the last build.\n`);
  return { configState, kept: true };
}

const hasErrors = (list: Diagnostic[]) => list.some((d) => d.severity === 'error');
/** Errors in the config itself (schema, locales, navbar, versions named there) are exit 2, like usage errors. */
const configExit = (list: Diagnostic[], configFile?: string) =>
  list.some((d) => d.severity === 'error' && (d.rule.startsWith('config-') || d.rule === 'locale-config' || (!!configFile && d.file === configFile)));

/** A subcommand that works on a site: `[siteDir]` and `--config`, shared by build, serve and check. */
function siteCommand(program: Command, name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .argument('[siteDir]', 'site root folder', '.')
    .option('-c, --config <file>', 'config file (default: site.config.ts, .js or .mjs)');
}

// Long on purpose: the declaration of every command and option, read top to bottom like `docs --help`.
export function createProgram(): Command {
  const program = new Command('docs')
    .description('Build, preview and check documentation sites written in the Docusaurus content layout.')
    .version(pkg.version, '-v, --version', 'print the version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();

  siteCommand(program, 'check', 'validate the site (config, front matter, links, anchors, images, sidebars, navbar) without writing anything')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (siteDir: string, opts: { config?: string; format: 'text' | 'json' }) => {
      let loaded: CheckedLocales;
      try {
        // Nothing renders: the parsed trees are not kept (nor copied out of the parse workers).
        loaded = await checkEveryLocale(siteDir, { config: opts.config, trees: false });
      } catch (error) {
        if (!(error instanceof SiteLoadError)) throw error;
        if (opts.format === 'json') process.stdout.write(`${JSON.stringify(error.diagnostics, null, 2)}\n`);
        else {
          // Diagnostics are what `check` outputs: stdout, as for content problems below.
          printDiagnostics(error.diagnostics, process.stdout);
          process.stdout.write(`${summarize(error.diagnostics, useColor(process.stdout))}\n`);
        }
        process.exit(error.exitCode);
      }
      const { diagnostics } = loaded;
      if (opts.format === 'json') process.stdout.write(`${JSON.stringify(diagnostics, null, 2)}\n`);
      else {
        const color = useColor(process.stdout);
        for (const d of diagnostics) process.stdout.write(`${formatDiagnostic(d, color)}\n`);
        process.stdout.write(`${summarize(diagnostics, color)} in ${loaded.docs} docs, ${loaded.routes} routes${loaded.locales > 1 ? `, ${loaded.locales} locales` : ''}\n`);
      }
      process.exitCode = configExit(diagnostics, loaded.configFile) ? 2 : hasErrors(diagnostics) ? 1 : 0;
    });

  siteCommand(program, 'build', 'build the static site')
    .option('-o, --out-dir <dir>', 'output folder, relative to the site root', 'build')
    .option('--graph <file>', 'also write the site graph as JSON to this file (of the first locale built)')
    .option('-l, --locale <locale>', 'build only this locale (default: every locale of i18n.locales)')
    .option('--no-cache', 'parse every file and render every page again (a full build; the cache is not read)')
    .option('--threads <n>', 'worker threads to parse and render with (default: DOCS_THREADS, else every core; 1: none)', threadCount)
    .action(async (siteDir: string, opts: { config?: string; outDir: string; graph?: string; locale?: string; cache: boolean; threads?: number }) => {
      const started = performance.now();
      // A large site keeps its trees in the worker threads that parsed them, and renders there.
      const options: LoadOptions = { config: opts.config, contentWorkers: true, workerPreload: RENDER_WORKER_URL.href, ...(opts.locale ? { locale: opts.locale } : {}), ...(opts.cache ? {} : { cache: false }), ...(opts.threads ? { threads: opts.threads } : {}) };
      // The build manifest lives beside the parse cache: pages whose inputs did not change are reused.
      const cacheDir = cacheDirOf(path.resolve(siteDir), options);
      // Nothing changed since the last build into the folder (unchanged-build.ts): it stays as it is.
      const { configState, buildKey, kept, inputStamps } = cacheDir && !opts.graph && !opts.locale ? await unchangedBuild(siteDir, options, opts.outDir, cacheDir, started) : {};
      if (kept) return;
      // The renderer's modules load while the parse workers read the site (the main thread waits for
      // them then, seconds at 10,000 docs), not after.
      const renderer = import('../renderer/server/build.js');
      renderer.catch(() => undefined); // awaited below; a site that fails to load never needs it
      const loaded = await load(siteDir, { ...options, ...(configState ? { configState } : {}) });
      const seen = new Set<string>();
      /** Every diagnostic printed by this build (repeated by a next build that finds nothing changed). */
      const printed: Diagnostic[] = [];
      const print = (list: Diagnostic[]) => {
        printed.push(...list);
        printDiagnostics(list);
      };
      print(unseen(loaded.diagnostics, seen));
      if (opts.graph) writeFileSync(path.resolve(opts.graph), JSON.stringify(loaded.graph, null, 2));
      const failed = (list: Diagnostic[], configFile?: string) => {
        process.stderr.write(`${summarize(onceEach([...printed, ...list]), useColor())}; the build failed and ${opts.outDir}/ was left as it was.\n`);
        process.exitCode = configExit(list, configFile) ? 2 : 1;
      };
      if (hasErrors(loaded.diagnostics)) {
        await loaded.workers?.close();
        return failed(loaded.diagnostics, loaded.graph.configFile);
      }
      const { buildSite } = await renderer;
      const { OutDirError, OutputWriteError } = await import('../renderer/server/output.js');
      const outDir = path.resolve(loaded.graph.siteDir, opts.outDir);
      const progress = process.stderr.isTTY ? process.stderr : undefined;
      // The other locales are built into the new output folder before it replaces the old one: a
      // failure in any locale leaves the previous build as it was.
      let pages = 0;
      let reused = 0;
      let failure: Diagnostic[] | undefined;
      const others = opts.locale ? [] : otherLocales(loaded);
      const beforeSwap = async (tmpDir: string) => {
        for (const locale of others) {
          const step = { load: () => load(siteDir, { ...options, locale: locale.locale }), build: (site: LoadedSite) => buildSite(site, { outDir: localeOutDir(tmpDir, loaded, locale), progress, ...(cacheDir ? { cacheDir, previousDir: localeOutDir(outDir, loaded, locale), inputStamps } : {}) }) };
          const built = await buildLocale(step, (list) => print(inLocale(unseen(list, seen), locale.locale)));
          if ('failure' in built) {
            failure = built.failure;
            throw new LocaleBuildFailed();
          }
          pages += built.pages;
          reused += built.reused;
        }
      };
      const target = opts.locale ? localeOutDir(outDir, loaded, loaded.graph.locale) : outDir;
      let result;
      try {
        result = await buildSite(loaded, { outDir: target, progress, ...(others.length ? { beforeSwap } : {}), ...(cacheDir ? { cacheDir, inputStamps } : {}) }).finally(() => loaded.workers?.close());
      } catch (error) {
        if (error instanceof LocaleBuildFailed && failure) return failed(failure, loaded.graph.configFile);
        // A page that cannot be rendered (a React page's import): reported as any other error of the build.
        if (error instanceof SiteLoadError) {
          print(error.diagnostics);
          return failed(error.diagnostics);
        }
        if (!reportOutputError(error, opts.outDir, OutDirError, OutputWriteError)) throw error;
        return;
      }
      print(result.diagnostics);
      if (hasErrors(result.diagnostics)) return failed(result.diagnostics);
      if (buildKey && cacheDir) (await import('../renderer/server/unchanged-build.js')).recordBuild(cacheDir, outDir, buildKey, { diagnostics: printed, pages: result.pages + pages }, result.knownStamps);
      if (cacheDir) await pruneCache(cacheDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const locales = others.length ? ` in ${others.length + 1} locales` : '';
      const reusedNote = cacheDir ? ` (${(result.reused + reused).toLocaleString('en-US')} reused)` : '';
      process.stderr.write(`Built ${result.pages + pages} pages${reusedNote}${locales} into ${path.relative(process.cwd(), target) || '.'}/ in ${seconds} s.\n`);
    });

  siteCommand(program, 'serve', 'build the site, serve it locally, rebuild on changes and reload the browser')
    .option('-p, --port <port>', 'port', '3000')
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--open', 'open the browser')
    .option('-l, --locale <locale>', "serve this locale, under its base URL (default: the default locale)")
    .action(async (siteDir: string, opts: { config?: string; port: string; host: string; open?: boolean; locale?: string }) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`error: --port must be a number from 0 to 65535, got "${opts.port}"\n`);
        process.exit(2);
      }
      // A locale the config does not list is a usage error (exit 2), not something to fix while serving.
      if (opts.locale) await loadSiteConfig(path.resolve(siteDir), opts.config, opts.locale);
      // React's production build renders pages several times faster; it is chosen when React loads.
      process.env.NODE_ENV ??= 'production';
      const { serveSite } = await import('../serve/serve.js');
      const handle = await serveSite(path.resolve(siteDir), { config: opts.config, port, host: opts.host, open: !!opts.open, ...(opts.locale ? { locale: opts.locale } : {}) });
      const stop = () => {
        process.stderr.write('\nStopping docs serve.\n');
        void handle.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });

  return program;
}

/** Drops from the cache what no build will read again: gone output folders' records, stale parses. */
async function pruneCache(cacheDir: string): Promise<void> {
  (await import('../renderer/server/incremental.js')).pruneGoneBuilds(cacheDir);
  (await import('../engine/content/parse-cache-prune.js')).pruneParseCache(cacheDir);
}

/**
 * An output folder's error as the build's last words, exit 2: a folder refused (nothing was built or
 * deleted) or one that could not be written (left as it was). False for any other error.
 */
/**
 * One more locale of a build: loaded, then built (into the new output folder), what each step
 * found printed (a React page's link broken in this locale only is found by the build); the
 * diagnostics that stop it, when one has errors.
 */
async function buildLocale(
  step: { load: () => Promise<LoadedSite>; build: (site: LoadedSite) => Promise<{ diagnostics: Diagnostic[]; pages: number; reused: number }> },
  print: (list: Diagnostic[]) => void,
): Promise<{ failure: Diagnostic[] } | { pages: number; reused: number }> {
  const site = await step.load();
  print(site.diagnostics);
  if (hasErrors(site.diagnostics)) {
    await site.workers?.close();
    return { failure: site.diagnostics };
  }
  const built = await step.build(site).finally(() => site.workers?.close());
  print(built.diagnostics);
  return hasErrors(built.diagnostics) ? { failure: built.diagnostics } : built;
}

/** Diagnostics counted once each (a failed build's summary counts all it printed, the load's too). */
function onceEach(list: Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
  return [...new Map(list.map((d) => [key(d), d])).values()];
}

function reportOutputError(error: unknown, outDir: string, OutDirError: new (...args: never[]) => Error, OutputWriteError: new (...args: never[]) => Error): boolean {
  if (error instanceof OutDirError) process.stderr.write(`error: ${error.message}\nNothing was built or deleted.\n`);
  else if (error instanceof OutputWriteError) process.stderr.write(`${debugStack(error)}error: ${error.message} ${outDir}/ was left as it was.\n`);
  else return false;
  process.exitCode = 2;
  return true;
}

export async function main(argv = process.argv): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with code 0; usage errors with 2.
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    if (error instanceof SiteLoadError) {
      printDiagnostics(error.diagnostics);
      process.exitCode = error.exitCode;
      return;
    }
    const system = systemErrorLine(error);
    if (system) {
      process.stderr.write(`${debugStack(error)}error: ${system}\n`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`docs: internal error: ${(error as Error).stack ?? String(error)}\nPlease report this with the command you ran.\n`);
    process.exitCode = 70;
  }
}

await main();
