/** A navbar or footer logo's image, with the config's `className` and `style` (as Docusaurus passes them on). */
import type { LogoData } from '../model.js';

export function LogoImage({ logo, src, themeClass, lazy }: { logo: LogoData; src: string; themeClass?: 'only-light' | 'only-dark'; lazy: boolean }) {
  const className = [logo.className, themeClass].filter(Boolean).join(' ') || undefined;
  return <img src={src} alt={logo.alt} width={logo.width} height={logo.height} className={className} style={logo.style} loading={lazy ? 'lazy' : undefined} />;
}
