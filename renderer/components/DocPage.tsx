/** A doc page: sidebar, breadcrumbs, title, content, tags, pagination and TOC. */
import type { DocPageData } from '../model.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { EditIcon, TagIcon } from './Icons.js';
import { Pagination } from './Pagination.js';
import { TocDesktop, TocMobile } from './Toc.js';

export function VersionBanner({ version, siteTitle }: { version: DocPageData['version']; siteTitle: string }) {
  if (version.banner === 'none') return null;
  return (
    <div className="version-banner" role="alert">
      {version.banner === 'unreleased'
        ? `This is unreleased documentation for ${siteTitle} ${version.label} version.`
        : `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`}{' '}
      For up-to-date documentation, see the{' '}
      <a href={version.latestHref}>
        <b>latest version</b>
      </a>
      .
    </div>
  );
}

export function DocContent({ page, siteTitle, homeHref, activeTocId }: { page: DocPageData; siteTitle: string; homeHref: string; activeTocId?: string }) {
  const showToc = page.toc.length > 0;
  return (
    <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
      <article className="doc">
        <VersionBanner version={page.version} siteTitle={siteTitle} />
        <Breadcrumbs crumbs={page.breadcrumbs} homeHref={homeHref} />
        {page.version.badge && <span className="version-badge">Version: {page.version.label}</span>}
        {showToc && <TocMobile items={page.toc} activeId={activeTocId} />}
        <header className="doc-header">
          <h1 className={page.hideTitle ? 'sr-only' : undefined}>{page.title}</h1>
        </header>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
        {(page.tags.length > 0 || page.editUrl || page.lastUpdate) && (
          <footer className="doc-footer">
            {page.tags.length > 0 && (
              <div className="doc-tags">
                <b>Tags:</b>
                <ul className="tag-list">
                  {page.tags.map((tag) => (
                    <li key={tag.href}>
                      <a className="tag" href={tag.href} rel="tag">
                        <TagIcon />
                        {tag.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="doc-meta">
              {page.editUrl && (
                <a href={page.editUrl} target="_blank" rel="noopener noreferrer" className="edit-link">
                  <EditIcon />
                  Edit this page<span className="sr-only"> (opens in new tab)</span>
                </a>
              )}
              {page.lastUpdate && (page.lastUpdate.date || page.lastUpdate.author) && (
                <span className="last-updated">
                  Last updated{page.lastUpdate.date ? <> on <time dateTime={page.lastUpdate.date}>{page.lastUpdate.date}</time></> : null}
                  {page.lastUpdate.author ? ` by ${page.lastUpdate.author}` : ''}
                </span>
              )}
            </div>
          </footer>
        )}
        <Pagination previous={page.previous} next={page.next} />
      </article>
      {showToc && (
        <div className="toc-column">
          <TocDesktop items={page.toc} activeId={activeTocId} />
        </div>
      )}
    </div>
  );
}
