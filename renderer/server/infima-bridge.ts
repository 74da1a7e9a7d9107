/**
 * Placed after a site's own stylesheets (customCss): the theme's colours and fonts read the Infima
 * variables a Docusaurus site sets (`--ifm-color-primary` and its shades, link colours, fonts),
 * falling back to the theme's own values. Only sites with customCss get it, so a site
 * without one keeps the theme's stylesheet as it is. The defaults repeat renderer/styles/00-theme.css.
 */
export const INFIMA_BRIDGE_CSS = `
:root {
  --accent: var(--ifm-color-primary, #0b63c4);
  --link: var(--ifm-link-color, var(--ifm-color-primary, #0b63c4));
  --link-hover: var(--ifm-link-hover-color, var(--ifm-color-primary-darker, var(--ifm-color-primary, #084d99)));
  --focus: var(--ifm-color-primary, #0b63c4);
  --accent-soft: color-mix(in srgb, var(--accent) 10%, var(--bg));
  /* The active sidebar item's text sits on --accent-soft: a shade darker keeps it readable (AA) for mid-tone brand colours. */
  --menu-active: var(--ifm-color-primary-darker, var(--link));
  /* A tint of the brand colour, not --docusaurus-highlighted-code-line-bg: the template's grey (rgba(0, 0, 0, 0.1)) takes code tokens below AA contrast. */
  --code-highlight: color-mix(in srgb, var(--accent) 10%, transparent);
  --code-highlight-border: var(--ifm-color-primary, #0b63c4);
  --font-sans: var(--ifm-font-family-base, system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji');
  --font-mono: var(--ifm-font-family-monospace, ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace);
}
html[data-theme='dark'] {
  --accent: var(--ifm-color-primary, #7cc4ff);
  --link: var(--ifm-link-color, var(--ifm-color-primary, #7cc4ff));
  --link-hover: var(--ifm-link-hover-color, var(--ifm-color-primary-lighter, var(--ifm-color-primary, #a8d8ff)));
  --focus: var(--ifm-color-primary, #7cc4ff);
  --accent-soft: color-mix(in srgb, var(--accent) 14%, var(--bg));
  --menu-active: var(--link);
  --code-highlight: color-mix(in srgb, var(--accent) 12%, transparent);
  --code-highlight-border: var(--ifm-color-primary, #7cc4ff);
}
.menu-link.active, .breadcrumbs li.active span { color: var(--menu-active); }
`;
