/**
 * ```mermaid fences drawn as SVG at build time with beautiful-mermaid (pure TypeScript, no browser,
 * no DOM): flowcharts, sequence, class, state and ER diagrams and XY charts. The page carries the SVG
 * only (no diagram JavaScript); its colours are CSS variables of the theme (--mermaid-bg/-fg), so a
 * diagram follows the colour mode. A diagram of another type (pie, gantt, ...) or one that cannot be
 * drawn here is left to the browser when the site has the `mermaid` package (as
 * @docusaurus/theme-mermaid installs it): its source in a code block (what a reader without
 * JavaScript sees) inside `.mermaid-diagram[data-mermaid]`, which the client draws with that library,
 * loaded on such pages only (renderer/client/diagrams.ts). Without the package, it stays its source,
 * with a warning at the fence.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent } from 'hast';
import { renderCodeBlock } from './code-block.js';
import { h, text } from './hast.js';
import { normalizeFlowchart } from './mermaid-flowchart.js';
import { currentFeatures, currentNotes, warnAt } from './render-context.js';

type BeautifulMermaid = typeof import('beautiful-mermaid');
let library: BeautifulMermaid | undefined;

/** Loaded on the first diagram (half a second of start-up that sites without diagrams never pay). */
function mermaidLibrary(): BeautifulMermaid {
  // The package is ESM-only and the handlers are synchronous: Node's require() of ES modules loads it.
  library ??= createRequire(import.meta.url)(fileURLToPath(import.meta.resolve('beautiful-mermaid'))) as BeautifulMermaid;
  return library;
}

const KINDS: [RegExp, string][] = [
  [/^(?:graph|flowchart)\b/, 'Flowchart'],
  [/^sequenceDiagram\b/, 'Sequence diagram'],
  [/^classDiagram\b/, 'Class diagram'],
  [/^stateDiagram(?:-v2)?\b/, 'State diagram'],
  [/^erDiagram\b/, 'Entity relationship diagram'],
  [/^xychart(?:-beta)?\b/, 'Chart'],
];

/** Mermaid's accessibility lines (`accTitle: …`, `accDescr: …`), which become the SVG's accessible name. */
export function splitAccessibility(source: string): { body: string; title?: string; description?: string } {
  let title: string | undefined;
  let description: string | undefined;
  const body = source
    .split('\n')
    .filter((line) => {
      const m = /^\s*acc(Title|Descr)\s*:\s*(.*)$/.exec(line);
      if (!m) return true;
      if (m[1] === 'Title') title = m[2].trim();
      else description = m[2].trim();
      return false;
    })
    .join('\n');
  return { body, ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

const FRONT_MATTER = /^\s*---\n([\s\S]*?)\n---\s*\n/;

/**
 * A diagram's front matter (`---\ntitle: Life cycle\nconfig: …\n---`, which mermaid reads): its
 * `title` (mermaid draws it above the diagram), and the source without it, for the build's drawer.
 */
export function splitFrontMatter(source: string): { body: string; title?: string } {
  const m = FRONT_MATTER.exec(source);
  if (!m) return { body: source };
  const title = /^title:\s*(.+?)\s*$/m.exec(m[1])?.[1].replace(/^(['"])(.*)\1$/, '$2');
  return { body: source.slice(m[0].length), ...(title ? { title } : {}) };
}

/** The first meaningful line (front matter `---` blocks and `%%` comments skipped). */
function header(source: string): string {
  const lines = source.replace(FRONT_MATTER, '').split('\n');
  return lines.map((l) => l.trim()).find((l) => l && !l.startsWith('%%')) ?? '';
}

/**
 * Makes one library SVG safe to inline next to others: ids (markers, nodes) prefixed with the diagram's
 * id, its stylesheet scoped to it (inline SVG styles apply to the whole page), no web-font import.
 */
export function scopeSvg(svg: string, id: string, label: string): string {
  const scoped = svg
    .replace(/<style>([\s\S]*?)<\/style>/g, (_m, css: string) => `<style>${scopeCss(css, id)}</style>`)
    .replace(/\sid="([^"]*)"/g, (_m, v: string) => ` id="${id}-${v}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, v: string) => `url(#${id}-${v})`)
    .replace(/href="#([^"]+)"/g, (_m, v: string) => `href="#${id}-${v}"`);
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // The colour variables (--bg, --fg, --accent) come from the theme's `.mermaid-svg` rule, not an inline style.
  return scoped
    .replace(/^(<svg\b[^>]*?)\sstyle="[^"]*"/, '$1')
    .replace(/^<svg\b/, `<svg id="${id}" class="mermaid-svg" role="img" aria-label="${escaped}"`);
}

function scopeCss(css: string, id: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import\s+url\([^)]*\)\s*;?/g, '')
    .replace(/'(?:Inter|JetBrains Mono)',\s*/g, '')
    .replace(/(^|[{};])(\s*)([^{};@]+?)\s*\{/g, (_m, before: string, space: string, selectors: string) => {
      const list = selectors.split(',').map((s) => s.trim());
      // Declarations (`--x: y;` before a nested rule) never reach here: they end with `;`, not `{`.
      return `${before}${space}${list.map((s) => (s === 'svg' ? `#${id}` : `#${id} ${s}`)).join(', ')} {`;
    });
}

