/** Shared helpers of the engine tests: paths, and running the real CLI (`node bin/docs.js`). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../engine/diagnostics.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'tests/fixtures');
export const fixture = (...parts: string[]): string => path.join(fixturesDir, ...parts);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/docs.js <args>` from the repository root, without colour. */
export function runCli(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/docs.js'), ...args],
      { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs `docs check <siteDir> --format json` and parses the diagnostics it prints. */
export async function checkJson(siteDir: string): Promise<CliResult & { diagnostics: Diagnostic[] }> {
  const result = await runCli(['check', siteDir, '--format', 'json']);
  let diagnostics: Diagnostic[];
  try {
    diagnostics = JSON.parse(result.stdout) as Diagnostic[];
  } catch {
    throw new Error(`docs check --format json did not print JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  return { ...result, diagnostics };
}

/** Runs many jobs with at most `limit` at a time (the CLI is CPU-bound; there are two cores). */
export async function mapLimit<T, R>(items: T[], limit: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await job(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
