// What the bench scripts share: the package root, command-line options, a corpus made on demand,
// and a small deterministic random generator.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` options and positional arguments of `args`. */
export function parseArgs(args = process.argv.slice(2)) {
  return {
    args,
    option: (name, fallback) => {
      const i = args.indexOf(name);
      return i >= 0 ? args[i + 1] : fallback;
    },
    positional: args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')),
  };
}

/** Generates the N-doc corpus into `dir` (scripts/gen-corpus.mjs) unless it is there already. */
export function ensureCorpus(dir, n, stdio = 'ignore', flags = []) {
  if (!existsSync(path.join(dir, 'site.config.mjs'))) execFileSync(process.execPath, [path.join(root, 'scripts', 'gen-corpus.mjs'), dir, String(n), ...flags], { stdio });
}

/** xorshift32: small, fast, deterministic numbers in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}
