/**
 * A test double at the file-system boundary, preloaded into the CLI with `node --import`:
 * DOCS_TEST_FAULT="CODE:function:pattern" makes `fs.<function>` (sync and promise forms) fail with
 * CODE, as the kernel would, for every path matching `pattern` (a regular expression). It stands in
 * for faults a test cannot cause for real (a full disk; a read-only folder, when tests run as root).
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const spec = process.env.DOCS_TEST_FAULT;
if (spec) {
  const [code, name, pattern] = spec.split(':');
  const matches = new RegExp(pattern);
  const messages = { ENOSPC: 'no space left on device', EACCES: 'permission denied', EROFS: 'read-only file system' };
  const fail = (syscall, target) => {
    const error = new Error(`${code}: ${messages[code] ?? 'injected failure'}, ${syscall} '${target}'`);
    Object.assign(error, { code, syscall, path: target, errno: -28 });
    return error;
  };
  const real = fs[name];
  fs[name] = function (target, ...rest) {
    if (typeof target === 'string' && matches.test(target)) throw fail(name.replace(/Sync$/, ''), target);
    return real.call(this, target, ...rest);
  };
  syncBuiltinESMExports();
}
