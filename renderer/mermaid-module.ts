/**
 * The mermaid library of diagrams drawn in the browser: copied into the build by the server
 * (server/mermaid-assets.ts), imported by the client on pages that have such a diagram (client/diagrams.ts).
 */

/** The entry module's file name in mermaid's `dist` folder and in the build's assets/mermaid/. */
export const MERMAID_ENTRY = 'mermaid.esm.min.mjs';

/** The URL of the module the client imports (with the site's base URL). */
export function mermaidModuleHref(baseUrl: string): string {
  return `${baseUrl}assets/mermaid/${MERMAID_ENTRY}`;
}

/** The elements the browser draws: their source in `data-mermaid`, their accessible name in `data-mermaid-label`. */
export const BROWSER_DIAGRAM_SELECTOR = '.mermaid-diagram[data-mermaid]';
