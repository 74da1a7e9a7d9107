/** The note an unlisted page (front matter `unlisted: true`) opens with, as Docusaurus shows it on docs and blog posts. */
import { useTranslateText } from './translate.js';

export function UnlistedBanner() {
  const t = useTranslateText();
  return (
    <div className="unlisted-banner" role="note">
      <b>{t('theme.contentVisibility.unlistedBanner.title')}</b>
      <p>{t('theme.contentVisibility.unlistedBanner.message')}</p>
    </div>
  );
}
