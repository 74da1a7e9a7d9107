/**
 * A site's own modules (config, sidebars) cannot end or hang the command: process.exit(), a throw
 * or a promise that never settles is an error naming the file (line:col for a throw), exit 2.
 */
import { describe, expect, it } from 'vitest';
import { hasStackTrace, makeSite, runDocs, tempDir } from './helpers.js';

const CONFIG = "export default { title: 'Reliability', docs: { routeBasePath: '/' } };\n";

const cases: [string, Record<string, string>, RegExp][] = [
  ['a config that calls process.exit(0)', { 'site.config.mjs': "process.exit(0);\n" + CONFIG }, /^site\.config\.mjs {2}error {2}site\.config\.mjs could not be loaded: it called process\.exit\(0\)\. .*remove the process\.exit\(\) call\./m],
  [
    'a config that throws',
    { 'site.config.mjs': "const title = 'x';\n\nif (title) throw new Error('no API key');\n" + CONFIG },
    /^site\.config\.mjs:3:18 {2}error {2}site\.config\.mjs could not be loaded: it threw Error: no API key\./m,
  ],
  ['a config whose top-level await never settles', { 'site.config.mjs': 'await new Promise(() => {});\n' + CONFIG }, /^site\.config\.mjs {2}error {2}site\.config\.mjs could not be loaded: it never settled/m],
  ['a config function whose promise never settles', { 'site.config.mjs': "export default () => new Promise(() => {});\n" }, /site\.config\.mjs could not be loaded: it never settled/],
  [
    'a sidebars module that throws',
    { 'sidebars.js': "module.exports = {\n  main: [\n    'intro',\n    ...(() => { throw new TypeError('bad item'); })(),\n  ],\n};\n" },
    /^sidebars\.js:4:23 {2}error {2}sidebars\.js could not be loaded: it threw TypeError: bad item\./m,
  ],
  ['a sidebars module that calls process.exit(1)', { 'sidebars.js': "process.exit(1);\nmodule.exports = { main: ['intro'] };\n" }, /^sidebars\.js {2}error {2}sidebars\.js could not be loaded: it called process\.exit\(1\)/m],
];

describe('config and sidebars modules that exit, throw or hang', () => {
  for (const [name, files, message] of cases) {
    it(`${name}: an error naming the file, exit 2`, () => {
      const site = makeSite(tempDir(), files);
      for (const command of ['check', 'build']) {
        const run = runDocs([command, site], site);
        const output = run.stdout + run.stderr;
        expect(run.code, output).toBe(2);
        expect(output).toMatch(message);
        expect(hasStackTrace(output)).toBe(false);
      }
    });
  }
});
