/** A doc page: sidebar, breadcrumbs, title, content, tags, pagination and TOC. */
import type { DocPageData, PageVersionData } from '../model.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { EditIcon } from './Icons.js';
import { Pagination } from './Pagination.js';
import { TagLinks } from './TagLinks.js';
import { TitleRuns } from './TitleRuns.js';
import { TocDesktop, TocMobile } from './Toc.js';
import { useTranslate } from './translate.js';
import { UnlistedBanner } from './UnlistedBanner.js';

export function VersionBanner({ version, siteTitle }: { version: PageVersionData; siteTitle: string }) {
  const t = useTranslate();
  if (version.banner === 'none') return null;
  const label = version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel';
  return (
    <div className="version-banner" role="alert">
      {t(label, { siteTitle, versionLabel: <b>{version.label}</b> })}{' '}
      {t('theme.docs.versions.latestVersionSuggestionLabel', {
        latestVersionLink: (
          <b>
            <a href={version.latestHref}>{t('theme.docs.versions.latestVersionLinkLabel')}</a>
          </b>
        ),
        versionLabel: version.latestLabel,
      })}
    </div>
  );
}

/** "Version: 2.0" above the title, when the version shows its badge. */
export function VersionBadge({ version }: { version: PageVersionData }) {
  const t = useTranslate();
  return version.badge ? <span className="version-badge">{t('theme.docs.versionBadge.label', { versionLabel: version.label })}</span> : null;
}

/** "Last updated on <date> by <author>", as Docusaurus words and marks it up. */
export function LastUpdated({ date, dateText, author }: NonNullable<DocPageData['lastUpdate']>) {
  const t = useTranslate();
  return (
    <span className="last-updated">
      {t('theme.lastUpdated.lastUpdatedAtBy', {
        atDate: date
          ? t('theme.lastUpdated.atDate', {
              date: (
                <b>
                  <time dateTime={date} itemProp="dateModified">
                    {dateText ?? date}
                  </time>
                </b>
              ),
            })
          : '',
        byUser: author ? t('theme.lastUpdated.byUser', { user: <b>{author}</b> }) : '',
      })}
    </span>
  );
}

/** A page footer's "Edit this page" link and last update (a doc's, a blog post's). */
export function DocMeta({ editUrl, lastUpdate }: { editUrl?: string; lastUpdate?: DocPageData['lastUpdate'] }) {
  const t = useTranslate();
  return (
    <div className="doc-meta">
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="edit-link">
          <EditIcon />
          {t('theme.common.editThisPage')}<span className="sr-only"> (opens in new tab)</span>
        </a>
      )}
      {lastUpdate && (lastUpdate.date || lastUpdate.author) && <LastUpdated {...lastUpdate} />}
    </div>
  );
}

export function DocContent({ page, siteTitle, homeHref, activeTocId }: { page: DocPageData; siteTitle: string; homeHref?: string; activeTocId?: string }) {
  const showToc = page.toc.length > 0;
  return (
    <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
      <article className="doc">
        {page.unlisted && <UnlistedBanner />}
        <VersionBanner version={page.version} siteTitle={siteTitle} />
        <Breadcrumbs crumbs={page.breadcrumbs} homeHref={homeHref} homeOnly={page.breadcrumbsHomeOnly} />
        <VersionBadge version={page.version} />
        {showToc && <TocMobile items={page.toc} activeId={activeTocId} />}
        {!page.titleInContent && (
          <header className="doc-header">
            <h1 className={page.hideTitle ? 'sr-only' : undefined}>{page.headingParts ? <TitleRuns parts={page.headingParts} links /> : (page.heading ?? page.title)}</h1>
          </header>
        )}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
        {(page.tags.length > 0 || page.editUrl || page.lastUpdate) && (
          <footer className="doc-footer">
            <TagLinks tags={page.tags} />
            <DocMeta editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
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
