#!/usr/bin/env node
// Executable entry: loads the compiled CLI (built by `npm run build`, which `prepare` runs on install).
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';

const entry = new URL('../dist/cli/main.js', import.meta.url);
const bundle = new URL('../dist/cli-bundle/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('docs: the CLI is not compiled yet. Run `npm run build` (npm ci does this through `prepare`).');
  process.exit(2);
}
// The bundle (scripts/bundle-cli.mjs) starts faster; it is taken only when made after the last
// compile, so that a plain `tsc` never runs an older bundle.
const mtime = (url) => statSync(fileURLToPath(url), { throwIfNoEntry: false })?.mtimeMs ?? -1;
await import((mtime(bundle) >= mtime(entry) ? bundle : entry).href);
