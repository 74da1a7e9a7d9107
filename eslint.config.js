// Lint: the recommended JavaScript and TypeScript rules, over our sources, scripts and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'URL', 'performance', 'Buffer', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'structuredClone', 'fetch', 'AbortController', 'TextEncoder', 'TextDecoder'].map((name) => [name, 'readonly']),
);

// The direction of the house: bin -> cli -> serve -> renderer -> engine, never back up (README,
// "Architecture"). Each zone lists every import it must not make (a later block replaces an
// earlier one's list for the files both match, so the lists repeat the outer rules).
const upward = (names) => ({ group: names.map((n) => `**/${n}/**`), message: 'Imports run one way: cli -> serve -> renderer -> engine (README, Architecture).' });
const browserEngine = {
  group: ['**/engine/**/*.js', '!**/engine/graph/types.js', '!**/engine/graph/urls.js', '!**/engine/content/route-encoding.js', '!**/engine/search/query.js', '!**/engine/search/terms.js', '!**/engine/search/types.js', '!**/engine/search/chunked-search.js', '!**/engine/search/chunk-types.js'],
  message: 'Browser code (client, components) takes from the engine only the graph types, engine/graph/urls, engine/content/route-encoding and the browser-safe search (query, terms, types, chunked-search, chunk-types).',
};
const noClient = { group: ['**/client/**/*.js'], message: 'Components never import the client: the client hydrates components, not the other way round (pass what they need through renderer/components/context.ts).' };
const zone = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'tests/fixtures/**', '**/*.tmp-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: nodeGlobals },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  // TypeScript already checks names (DOM and Node types); no-undef only misfires there.
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-undef': 'off' } },
  // Browser-side code passed to page.evaluate / addInitScript in scripts.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { localStorage: 'readonly', document: 'readonly', window: 'readonly' } } },
  zone(['engine/**'], [upward(['renderer', 'serve', 'cli'])]),
  zone(['renderer/**'], [upward(['serve', 'cli'])]),
  zone(['renderer/client/**'], [upward(['serve', 'cli']), browserEngine]),
  zone(['renderer/components/**'], [upward(['serve', 'cli']), browserEngine, noClient]),
  zone(['serve/**'], [upward(['cli'])]),
);
