/**
 * `themeConfig.prism.theme` / `darkTheme` as CSS. They are prism-react-renderer theme objects
 * (`{ plain: { color, backgroundColor }, styles: [{ types, style, languages? }] }`), present when the
 * site has prism-react-renderer installed; the build-time tokens (`<span class="token keyword">`) are
 * coloured from them, for light and dark mode (the light theme serves both when darkTheme is not
 * set, as in Docusaurus). A value that is not such an object was already warned about by the config.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface PrismThemeStyle {
  types?: unknown;
  languages?: unknown;
  style?: Record<string, unknown>;
}

export interface PrismTheme {
  plain?: Record<string, unknown>;
  styles: PrismThemeStyle[];
}

/** Whether a config value is a prism-react-renderer theme object. */
export function isPrismTheme(value: unknown): value is PrismTheme {
  return !!value && typeof value === 'object' && Array.isArray((value as { styles?: unknown }).styles);
}

const CSS_PROPERTY: Record<string, string> = { color: 'color', backgroundColor: 'background-color', fontStyle: 'font-style', fontWeight: 'font-weight', textDecorationLine: 'text-decoration-line', opacity: 'opacity' };

function declarations(style: Record<string, unknown> | undefined): string {
  if (!style) return '';
  return Object.entries(style)
    .filter(([key, value]) => CSS_PROPERTY[key] && (typeof value === 'string' || typeof value === 'number') && !/[;{}<]/.test(String(value)))
    .map(([key, value]) => `${CSS_PROPERTY[key]}:${String(value)}`)
    .join(';');
}

const safe = (name: string) => /^[a-z0-9_-]+$/i.test(name);

function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules: string[] = [];
  const plain = declarations(theme.plain);
  if (plain) rules.push(`${scope} .code-block{${plain}}`, `${scope} .code-block pre{color:inherit}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    const types = Array.isArray(entry.types) ? entry.types.filter((t): t is string => typeof t === 'string' && safe(t)) : [];
    if (!body || !types.length) continue;
    const languages = Array.isArray(entry.languages) ? entry.languages.filter((l): l is string => typeof l === 'string' && safe(l)) : [];
    const blocks = languages.length ? languages.map((l) => `${scope} .code-block.language-${l}`) : [`${scope} .code-block`];
    rules.push(`${blocks.flatMap((b) => types.map((t) => `${b} .token.${t}`)).join(',')}{${body}}`);
  }
  return rules;
}

/** The CSS for the configured themes ('' when neither is a theme object). */
export function prismThemeCss(prism: Record<string, unknown> | undefined): string {
  const light = isPrismTheme(prism?.theme) ? prism.theme : undefined;
  const dark = isPrismTheme(prism?.darkTheme) ? prism.darkTheme : light;
  const rules: string[] = [];
  if (light) rules.push(...themeRules(light, "html:not([data-theme='dark'])"));
  if (dark) rules.push(...themeRules(dark, "html[data-theme='dark']"));
  return rules.join('\n');
}

/** Writes the Prism theme CSS as its own stylesheet (`assets/css/prism-theme.<hash>.css`); its URL, or undefined when empty. */
export function writePrismTheme(outDir: string, baseUrl: string, css: string): string | undefined {
  if (!css) return undefined;
  const name = `prism-theme.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  mkdirSync(path.join(outDir, 'assets', 'css'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', 'css', name), css);
  return `${baseUrl}assets/css/${name}`;
}
