/**
 * The output folder: which folders a build may replace, and the atomic swap that replaces one.
 *
 * A build is written to `<out>.tmp-<pid>` and renamed over `<out>` at the end, so the old folder is
 * deleted. That must never be the user's sources: the out-dir is refused when it is the site, holds
 * it, lies inside a content folder, is `/` or the home folder, is a file, or is a non-empty folder
 * that no build wrote. Every build marks its output with a small file (OUTPUT_MARKER) so the next
 * build knows the folder is ours.
 */
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { SiteGraph } from '../../engine/graph/types.js';

/** The file every build writes at the top of its output folder. */
export const OUTPUT_MARKER = '.docs-build';

/** A problem with the out-dir: the build must not start (exit 2). */
export class OutDirError extends Error {}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** The folders and files of a site that a build must never delete or write into. */
export function siteSourcePaths(graph: SiteGraph): string[] {
  const { config, siteDir } = graph;
  const rel = [
    ...graph.versions.map((v) => v.contentPath),
    'versioned_docs',
    'versioned_sidebars',
    config.docs ? config.docs.path : 'docs',
    ...config.staticDirectories,
    config.i18n.path,
    'blog',
    'src',
    'node_modules',
    '.git',
  ];
  const paths = rel.map((p) => path.resolve(siteDir, p));
  if (graph.configFile) paths.push(path.resolve(siteDir, graph.configFile));
  return [...new Set(paths)];
}

/**
 * A folder that an earlier build wrote: ours carries the marker; builds written before the marker
 * existed (ours, or Docusaurus's `build/`) are a site at the top (index.html or 404.html beside
 * assets/) with nothing of a project in them.
 */
function isBuildOutput(dir: string, entries: string[]): boolean {
  if (entries.includes(OUTPUT_MARKER)) return true;
  const names = new Set(entries);
  const project = ['package.json', '.git', 'node_modules', 'docusaurus.config.js', 'docusaurus.config.ts', 'site.config.ts', 'site.config.js', 'site.config.mjs'];
  if (project.some((p) => names.has(p))) return false;
  return (names.has('index.html') || names.has('404.html')) && names.has('assets') && lstatSync(path.join(dir, 'assets')).isDirectory();
}

/** Why a build must not write to `outDir` (absolute), or undefined when it may. */
export function outDirProblem(outDir: string, graph: SiteGraph): string | undefined {
  const siteDir = path.resolve(graph.siteDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  const own = 'The build replaces its output folder as a whole: choose a folder of its own with --out-dir, such as build.';
  if (outDir === path.parse(outDir).root) return `The output folder ${shown} is the root of the file system. ${own}`;
  if (outDir === homedir()) return `The output folder ${shown} is your home folder. ${own}`;
  if (inside(siteDir, outDir)) return `The output folder ${shown} ${siteDir === outDir ? 'is' : 'contains'} the site folder. ${own}`;
  for (const source of siteSourcePaths(graph)) {
    const relation = outDir === source ? 'is' : inside(outDir, source) ? 'lies inside' : inside(source, outDir) ? 'contains' : undefined;
    if (relation) return `The output folder ${shown} ${relation} ${path.relative(siteDir, source) || source}, a source of the site. ${own}`;
  }
  let stat;
  try {
    stat = lstatSync(outDir);
  } catch {
    return undefined; // not there yet: the build creates it
  }
  if (!stat.isDirectory()) return `The output folder ${shown} is a file. Remove it, or choose another folder with --out-dir.`;
  const entries = readdirSync(outDir);
  if (entries.length && !isBuildOutput(outDir, entries)) {
    return `The output folder ${shown} holds files that docs build did not write (it has no ${OUTPUT_MARKER} marker), and the build would replace them. Empty or remove that folder, or choose another one with --out-dir.`;
  }
  return undefined;
}

/** Throws OutDirError when a build must not write to `outDir`. */
export function assertSafeOutDir(outDir: string, graph: SiteGraph): void {
  const problem = outDirProblem(outDir, graph);
  if (problem) throw new OutDirError(problem);
}

/** Marks a finished build folder as written by docs build. */
export function markOutput(dir: string): void {
  writeFileSync(path.join(dir, OUTPUT_MARKER), 'This folder was written by docs build, which replaces it on every build.\n');
}

/** Replaces `outDir` with the finished build in `tmpDir`: rename the old one aside, rename the new one in, delete the old. */
export function swapInBuild(tmpDir: string, outDir: string): void {
  markOutput(tmpDir);
  const oldDir = `${outDir}.old-${process.pid}`;
  rmSync(oldDir, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, oldDir);
  renameSync(tmpDir, outDir);
  rmSync(oldDir, { recursive: true, force: true });
}
