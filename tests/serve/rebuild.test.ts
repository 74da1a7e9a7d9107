/**
 * `docs serve` rebuilds: an edit reloads the browser with the new page; broken edits show the
 * overlay (on the event stream and in the HTML) while the last good pages stay served, and fixing
 * them clears it; added and deleted docs change the sidebar; other pages, tag pages and the search
 * index follow; the config can break and be fixed without the server stopping.
 */
import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebuildEvent } from '../../serve/serve.js';
import { EVENT_TIMEOUT, injectedState, serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture();
  // Every page rendered once (as after browsing the site): what changes is then what is re-rendered.
  await site.settled();
});

afterAll(async () => {
  await site?.close();
});

const INSTALL = 'docs/guide/install.md';
// A test waits for a few events in turn, each up to EVENT_TIMEOUT: the one that does not come is
// reported by its own wait, not by the test's timeout.
const WAITS = { timeout: 4 * EVENT_TIMEOUT };
const errorsEvent = (from: number, test: (errors: NonNullable<import('./helpers.js').ServerEvent['data']['errors']>) => boolean, label: string) =>
  site.stream.next((e) => e.event === 'errors' && test(e.data.errors ?? []), from, label);

describe('edits', WAITS, () => {
  it('re-renders only an edited doc when its body changed, and sends a reload', async () => {
    const original = site.read(INSTALL);
    try {
      const rebuilt = new Promise<RebuildEvent>((resolve) => site.handle.events.once('rebuild', resolve));
      const reload = await site.editAndReload(INSTALL, original.replace('A supported operating system.', 'A supported operating system with 2 GB of memory.'));
      expect(reload.data.routes).toEqual(['/guide/install']);
      const page = await site.get('/guide/install');
      expect(page.body).toContain('A supported operating system with 2 GB of memory.');
      expect(injectedState(page.body).build).toBe(reload.data.build);
      // The other pages did not change: nothing else was rendered, or is left to render.
      const event = await rebuilt;
      expect(event.rendered).toEqual(['/guide/install']);
      expect(event.stale).toEqual([]);
    } finally {
      await site.editAndReload(INSTALL, original);
    }
    expect((await site.get('/guide/install')).body).not.toContain('2 GB');
  });

  it('re-renders the pages that show what changed: a new description shows on tag pages', async () => {
    const original = site.read(INSTALL);
    try {
      // The first paragraph is the description: tag pages list it.
      const reload = await site.editAndReload(INSTALL, original.replace('Install the agent first.', 'Install the agent before anything else.'));
      expect(reload.data.routes).toEqual(['/guide/install', '/tags/setup', '/tags/start']);
      expect((await site.get('/tags/setup')).body).toContain('Install the agent before anything else.');
    } finally {
      await site.editAndReload(INSTALL, original);
    }
  });

  it('does not reload for a save without changes', async () => {
    const other = 'docs/guide/configure.md';
    const text = site.read(other);
    try {
      const build = site.handle.status().build;
      const from = site.stream.mark();
      const rebuilt = new Promise<void>((resolve) => site.handle.events.once('rebuild', () => resolve()));
      // A save without changes, then a real edit of another doc: only the real edit reloads.
      site.write(INSTALL, site.read(INSTALL));
      const reload = await site.editAndReload(other, `${text}\nMore notes on configuration.\n`);
      await rebuilt;
      expect(reload.data.build).toBe(build + 1);
      expect(reload.data.routes).toEqual(['/guide/configure']);
      expect(site.stream.events.slice(from).filter((e) => e.event === 'reload')).toHaveLength(1);
    } finally {
      await site.editAndReload(other, text);
    }
  });

  it('coalesces rapid saves into one rebuild showing the last one', async () => {
    const original = site.read(INSTALL);
    try {
      const from = site.stream.mark();
      const build = site.handle.status().build;
      for (let i = 1; i <= 5; i++) site.write(INSTALL, original.replace('Install the agent first.', `Rapid save ${i}.`));
      await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after rapid saves');
      await waitIdle();
      expect((await site.get('/guide/install')).body).toContain('Rapid save 5.');
      expect(site.stream.events.slice(from).filter((e) => e.event === 'reload').length).toBeLessThanOrEqual(2);
    } finally {
      await site.editAndReload(INSTALL, original);
    }
  });

  it('does not lose a save that lands right after a rebuild read the file', async () => {
    const original = site.read(INSTALL);
    try {
      const from = site.stream.mark();
      const build = site.handle.status().build;
      // The second save lands as soon as the first one's rebuild is done: usually inside the watcher's
      // window of one change per file per 50 ms, which drops its event.
      site.handle.events.once('rebuild', () => site.write(INSTALL, original.replace('Install the agent first.', 'Second save.')));
      site.write(INSTALL, original.replace('Install the agent first.', 'First save.'));
      await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build + 1, from, 'a reload after the second save');
      await waitIdle();
      expect((await site.get('/guide/install')).body).toContain('Second save.');
    } finally {
      await site.editAndReload(INSTALL, original);
    }
  });

  it('updates the sidebar, pagination and tag pages when a title changes', async () => {
    const original = site.read(INSTALL);
    try {
      await site.editAndReload(INSTALL, original.replace('title: Install', 'title: Installing the agent'));
      for (const p of ['/guide/configure', '/tags/setup', '/tags/start']) {
        const page = await site.get(p);
        expect(page.body, p).toContain('Installing the agent');
      }
      // The search index follows too.
      const index = await site.get('/search-index-en.json');
      expect(index.status).toBe(200);
      expect(index.body).toContain('Installing the agent');
    } finally {
      await site.editAndReload(INSTALL, original);
    }
    expect((await site.get('/guide/configure')).body).not.toContain('Installing the agent');
    expect((await site.get('/search-index-en.json')).body).not.toContain('Installing the agent');
  });

  it('updates tag pages when tags change', async () => {
    const file = 'docs/guide/configure.md';
    const original = site.read(file);
    try {
      await site.editAndReload(file, original.replace('tags: [setup]', 'tags: [setup, tuning]'));
      const tag = await site.get('/tags/tuning');
      expect(tag.status).toBe(200);
      expect(tag.body).toContain('Configure');
      expect((await site.get('/tags')).body).toContain('tuning');
    } finally {
      await site.editAndReload(file, original);
    }
    expect((await site.get('/tags/tuning')).status).toBe(404);
  });

  it('adds a doc to the sidebar, and takes a deleted one out', async () => {
    const rel = 'docs/guide/upgrade.md';
    await site.editAndReload(rel, '---\ntitle: Upgrade\nsidebar_position: 3\n---\n\n# Upgrade\n\nUpgrade the agent in place.\n');
    const page = await site.get('/guide/upgrade');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Upgrade the agent in place.');
    expect((await site.get('/guide/install')).body).toContain('href="/guide/upgrade"');
    const from = site.stream.mark();
    const build = site.handle.status().build;
    unlinkSync(path.join(site.dir, rel));
    await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after deleting a doc');
    expect((await site.get('/guide/upgrade')).status).toBe(404);
    expect((await site.get('/guide/install')).body).not.toContain('href="/guide/upgrade"');
  });

  it('copies changed static files', async () => {
    const rel = 'static/img/extra.txt';
    const from = site.stream.mark();
    const build = site.handle.status().build;
    writeFileSync(path.join(site.dir, rel), 'extra file');
    await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after adding a static file');
    expect((await site.get('/img/extra.txt')).body).toBe('extra file');
    rmSync(path.join(site.dir, rel));
  });
});

