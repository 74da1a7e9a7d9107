/** The "Tags:" list under a doc or a blog post, each tag a link to its tag page. */
import { TagIcon } from './Icons.js';
import { useTranslate } from './translate.js';

export function TagLinks({ tags }: { tags: readonly { label: string; href: string }[] }) {
  const t = useTranslate();
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href} rel="tag">
              <TagIcon />
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
