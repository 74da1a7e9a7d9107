/**
 * The blog's pages: list pages (blog home and its pages, tag pages), a post, the tags index and
 * the archive. Inside the site's shell (navbar, footer), laid out as Docusaurus's blog layout:
 * sidebar, content, and on a post the table of contents.
 */
import type { ReactNode } from 'react';
import type { BlogArchivePageData, BlogAuthorsPageData, BlogListPageData, BlogPageData, BlogPostPageData, BlogSidebarData, BlogTagsPageData } from '../../blog-model.js';
import { TocDesktop, TocMobile } from '../Toc.js';
import { Author, BlogPostHeader, BlogPostListItem, BlogPostTags } from './BlogPostItem.js';
import { BlogSidebar } from './BlogSidebar.js';
import { TagGroups } from '../TagGroups.js';
import { DocMeta } from '../DocPage.js';
import { UnlistedBanner } from '../UnlistedBanner.js';
import { useTranslateOr, useTranslateText } from '../translate.js';

function BlogLayout({ sidebar, currentHref, toc, children }: { sidebar?: BlogSidebarData; currentHref?: string; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className={`blog-layout${sidebar ? ' with-sidebar' : ''}${toc ? ' with-toc' : ''}`}>
      <div className="blog-main">{children}</div>
      {toc && <div className="toc-column">{toc}</div>}
      {sidebar && <BlogSidebar sidebar={sidebar} currentHref={currentHref} />}
    </div>
  );
}

/** Newer / older links: between list pages ("entries") or posts ("post"). */
function BlogPaginator({ label, newer, older }: { label: string; newer?: { title: string; href: string; sub: string }; older?: { title: string; href: string; sub: string } }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {newer ? (
        <a className="pagination-link pagination-prev" href={newer.href} rel="prev">
          {newer.sub && <span className="pagination-sublabel">{newer.sub}</span>}
          <span className="pagination-label">{newer.title}</span>
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a className="pagination-link pagination-next" href={older.href} rel="next">
          {older.sub && <span className="pagination-sublabel">{older.sub}</span>}
          <span className="pagination-label">{older.title}</span>
        </a>
      )}
    </nav>
  );
}

function BlogListPage({ page }: { page: BlogListPageData }) {
  const t = useTranslateText();
  const tOr = useTranslateOr();
  return (
    <BlogLayout sidebar={page.sidebar}>
      {page.tag ? (
        <header className="tag-header">
          <h1>{page.title}</h1>
          {page.tag.description && <p className="tag-description">{page.tag.description}</p>}
          <a href={page.tag.allTagsHref} className="view-all-tags">
            {tOr('theme.tags.tagsPageLink', 'View All Tags')}
          </a>
        </header>
      ) : page.author ? (
        <header className="blog-author-header">
          <ul className="blog-authors">
            <Author author={page.author.author} heading />
          </ul>
          {page.author.author.description && <p className="tag-description">{page.author.author.description}</p>}
          {page.author.allAuthorsHref && <a href={page.author.allAuthorsHref}>{t('theme.blog.authorsList.viewAll')}</a>}
        </header>
      ) : (
        <h1 className="sr-only">{page.title}</h1>
      )}
      {page.posts.map((post) => (
        <BlogPostListItem key={post.href} post={post} />
      ))}
      {page.author && !page.posts.length && <p className="blog-author-no-posts">{t('theme.blog.author.noPosts')}</p>}
      <BlogPaginator
        label={t('theme.blog.paginator.navAriaLabel')}
        newer={page.newerHref ? { title: t('theme.blog.paginator.newerEntries'), href: page.newerHref, sub: '' } : undefined}
        older={page.olderHref ? { title: t('theme.blog.paginator.olderEntries'), href: page.olderHref, sub: '' } : undefined}
      />
    </BlogLayout>
  );
}

function BlogPostPage({ page, activeTocId }: { page: BlogPostPageData; activeTocId?: string }) {
  const t = useTranslateText();
  const showToc = page.toc.length > 0;
  return (
    <BlogLayout sidebar={page.sidebar} currentHref={page.post.href} toc={showToc ? <TocDesktop items={page.toc} activeId={activeTocId} /> : undefined}>
      <article className="blog-post-page">
        {page.unlisted && <UnlistedBanner />}
        <BlogPostHeader post={page.post} isPage />
        {showToc && <TocMobile items={page.toc} activeId={activeTocId} />}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: page.post.contentHtml }} />
        {(page.post.tags.length > 0 || page.editUrl || page.lastUpdate) && (
          <footer className="doc-footer">
            <BlogPostTags tags={page.post.tags} />
            {(page.editUrl || page.lastUpdate) && <DocMeta editUrl={page.editUrl} lastUpdate={page.lastUpdate} />}
          </footer>
        )}
      </article>
      <BlogPaginator
        label={t('theme.blog.post.paginator.navAriaLabel')}
        newer={page.newer ? { ...page.newer, sub: t('theme.blog.post.paginator.newerPost') } : undefined}
        older={page.older ? { ...page.older, sub: t('theme.blog.post.paginator.olderPost') } : undefined}
      />
    </BlogLayout>
  );
}

function BlogTagsPage({ page }: { page: BlogTagsPageData }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <h1 className="blog-page-title">{page.title}</h1>
      <TagGroups groups={page.groups} />
    </BlogLayout>
  );
}

function BlogArchivePage({ page }: { page: BlogArchivePageData }) {
  return (
    <div className="page-container blog-archive">
      <header>
        <h1>{page.title}</h1>
        <p className="blog-archive-description">{page.description}</p>
      </header>
      <div className="blog-archive-years">
        {page.years.map(({ year, posts }) => (
          <section key={year} className="blog-archive-year" aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.href}>
                  <a href={post.href}>
                    <time dateTime={post.date}>{post.dateLabel}</time> - {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function BlogAuthorsPage({ page }: { page: BlogAuthorsPageData }) {
  return (
    <BlogLayout sidebar={page.sidebar}>
      <h1 className="blog-page-title">{page.title}</h1>
      <ul className="blog-authors several blog-authors-index">
        {page.authors.map(({ author, countText }, i) => (
          <Author key={author.pageHref ?? `${i}:${author.name ?? ''}`} author={{ ...author, title: `${author.title ? `${author.title} · ` : ''}${countText}` }} />
        ))}
      </ul>
    </BlogLayout>
  );
}

export function BlogPage({ page, activeTocId }: { page: BlogPageData; activeTocId?: string }) {
  switch (page.kind) {
    case 'blog-list':
      return <BlogListPage page={page} />;
    case 'blog-post':
      return <BlogPostPage page={page} activeTocId={activeTocId} />;
    case 'blog-tags':
      return <BlogTagsPage page={page} />;
    case 'blog-archive':
      return <BlogArchivePage page={page} />;
    case 'blog-authors':
      return <BlogAuthorsPage page={page} />;
  }
}
