/**
 * Large generated docs (the same content as scripts/gen-big-doc.mjs): numbered sections with
 * paragraphs, inline markup, links, lists, code blocks with blank lines, tables.
 */
const WORDS = 'metric trace span alert budget query ingest pipeline retention sample window latency cost region agent collector dashboard tenant'.split(' ');

function sentence(i: number, n: number): string {
  return Array.from({ length: 8 + ((i * 7 + n) % 10) }, (_, k) => WORDS[(i * 13 + n * 5 + k * 3) % WORDS.length]).join(' ');
}

/** One section of the mixed doc: `## Section {i}` and its blocks. */
export function bigDocSection(i: number): string {
  return [
    `## Section ${i}\n`,
    `${sentence(i, 1)} **${sentence(i, 2)}** with \`code ${i}\`, a [link](#section-${Math.max(0, i - 1)}) and _${sentence(i, 3)}_.\n`,
    `- ${sentence(i, 4)}\n- ${sentence(i, 5)}\n  - ${sentence(i, 6)}\n`,
    '```js\n' + `const value${i} = compute(${i});\n\nfunction f${i}() {}\n` + '```\n',
    `| name | value |\n|---|---|\n| ${WORDS[i % WORDS.length]} | ${i} |\n`,
    `${sentence(i, 7)}.\n`,
  ].join('\n');
}

/** A doc of at least `bytes` characters: front matter, an h1, then `bigDocSection(0..n-1)`. */
export function bigDoc(bytes: number): { text: string; sections: number } {
  const parts = ['---\ntitle: Big\n---\n\n# Big\n'];
  let size = 0;
  let sections = 0;
  while (size < bytes) {
    const section = `\n${bigDocSection(sections++)}`;
    parts.push(section);
    size += section.length;
  }
  return { text: parts.join(''), sections };
}
