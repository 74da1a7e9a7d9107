/**
 * `docs serve` shows the pages of src/pages: a Markdown page as `docs build` renders it, and a React
 * page once bundled (asynchronously, after the first build), with its island script served.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSite, serveFixture } from './helpers.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture({}, (dir) => {
    mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'pages', 'hello.jsx'), "import Layout from '@theme/Layout';\nimport { useState } from 'react';\n\nexport default function Hello() {\n  const [n] = useState(2);\n  return <Layout title=\"Hello page\"><main><h1>Hello from React</h1><p>{n} plus {n}</p></main></Layout>;\n}\n");
    writeFileSync(path.join(dir, 'src', 'pages', 'note.md'), '---\ntitle: A note\n---\n\n# A note\n\nNoted.\n');
  });
  await site.settled();
});

afterAll(async () => site?.close());

describe('docs serve and src/pages', () => {
  it('serves Markdown and React pages', async () => {
    const note = await site.get('/note');
    expect(note.status).toBe(200);
    expect(note.body).toContain('<h1>A note</h1>');
    const hello = await site.get('/hello');
    expect(hello.status).toBe(200);
    expect(hello.body).toContain('<title>Hello page |');
    expect(hello.body).toContain('<h1>Hello from React</h1><p>2 plus 2</p>');
    const script = /<script type="module" src="([^"]+)" data-island-script>/.exec(hello.body)?.[1];
    expect(script).toBeDefined();
    expect((await site.get(script!)).status).toBe(200);
  });
});
