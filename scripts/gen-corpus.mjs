#!/usr/bin/env node
// Generates a deterministic Docusaurus-layout site for benchmarks:
//
//   node scripts/gen-corpus.mjs OUTDIR N [SEED] [--mdx]
//
// OUTDIR/site.config.mjs, OUTDIR/docs/index.md (the root doc) and N docs spread over three levels of
// folders (12 docs a folder, a _category_.json in each), each with front matter (title, position,
// 1-3 tags of 60, description), 500-800 words in 5-7 sections, a fenced code block with a title,
// a table, an admonition, a list, and three links to other docs (one with an anchor). Same N and
// seed, same bytes.
// --mdx: the same docs, but 30% are .mdx files that import one of 20 partials (docs/_partials, each
// with a heading, {props.x} and a link, one of them nesting another) and render it with a prop, and
// 10% are .mdx files that import a site component (src/components/Counter.jsx, with a CSS module) and
// use it. Chosen by position (i % 10), so the random stream and the text are those of the plain corpus.
import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from './bench-lib.mjs';

const mdx = process.argv.includes('--mdx');
const [, , outArg, nArg, seedArg] = process.argv.filter((a) => a !== '--mdx');
if (!outArg || !nArg) {
  console.error('usage: node scripts/gen-corpus.mjs OUTDIR N [SEED]');
  process.exit(2);
}
const out = path.resolve(outArg);
const total = Number(nArg);
const random = createRandom(Number(seedArg ?? 7));
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

const VERBS = ['collects', 'forwards', 'stores', 'indexes', 'samples', 'rotates', 'encrypts', 'compresses', 'retries', 'batches', 'validates', 'aggregates'];
const NOUNS = ['agent', 'collector', 'pipeline', 'exporter', 'dashboard', 'metric', 'span', 'trace', 'log stream', 'alert rule', 'webhook', 'namespace', 'cluster', 'node pool', 'budget', 'report', 'token', 'policy', 'region', 'bucket', 'queue', 'cache', 'shard', 'replica'];
const ADJECTIVES = ['regional', 'default', 'secondary', 'encrypted', 'sampled', 'hourly', 'idle', 'noisy', 'stale', 'healthy', 'degraded', 'shared', 'dedicated', 'custom'];
const GERUNDS = ['collection', 'forwarding', 'storage', 'indexing', 'sampling', 'rotation', 'encryption', 'compression', 'retries', 'batching', 'validation', 'aggregation'];
const LINKERS = ['because', 'so that', 'while', 'unless', 'after', 'before', 'when', 'even if'];
const AREAS = ['ingest', 'storage', 'query', 'alerting', 'billing', 'identity', 'networking', 'tracing', 'logging', 'metrics', 'reporting', 'automation'];
const TAG_POOL = Array.from({ length: 60 }, (_, i) => `${AREAS[i % AREAS.length]}-${['basics', 'advanced', 'ops', 'api', 'tuning'][Math.floor(i / AREAS.length)]}`);

const cap = (s) => s[0].toUpperCase() + s.slice(1);
function sentence(counter) {
  const words = `The ${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(VERBS)} every ${pick(NOUNS)} ${pick(LINKERS)} the ${pick(NOUNS)} ${pick(VERBS)} its ${pick(ADJECTIVES)} ${pick(NOUNS)}`;
  counter.words += words.split(' ').length;
  return `${words}.`;
}
const paragraph = (counter, n = between(3, 5)) => Array.from({ length: n }, () => sentence(counter)).join(' ');

/** What doc i uses in an --mdx corpus: a partial, a site component, or nothing. */
const mdxUse = (i) => (!mdx ? undefined : i % 10 === 0 || i % 10 === 3 || i % 10 === 6 ? 'partial' : i % 10 === 9 ? 'component' : undefined);

const PER_FOLDER = 12;
const folders = [];
for (let a = 0; folders.length * PER_FOLDER < total; a++) {
  const top = `${String(a + 1).padStart(2, '0')}-${AREAS[a % AREAS.length]}${a >= AREAS.length ? `-${Math.floor(a / AREAS.length)}` : ''}`;
  for (let b = 0; b < 4 && folders.length * PER_FOLDER < total; b++) {
    const mid = `${top}/${pick(NOUNS).replace(/ /g, '-')}-${b + 1}`;
    folders.push(mid);
    if (b % 2 === 1 && folders.length * PER_FOLDER < total) folders.push(`${mid}/deep-${pick(ADJECTIVES)}`);
  }
}

