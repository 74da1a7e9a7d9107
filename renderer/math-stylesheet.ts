/**
 * The KaTeX stylesheet: written into the build once when math is on, linked only by pages whose
 * content has math (the server in the page head, the client when it navigates to such a page).
 */

/** The stylesheet's URL for a site's base URL. */
export function mathStylesheetHref(baseUrl: string): string {
  return `${baseUrl}assets/katex/katex.min.css`;
}

/** Whether a page's content HTML holds KaTeX output. */
export function hasMath(contentHtml: string): boolean {
  return contentHtml.includes('class="katex"');
}
