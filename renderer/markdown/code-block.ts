/**
 * Code block markup, shared by fenced code and the `<CodeBlock>` component:
 *
 *   <div class="code-block language-yaml [line-numbers]">
 *     <div class="code-block-title">values.yaml</div>            (meta title="...")
 *     <div class="code-block-content">
 *       <pre tabindex="0"><code><span class="code-line">…\n</span><span class="code-line highlighted">…</span></code></pre>
 *       <button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy"><svg/></button>
 *     </div>
 *   </div>
 *
 * Each `.code-line` holds its own trailing newline, so the text reads right with or without CSS
 * (lines may be `display: block`). Line numbers are CSS counters, so copying never picks them up:
 *   .line-numbers code { counter-reset: line var(--line-start, 0); }
 *   .line-numbers .code-line::before { counter-increment: line; content: counter(line); }
 * `showLineNumbers=5` sets `style="--line-start: 4"` on the container (the value before the first line).
 */
import type { Element, ElementContent } from 'hast';
import { h, text } from './hast.js';
import { highlightLines } from './highlight.js';
import { icon } from './icons.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHT_CLASS } from './magic-comments.js';
import { currentFeatures } from './render-context.js';

/** The copy button's words in the locale (Docusaurus's keys), English where it has none; "Copied" goes to the client in `data-copied`. */
function copyButton(): Element {
  const messages = currentFeatures().messages ?? {};
  const copied = messages['theme.CodeBlock.copied'];
  return h('button', { type: 'button', className: ['copy-button'], ariaLabel: messages['theme.CodeBlock.copyButtonAriaLabel'] ?? 'Copy code to clipboard', title: messages['theme.CodeBlock.copy'] ?? 'Copy', ...(copied ? { dataCopied: copied } : {}) }, [
    icon('copy', 'copy-button-icon', 18),
  ]);
}

export interface CodeBlockInput {
  code: string;
  lang?: string | null;
  meta?: string | null;
  /** Overrides a title in `meta` (the `<CodeBlock title>` prop). */
  title?: string;
  /** Overrides `showLineNumbers` in `meta`: true, false or the first line number. */
  showLineNumbers?: boolean | number;
}

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers from `{1,3-5}`. */
  highlight?: Set<number>;
  /** First line number when `showLineNumbers` is set. */
  lineNumbersStart?: number;
}

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;
const RANGES = /(?:^|\s)\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/** Reads `title="..."`, `{1,3-5}` and `showLineNumbers[=N]` from a fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = {};
  if (!meta) return out;
  const title = TITLE.exec(meta);
  if (title) out.title = title[2];
  const ranges = RANGES.exec(meta);
  if (ranges) out.highlight = parseRanges(ranges[1]);
  const numbers = LINE_NUMBERS.exec(meta);
  if (numbers) out.lineNumbersStart = numbers[1] ? Number(numbers[1]) : 1;
  return out;
}

/** `1,3-5` -> {1,3,4,5}. Ranges are capped so a typo like `1-99999999` stays cheap. */
export function parseRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const start = Number(m[1]);
    const end = Math.min(m[2] ? Number(m[2]) : start, start + 10_000);
    for (let n = start; n <= end; n++) lines.add(n);
  }
  return lines;
}

/** A class-safe language name (`c++` -> `c++`, `"><x` -> `x`). */
export function languageClass(lang: string | null | undefined): string {
  const clean = (lang ?? '').toLowerCase().replace(/[^a-z0-9+#_-]/g, '');
  return clean || 'text';
}

/**
 * The code to show and the classes of its lines. As in Docusaurus, a `{1,3}` range in the meta wins
 * (its lines get the first magic comment's class) and magic comments are then left as written.
 */
function linesMarked(code: string, range: Set<number> | undefined, language: string | undefined): { code: string; lineClasses: Map<number, string[]> } {
  const comments = currentFeatures().magicComments ?? DEFAULT_MAGIC_COMMENTS;
  if (!range) return applyMagicComments(code, comments, language);
  const className = comments[0]?.className ?? HIGHLIGHT_CLASS;
  return { code, lineClasses: new Map([...range].map((n) => [n, [className]])) };
}

/** Our `highlighted` for Docusaurus's highlight class; a site's own class (styled by its customCss) as written. */
function lineClassNames(className: string): string[] {
  return className === HIGHLIGHT_CLASS ? ['highlighted'] : className.split(/\s+/).filter(Boolean);
}

/** Renders a highlighted code block. */
export function renderCodeBlock(input: CodeBlockInput): Element {
  const meta = parseCodeMeta(input.meta);
  // A block that names no language is in the site's default one (prism.defaultLanguage), as Docusaurus's CodeBlock reads it.
  const written = input.lang || currentFeatures().defaultCodeLanguage;
  const { code, lineClasses } = linesMarked(input.code.replace(/\r\n?/g, '\n'), meta.highlight, written);
  const lang = languageClass(written);
  const lines = highlightLines(code, written ? lang : undefined);
  const codeChildren: ElementContent[] = lines.map((line, i) => {
    const last = i === lines.length - 1;
    return h('span', { className: ['code-line', ...(lineClasses.get(i + 1) ?? []).flatMap(lineClassNames)] }, last ? line : [...line, text('\n')]);
  });

  const title = input.title ?? meta.title;
  const start = input.showLineNumbers === undefined ? meta.lineNumbersStart : input.showLineNumbers === false ? undefined : input.showLineNumbers === true ? 1 : input.showLineNumbers;
  const className = ['code-block', `language-${lang}`];
  if (start !== undefined) className.push('line-numbers');
  const properties: Element['properties'] = { className };
  if (start !== undefined && start !== 1) properties.style = `--line-start: ${start - 1}`;

  const children: ElementContent[] = [];
  if (title) children.push(h('div', { className: ['code-block-title'] }, [text(title)]));
  children.push(
    h('div', { className: ['code-block-content'] }, [
      h('pre', { tabIndex: 0 }, [h('code', {}, codeChildren)]),
      copyButton(),
    ]),
  );
  return h('div', properties, children);
}
