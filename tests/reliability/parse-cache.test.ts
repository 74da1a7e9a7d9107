/**
 * The parse cache lives with the site (node_modules/.cache/docs-engine, else .docs-cache/), never in
 * the shared OS temp folder, and an entry whose bytes were changed is parsed again, never trusted.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, runDocs, tempDir } from './helpers.js';

/** Every cache entry file under `dir`. */
const entries = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.bin')).map((f) => path.join(dir, f));

describe('the parse cache', () => {
  it('is kept in .docs-cache/ of the site, or node_modules/.cache/docs-engine when the site has node_modules', () => {
    const site = makeSite(tempDir());
    const run = runDocs(['build', site], site, { DOCS_NO_CACHE: '' });
    expect(run.code, run.stderr).toBe(0);
    expect(entries(path.join(site, '.docs-cache'))).toHaveLength(1);

    const withModules = makeSite(tempDir());
    mkdirSync(path.join(withModules, 'node_modules'));
    expect(runDocs(['build', withModules], withModules, { DOCS_NO_CACHE: '' }).code).toBe(0);
    expect(entries(path.join(withModules, 'node_modules/.cache/docs-engine'))).toHaveLength(1);
  });

  // The text is in the entry twice: in its metadata (the excerpt) and in its tree; each part is checked.
  for (const [part, occurrence] of [['metadata', 'first'], ['tree', 'last']] as const) {
    it(`an entry edited in place (its ${part}) is not trusted: the doc is parsed again and the entry rewritten`, () => {
      const site = makeSite(tempDir(), { 'docs/intro.md': '# Intro\n\nThe real text.\n' });
      expect(runDocs(['build', site], site, { DOCS_NO_CACHE: '' }).code).toBe(0);
      const [entry] = entries(path.join(site, '.docs-cache'));
      const bytes = readFileSync(entry);
      // Same length, other bytes: what a planted entry looks like ("real" -> "fake").
      const latin1 = bytes.toString('latin1');
      const at = occurrence === 'first' ? latin1.indexOf('The real text.') : latin1.lastIndexOf('The real text.');
      expect(latin1.indexOf('The real text.')).not.toBe(latin1.lastIndexOf('The real text.'));
      const tampered = Buffer.from(`${latin1.slice(0, at)}The fake text.${latin1.slice(at + 'The real text.'.length)}`, 'latin1');
      expect(tampered.equals(bytes)).toBe(false);
      writeFileSync(entry, tampered);
      // The doc saved again as it was: a real build (not "nothing changed"), which reads its cache entry.
      const doc = path.join(site, 'docs/intro.md');
      writeFileSync(doc, readFileSync(doc));
      const run = runDocs(['build', site], site, { DOCS_NO_CACHE: '' });
      expect(run.stderr).not.toContain('nothing changed');
      expect(run.code, run.stderr).toBe(0);
      const html = readFileSync(path.join(site, 'build/intro/index.html'), 'utf8');
      expect(html).toContain('The real text.');
      expect(html).not.toContain('The fake text.');
      expect(readFileSync(entry).equals(bytes)).toBe(true);
    });
  }
});
