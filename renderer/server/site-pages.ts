/**
 * The pages of src/pages as the build renders them: Markdown pages through the Markdown/MDX pipeline
 * (their h1 kept: a page has no title header), React pages through mdx-eval/react-page.ts (bundled
 * and rendered once per build, before the pages are written, because bundling is asynchronous).
 */
import type { Root, RootContent } from 'mdast';
import { SiteLoadError, type Diagnostic } from '../../engine/diagnostics.js';
import type { LinkContext } from '../../engine/graph/links.js';
import { checkRenderedLinks } from '../../engine/validate/rendered-links.js';
import type { ContentPage, Route, SiteGraph } from '../../engine/graph/types.js';
import type { MarkdownSitePage, ReactSitePage, SitePage } from '../../engine/pages/types.js';
import type { AssetSink } from '../markdown/index.js';
import { renderDocContent } from '../markdown/index.js';
import { type RenderedReactPage, renderReactPage } from '../markdown/mdx-eval/react-page.js';
import { pageI18n } from '../markdown/mdx-eval/runtime.js';
import type { SitePageData } from '../model.js';
import { renderFeaturesOf } from './mermaid-assets.js';
import { buildToc, lastUpdateData, pageTitle } from './model.js';

/** What the build keeps of a Markdown page's content: its search sections and render notes. */
export interface SitePageContent {
  sections: import('../markdown/index.js').ContentSection[];
  diagnostics: Diagnostic[];
  browserDiagrams?: boolean;
}

/** Between the built-in components of a React page in their one render (SitePages.themed). */
/** Between the theme components rendered together (an element: the render drops HTML comments). */
const THEMED_CUT = '<docs-themed-cut></docs-themed-cut>';

export class SitePages {
  private readonly byKey: Map<string, SitePage>;
  private readonly contents = new Map<string, SitePageContent>();
  /** Warnings of the React pages' rendered links (errors stop the build in prepare()). */
  private linkWarnings: Diagnostic[] = [];

  constructor(
    private readonly graph: SiteGraph,
    private readonly trees: ReadonlyMap<string, Root>,
    private readonly ctx: LinkContext,
    private readonly assets: AssetSink,
    /** Rendered React pages by key; `docs serve` keeps one across updates (bundling takes a while). */
    private readonly react = new Map<string, RenderedReactPage>(),
  ) {
    this.byKey = new Map((graph.pages ?? []).map((p) => [p.key, p]));
  }

  /**
   * Bundles and renders every React page (one at a time: esbuild already uses both cores).
   * Throws SiteLoadError with every page's errors at their file:line:col.
   */
  async prepare(): Promise<void> {
    const diagnostics: Diagnostic[] = [];
    for (const page of this.byKey.values()) {
      if (page.type !== 'react' || this.react.has(page.key)) continue;
      const result = await renderReactPage(page, { siteDir: this.graph.siteDir, siteConfig: this.graph.config, assets: this.assets, i18n: pageI18n(this.graph) });
      if (result.ok) this.react.set(page.key, result.page);
      else diagnostics.push(...result.diagnostics);
    }
    if (diagnostics.length) throw new SiteLoadError(diagnostics, 1);
    const links = [...this.byKey.values()].flatMap((page) => (page.type === 'react' ? checkRenderedLinks(this.ctx, page, this.react.get(page.key)?.links ?? []) : []));
    if (links.some((d) => d.severity === 'error')) throw new SiteLoadError(links, 1);
    this.linkWarnings = links;
  }

  /** The page data of a `page` route (undefined for a React page that was not prepared). */
  pageData(route: Route): { page: SitePageData; noIndex: boolean; keywords?: string[]; image?: string } | undefined {
    const page = route.pageKey ? this.byKey.get(route.pageKey) : undefined;
    if (!page) return undefined;
    const { graph } = this;
    if (page.type === 'react') {
      const rendered = this.react.get(page.key);
      if (!rendered) return undefined;
      const { title = '', description = '', wrapperClassName, noFooter } = rendered.layout;
      const contentHtml = rendered.themed ? this.themed(page, rendered.themed) : rendered.html;
      return {
        page: { kind: 'page', route: page.permalink, title, headTitle: pageTitle(title, graph.config), description, source: 'react', toc: [], ...(wrapperClassName ? { wrapperClassName } : {}), ...(noFooter ? { noFooter } : {}), contentHtml, noIndex: graph.config.noIndex },
        noIndex: false,
      };
    }
    const html = this.markdown(page);
    const toc = graph.config.themeConfig.tableOfContents;
    return {
      page: {
        kind: 'page',
        route: page.permalink,
        title: page.title,
        headTitle: pageTitle(page.title, graph.config),
        description: page.description,
        source: 'markdown',
        toc: page.hideTableOfContents ? [] : buildToc(page, toc.minHeadingLevel, toc.maxHeadingLevel),
        ...(page.wrapperClassName ? { wrapperClassName: page.wrapperClassName } : {}),
        contentHtml: html,
        noIndex: page.unlisted || graph.config.noIndex,
        ...(page.unlisted ? { unlisted: true } : {}),
        ...(page.editUrl ? { editUrl: page.editUrl } : {}),
        ...(page.lastUpdate ? { lastUpdate: lastUpdateData(graph, page.lastUpdate) } : {}),
      },
      noIndex: page.unlisted,
      keywords: page.keywords,
      ...(page.image ? { image: page.image } : {}),
    };
  }

  /** Search sections of every Markdown page rendered so far, by page key. */
  sections(): Map<string, SitePageContent> {
    return this.contents;
  }

  /** Warnings of the links the React pages rendered. */
  reactPageWarnings(): Diagnostic[] {
    return this.linkWarnings;
  }

  /**
   * A React page's HTML with the built-in components it rendered (Tabs, CodeBlock ...) rendered by
   * the Markdown pipeline: all in one render (so their ids are unique on the page), cut apart at a
   * comment between them and put in place. The page's own HTML is kept as React wrote it, so it
   * hydrates as it is.
   */
  private themed(page: ReactSitePage, nodes: readonly RootContent[]): string {
    const doc: ContentPage = { key: page.key, source: page.source, permalink: page.permalink, title: '', headings: [], references: [], components: [], frontMatter: {}, frontMatterLines: {} };
    const components = nodes.filter((node) => node.type !== 'html');
    const tree: Root = { type: 'root', children: components.flatMap((node) => [node, { type: 'html', value: THEMED_CUT }]) };
    const rendered = renderDocContent(tree, doc, this.ctx, this.assets, renderFeaturesOf(this.graph), { contentTitle: 'keep' }).html.split(THEMED_CUT);
    let next = 0;
    return nodes.map((node) => (node.type === 'html' ? node.value : (rendered[next++] ?? ''))).join('');
  }

  private markdown(page: MarkdownSitePage): string {
    const tree = this.trees.get(page.key) ?? { type: 'root', children: [] };
    const rendered = renderDocContent(tree, page, this.ctx, this.assets, renderFeaturesOf(this.graph), { contentTitle: 'keep' });
    this.contents.set(page.key, { sections: rendered.sections, diagnostics: rendered.diagnostics, ...(rendered.browserDiagrams ? { browserDiagrams: true } : {}) });
    return rendered.html;
  }
}
