/** Tags index, tag page, generated category index and the 404 page. */
import type { GeneratedIndexPageData, NotFoundPageData, TagPageData, TagsIndexPageData } from '../model.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { VersionBadge, VersionBanner } from './DocPage.js';
import { Pagination } from './Pagination.js';
import { TagGroups } from './TagGroups.js';
import { useTranslate } from './translate.js';

export function TagsIndexPage({ page }: { page: TagsIndexPageData }) {
  return (
    <div className="page-container">
      <h1>{page.title}</h1>
      <TagGroups groups={page.groups} />
    </div>
  );
}

export function TagPage({ page }: { page: TagPageData }) {
  const t = useTranslate();
  return (
    <div className="page-container">
      <header className="tag-header">
        <h1>{page.title}</h1>
        {page.tagDescription && <p className="tag-description">{page.tagDescription}</p>}
        <a href={page.allTagsHref} className="view-all-tags">
          {t('theme.tags.tagsPageLink')}
        </a>
      </header>
      <section className="tag-docs">
        {page.docs.map((doc) => (
          <article key={doc.href} className="tag-doc">
            <a href={doc.href}>
              <h2>{doc.title}</h2>
            </a>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </div>
  );
}

export function GeneratedIndexPage({ page, siteTitle, homeHref }: { page: GeneratedIndexPageData; siteTitle: string; homeHref?: string }) {
  return (
    <div className="doc-container">
      <article className="doc">
        <VersionBanner version={page.version} siteTitle={siteTitle} />
        <Breadcrumbs crumbs={page.breadcrumbs} homeHref={homeHref} />
        <VersionBadge version={page.version} />
        <header className="doc-header">
          <h1>{page.title}</h1>
          {page.description && <p className="generated-index-description">{page.description}</p>}
        </header>
        <ul className="card-grid">
          {page.items.map((item) => (
            <li key={item.href}>
              <a className="card" href={item.href}>
                <h2 className="card-title">
                  {`${item.icon} `}
                  {item.label}
                </h2>
                {item.description && <p className="card-description">{item.description}</p>}
              </a>
            </li>
          ))}
        </ul>
        <Pagination previous={page.previous} next={page.next} />
      </article>
    </div>
  );
}

export function NotFoundPage({ page }: { page: NotFoundPageData }) {
  const t = useTranslate();
  return (
    <div className="page-container not-found">
      <h1>{page.title}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
    </div>
  );
}