describe('structure', WAITS, () => {
  it('follows a _category_ file: the category label on every page of the category', async () => {
    const rel = 'docs/guide/_category_.json';
    const original = site.read(rel);
    try {
      await site.editAndReload(rel, '{ "label": "Guides and how-tos", "position": 2 }\n');
      expect((await site.get('/guide/install')).body).toContain('Guides and how-tos');
      expect((await site.get('/guide/configure')).body).toContain('Guides and how-tos');
    } finally {
      await site.editAndReload(rel, original);
    }
    expect((await site.get('/guide/install')).body).not.toContain('Guides and how-tos');
  });

  it('follows tags.yml: tag labels and descriptions', async () => {
    const rel = 'docs/tags.yml';
    try {
      await site.editAndReload(rel, 'setup:\n  label: Setting up\n  description: Docs about setting up the agent.\nstart:\n  label: Start\n');
      const tag = await site.get('/tags/setup');
      expect(tag.body).toContain('Setting up');
      expect(tag.body).toContain('Docs about setting up the agent.');
      expect((await site.get('/guide/install')).body).toContain('Setting up');
    } finally {
      const from = site.stream.mark();
      const build = site.handle.status().build;
      rmSync(path.join(site.dir, rel));
      await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after removing tags.yml');
    }
    expect((await site.get('/tags/setup')).body).not.toContain('Setting up');
  });

  it('follows a sidebars file that appears and goes', async () => {
    const rel = 'sidebars.js';
    try {
      await site.editAndReload(rel, "module.exports = { docs: ['intro', { type: 'category', label: 'Only install', items: ['guide/install'] }] };\n");
      const page = await site.get('/guide/install');
      expect(page.body).toContain('Only install');
      expect(page.body).not.toContain('href="/guide/configure"');
    } finally {
      const from = site.stream.mark();
      const build = site.handle.status().build;
      rmSync(path.join(site.dir, rel));
      await site.stream.next((e) => e.event === 'reload' && (e.data.build ?? 0) > build, from, 'a reload after removing sidebars.js');
    }
    const page = await site.get('/guide/install');
    expect(page.body).not.toContain('Only install');
    expect(page.body).toContain('href="/guide/configure"');
  });
});

