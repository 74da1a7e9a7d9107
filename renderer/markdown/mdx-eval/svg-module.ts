/**
 * SVG files imported by site code become React components, as Docusaurus's SVGR loader makes them:
 * `import Logo from './logo.svg'` and `require('@site/static/img/x.svg').default` are components
 * rendering the `<svg>` element with its attributes and its content inline. CSS `url(x.svg)` stays a file.
 * Other images are ES modules whose default export is the image's data URL, so that both `import shot
 * from './shot.png'` and `require('./shot.png').default` (as Docusaurus's docs write it) give it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../server/assets.js';
import type { Plugin } from 'esbuild';

/** The `<svg>` element's attributes (as React props) and its inner markup. */
export function svgParts(text: string): { attributes: Record<string, string>; inner: string } {
  const open = /<svg\b([^>]*)>/i.exec(text);
  const close = text.lastIndexOf('</svg>');
  const attributes: Record<string, string> = {};
  for (const m of (open?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = m[1] === 'class' ? 'className' : m[1].replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (!name.includes(':') || name === 'xmlns:xlink') attributes[name === 'xmlns:xlink' ? 'xmlnsXlink' : name] = m[3] ?? m[4];
  }
  const inner = open && close > open.index ? text.slice(open.index + open[0].length, close) : '';
  return { attributes, inner };
}

/** esbuild plugin: `.svg` imports from JavaScript are components (module source importing `react`). */
export function svgComponentPlugin(siteDir: string): Plugin {
  return {
    name: 'docs-svg-component',
    setup(build) {
      build.onResolve({ filter: /\.svg$/i }, (args) => {
        if (args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        const file = args.path.startsWith('@site/') ? path.join(siteDir, args.path.slice(6)) : path.resolve(args.resolveDir, args.path);
        // A missing file is left to esbuild, which reports it at the import.
        return existsSync(file) ? { path: file, namespace: 'docs-svg' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-svg' }, (args) => {
        const { attributes, inner } = svgParts(readFileSync(args.path, 'utf8'));
        return {
          loader: 'js',
          resolveDir: path.dirname(args.path),
          contents: svgComponentSource(attributes, inner),
        };
      });
    },
  };
}

/** svg-title.ts, which each SVG component's module imports (esbuild bundles it from source, as the island runtime). */
const SVG_TITLE_MODULE = path.join(PACKAGE_ROOT, 'renderer', 'markdown', 'svg-title.ts');

/** The module of an SVG component (svg-title.ts gives its `<svg>` its props). */
function svgComponentSource(attributes: Record<string, string>, inner: string): string {
  return [
    "import { createElement } from 'react';",
    `import { svgElementProps } from ${JSON.stringify(SVG_TITLE_MODULE)};`,
    `const attributes = ${JSON.stringify(attributes)};`,
    `const inner = ${JSON.stringify(inner)};`,
    "export default function Svg(props) { return createElement('svg', svgElementProps(attributes, inner, props)); }",
    '',
  ].join('\n');
}

/** Images that site code imports (their module's default export is the image's URL). */
export const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|ico|bmp)$/i;

const MIME: Record<string, string> = { jpg: 'jpeg', ico: 'x-icon' };

/** An image file as a data URL. */
export function imageDataUrl(abs: string): string {
  const ext = path.extname(abs).slice(1).toLowerCase();
  return `data:image/${MIME[ext] ?? ext};base64,${readFileSync(abs).toString('base64')}`;
}

/** esbuild plugin: image imports from JavaScript are ES modules exporting the image's data URL. */
export function imageModulePlugin(): Plugin {
  return {
    name: 'docs-image-module',
    setup(build) {
      build.onLoad({ filter: IMAGE_FILE }, (args) => ({ loader: 'js', contents: `export default ${JSON.stringify(imageDataUrl(args.path))};\n` }));
    },
  };
}
