/**
 * A page of src/pages, inside the theme's navbar and footer (no doc sidebar): a Markdown page as
 * Docusaurus's MDXPage lays it out (the content with its own h1, a TOC unless hidden), or a React
 * page's component as it rendered (content HTML the React tree does not own; it hydrates as an island).
 */
import type { SitePageData } from '../model.js';
import { DocMeta } from './DocPage.js';
import { TocDesktop, TocMobile } from './Toc.js';
import { UnlistedBanner } from './UnlistedBanner.js';

export function SitePage({ page, activeTocId }: { page: SitePageData; activeTocId?: string }) {
  const wrapper = page.wrapperClassName ? ` ${page.wrapperClassName}` : '';
  // A Markdown page's wrapperClassName is on <html> (html-class.ts), as Docusaurus's MDXPage puts it.
  if (page.source === 'react') return <div className={`page-content react-page${wrapper}`} dangerouslySetInnerHTML={{ __html: page.contentHtml }} />;
  const showToc = page.toc.length > 0;
  return (
    <div className={`doc-container markdown-page${showToc ? ' with-toc' : ''}`}>
      <article className="doc">
        {page.unlisted && <UnlistedBanner />}
        {showToc && <TocMobile items={page.toc} activeId={activeTocId} />}
        <div className="markdown page-content" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
        {(page.editUrl || page.lastUpdate) && (
          <footer className="doc-footer">
            <DocMeta editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
          </footer>
        )}
      </article>
      {showToc && (
        <div className="toc-column">
          <TocDesktop items={page.toc} activeId={activeTocId} />
        </div>
      )}
    </div>
  );
}
