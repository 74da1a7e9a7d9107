/** The letter-grouped tag list of a tags index page (docs and blog), each tag with its count. */
import type { TagsIndexPageData } from '../model.js';

export function TagGroups({ groups, noun }: { groups: TagsIndexPageData['groups']; noun: [singular: string, plural: string] }) {
  return (
    <div className="tags-index">
      {groups.map((group) => (
        <section key={group.letter} className="tags-group" aria-labelledby={`tags-letter-${group.letter}`}>
          <h2 id={`tags-letter-${group.letter}`}>{group.letter}</h2>
          <ul className="tag-list">
            {group.tags.map((tag) => (
              <li key={tag.href}>
                <a className="tag" href={tag.href}>
                  {tag.label}
                  <span className="tag-count">
                    {tag.count}
                    <span className="sr-only"> {tag.count === 1 ? noun[0] : noun[1]}</span>
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
