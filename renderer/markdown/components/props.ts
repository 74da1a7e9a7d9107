/** JSX props -> hast properties for intrinsic elements and pass-through attributes. */
import type { Properties } from 'hast';
import type { JsxValue } from '../jsx-props.js';

/** `className="a b"` / `class` -> a class list. */
export function classNames(value: JsxValue): string[] {
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * Literal props as hast properties: `className`/`class` -> className, `htmlFor`/`for` -> htmlFor,
 * `true` -> boolean attribute, `false`/null/undefined -> absent; objects and arrays (such as a
 * `style={{...}}` object) are dropped. Other names are kept as written (hast-util-to-html maps both
 * React-style `tabIndex` and HTML-style `aria-label` to the right attribute).
 */
export function toProperties(props: Record<string, JsxValue>): Properties {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === null || value === undefined || typeof value === 'object') continue;
    if (name === 'className' || name === 'class') properties.className = classNames(value);
    else if (name === 'htmlFor' || name === 'for') properties.htmlFor = String(value).split(/\s+/).filter(Boolean);
    else properties[name] = value;
  }
  return properties;
}
