/**
 * The whole page body. Rendered to a string on the server and hydrated on the client with the
 * same props (shell + page), so both produce identical markup; client-only state (loading, a load
 * error, the TOC's active heading) arrives after hydration.
 */
import type { PageData, ShellData } from '../model.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { BlogPage } from './blog/BlogPage.js';
import { DocContent } from './DocPage.js';
import { ErrorBoundary, PageLoadError } from './ErrorBoundary.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { GeneratedIndexPage, NotFoundPage, TagPage, TagsIndexPage } from './OtherPages.js';
import { SidebarAside } from './Sidebar.js';
import { SitePage } from './SitePage.js';
import { THEME_STRINGS, TranslationContext } from './translate.js';

const NO_TRANSLATIONS: Readonly<Record<string, string>> = {};

export interface AppProps {
  shell: ShellData;
  page: PageData;
  activeTocId?: string;
  /** Client only: the next page is loading (spinner). */
  loading?: boolean;
  /** Client only: the next page failed to load (shown with a Retry button). */
  loadError?: { message: string; retry: () => void };
  /** Client only: "Try again" on the crash page (reloads the page's data). */
  onTryAgain?: () => void;
  /** Changes when new page data arrives: clears the crash page. */
  renderKey?: string;
}

/** The id the inline base-URL check fills when the site's scripts did not load (see html.ts). */
export const BASE_URL_BANNER_ID = 'docs-base-url-issue-banner-container';

/** The docs version a page belongs to (a doc or a generated index), and its alternates in the other versions. */
function versionContext(page: PageData): { version?: string; alternates?: Record<string, string> } {
  if (page.kind === 'doc' || page.kind === 'generated-index') return { version: page.version.name, alternates: page.alternates };
  // A version's tags pages are of that version: the navbar's doc links and version dropdown follow it, as in Docusaurus.
  return page.kind === 'tags-index' || page.kind === 'tag' ? { version: page.version } : {};
}

export function PageBody({ shell, page, activeTocId }: AppProps) {
  const { homeHref } = shell;
  switch (page.kind) {
    case 'doc':
      return <DocContent page={page} siteTitle={shell.siteTitle} homeHref={homeHref} activeTocId={activeTocId} />;
    case 'tags-index':
      return <TagsIndexPage page={page} />;
    case 'tag':
      return <TagPage page={page} />;
    case 'generated-index':
      return <GeneratedIndexPage page={page} siteTitle={shell.siteTitle} homeHref={homeHref} />;
    case '404':
      return <NotFoundPage page={page} />;
    case 'page':
      return <SitePage page={page} activeTocId={activeTocId} />;
    case 'blog-list':
    case 'blog-post':
    case 'blog-tags':
    case 'blog-archive':
    case 'blog-authors':
      return <BlogPage page={page} activeTocId={activeTocId} />;
    default: {
      const { kind, route } = page as { kind: unknown; route: unknown };
      throw new Error(`The page data of "${String(route)}" cannot be rendered.`, { cause: new Error(`Unknown page kind ${JSON.stringify(kind)}.`) });
    }
  }
}

export function App(props: AppProps) {
  const { shell, page, loading, loadError, onTryAgain, renderKey } = props;
  const sidebar = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebar : undefined;
  const sidebarId = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebarId : undefined;
  // A React page brings its own <main> (as Docusaurus's layout leaves it to the page).
  const Main = page.kind === 'page' && page.source === 'react' ? 'div' : 'main';
  return (
    <TranslationContext.Provider value={shell.translations ?? NO_TRANSLATIONS}>
      {page.route === '/' && <div id={BASE_URL_BANNER_ID} />}
      <section className="skip-to-content" tabIndex={-1} aria-label={(shell.translations ?? NO_TRANSLATIONS)['theme.common.skipToMainContent'] ?? THEME_STRINGS['theme.common.skipToMainContent']}>
        <a className="skip-link" href="#main-content">
          {(shell.translations ?? NO_TRANSLATIONS)['theme.common.skipToMainContent'] ?? THEME_STRINGS['theme.common.skipToMainContent']}
        </a>
      </section>
      {shell.announcementBar && <AnnouncementBar bar={shell.announcementBar} />}
      <Navbar shell={shell} page={{ route: page.route, sidebarId, ...versionContext(page) }} sidebar={sidebar} />
      <div className={`main-wrapper${sidebar ? ' with-sidebar' : ''}`}>
        {sidebar && <SidebarAside items={sidebar} hideable={shell.sidebarHideable} />}
        <Main id="main-content" className="main" tabIndex={-1} aria-busy={loading ? true : undefined}>
          {loading && (
            <div className="page-loading" role="status">
              <span className="sr-only">Loading page…</span>
            </div>
          )}
          {loadError ? (
            <PageLoadError message={loadError.message} onRetry={loadError.retry} />
          ) : (
            <ErrorBoundary onTryAgain={onTryAgain} resetKey={renderKey ?? page.route}>
              <PageBody {...props} />
            </ErrorBoundary>
          )}
        </Main>
      </div>
      {shell.footer && !(page.kind === 'page' && page.noFooter) && <Footer footer={shell.footer} />}
    </TranslationContext.Provider>
  );
}
