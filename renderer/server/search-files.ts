/**
 * Which search index files a locale's build has: one per docs version (each version's docs are
 * searched from its own pages; the latest version's file, `search-index-{locale}.json`, is also
 * the index of the pages outside the docs), each also in chunks when the site is large. Shared by
 * the shell (the search box's settings) and the writer (search-index.ts).
 */
import type { SiteGraph, Version } from '../../engine/graph/types.js';
import type { SearchSettingsData } from '../model.js';
import { hrefOf } from '../hrefs.js';
import { latestVersions } from '../../engine/graph/instances.js';

export interface SearchIndexTarget {
  /** The docs version whose pages search this index; undefined for the main index (every other page). */
  version?: Version;
  /** The docs versions indexed: the latest of every docs instance in the main index, else `version`. */
  versions: Version[];
  /** File name at the root of the build, e.g. `search-index-en.json`, `search-index-en-1.0.json`. */
  file: string;
}

/** A version name as a file name part. */
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** The index files of the locale being built: the latest version's first. */
export function searchIndexTargets(graph: SiteGraph): SearchIndexTarget[] {
  const base = `search-index-${graph.locale.locale}`;
  const latest = latestVersions(graph);
  const targets: SearchIndexTarget[] = [{ versions: latest, file: `${base}.json` }];
  if (!graph.config.search.indexDocs) return targets;
  for (const version of graph.versions) if (!latest.includes(version)) targets.push({ version, versions: [version], file: `${base}-${fileSafe(version.name)}.json` });
  return targets;
}

/** Whether the indexes are also written in chunks: more indexed pages (latest docs and posts) than `search.splitIndexAbove`. */
export function chunksSearchIndex(graph: SiteGraph): boolean {
  const latest = new Set(latestVersions(graph).map((v) => v.name));
  const docs = graph.config.search.indexDocs ? graph.docs.filter((d) => !d.unlisted && !d.draft && latest.has(d.version)).length : 0;
  const posts = graph.config.search.indexBlog ? graph.blogs.flatMap((b) => b.posts).filter((p) => !p.unlisted).length : 0;
  return docs + posts > graph.config.search.splitIndexAbove;
}

/** The chunk folder of an index file (`search-index-en.json` -> `search-index-en`). */
export const chunkFolderOf = (file: string) => file.replace(/\.json$/, '');

/** The search box's settings (ShellData.search). */
export function searchSettings(graph: SiteGraph, enabled: boolean): SearchSettingsData {
  const { baseUrl } = graph.config;
  const [latest, ...others] = searchIndexTargets(graph);
  return {
    enabled,
    indexUrl: `${baseUrl}${latest.file}`,
    maxSearchResults: graph.config.search.maxSearchResults,
    ...(chunksSearchIndex(graph) ? { chunked: true } : {}),
    ...(others.length ? { versions: others.map((t) => ({ path: hrefOf(graph, t.version!.path), indexUrl: `${baseUrl}${t.file}` })) } : {}),
  };
}