describe('broken edits', WAITS, () => {
  /** Writes `broken`, waits for errors that pass `test`, runs `check`, then restores the file and waits for the errors to clear. */
  async function breakAndFix(rel: string, broken: string, test: (errors: NonNullable<import('./helpers.js').ServerEvent['data']['errors']>) => boolean, label: string, check: (errors: NonNullable<import('./helpers.js').ServerEvent['data']['errors']>) => Promise<void>) {
    const original = site.read(rel);
    const from = site.stream.mark();
    try {
      site.write(rel, broken);
      const event = await errorsEvent(from, test, label);
      await check(event.data.errors!);
    } finally {
      const fixed = site.stream.mark();
      site.write(rel, original);
      await errorsEvent(fixed, (errors) => errors.length === 0, `${label} cleared`);
    }
  }

  it('shows a front matter type error at its line, keeps the last good page, and clears it when fixed', async () => {
    const original = site.read(INSTALL);
    await breakAndFix(INSTALL, original.replace('sidebar_position: 1', 'sidebar_position: first'), (errors) => errors.some((e) => e.rule === 'front-matter-type'), 'the front matter error', async (errors) => {
      const error = errors.find((e) => e.rule === 'front-matter-type')!;
      expect(error.where).toBe(`${INSTALL}:3:1`);
      expect(error.message).toContain('sidebar_position');
      // The page the browser gets: the last good content, with the overlay's data.
      const page = await site.get('/guide/install');
      expect(page.status).toBe(200);
      expect(page.body).toContain('Install the agent first.');
      expect(injectedState(page.body).errors.map((e) => e.where)).toContain(error.where);
      expect(site.handle.status().errors.length).toBe(1);
      expect(site.log.join('\n')).toContain(`${INSTALL}:3:1  error`);
    });
    // Fixed: no errors in the page any more.
    expect(injectedState((await site.get('/guide/install')).body).errors).toEqual([]);
  });

  it('shows invalid YAML front matter with its position', async () => {
    const original = site.read(INSTALL);
    await breakAndFix(INSTALL, original.replace('title: Install', 'title: [Install'), (errors) => errors.some((e) => e.rule === 'yaml-syntax'), 'the YAML error', async (errors) => {
      const error = errors.find((e) => e.rule === 'yaml-syntax')!;
      expect(error.where).toMatch(/^docs\/guide\/install\.md:[23]:\d+$/);
      expect((await site.get('/guide/install')).body).toContain('Install the agent first.');
    });
  });

  it('shows invalid MDX at its line and column', async () => {
    const rel = 'docs/widgets.mdx';
    const original = site.read(rel);
    await breakAndFix(rel, original.replace('Second tab.</TabItem>', 'Second {tab.</TabItem>'), (errors) => errors.some((e) => e.rule === 'mdx-syntax'), 'the MDX error', async (errors) => {
      const error = errors.find((e) => e.rule === 'mdx-syntax')!;
      expect(error.where).toMatch(/^docs\/widgets\.mdx:\d+:\d+$/);
      expect(error.line).toBeGreaterThanOrEqual(12);
      expect((await site.get('/widgets')).body).toContain('Second tab.');
    });
  });

  it('shows a broken link where it is written', async () => {
    const rel = 'docs/guide/configure.md';
    const original = site.read(rel);
    const line = original.split('\n').findIndex((l) => l.includes('](install.md')) + 1;
    const column = original.split('\n')[line - 1].indexOf('[install it]') + 1;
    await breakAndFix(rel, original.replace('(install.md#requirements)', '(instal.md)'), (errors) => errors.some((e) => e.rule.startsWith('broken')), 'the broken link', async (errors) => {
      const error = errors.find((e) => e.rule.startsWith('broken'))!;
      expect(error.where).toBe(`${rel}:${line}:${column}`);
      expect(error.message).toContain('instal.md');
      expect((await site.get('/guide/configure')).status).toBe(200);
    });
  });

  it('keeps serving on a config error and rebuilds when it is fixed', async () => {
    const rel = 'site.config.mjs';
    const original = site.read(rel);
    try {
      const from = site.stream.mark();
      site.write(rel, original.replace("baseUrl: '/',", 'baseUrl: 42,'));
      const event = await errorsEvent(from, (errors) => errors.some((e) => e.where.startsWith(rel)), 'the config error');
      expect(event.data.errors!.length).toBeGreaterThan(0);
      const page = await site.get('/guide/install');
      expect(page.status).toBe(200);
      expect(injectedState(page.body).errors.some((e) => e.where.startsWith(rel))).toBe(true);
      const fixed = site.stream.mark();
      site.write(rel, original.replace("title: 'Serve Site',", "title: 'Serve Site Renamed',"));
      await site.stream.next((e) => e.event === 'reload', fixed, 'a reload after the config fix');
      await errorsEvent(fixed, (errors) => errors.length === 0, 'the config errors cleared');
      expect((await site.get('/guide/install')).body).toContain('Serve Site Renamed');
    } finally {
      const back = site.stream.mark();
      site.write(rel, original);
      await site.stream.next((e) => e.event === 'reload', back, 'a reload after restoring the config');
    }
  });
});

/** Resolves when the server has no change pending and nothing being rebuilt. */
async function waitIdle(): Promise<void> {
  for (let i = 0; i < 600 && site.handle.status().busy; i++) await new Promise((resolve) => site.handle.events.once('idle', resolve).once('rebuild', resolve));
}
