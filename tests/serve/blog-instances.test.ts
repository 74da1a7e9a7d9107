/**
 * `docs serve` on a site with a second blog instance (tests/fixtures/blog-instances): both blogs are
 * served, and an edit to a post of the other blog re-renders its post, its list page and its feed.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture({}, undefined, path.join(repoRoot, 'tests/fixtures/blog-instances'));
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('docs serve with two blogs', () => {
  it('serves both blogs and their feeds', async () => {
    expect((await site.get('/blog')).body).toContain('Hello post.');
    const changelog = await site.get('/changelog');
    expect(changelog.status).toBe(200);
    expect(changelog.body).toContain('Second release.');
    expect((await site.get('/changelog/rss.xml')).body).toContain('<title>Release feed</title>');
  });

  it('re-renders the other blog’s post, list page and feed after an edit to one of its posts', async () => {
    const rel = 'changelog/2024-04-01-v1-1.md';
    await site.editAndReload(rel, site.read(rel).replace('Second release.', 'Second release, with dashboards.'));
    await site.settled();
    expect((await site.get('/changelog/2024/04/01/v1-1')).body).toContain('Second release, with dashboards.');
    expect((await site.get('/changelog')).body).toContain('Second release, with dashboards.');
    expect((await site.get('/changelog/rss.xml')).body).toContain('Second release, with dashboards.');
    expect((await site.get('/blog')).body).toContain('Hello post.');
  }, 60_000);
});
