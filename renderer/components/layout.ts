/**
 * What the mobile menu and the detached search share: the breakpoint between the mobile and the
 * desktop layout (the stylesheets use the same 996 px in their media queries), and the page scroll
 * lock of a full-screen dialog.
 */

/** Mobile layout: this media query matches (996 px and below, as Docusaurus). */
export const MOBILE_QUERY = '(max-width: 996px)';
/** Desktop layout from this window width up. */
export const DESKTOP_MIN_WIDTH = 997;

/** Locks the page's scroll while a full-screen dialog is open; the returned function restores it. */
export function lockPageScroll(): () => void {
  const body = document.body;
  const previous = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previous;
  };
}
