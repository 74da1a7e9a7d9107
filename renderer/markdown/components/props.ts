/** JSX props -> hast properties for intrinsic elements and pass-through attributes. */
import type { Properties } from 'hast';
import type { JsxValue } from '../jsx-props.js';

/** `className="a b"` / `class` -> a class list. */
export function classNames(value: JsxValue): string[] {
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** CSS properties React does not give a `px` unit when they are numbers. */
const UNITLESS = /^(?:opacity|zIndex|fontWeight|lineHeight|flex|flexGrow|flexShrink|order|zoom|gridRow|gridColumn|columnCount|fillOpacity|strokeOpacity|aspectRatio)$/;

/** A React `style={{…}}` object as CSS text, as React writes it: `fontSize: 12` -> `font-size:12px`. */
export function styleText(style: { [key: string]: JsxValue }): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '' && typeof v !== 'object')
    .map(([k, v]) => `${k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' && v !== 0 && !UNITLESS.test(k) && !k.startsWith('--') ? `${v}px` : String(v)}`)
    .join(';');
}

/**
 * Literal props as hast properties: `className`/`class` -> className, `htmlFor`/`for` -> htmlFor,
 * `true` -> boolean attribute, `false`/null/undefined -> absent; objects and arrays (such as a
 * `style={{...}}` object, which becomes CSS text) are dropped. Other names are kept as written (hast-util-to-html maps both
 * React-style `tabIndex` and HTML-style `aria-label` to the right attribute).
 */
/**
 * Boolean attributes written in HTML's lowercase where React spells its prop otherwise (`autoPlay`):
 * React does not know them by that name and writes them as they are, so `autoplay=""` (GitHub-style
 * HTML in MDX) is present. Under React's own name, or one spelled alike (`loop`, `muted`), `""` is
 * false and leaves the attribute out.
 */
const HTML_SPELLED_BOOLEANS = new Set(['autoplay', 'playsinline', 'autofocus', 'readonly', 'novalidate', 'formnovalidate', 'itemscope', 'nomodule', 'disablepictureinpicture', 'disableremoteplayback']);

/** Attributes React writes `true`/`false` as text (its booleanish strings), besides `aria-*` and `data-*`. */
const BOOLEANISH_STRINGS = new Set(['draggable', 'spellCheck', 'contentEditable', 'autoReverse', 'externalResourcesRequired', 'focusable', 'preserveAlpha']);

export function toProperties(props: Record<string, JsxValue>): Properties {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'style' && value && typeof value === 'object' && !Array.isArray(value)) {
      const css = styleText(value);
      if (css) properties.style = css;
      continue;
    }
    // As React writes them: `aria-*`, `data-*` and its "booleanish" attributes take `true`/`false` as text
    // (`aria-hidden={true}` is aria-hidden="true": an empty one reads as not hidden); HTML booleans are present or absent.
    if (typeof value === 'boolean' && (/^(?:aria|data)-/.test(name) || BOOLEANISH_STRINGS.has(name))) {
      properties[name] = String(value);
      continue;
    }
    if (value === false || value === null || value === undefined || typeof value === 'object') continue;
    if (name === 'className' || name === 'class') properties.className = classNames(value);
    else if (name === 'htmlFor' || name === 'for') properties.htmlFor = String(value).split(/\s+/).filter(Boolean);
    else properties[name] = value === '' && HTML_SPELLED_BOOLEANS.has(name) ? true : value;
  }
  return properties;
}
