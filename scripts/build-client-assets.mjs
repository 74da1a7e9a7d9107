#!/usr/bin/env node
// Part of `npm run build`: bundles the stylesheet and the client once (dist/client-assets), so that
// `docs build` copies them instead of running esbuild for every site.
const { prebuildClientAssets } = await import('../dist/renderer/server/client-assets.js');
await prebuildClientAssets();
