/**
 * Build-time syntax highlighting with refractor (Prism grammars), split into lines.
 * Tokens are `<span class="token keyword">`-style elements; colours come from the theme CSS.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ElementContent } from 'hast';
// refractor's common set (c, cpp, csharp, ruby, rust, swift, kotlin, markdown, ... 36 grammars).
import { refractor } from 'refractor';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import hcl from 'refractor/hcl';
import http from 'refractor/http';
import jsExtras from 'refractor/js-extras';
import jsx from 'refractor/jsx';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import promql from 'refractor/promql';
import properties from 'refractor/properties';
import reason from 'refractor/reason';
import shellSession from 'refractor/shell-session';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import { text } from './hast.js';

// Besides the common set: the languages prism-react-renderer bundles for Docusaurus, and a few that docs use often.
for (const syntax of [docker, graphql, hcl, http, jsExtras, jsx, nginx, powershell, promql, properties, reason, shellSession, toml, tsx]) {
  refractor.register(syntax);
}

let allLoaded = false;
/**
 * Every other Prism grammar (about 300, what `prism.additionalLanguages` picks from in Docusaurus) is
 * loaded the first time a fence names a language outside the set above: most sites never pay for it.
 */
function loadAllGrammars(): void {
  if (allLoaded) return;
  allLoaded = true;
  // refractor/all registers every grammar on the same refractor instance; synchronous require of ESM.
  createRequire(import.meta.url)(fileURLToPath(import.meta.resolve('refractor/all')));
}

/** Fence names that Prism does not know under that name (refractor's own aliases are also accepted). */
const ALIASES: Record<string, string> = {
  shell: 'bash',
  sh: 'bash',
  zsh: 'bash',
  console: 'shell-session',
  terminal: 'shell-session',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  cts: 'typescript',
  golang: 'go',
  tf: 'hcl',
  terraform: 'hcl',
  ps1: 'powershell',
  pwsh: 'powershell',
  conf: 'ini',
  cfg: 'ini',
  jsonc: 'json',
  json5: 'json',
  gql: 'graphql',
};

/** The refractor grammar name for a fence language, or undefined when it is not highlighted. */
export function grammarFor(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang] ?? lang;
  if (refractor.registered(name)) return name;
  if (allLoaded || !/^[a-z0-9+#_-]+$/i.test(name)) return undefined;
  loadAllGrammars();
  return refractor.registered(name) ? name : undefined;
}

/**
 * Highlights `code` (no trailing newline) and returns one list of hast nodes per source line.
 * A token spanning several lines (a block comment, a multi-line string) is split into one
 * element per line with the same classes, so every line can be wrapped on its own.
 */
export function highlightLines(code: string, lang: string | undefined): ElementContent[][] {
  const grammar = grammarFor(lang);
  if (!grammar) return code.split('\n').map((line) => (line ? [text(line)] : []));
  return splitLines(refractor.highlight(code, grammar).children as ElementContent[]);
}

/**
 * Whether splitting a token would give it back unchanged: it holds no line break, and no empty
 * text or empty token (which splitting drops).
 */
function withinOneLine(node: ElementContent): boolean {
  if (node.type === 'text') return node.value !== '' && !node.value.includes('\n');
  return node.type === 'element' && node.children.length > 0 && node.children.every(withinOneLine);
}

/**
 * The highlighted nodes cut at line breaks. A token within one line (nearly all of them) is kept as
 * it is, not copied: a block of a million tokens would otherwise be held twice.
 */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'element' && withinOneLine(node)) {
      lines[lines.length - 1].push(node);
    } else if (node.type === 'text') {
      const parts = node.value.split('\n');
      for (let i = 0; i < parts.length; i++) {
        if (i > 0) lines.push([]);
        if (parts[i]) lines[lines.length - 1].push(text(parts[i]));
      }
    } else if (node.type === 'element') {
      const inner = splitLines(node.children);
      for (let i = 0; i < inner.length; i++) {
        if (i > 0) lines.push([]);
        if (inner[i].length) lines[lines.length - 1].push({ ...node, properties: { ...node.properties }, children: inner[i] });
      }
    }
  }
  return lines;
}
