/**
 * The preferred docs versions, as Docusaurus keeps them: localStorage
 * `docs-preferred-version-{plugin id}` holds a version name, one per docs instance. Saved when a
 * version is chosen in a version dropdown; cleared on load when it names no version of its instance.
 */
import type { ShellData } from '../model.js';

type ShellVersion = ShellData['versions'][number];

const keyOf = (pluginId: string) => `docs-preferred-version-${pluginId}`;
const pluginOf = (v: ShellVersion) => v.pluginId ?? 'default';
const ownName = (v: ShellVersion) => v.versionName ?? v.name;

/** The preferred version of each instance that has one, by the version's name in the site (ShellData.versions). */
export function readPreferredVersions(versions: readonly ShellVersion[]): string[] {
  const preferred: string[] = [];
  try {
    for (const pluginId of new Set(versions.map(pluginOf))) {
      const value = localStorage.getItem(keyOf(pluginId));
      if (value === null) continue;
      const version = versions.find((v) => pluginOf(v) === pluginId && ownName(v) === value);
      if (version) preferred.push(version.name);
      else localStorage.removeItem(keyOf(pluginId));
    }
  } catch {
    // no storage
  }
  return preferred;
}

/** Stores a version (by its name in the site) as its instance's preferred one. */
export function savePreferredVersion(version: ShellVersion): void {
  try {
    localStorage.setItem(keyOf(pluginOf(version)), ownName(version));
  } catch {
    // no storage
  }
}
