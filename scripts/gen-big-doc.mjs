// Writes a site with one very large doc for timing the parse and render of one big page:
//   node scripts/gen-big-doc.mjs <dir> [megabytes] [kind]
// kind: mixed (default: headings, paragraphs with inline markup and links, lists, code blocks,
// tables), paragraphs, table (one table), list (one list), code (one code block).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRandom } from './bench-lib.mjs';

const [dir, mb = '10', kind = 'mixed'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/gen-big-doc.mjs <dir> [megabytes] [mixed|paragraphs|table|list|code]');
const random = createRandom(7);
const words = 'metric trace span alert budget query ingest pipeline retention sample window latency cost region agent collector dashboard tenant'.split(' ');
const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => words[Math.floor(random() * words.length)]).join(' ');
const parts = {
  mixed: (i) =>
    [
      `\n## Section ${i}\n`,
      `${sentence()} **${sentence()}** with \`code ${i}\`, a [link](#section-${Math.max(0, i - 1)}) and _${sentence()}_.\n`,
      `- ${sentence()}\n- ${sentence()}\n  - ${sentence()}\n`,
      '```js\n' + `const value${i} = compute(${i}); // ${sentence()}\n\nfunction f${i}() {}\n` + '```\n',
      `| name | value |\n|---|---|\n| ${words[i % words.length]} | ${i} |\n`,
      `${sentence()}. ${sentence()}.\n`,
    ].join('\n'),
  paragraphs: (i) => `\n${i % 50 === 0 ? `## Section ${i}\n\n` : ''}${sentence()} **${sentence()}** and [a link](#x). ${sentence()}.\n`,
  table: (i) => `| ${words[i % words.length]} ${i} | ${sentence()} | \`${i}\` |\n`,
  list: (i) => `- ${sentence()} [link ${i}](#x)\n${i % 5 === 0 ? `  - ${sentence()}\n` : ''}`,
  code: (i) => `const value${i} = compute(${i}); // ${sentence()}\n${i % 7 === 0 ? '\n' : ''}`,
}[kind];
if (!parts) throw new Error(`unknown kind ${kind}`);
const head = { mixed: '', paragraphs: '', table: '| name | text | code |\n|---|---|---|\n', list: '', code: '```js\n' }[kind];
const out = ['---\ntitle: Big\n---\n\n# Big\n\n## First section\n\nThe first section.\n\n', head];
let size = 0;
for (let i = 0; size < Number(mb) * 1024 * 1024; i++) {
  const part = parts(i);
  out.push(part);
  size += part.length;
}
out.push(kind === 'code' ? '```\n' : '', '\n## Last section\n\nThe last section.\n');
mkdirSync(path.join(dir, 'docs'), { recursive: true });
writeFileSync(path.join(dir, 'site.config.mjs'), "export default { title: 'Big', docs: { routeBasePath: '/' } };\n");
writeFileSync(path.join(dir, 'docs', 'big.md'), out.join(''));
