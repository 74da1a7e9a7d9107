#!/usr/bin/env node
// Generates a deterministic Docusaurus-layout site for benchmarks:
//
//   node scripts/gen-corpus.mjs OUTDIR N [SEED]
//
// OUTDIR/site.config.mjs, OUTDIR/docs/index.md (the root doc) and N docs spread over three levels of
// folders (12 docs a folder, a _category_.json in each), each with front matter (title, position,
// 1-3 tags of 60, description), 500-800 words in 5-7 sections, a fenced code block with a title,
// a table, an admonition, a list, and three links to other docs (one with an anchor). Same N and
// seed, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { createRandom } from './bench-lib.mjs';

const [, , outArg, nArg, seedArg] = process.argv;
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
  docs.push({ folder, file: `doc-${String(i + 1).padStart(5, '0')}.md`, title, position: (i % PER_FOLDER) + 1 });
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, 'docs'), { recursive: true });
fs.writeFileSync(
  path.join(out, 'site.config.mjs'),
  `export default {\n  title: 'Bench corpus',\n  url: 'https://bench.example.com',\n  baseUrl: '/',\n  docs: { path: 'docs', routeBasePath: '/' },\n  themeConfig: { navbar: { title: 'Bench', items: [{ type: 'doc', docId: 'index', label: 'Docs', position: 'left' }, { to: '/tags', label: 'Tags' }] } },\n};\n`,
);
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
