/**
 * A blog's JSON-LD, as Docusaurus 3.9's blog pages write it in their head: a post's page a
 * `BlogPosting` that is part of its `Blog`, a list page of the blog (not a tag's, nor an author's)
 * the `Blog` with the page's posts. URLs are the site URL and the page's path (no trailingSlash
 * applied, as Docusaurus writes them).
 */
import type { BlogAuthor, BlogGraph, BlogPost } from '../../engine/blog/types.js';
import type { SiteGraph } from '../../engine/graph/types.js';
import { hrefOf } from '../hrefs.js';

/** An author's image URL as pages show it: a path of the site under the base URL, any URL as it is. */
export function authorImageOf(graph: SiteGraph, author: BlogAuthor): string | undefined {
  return author.imageURL && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(author.imageURL) ? hrefOf(graph, author.imageURL) : author.imageURL;
}

function person(graph: SiteGraph, author: BlogAuthor): object {
  const image = authorImageOf(graph, author);
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(image ? { image } : {}),
  };
}

/**
 * A post as a `BlogPosting` (without `@context`). `image`: the absolute URL of its social image
 * (front matter `image`), when it has one. One author is an object, any other number a list.
 */
function blogPosting(graph: SiteGraph, siteUrl: string, post: BlogPost, image: string | undefined): Record<string, unknown> {
  const url = siteUrl + hrefOf(graph, post.permalink);
  const people = post.authors.map((author) => person(graph, author));
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    ...(post.lastUpdate?.date ? { dateModified: post.lastUpdate.date } : {}),
    author: people.length === 1 ? people[0] : people,
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: post.keywords,
  };
}

/** The JSON-LD of a post's page. */
export function blogPostJsonLd(graph: SiteGraph, siteUrl: string, blog: BlogGraph, post: BlogPost, image: string | undefined): object {
  return {
    '@context': 'https://schema.org',
    ...blogPosting(graph, siteUrl, post, image),
    isPartOf: { '@type': 'Blog', '@id': siteUrl + hrefOf(graph, blog.basePath), name: blog.title },
  };
}

/** The JSON-LD of a list page of the blog at `permalink`, showing `posts` (each with its social image URL). */
export function blogListJsonLd(graph: SiteGraph, siteUrl: string, blog: BlogGraph, permalink: string, posts: { post: BlogPost; image: string | undefined }[]): object {
  const url = siteUrl + hrefOf(graph, permalink);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: blog.title,
    description: blog.description,
    blogPost: posts.map(({ post, image }) => blogPosting(graph, siteUrl, post, image)),
  };
}
