/**
 * SVG files imported by a site component are components (as Docusaurus's SVGR makes them), but a
 * doc's island bundle is built without esbuild plugins (synchronously), where an SVG import is its
 * data URL: `<Icon />` would be an element named `data:image/svg+xml,…` and fail hydration. Preact's
 * vnode hook turns such an element into the SVG itself, as the server rendered it.
 */
import { type ComponentType, h, options } from 'preact';

const SVG_DATA_URL = 'data:image/svg+xml';
const components = new Map<string, ComponentType<Record<string, unknown>>>();

/** The `<svg>` of a data URL as a component: its attributes (the element's props win) and its content. */
function svgComponent(url: string): ComponentType<Record<string, unknown>> {
  let component = components.get(url);
  if (!component) {
    const comma = url.indexOf(',');
    const body = url.slice(comma + 1);
    const text = url.slice(0, comma).endsWith(';base64') ? atob(body) : decodeURIComponent(body);
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const attributes = Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]));
    const inner = { __html: svg.innerHTML };
    component = (props) => h('svg', { ...attributes, ...props, dangerouslySetInnerHTML: inner });
    components.set(url, component);
  }
  return component;
}

let installed = false;

/** Installs the hook (once per bundle: each island bundle has its own Preact). */
export function svgDataUrlsAsComponents(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string' && vnode.type.startsWith(SVG_DATA_URL)) (vnode as { type: unknown }).type = svgComponent(vnode.type);
    previous?.(vnode);
  };
}
