import { useTranslate, useTranslateText } from './translate.js';

/** "Previous" / "Next" links in sidebar order. */
export function Pagination({ previous, next }: { previous?: { title: string; href: string }; next?: { title: string; href: string } }) {
  const t = useTranslate();
  const text = useTranslateText();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={text('theme.docs.paginator.navAriaLabel')}>
      {previous ? (
        <a className="pagination-link pagination-prev pagination-nav__link pagination-nav__link--prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel pagination-nav__sublabel">{t('theme.docs.paginator.previous')}</span>
          <span className="pagination-label pagination-nav__label">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-sublabel pagination-nav__sublabel">{t('theme.docs.paginator.next')}</span>
          <span className="pagination-label pagination-nav__label">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
