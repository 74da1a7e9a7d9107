/**
 * Packages lent from the engine's own node_modules to site code (pages, components, islands) when
 * the site has no copy. The classic template's home page and feature list import `clsx`, which a
 * site gets through Docusaurus itself; built here without `npm install` (or by a site that never
 * listed it) they would otherwise fail at that import. The engine depends on clsx for this. The
 * fallback is the engine's whole node_modules folder, so any other package the engine has is found
 * the same way (react and the theme modules are provided before that). The site's own copy wins: esbuild looks in `nodePaths` (as Node looks in NODE_PATH) only after every
 * node_modules above the importing file. `nodePaths`, not a plugin, because the synchronous builds
 * of MDX evaluation run no plugins.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** The node_modules folder holding the engine's clsx: esbuild's `nodePaths` for site code. */
function engineNodeModules(): string {
  const file = createRequire(import.meta.url).resolve('clsx');
  const parts = file.split(path.sep);
  return parts.slice(0, parts.lastIndexOf('node_modules') + 1).join(path.sep);
}

export const LENT_NODE_PATHS: string[] = [engineNodeModules()];
