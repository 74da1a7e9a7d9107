// Lint: the recommended JavaScript and TypeScript rules, over our sources, scripts and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'URL', 'performance', 'Buffer', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'structuredClone', 'fetch', 'AbortController', 'TextEncoder', 'TextDecoder'].map((name) => [name, 'readonly']),
);

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
);
