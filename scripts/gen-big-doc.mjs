// Writes a site with one very large doc (default 10 MB of typical Markdown: headings, paragraphs
// with inline markup and links, lists, code blocks, tables) for timing the parse and render of one
// big page: node scripts/gen-big-doc.mjs <dir> [megabytes]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRandom } from './bench-lib.mjs';

const [dir, mb = '10'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/gen-big-doc.mjs <dir> [megabytes]');
const random = createRandom(7);
const words = 'metric trace span alert budget query ingest pipeline retention sample window latency cost region agent collector dashboard tenant'.split(' ');
const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => words[Math.floor(random() * words.length)]).join(' ');
const parts = ['---\ntitle: Big\n---\n\n# Big\n'];
let size = 0;
for (let i = 0; size < Number(mb) * 1024 * 1024; i++) {
  const section = [
    `\n## Section ${i}\n`,
    `${sentence()} **${sentence()}** with \`code ${i}\`, a [link](#section-${Math.max(0, i - 1)}) and _${sentence()}_.\n`,
    `- ${sentence()}\n- ${sentence()}\n  - ${sentence()}\n`,
    '```js\n' + `const value${i} = compute(${i}); // ${sentence()}\n` + '```\n',
    `| name | value |\n|---|---|\n| ${words[i % words.length]} | ${i} |\n`,
    `${sentence()}. ${sentence()}.\n`,
  ].join('\n');
  parts.push(section);
  size += section.length;
}
mkdirSync(path.join(dir, 'docs'), { recursive: true });
writeFileSync(path.join(dir, 'site.config.mjs'), "export default { title: 'Big', docs: { routeBasePath: '/' } };\n");
writeFileSync(path.join(dir, 'docs', 'big.md'), parts.join(''));
