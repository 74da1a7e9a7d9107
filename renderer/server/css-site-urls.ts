/**
 * Root-relative `url(/img/x.png)` in the site's stylesheets, resolved as Docusaurus resolves them:
 * a file of a static folder (`staticDirectories`, in order), else of the site folder. The file is then
 * bundled like a relative url() (copied under a hashed name, its URL carrying the base URL), so it is
 * reachable under any baseUrl; a URL that names no file is an error at the stylesheet's line and
 * column. The query is dropped and the fragment kept, as Docusaurus does. A file found so that is a
 * symlink to outside the site and its static folders is an error, never bundled (confine.ts), as
 * for images (static files are checked so before). (Relative URLs are the stylesheet's own, config the site trusts: a
 * hoisted package's fonts may lie above the site folder.)
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isConfined, isWithin, siteRoots } from '../../engine/graph/confine.js';

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file `/a/b.png` names under the first root that has it, if any (never outside a root). */
export function findSiteFile(urlPath: string, roots: readonly string[]): string | undefined {
  let pathname = urlPath;
  try {
    pathname = decodeURIComponent(urlPath);
  } catch {
    // a malformed escape: look the path up as written
  }
  for (const root of roots) {
    const file = path.join(root, pathname);
    if (isWithin(file, root) && file !== root && isFile(file)) return file;
  }
  return undefined;
}

const OUTSIDE = 'is a link to a file outside the site; the build never publishes files from elsewhere on the machine: copy the file into the site';

/** The esbuild plugin: `roots` are absolute folders, most preferred first; `siteDir` names them in errors. */
export function siteUrlFiles(roots: readonly string[], siteDir: string): Plugin {
  const confinedTo = siteRoots(siteDir, [...roots]);
  return {
    name: 'site-url-files',
    setup(build) {
      // A protocol-relative URL (`//cdn.example.com/x.png`) is remote.
      build.onResolve({ filter: /^\/\// }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const [, pathname, , hash] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(args.path)!;
        const file = findSiteFile(pathname, roots);
        if (!file) {
          const looked = roots.map((r) => (path.relative(siteDir, r) ? `${path.relative(siteDir, r)}/` : 'the site folder')).join(', ');
          return { errors: [{ text: `"${args.path}" names no file (looked in ${looked}: a root-relative URL is a file of the static folders, as in Docusaurus)` }] };
        }
        if (!isConfined(confinedTo, file)) return { errors: [{ text: `"${args.path}" ${OUTSIDE}` }] };
        // An @import is CSS to bundle; a url() is a file to copy, whatever its extension.
        return { path: file, ...(hash ? { suffix: hash } : {}), pluginData: { asFile: args.kind === 'url-token' } };
      });
      build.onLoad({ filter: /.*/ }, (args) => ((args.pluginData as { asFile?: boolean } | undefined)?.asFile ? { contents: readFileSync(args.path), loader: 'file' } : undefined));
    },
  };
}
