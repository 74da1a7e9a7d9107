import type { FooterData, FooterLinkData } from '../model.js';
import { Link } from './Link.js';

function FooterLink({ link }: { link: FooterLinkData }) {
  if (link.html) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <Link href={link.href} external={link.external} className="footer-link">
      {link.label}
    </Link>
  );
}

export function Footer({ footer }: { footer: FooterData }) {
  return (
    <footer className={`footer footer-${footer.style} footer--${footer.style}`}>
      <div className="footer-inner">
        {footer.columns.length > 0 && (
          <div className="footer-columns">
            {footer.columns.map((column, i) => (
              <div key={i} className="footer-column">
                {column.title && <h2 className="footer-title">{column.title}</h2>}
                <ul>
                  {column.items.map((link, j) => (
                    <li key={j}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.links.length > 0 && (
          <ul className="footer-row">
            {footer.links.map((link, i) => (
              <li key={i}>
                {i > 0 && <span className="footer-separator" aria-hidden="true">·</span>}
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        )}
        {(footer.logo || footer.copyright) && (
          <div className="footer-bottom">
            {footer.logo && (
              <a href={footer.logo.href} className="footer-logo" {...(/^https?:/.test(footer.logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {footer.style === 'dark' && footer.logo.srcDark ? (
                  // A dark footer is dark in both colour modes: its logo is always the dark-mode one.
                  <img src={footer.logo.srcDark} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} loading="lazy" />
                ) : (
                  <>
                    <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} className={footer.logo.srcDark ? 'only-light' : undefined} loading="lazy" />
                    {footer.logo.srcDark && <img src={footer.logo.srcDark} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} className="only-dark" loading="lazy" />}
                  </>
                )}
              </a>
            )}
            {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
