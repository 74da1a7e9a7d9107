/**
 * The props of an SVG component's `<svg>`, as SVGR makes them with Docusaurus's `titleProp`: a
 * `title` prop is the SVG's `<title>` (its tooltip and accessible name; in place of one the file
 * has), `titleId` that title's id and the SVG's aria-labelledby; the other props are the element's.
 * Shared by the build's SVG components (site-modules.ts) and the bundled ones (svg-module.ts).
 */
const escape = (text: unknown) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function svgElementProps(attributes: Record<string, string>, inner: string, props: Record<string, unknown>): Record<string, unknown> {
  const { title, titleId, ...rest } = props;
  const own = title ? `<title${titleId ? ` id="${escape(titleId)}"` : ''}>${escape(title)}</title>` : '';
  const html = own ? own + inner.replace(/<title\b[^>]*>[\s\S]*?<\/title>/, '') : inner;
  return { ...attributes, ...rest, ...(titleId ? { 'aria-labelledby': titleId } : {}), dangerouslySetInnerHTML: { __html: html } };
}
