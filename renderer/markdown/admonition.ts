/**
 * Admonition markup, shared by `:::note` directives and the `<Admonition>` component:
 *
 *   <div class="admonition admonition-note" role="note">
 *     <p class="admonition-heading"><span class="admonition-icon"><svg aria-hidden="true"/></span>Note</p>
 *     <div class="admonition-content">…</div>
 *   </div>
 *
 * `role="note"` (not `<aside>`): an aside is a complementary landmark, and one per admonition inside
 * `<main>` clutters the landmark list and fails axe's landmark-complementary-is-top-level rule.
 */
import type { Element, ElementContent } from 'hast';
import { ADMONITION_DIRECTIVES } from '../../engine/content/directives.js';
import { h, text } from './hast.js';
import { icon, type IconName } from './icons.js';
import { currentFeatures } from './render-context.js';
import { ThemeClassNames } from '../theme-class-names.js';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/** Directive names Docusaurus accepts, with the style each one uses. */
const TYPES: Record<string, AdmonitionType> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

const ICONS: Record<AdmonitionType, IconName> = { note: 'info', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger' };

/**
 * Whether a `:::name` directive is an admonition. Only the lowercase names are: Docusaurus leaves
 * `:::NOTE` or `:::Tip` a plain block (its `<Admonition type>` component is more lenient).
 */
export function isAdmonitionDirective(name: string): boolean {
  return ADMONITION_DIRECTIVES.has(name);
}

/** The style of an admonition name, or undefined when the name is not an admonition. */
export function admonitionType(name: string | undefined): AdmonitionType | undefined {
  return name && Object.hasOwn(TYPES, name.toLowerCase()) ? TYPES[name.toLowerCase()] : undefined;
}

/** Docusaurus's legacy aliases, titled with their own name in every locale (its hard-coded labels). */
const UNTRANSLATED = new Set(['secondary', 'important', 'success']);

/**
 * Default title: the name as written, in the locale's words when it has them (`messages`:
 * `theme.admonition.{name}`; not the legacy aliases), capitalised (`caution` -> "Caution";
 * `secondary` -> "Secondary").
 */
export function defaultAdmonitionTitle(name: string, messages: Readonly<Record<string, string>> = {}): string {
  const lower = name.toLowerCase();
  const shown = (UNTRANSLATED.has(lower) ? undefined : messages[`theme.admonition.${lower}`]) ?? lower;
  return shown.charAt(0).toUpperCase() + shown.slice(1);
}

/** Builds the admonition; `name` is as written (`note`, `caution`, ...), unknown names render as notes; `ownIcon` replaces the type's icon. */
export function renderAdmonition(name: string, title: ElementContent[] | undefined, content: ElementContent[], ownIcon?: ElementContent[]): Element {
  const type = admonitionType(name) ?? 'note';
  const heading = title && title.length ? title : [text(defaultAdmonitionTitle(admonitionType(name) ? name : 'note', currentFeatures().messages))];
  // Docusaurus's stable class names too (`theme-admonition-caution`, a site's own `theme-admonition-think`): a site's CSS may style them.
  return h('div', { className: ['admonition', `admonition-${type}`, ThemeClassNames.common.admonition, ThemeClassNames.common.admonitionType(name)], role: 'note' }, [
    h('p', { className: ['admonition-heading'] }, [h('span', { className: ['admonition-icon'] }, ownIcon ?? [icon(ICONS[type], 'admonition-icon-svg')]), ...heading]),
    h('div', { className: ['admonition-content'] }, content),
  ]);
}
