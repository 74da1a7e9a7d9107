#!/usr/bin/env node
// Executable entry: loads the compiled CLI (built by `npm run build`, which `prepare` runs on install).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('docs: the CLI is not compiled yet. Run `npm run build` (npm ci does this through `prepare`).');
  process.exit(2);
}
await import(entry.href);
