/** The "Tags:" list under a doc or a blog post, each tag a link to its tag page. */
import type { TagLinkData } from '../tag-model.js';
import { TagIcon } from './Icons.js';
import { useTranslate } from './translate.js';

export function TagLinks({ tags }: { tags: readonly TagLinkData[] }) {
  const t = useTranslate();
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <b>{t('theme.tags.tagsListLabel')}</b>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href} rel="tag" title={tag.title}>
              <TagIcon />
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
