/**
 * The preferred docs version, as Docusaurus keeps it: localStorage
 * `docs-preferred-version-{plugin id}` (one docs plugin here: "default") holds a version name.
 * Saved when a version is chosen in the version dropdown; cleared on load when it names no
 * version the site knows.
 */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** Reads the preference, removing it when it is not one of `known`. */
export function readPreferredVersion(known: string[]): string | null {
  try {
    const value = localStorage.getItem(PREFERRED_VERSION_KEY);
    if (value !== null && !known.includes(value)) {
      localStorage.removeItem(PREFERRED_VERSION_KEY);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // no storage
  }
}
