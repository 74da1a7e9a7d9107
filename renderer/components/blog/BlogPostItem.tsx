/**
 * A post: header (title, date, reading time, authors), content, footer (tags, and on list pages
 * "Read more" when the content was truncated). On list pages the title is an h2 linking to the
 * post; on the post's page it is the page's h1.
 */
import type { BlogAuthorData, BlogPostItemData } from '../../blog-model.js';
import { TagLinks } from '../TagLinks.js';
import { useTranslateText } from '../translate.js';

/** An author: avatar, name (linking to their page on this blog, else their URL), title, socials. */
/** An author: avatar, name (linked to their page or URL; `heading`: the page's h1, on their own page), title, socials. */
export function Author({ author, heading }: { author: BlogAuthorData; heading?: boolean }) {
  const href = author.pageHref ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  // As Docusaurus: an author's own site opens in a new tab (their page on this site, or mail, does not).
  const external = !author.pageHref && !!author.url && /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(author.url);
  const newTab = external ? { target: '_blank', rel: 'author noopener noreferrer' } : { rel: 'author' };
  const name = heading ? (
    <h1 className="blog-author-name">{author.name}</h1>
  ) : href ? (
    <a href={href} className="blog-author-name" {...newTab}>
      {author.name}
      {external && <span className="sr-only"> (opens in new tab)</span>}
    </a>
  ) : (
    <span className="blog-author-name">{author.name}</span>
  );
  const avatar = author.imageURL && <img className="blog-author-avatar" src={author.imageURL} alt={author.name ?? ''} width={40} height={40} loading="lazy" />;
  return (
    <li className="blog-author">
      {/* The avatar links where the name does, as in Docusaurus; one link for keyboards and screen readers (the name's). */}
      {avatar && href && !heading ? (
        <a href={href} className="blog-author-avatar-link" tabIndex={-1} aria-hidden="true" {...newTab}>
          {avatar}
        </a>
      ) : (
        avatar
      )}
      <div className="blog-author-info">
        {author.name && name}
        {author.title && <small className="blog-author-title">{author.title}</small>}
        {author.socials && (
          <span className="blog-author-socials">
            {author.socials.map((s) => (
              <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.platform}
                <span className="sr-only"> (opens in new tab)</span>
              </a>
            ))}
          </span>
        )}
      </div>
    </li>
  );
}

export function BlogPostMeta({ post }: { post: BlogPostItemData }) {
  return (
    <div className="blog-post-meta">
      <time dateTime={post.date}>{post.dateLabel}</time>
      {post.readingTime !== undefined && (
        <>
          {' · '}
          {post.readingTime}
        </>
      )}
    </div>
  );
}

export function BlogPostTags({ tags }: { tags: BlogPostItemData['tags'] }) {
  return <TagLinks tags={tags} />;
}

export function BlogPostHeader({ post, isPage }: { post: BlogPostItemData; isPage: boolean }) {
  return (
    <header className="blog-post-header">
      {isPage ? (
        <h1 className="blog-post-title">{post.title}</h1>
      ) : (
        <h2 className="blog-post-title">
          <a href={post.href}>{post.title}</a>
        </h2>
      )}
      <BlogPostMeta post={post} />
      {post.authors.length > 0 && (
        <ul className={`blog-authors${post.authors.length > 1 ? ' several' : ''}`}>
          {post.authors.map((author, i) => (
            <Author key={`${author.name ?? ''}${i}`} author={author} />
          ))}
        </ul>
      )}
    </header>
  );
}

/** A post on a list page. */
export function BlogPostListItem({ post }: { post: BlogPostItemData }) {
  const t = useTranslateText();
  return (
    <article className="blog-post-item">
      <BlogPostHeader post={post} isPage={false} />
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      {(post.tags.length > 0 || post.truncated) && (
        <footer className="blog-post-footer">
          <BlogPostTags tags={post.tags} />
          {post.truncated && (
            <a className="blog-read-more" href={post.href} aria-label={t('theme.blog.post.readMoreLabel').replace('{title}', post.title)}>
              <b>{t('theme.blog.post.readMore')}</b>
            </a>
          )}
        </footer>
      )}
    </article>
  );
}
