/**
 * Vitest global setup: compiles the project once (`npx tsc -p .`, then the CLI's bundle) so tests that
 * run the real CLI (`node bin/docs.js`) use the current sources. `npm test` has compiled already (scripts/test.sh runs
 * `npm run build` and says so in DOCS_TESTS_COMPILED): then nothing is compiled twice. TypeScript still writes its output when some file
 * has type errors; errors in engine/ and cli/ fail the run, errors elsewhere (work in progress in other
 * parts) are printed and the run goes on, as long as the CLI and engine were emitted.
 *
 * It also gives the run a temp folder of its own (TMPDIR, which every test file, build and browser
 * the tests start uses) and removes it at the end: a test run leaves nothing in the system's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): () => void {
  const runTmp = mkdtempSync(path.join(tmpdir(), 'docs-tests-'));
  process.env.TMPDIR = runTmp;
  if (process.env.DOCS_TESTS_COMPILED !== '1') compile();
  return () => rmSync(runTmp, { recursive: true, force: true });
}

function compile(): void {
  let output = '';
  try {
    execFileSync('npx', ['tsc', '-p', '.'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '') + String((error as { stderr?: string }).stderr ?? '');
  }
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  // The CLI imports the renderer lazily: a renderer module that does not exist yet is not a CLI error.
  const ownErrors = errors.filter((line) => line.startsWith('engine/') || (line.startsWith('cli/') && !line.includes("'../renderer/")));
  if (ownErrors.length) throw new Error(`The engine or the CLI does not compile:\n${ownErrors.join('\n')}`);
  if (errors.length) process.stderr.write(`global-setup: tsc reported errors outside engine/ and cli/ (ignored here):\n${errors.join('\n')}\n`);
  for (const file of ['dist/cli/main.js', 'dist/engine/index.js']) {
    if (!existsSync(path.join(root, file))) throw new Error(`global-setup: ${file} was not emitted by tsc.\n${output}`);
  }
  execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
