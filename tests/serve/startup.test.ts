/**
 * `docs serve` started on a site whose config is broken: it keeps running, answers every page with
 * a placeholder that shows the errors, and builds the site as soon as the config is fixed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectedState, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;
let original = '';

beforeAll(async () => {
  site = await serveFixture({}, (dir) => {
    const file = path.join(dir, 'site.config.mjs');
    original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace("baseUrl: '/',", 'baseUrl: 42,'));
  });
});

afterAll(async () => {
  await site?.close();
});

describe('a broken config at startup', () => {
  it('serves a placeholder with the errors, then the site once the config is fixed', async () => {
    const placeholder = await site.get('/guide/install');
    expect(placeholder.status).toBe(503);
    const errors = injectedState(placeholder.body).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].where).toMatch(/^site\.config\.mjs/);
    expect(site.log.join('\n')).toContain('site.config.mjs');

    await site.editAndReload('site.config.mjs', original);
    const page = await site.get('/guide/install');
    expect(page.status).toBe(200);
    expect(injectedState(page.body).errors).toEqual([]);
    // The docs folder is watched now too.
    const install = site.read('docs/guide/install.md');
    await site.editAndReload('docs/guide/install.md', install.replace('Install the agent first.', 'Install it now.'));
    expect((await site.get('/guide/install')).body).toContain('Install it now.');
  });
});
