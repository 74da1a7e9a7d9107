/** "Previous" / "Next" links in sidebar order. */
export function Pagination({ previous, next }: { previous?: { title: string; href: string }; next?: { title: string; href: string } }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
