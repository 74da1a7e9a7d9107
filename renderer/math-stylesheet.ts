/**
 * The KaTeX stylesheet: written into the build once when math is on, linked only by pages whose
 * content has math (the server in the page head, the client when it navigates to such a page).
 */
import type { PageData } from './model.js';

/** The stylesheet's URL for a site's base URL. */
export function mathStylesheetHref(baseUrl: string): string {
  return `${baseUrl}assets/katex/katex.min.css`;
}

/** Whether a page's content HTML holds KaTeX output. */
export function hasMath(contentHtml: string): boolean {
  return contentHtml.includes('class="katex"');
}

/** Whether a page shows math: a doc's or page's content, a blog post's, or a post's on a blog list page. */
export function pageHasMath(page: PageData): boolean {
  switch (page.kind) {
    case 'doc':
    case 'page':
      return hasMath(page.contentHtml);
    case 'blog-post':
      return hasMath(page.post.contentHtml);
    case 'blog-list':
      return page.posts.some((post) => hasMath(post.contentHtml));
    default:
      return false;
  }
}