const docs = [];
for (let i = 0; i < total; i++) {
  const folder = folders[Math.floor(i / PER_FOLDER)];
  const title = `${cap(pick(ADJECTIVES))} ${pick(NOUNS)} ${pick(GERUNDS)} ${i + 1}`;
  docs.push({ folder, file: `doc-${String(i + 1).padStart(5, '0')}.${mdxUse(i) ? 'mdx' : 'md'}`, title, position: (i % PER_FOLDER) + 1 });
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, 'docs'), { recursive: true });
fs.writeFileSync(
  path.join(out, 'site.config.mjs'),
  `export default {\n  title: 'Bench corpus',\n  url: 'https://bench.example.com',\n  baseUrl: '/',\n  docs: { path: 'docs', routeBasePath: '/' },\n  themeConfig: { navbar: { title: 'Bench', items: [{ type: 'doc', docId: 'index', label: 'Docs', position: 'left' }, { to: '/tags', label: 'Tags' }] } },\n};\n`,
);
const PARTIALS = 20;
if (mdx) {
  fs.mkdirSync(path.join(out, 'docs', '_partials'), { recursive: true });
  for (let p = 0; p < PARTIALS; p++) {
    const nested = p === 0 ? '' : p === 1 ? "import Shared from './_p-00.mdx';\n\n" : '';
    const use = p === 1 ? '\n\n<Shared product="nested" />' : '';
    fs.writeFileSync(
      path.join(out, 'docs', '_partials', `_p-${String(p).padStart(2, '0')}.mdx`),
      `${nested}## Shared setup ${p}\n\nThis step applies to {props.product}: install the agent, then check the [root page](../index.md).${use}\n`,
    );
  }
  fs.mkdirSync(path.join(out, 'src', 'components'), { recursive: true });
  fs.writeFileSync(
    path.join(out, 'src', 'components', 'Counter.jsx'),
    "import React, { useState } from 'react';\nimport styles from './Counter.module.css';\n\nexport default function Counter({ start = 0 }) {\n  const [count, setCount] = useState(start);\n  return <button type=\"button\" className={styles.counter} onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n}\n",
  );
  fs.writeFileSync(path.join(out, 'src', 'components', 'Counter.module.css'), '.counter { font-weight: bold; }\n');
}
fs.writeFileSync(path.join(out, 'docs', 'index.md'), `---\ntitle: Bench corpus\nslug: /\nsidebar_position: 1\n---\n\nA generated site with ${total} docs.\n`);

const seenFolders = new Set();
docs.forEach((doc, i) => {
  const counter = { words: 0 };
  const dir = path.join(out, 'docs', doc.folder);
  if (!seenFolders.has(doc.folder)) {
    seenFolders.add(doc.folder);
    fs.mkdirSync(dir, { recursive: true });
    // _category_.json for this folder and its parents
    let rel = doc.folder;
    while (rel && rel !== '.') {
      const file = path.join(out, 'docs', rel, '_category_.json');
      if (!fs.existsSync(file)) {
        const name = path.basename(rel).replace(/^\d+-/, '');
        fs.writeFileSync(file, JSON.stringify({ label: cap(name.replace(/-/g, ' ')), position: Number(/^(\d+)-/.exec(path.basename(rel))?.[1] ?? 1) + 1 }) + '\n');
      }
      rel = path.dirname(rel);
    }
  }
  const tags = Array.from(new Set(Array.from({ length: between(1, 3) }, () => pick(TAG_POOL))));
  const sections = between(5, 7);
  const headings = Array.from({ length: sections }, (_, s) => `${cap(pick(VERBS))} the ${pick(NOUNS)} ${s + 1}`);
  const link = (j) => {
    const target = docs[j];
    return path.posix.relative(doc.folder, `${target.folder}/${target.file}`);
  };
  const a = docs[(i + 1) % docs.length];
  const body = [
    `---\ntitle: ${doc.title}\nsidebar_position: ${doc.position}\ntags: [${tags.join(', ')}]\ndescription: How the ${pick(NOUNS)} ${pick(VERBS)} data in generated doc ${i + 1}.\n---\n`,
    paragraph(counter),
  ];
  const use = mdxUse(i);
  if (use === 'partial') {
    const partial = `_p-${String(i % PARTIALS).padStart(2, '0')}.mdx`;
    body.splice(1, 0, `import Shared from '${path.posix.relative(doc.folder, `_partials/${partial}`).replace(/^(?!\.)/, './')}';`);
    body.push(`<Shared product="generated doc ${i + 1}" />`);
  } else if (use === 'component') {
    body.splice(1, 0, "import Counter from '@site/src/components/Counter';");
    body.push(`<Counter start={${i % 5}} />`);
  }
  headings.forEach((heading, s) => {
    body.push(`${s % 3 === 2 ? '###' : '##'} ${heading}`, paragraph(counter), paragraph(counter));
    const lines = (list) => body.push(list.join('\n'));
    if (s === 1) lines(['```yaml title="config.yaml"', `service: ${pick(NOUNS).replace(/ /g, '-')}`, `replicas: ${between(1, 9)}`, `region: ${pick(AREAS)}`, '```']);
    if (s === 2) lines(['| Setting | Default | Meaning |', '| --- | --- | --- |', ...Array.from({ length: 4 }, () => `| \`${pick(NOUNS).replace(/ /g, '_')}\` | ${between(1, 100)} | ${sentence(counter)} |`)]);
    if (s === 3) body.push(`:::note\n${paragraph(counter, 2)}\n:::`);
    if (s === 4) lines(Array.from({ length: 4 }, () => `- ${sentence(counter)}`));
  });
  body.push(
    '## Related',
    [
      `- [${a.title}](${link((i + 1) % docs.length)})`,
      `- [Another page](${link((i * 7 + 3) % docs.length)})`,
      `- [This page, section 1](#${headings[0].toLowerCase().replace(/ /g, '-')})`,
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, doc.file), body.join('\n\n') + '\n');
});
console.log(`wrote ${total + 1} docs to ${out}`);
