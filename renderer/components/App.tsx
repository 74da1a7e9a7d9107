/**
 * The whole page body. Rendered to a string on the server and hydrated on the client with the
 * same props (shell + page), so both produce identical markup.
 */
import type { PageData, ShellData } from '../model.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { DocContent } from './DocPage.js';
import { Footer } from './Footer.js';
import { Navbar } from './Navbar.js';
import { GeneratedIndexPage, NotFoundPage, TagPage, TagsIndexPage } from './OtherPages.js';
import { type CategoryLoader, DocSidebar } from './Sidebar.js';

export interface AppProps {
  shell: ShellData;
  page: PageData;
  /** Client only: fetches a collapsed category's children. */
  loadCategory?: CategoryLoader;
  activeTocId?: string;
  /** Client only: shown while the next page loads. */
  loading?: boolean;
}

function versionOf(page: PageData): string | undefined {
  return page.kind === 'doc' ? page.version.name : undefined;
}

export function PageBody({ shell, page, activeTocId }: AppProps) {
  const homeHref = shell.versions.find((v) => page.kind === 'doc' && v.name === page.version.name)?.path ?? shell.baseUrl;
  switch (page.kind) {
    case 'doc':
      return <DocContent page={page} siteTitle={shell.siteTitle} homeHref={homeHref} activeTocId={activeTocId} />;
    case 'tags-index':
      return <TagsIndexPage page={page} />;
    case 'tag':
      return <TagPage page={page} />;
    case 'generated-index':
      return <GeneratedIndexPage page={page} homeHref={homeHref} />;
    case '404':
      return <NotFoundPage page={page} />;
  }
}

export function App(props: AppProps) {
  const { shell, page, loadCategory, loading } = props;
  const sidebar = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebar : undefined;
  const sidebarId = page.kind === 'doc' || page.kind === 'generated-index' ? page.sidebarId : undefined;
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {shell.announcementBar && <AnnouncementBar bar={shell.announcementBar} />}
      <Navbar shell={shell} page={{ route: page.route, sidebarId, version: versionOf(page) }} sidebar={sidebar} loadCategory={loadCategory} />
      <div className={`main-wrapper${sidebar ? ' with-sidebar' : ''}`}>
        {sidebar && (
          <aside className="sidebar">
            <DocSidebar items={sidebar} loadCategory={loadCategory} />
          </aside>
        )}
        <main id="main-content" className="main" tabIndex={-1} aria-busy={loading ? true : undefined}>
          {loading && <div className="page-loading" role="status" aria-label="Loading page" />}
          <PageBody {...props} />
        </main>
      </div>
      {shell.footer && <Footer footer={shell.footer} />}
    </>
  );
}
