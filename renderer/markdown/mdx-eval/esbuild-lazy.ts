/** esbuild, loaded on first use: most builds never compile a module, and each render worker would pay for loading it. */
import { createRequire } from 'node:module';

type Esbuild = typeof import('esbuild');
let api: Esbuild | undefined;

export const esbuildApi = (): Esbuild => (api ??= createRequire(import.meta.url)('esbuild') as Esbuild);
