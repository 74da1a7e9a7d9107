import { LogoImage } from './LogoImage.js';
import type { FooterData, FooterLinkData, LogoData } from '../model.js';
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
            {footer.logo && <FooterLogo logo={footer.logo} dark={footer.style === 'dark'} />}
            {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}

/** The footer's logo: a link only when its config gives `href` (Docusaurus 3.9), its target only when given. */
function FooterLogo({ logo, dark }: { logo: LogoData; dark: boolean }) {
  const image =
    dark && logo.srcDark ? (
      // A dark footer is dark in both colour modes: its logo is always the dark-mode one.
      <LogoImage logo={logo} src={logo.srcDark} lazy />
    ) : (
      <>
        <LogoImage logo={logo} src={logo.src} {...(logo.srcDark ? { themeClass: 'only-light' as const } : {})} lazy />
        {logo.srcDark && <LogoImage logo={logo} src={logo.srcDark} themeClass="only-dark" lazy />}
      </>
    );
  if (!logo.href) return <span className="footer-logo">{image}</span>;
  return (
    <a href={logo.href} className="footer-logo" target={logo.target} rel={logo.external ? 'noopener noreferrer' : undefined}>
      {image}
    </a>
  );
}
