import type { Crumb } from '../model.js';
import { HomeIcon } from './Icons.js';
import { useTranslateText } from './translate.js';

/**
 * The trail to a page; it starts at the home page when the site has one (`homeHref`), as Docusaurus's
 * does. `homeOnly`: a doc its sidebar does not list shows the home link alone, as in Docusaurus.
 */
export function Breadcrumbs({ crumbs, homeHref, homeOnly }: { crumbs: Crumb[]; homeHref?: string; homeOnly?: boolean }) {
  const t = useTranslateText();
  if (!crumbs.length && !(homeOnly && homeHref !== undefined)) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        {homeHref !== undefined && (
          <li>
            <a href={homeHref} aria-label={t('theme.docs.breadcrumbs.home')} className="breadcrumb-home">
              <HomeIcon />
            </a>
          </li>
        )}
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className={last ? 'active' : undefined}>
              {crumb.href && !last ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
