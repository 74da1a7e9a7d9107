/**
 * What the client adds to the shared components. The server renders without providers, so every
 * consumer falls back to the page data (and the markup matches the hydration's first render).
 */
import { createContext } from 'react';
import type { ColorModeState } from '../color-mode.js';
import type { SidebarNode } from '../model.js';

/** The page's colour mode store (client only). */
export interface ColorModeService {
  readonly state: ColorModeState;
  toggle(): void;
  subscribe(listener: (state: ColorModeState) => void): () => void;
}

/**
 * Sidebar state that outlives a page: which categories are expanded (by category key), their
 * children when the page data has none (from the full sidebar, fetched once), and which item is
 * active on the current page.
 */
export interface SidebarControl {
  isExpanded(key: string, fallback: boolean): boolean;
  childrenOf(key: string, own: SidebarNode[] | undefined): SidebarNode[] | undefined;
  /** `siblings`: the keys of the categories beside it, collapsed when it expands if the site auto-collapses categories. */
  setExpanded(key: string, expanded: boolean, siblings?: readonly string[]): void;
  activeHref: string | undefined;
  activePath: ReadonlySet<string>;
}

/** The preferred docs versions, one per docs instance at most (client only, read after hydration). */
export interface VersionPreference {
  preferred: readonly string[];
  save(name: string): void;
}

/**
 * Server only: the sidebar items to be written from already rendered HTML (renderer/server/sidebar-html.ts).
 * `mark` takes a run of items without children shown and returns the id its placeholder carries.
 */
export interface SidebarRuns {
  mark(items: readonly SidebarNode[], level: number, idPrefix: string): string;
}

/** The element standing for a run of sidebar items until the server writes their HTML in its place. */
export const SIDEBAR_RUN_TAG = 'docs-sidebar-run';

export const ColorModeContext = createContext<ColorModeService | null>(null);
export const SidebarContext = createContext<SidebarControl | null>(null);
export const VersionContext = createContext<VersionPreference | null>(null);
export const SidebarRunsContext = createContext<SidebarRuns | null>(null);
