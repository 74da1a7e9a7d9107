// The TypeScript sources that lint's own checks read: every .ts/.tsx file (not .d.ts) under the
// code zones (cli, serve, renderer, engine).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(abs);
    }
  };
  for (const zone of ['cli', 'serve', 'renderer', 'engine']) if (existsSync(path.join(root, zone))) walk(path.join(root, zone));
  return files;
}
