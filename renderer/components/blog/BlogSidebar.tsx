/**
 * The blog sidebar: the most recent posts (blogSidebarCount), under year headings when
 * groupByYear; the current post is marked. Placed after the content in the document, before it
 * on screen (CSS grid), so the page's h1 comes first; its title is an h2 and the years h3, so the
 * heading levels stay in order after any post. Hidden below 996 px, as in Docusaurus.
 */
import type { BlogSidebarData } from '../../blog-model.js';
import { useTranslateText } from '../translate.js';

function PostLinks({ items, currentHref }: { items: BlogSidebarData['items']; currentHref?: string }) {
  return (
    <ul className="blog-sidebar-list">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={`blog-sidebar-link${item.href === currentHref ? ' active' : ''}`} aria-current={item.href === currentHref ? 'page' : undefined}>
            {item.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BlogSidebar({ sidebar, currentHref }: { sidebar: BlogSidebarData; currentHref?: string }) {
  const t = useTranslateText();
  const years: [string, BlogSidebarData['items']][] = [];
  if (sidebar.groupByYear) {
    for (const item of sidebar.items) {
      const last = years[years.length - 1];
      if (last && last[0] === item.year) last[1].push(item);
      else years.push([item.year, [item]]);
    }
  }
  return (
    <nav className="blog-sidebar" aria-label={t('theme.blog.sidebar.navAriaLabel')}>
      <h2 className="blog-sidebar-title">{sidebar.title}</h2>
      {sidebar.groupByYear ? (
        years.map(([year, items]) => (
          <div key={year} role="group" aria-label={year}>
            <h3 className="blog-sidebar-year">{year}</h3>
            <PostLinks items={items} currentHref={currentHref} />
          </div>
        ))
      ) : (
        <PostLinks items={sidebar.items} currentHref={currentHref} />
      )}
    </nav>
  );
}
