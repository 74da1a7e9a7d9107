/**
 * The byte writer the search index file is written with (engine/search/byte-writer.ts): numbers,
 * ASCII and any other text come out as the UTF-8 of the same text built as a string, also when
 * the buffer grows mid-write; and the index file from it is the JSON of the index.
 */
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../engine/search/byte-writer.js';
import { createSearchDocuments, DEFAULT_SEARCH_INDEX_OPTIONS, searchIndexBytes, searchIndexData, type SearchIndexFile } from '../../engine/search/index.js';

describe('the byte writer', () => {
  it('writes integers, ASCII and UTF-8 text as the string would be encoded, across growth', () => {
    const out = new ByteWriter(4);
    let expected = '';
    const numbers = [0, 7, 9, 10, 99, 100, 12_345, 1_000_000, 2 ** 31 - 1, 2 ** 40 + 3];
    for (const n of numbers) {
      out.integer(n);
      out.byte(44);
      expected += `${n},`;
    }
    out.ascii('"x":{}');
    out.text('خرائط 数据库 データ — "é"');
    expected += '"x":{}خرائط 数据库 データ — "é"';
    expect(out.bytes().toString('utf8')).toBe(expected);
    expect(out.bytes().length).toBe(Buffer.byteLength(expected));
  });

  it('hands full blocks to a sink, the same bytes in the same order, reusing one block', () => {
    const text = Array.from({ length: 500 }, (_, i) => `"w${i}":[${i * 7919},"é—数据${i}"]`).join(',');
    const whole = new ByteWriter(64);
    whole.text(text);
    const received: Buffer[] = [];
    const blocks = new Set<string>();
    const buffers = new Map<ArrayBufferLike, number>();
    const streamed = new ByteWriter(64, (bytes) => {
      if (!buffers.has(bytes.buffer)) buffers.set(bytes.buffer, buffers.size);
      blocks.add(`${buffers.get(bytes.buffer)}:${bytes.byteOffset}`);
      received.push(Buffer.from(bytes));
    });
    for (const part of text.match(/.{1,7}/gsu)!) streamed.text(part);
    streamed.end();
    expect(received.length).toBeGreaterThan(10);
    expect(Buffer.concat(received).toString('utf8')).toBe(text);
    expect(whole.bytes().toString('utf8')).toBe(text);
    expect(blocks.size).toBe(1);
  });

  it('writes the index file as JSON that reads back to the index', () => {
    const pages = [
      { route: '/ar', title: 'مقدمة', text: 'أطلس يرسم خرائط البنية التحتية.' },
      { route: '/zh', title: '数据库', text: '使用数据库检索功能。' },
      ...Array.from({ length: 30 }, (_, i) => ({ route: `/en/${i}`, title: `Agent ${i}`, text: `Install the "agent" ${i}\\ with --flag; node ${i % 7} metrics.` })),
    ].map(({ route, title, text }) => ({ route, title, type: 'docs' as const, tags: ['ops'], sidebarParentCategories: [], sections: [{ title, depth: 1, text }] }));
    const bytes = searchIndexBytes(searchIndexData(createSearchDocuments(pages, DEFAULT_SEARCH_INDEX_OPTIONS), DEFAULT_SEARCH_INDEX_OPTIONS));
    const file = JSON.parse(bytes.toString('utf8')) as SearchIndexFile & { index: { fieldVectors: [string, number[]][]; invertedIndex: [string, Record<string, unknown>][] } };
    expect(file.documents).toHaveLength(32);
    expect(file.documents[0].pageTitle).toBe('مقدمة');
    expect(file.index.fieldVectors).toHaveLength(32 * 3);
    expect(file.index.fieldVectors[3 * 5 + 1][0]).toBe('content/5');
    // Arabic and Chinese terms, written as UTF-8.
    expect(file.index.invertedIndex.filter(([term]) => /[\u0600-\u06ff]/.test(term)).length).toBeGreaterThan(2);
    expect(file.index.invertedIndex.filter(([term]) => /[\u4e00-\u9fff]/.test(term)).length).toBeGreaterThan(0);
    expect(file.words).toHaveLength(file.index.invertedIndex.length);
  });
});
