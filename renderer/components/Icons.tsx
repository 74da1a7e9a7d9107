/** Inline SVG icons (decorative: aria-hidden; the control around them carries the name). */
import type { ReactElement } from 'react';

type IconProps = { size?: number; className?: string };

const svg = (path: ReactElement, { size = 20, className }: IconProps, viewBox = '0 0 24 24') => (
  <svg width={size} height={size} viewBox={viewBox} aria-hidden="true" focusable="false" className={className}>
    {path}
  </svg>
);

export const ExternalLinkIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H6v11h11v-5h2v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />, { size: 13, ...p });
export const SunIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.93 4.93l2.83 1.41-1.42 1.42-1.41-2.83zm14.14 14.14-2.83-1.41 1.42-1.42 1.41 2.83zM4.93 19.07l1.41-2.83 1.42 1.42-2.83 1.41zM19.07 4.93l-1.41 2.83-1.42-1.42 2.83-1.41z" />, p);
export const MoonIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M20.35 15.35A8.5 8.5 0 0 1 8.65 3.65 8.5 8.5 0 1 0 20.35 15.35z" />, p);
export const SystemIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8h14V7H5z" />, p);
export const MenuIcon = (p: IconProps) => svg(<path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />, { size: 24, ...p });
export const CloseIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5z" />, p);
export const ChevronIcon = (p: IconProps) => svg(<path fill="currentColor" d="M9.3 6.3 10.7 4.9 17.8 12l-7.1 7.1-1.4-1.4 5.7-5.7-5.7-5.7z" />, { size: 16, ...p });
export const HomeIcon = (p: IconProps) => svg(<path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" />, { size: 16, ...p });
export const SearchIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />, { size: 18, ...p });
export const TagIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M3 3h8l10 10-8 8L3 11V3zm4 2.5A1.5 1.5 0 1 0 7 8.5a1.5 1.5 0 0 0 0-3z" />, { size: 14, ...p });
export const EditIcon = (p: IconProps) =>
  svg(<path fill="currentColor" d="M4 17.25V20h2.75L17.81 8.94l-2.75-2.75L4 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 2.75 2.75 1.83-1.83z" />, { size: 16, ...p });