/** The accessible name of a diagram type the browser draws (mermaid's first word). */
const BROWSER_KINDS: Record<string, string> = {
  pie: 'Pie chart',
  gantt: 'Gantt chart',
  journey: 'User journey',
  gitGraph: 'Git graph',
  mindmap: 'Mind map',
  timeline: 'Timeline',
  quadrantChart: 'Quadrant chart',
  requirementDiagram: 'Requirement diagram',
  sankey: 'Sankey diagram',
  'sankey-beta': 'Sankey diagram',
  block: 'Block diagram',
  'block-beta': 'Block diagram',
  packet: 'Packet diagram',
  'packet-beta': 'Packet diagram',
  architecture: 'Architecture diagram',
  'architecture-beta': 'Architecture diagram',
  kanban: 'Kanban board',
  radar: 'Radar chart',
  'radar-beta': 'Radar chart',
  treemap: 'Treemap',
  'treemap-beta': 'Treemap',
  C4Context: 'C4 diagram',
  C4Container: 'C4 diagram',
  C4Component: 'C4 diagram',
  C4Dynamic: 'C4 diagram',
  C4Deployment: 'C4 diagram',
};

/** A diagram for the browser to draw: its source shown until then (and without JavaScript). */
function browserDiagram(node: { value: string; meta?: string | null }, label: string): Element {
  currentNotes().browserDiagrams++;
  const source = renderCodeBlock({ code: node.value, lang: 'mermaid', meta: node.meta });
  return h('div', { className: ['mermaid-diagram', 'mermaid-in-browser'], dataMermaid: node.value, dataMermaidLabel: label, tabIndex: 0 }, [source]);
}

/** A ```mermaid fence as a diagram, or as its source (with a warning) when it cannot be drawn. */
export function renderMermaid(node: { value: string; meta?: string | null; position?: { start: { line: number; column: number } } }): Element {
  const matter = splitFrontMatter(node.value);
  const { body, title: accTitle, description } = splitAccessibility(matter.body);
  const title = accTitle ?? matter.title;
  const first = header(body);
  const kind = KINDS.find(([re]) => re.test(first))?.[1];
  const source = () => renderCodeBlock({ code: node.value, lang: 'mermaid', meta: node.meta });
  const inBrowser = currentFeatures().mermaidInBrowser;
  if (!kind) {
    const type = first.split(/\s/)[0] || '(empty)';
    if (inBrowser) return browserDiagram(node, [title ?? BROWSER_KINDS[type] ?? 'Diagram', description].filter(Boolean).join('. '));
    warnAt(node, 'mermaid-unsupported', `Mermaid diagrams of type "${type}" are not drawn at build time (flowchart, sequenceDiagram, classDiagram, stateDiagram, erDiagram and xychart are); the diagram is shown as its source. Install the \`mermaid\` package (as @docusaurus/theme-mermaid does) to have it drawn in the browser.`);
    return source();
  }
  let svg: string;
  try {
    const drawn = kind === 'Flowchart' ? normalizeFlowchart(body) : body;
    svg = mermaidLibrary().renderMermaidSVG(drawn, { bg: 'var(--mermaid-bg)', fg: 'var(--mermaid-fg)', accent: 'var(--mermaid-accent)', transparent: true });
  } catch (error) {
    // What the build's drawer cannot read, mermaid itself may (or it shows its own error there).
    if (inBrowser) return browserDiagram(node, [title ?? kind, description].filter(Boolean).join('. '));
    warnAt(node, 'mermaid-syntax', `This Mermaid diagram cannot be drawn: ${(error as Error).message}. It is shown as its source.`);
    return source();
  }
  const notes = currentNotes();
  const id = `${currentFeatures().diagramIdPrefix ?? ''}mermaid-${++notes.diagrams}`;
  const label = [title ?? kind, description].filter(Boolean).join('. ');
  const raw = { type: 'raw', value: scopeSvg(svg.trim(), id, label) } as unknown as ElementContent;
  // Focusable: a diagram wider than a phone scrolls, and a keyboard must be able to scroll it.
  // The front matter's title above it, as mermaid draws it.
  return h('div', { className: ['mermaid-diagram'], tabIndex: 0 }, matter.title ? [h('p', { className: ['mermaid-title'] }, [text(matter.title)]), raw] : [raw]);
}
