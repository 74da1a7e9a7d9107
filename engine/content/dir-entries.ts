/** A folder's entries, or none when it cannot be read (missing, not a folder, no permission). */
import { type Dirent, readdirSync } from 'node:fs';

export function dirEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
