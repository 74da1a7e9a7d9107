/**
 * Blog post content -> HTML, once per post per build: the full content (post page, feeds, search
 * sections) and what list pages show (the part before the truncate marker, or everything when
 * there is none). Several posts share a list page, so their headings lose their ids and anchors
 * there (no duplicate ids, no links to headings that are on another page).
 */
import { createHash } from 'node:crypto';
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { truncatedTree } from '../../engine/blog/posts.js';
import type { BlogPost } from '../../engine/blog/types.js';
import type { Diagnostic } from '../../engine/diagnostics.js';
import type { LinkContext } from '../../engine/graph/links.js';
import type { AssetSink } from '../markdown/assets.js';
import { hasClass } from '../markdown/hast.js';
import { hrefOf } from '../hrefs.js';
import { type ContentSection, renderDocContent, renderExcerptHast, withoutContentTitle } from '../markdown/index.js';
import type { RenderFeatures } from '../markdown/render-context.js';

export interface RenderedPost {
  html: string;
  /** The list-page version of the content. */
  excerptHtml: string;
  sections: ContentSection[];
  /** What rendering reported (a diagram or formula that could not be drawn). */
  diagnostics: Diagnostic[];
  /** The post has diagrams for the browser to draw. */
  browserDiagrams: boolean;
}

/** Drops heading ids and their `#` anchors from a tree (in place). */
function withoutHeadingAnchors(node: HastRoot | Element): void {
  node.children = node.children.filter((child: HastContent) => !(child.type === 'element' && hasClass(child, 'hash-link')));
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (/^h[1-6]$/.test(child.tagName)) delete child.properties.id;
    withoutHeadingAnchors(child);
  }
}

/**
 * A post's footnote ids (`user-content-fn-1`, `user-content-fnref-1`) and the links to them made its
 * own with a suffix from its file, as Docusaurus's blog makes them: a list page showing two whole
 * posts would otherwise hold two elements of one id.
 */
function postFootnoteIds(source: string): (html: string) => string {
  const suffix = createHash('sha1').update(source).digest('hex').slice(0, 6);
  return (html) => (html.includes('user-content-fn') ? html.replace(/(id="|#)(user-content-fn(?:ref)?-[^"#\s]+?)(")/g, `$1$2-${suffix}$3`) : html);
}

/**
 * An excerpt's `#anchor` links lead to the post's page (in place): on a list page no heading has an
 * id. *Differs*: Docusaurus keeps `#setup`, dead on the list page (and warns about it).
 */
function hashLinksToPost(node: HastRoot | Element, postHref: string): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const href = child.properties.href;
    if (child.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && href.length > 1) child.properties.href = postHref + href;
    hashLinksToPost(child, postHref);
  }
}

export class BlogContents {
  private readonly rendered = new Map<string, RenderedPost>();

  constructor(
    private readonly trees: ReadonlyMap<string, Root>,
    private readonly ctx: LinkContext,
    private readonly assets: AssetSink,
    private readonly features: RenderFeatures = { mermaid: false },
  ) {}

  /** The rendered content of a post (rendered on first use). */
  of(post: BlogPost): RenderedPost {
    let out = this.rendered.get(post.key);
    if (out) return out;
    const tree = this.trees.get(post.key) ?? { type: 'root', children: [] };
    const full = renderDocContent(tree, post, this.ctx, this.assets, this.features, { contentTitle: 'anywhere' });
    const cut = truncatedTree(tree, this.ctx.graph.blogs.find((blog) => blog.posts.includes(post))?.truncateMarker);
    // The post's imports and exports come along, wherever they are written: the excerpt's MDX may use them.
    const esm = cut ? tree.children.slice(cut.at).filter((node) => node.type === 'mdxjsEsm') : [];
    const excerptTree = withoutContentTitle(cut ? { ...cut.tree, children: [...cut.tree.children, ...esm] } : tree);
    const features = { ...this.features, diagramIdPrefix: `excerpt-${post.key.replace(/[^\w-]+/g, '-').replace(/^-+/, '')}-` };
    const { hast, stylesheet, scripts } = renderExcerptHast(excerptTree, post, this.ctx, this.assets, features);
    withoutHeadingAnchors(hast);
    hashLinksToPost(hast, hrefOf(this.ctx.graph, post.permalink));
    const ownIds = postFootnoteIds(post.source);
    out = { html: ownIds(full.html), excerptHtml: ownIds(stylesheet + toHtml(hast) + scripts), sections: full.sections, diagnostics: full.diagnostics, browserDiagrams: full.browserDiagrams };
    this.rendered.set(post.key, out);
    return out;
  }

  /** Search sections of every post rendered so far, by post key. */
  sections(): Map<string, { sections: ContentSection[]; diagnostics: Diagnostic[]; browserDiagrams?: boolean }> {
    return new Map([...this.rendered].map(([key, r]) => [key, { sections: r.sections, diagnostics: r.diagnostics, ...(r.browserDiagrams ? { browserDiagrams: true } : {}) }]));
  }
}
