/**
 * The preferred docs versions, as Docusaurus keeps them: localStorage
 * `docs-preferred-version-{plugin id}` holds a version name, one per docs instance. Saved when a
 * version is chosen in a version dropdown; cleared on load when it names no version of its instance.
 */
import type { ShellData } from '../model.js';

type ShellVersion = ShellData['versions'][number];

const keyOf = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** The preferred version of each instance that has one, by the version's name in the site (ShellData.versions). */
export function readPreferredVersions(versions: readonly ShellVersion[]): string[] {
  const preferred: string[] = [];
  try {
    for (const pluginId of new Set(versions.map((v) => v.pluginId))) {
      const value = localStorage.getItem(keyOf(pluginId));
      if (value === null) continue;
      const version = versions.find((v) => v.pluginId === pluginId && v.versionName === value);
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
    localStorage.setItem(keyOf(version.pluginId), version.versionName);
  } catch {
    // no storage
  }
}
