/** The letter-grouped tag list of a tags index page (docs and blog), each tag with its count. */
import type { TagsIndexPageData } from '../model.js';

export function TagGroups({ groups }: { groups: TagsIndexPageData['groups'] }) {
  return (
    <div className="tags-index">
      {groups.map((group) => (
        <section key={group.letter} className="tags-group" aria-labelledby={`tags-letter-${group.letter}`}>
          <h2 id={`tags-letter-${group.letter}`}>{group.letter}</h2>
          <ul className="tag-list">
            {group.tags.map((tag) => (
              <li key={tag.href}>
                <a className="tag" href={tag.href} title={tag.title}>
                  {tag.label}
                  {/* The number, as Docusaurus shows it; screen readers hear it in the locale's words. */}
                  <span className="tag-count">
                    <span aria-hidden={tag.countText ? true : undefined}>{tag.count}</span>
                    {tag.countText && <span className="sr-only"> {tag.countText}</span>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
