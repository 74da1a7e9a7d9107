/** Search in every script: words of Arabic, Chinese and Japanese pages are found by the words themselves. */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../engine/search/build-index.js';
import { loadSearchIndex, searchIndexes } from '../../engine/search/query.js';
import { splitWords } from '../../engine/search/tokenize.js';
import type { SearchDocument } from '../../engine/search/types.js';

const doc = (route: string, title: string, content: string): SearchDocument =>
  ({ id: route, type: 'docs', pageTitle: title, sectionTitle: '', sectionRoute: route, title, content, tags: [], sidebarParentCategories: [] }) as unknown as SearchDocument;

const index = loadSearchIndex(
  buildSearchIndex([
    doc('/ar', 'مقدمة', 'أطلس يرسم خرائط البنية التحتية الخاصة بك.'),
    doc('/zh', '数据库', '使用数据库检索功能，快速查找文档。'),
    doc('/ja', 'はじめに', 'データベースの設定を確認してください。'),
    doc('/en', 'Introduction', 'Atlas maps your infrastructure.'),
  ]),
);
const routes = (query: string) => searchIndexes(index, query).map((hit) => hit.document.sectionRoute);

describe('search tokenization in other scripts', () => {
  it('finds Arabic words on a page', () => {
    for (const word of ['خرائط', 'البنية', 'أطلس', 'مقدمة']) expect(routes(word), word).toEqual(['/ar']);
  });

  it('finds Chinese and Japanese words of any length on a page (no spaces between words)', () => {
    for (const word of ['数据库', '检索', '查找文档', '库', '功能']) expect(routes(word)[0], word).toBe('/zh');
    for (const word of ['データベース', '設定', '確認']) expect(routes(word)[0], word).toBe('/ja');
    expect(routes('infrastructure')).toEqual(['/en']);
  });

  it('splits unspaced runs into characters and pairs (queries the same way), and drops punctuation', () => {
    expect(splitWords('数据库 api')).toEqual(['数', '数据', '据', '据库', '库', 'api']);
    expect(splitWords('库')).toEqual(['库']);
    expect(splitWords('— ... ،')).toEqual([]);
  });
});
