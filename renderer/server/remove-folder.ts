/**
 * Removes a replaced build folder in a process of its own (see removeLater in output.ts), then the
 * file that names that process: `node remove-folder.js <folder>`.
 */
import { rmSync } from 'node:fs';

const folder = process.argv[2];
if (folder) {
  try {
    rmSync(folder, { recursive: true, force: true });
  } finally {
    rmSync(`${folder}.remover`, { force: true });
  }
}
