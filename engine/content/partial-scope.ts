/**
 * A Markdown partial's own module scope, kept where the partial is expanded into a doc. In
 * Docusaurus every MDX file is a module of its own: a partial's `import Shout from '…'` and
 * `export const name = …` are seen by its content only, whatever the doc importing it defines. The
 * doc's evaluation (renderer/markdown/mdx-eval) runs one program, so each partial file gets a name
 * in it (`__partial_1a2b3c4d`):
 *
 * - its imports are the doc's, their local names prefixed (`__partial_1a2b3c4d$Shout`), so site
 *   components stay islands and imports are checked as the doc's; a relative specifier is rewritten
 *   from the site root (`@site/docs/x/Shout`), as the partial's folder may not be the doc's;
 * - its other statements run in a function whose result, bound to that name, holds every name
 *   the partial's ESM binds;
 * - its content's elements and expressions use those names through it (partials.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { boundNames } from './mdx-modules.js';

interface EsNode {
  type: string;
  start?: number;
  end?: number;
  [key: string]: unknown;
}

/** Marks the ESM node holding a partial's scope in the doc (its value: the scope's name). */
export const PARTIAL_SCOPE = 'partialScope';

/** What the content of a partial finds in its scope. */
export interface PartialScope {
  /** The scope's name in the doc's program. */
  name: string;
  /** Local names of the partial's imports (in the doc, `{name}${local}`). */
  imports: string[];
  /** Every name the partial's ESM binds, imports included: the scope object's keys. */
  names: string[];
  /** The doc's ESM node that defines them (hoisted to the top of the doc). */
  node: RootContent;
}

const MARKDOWN_FILE = /\.mdx?$/i;
const isScopeNode = (node: RootContent) => node.type === 'mdxjsEsm' && !!(node.data as Record<string, unknown> | undefined)?.[PARTIAL_SCOPE];

/** The scope name of a partial file (site-relative path): the same in every doc. */
export const scopeNameOf = (source: string): string => `__partial_${createHash('sha1').update(source).digest('hex').slice(0, 8)}`;

/** An import specifier of the partial as the doc imports it: relative ones from the site root. */
function fromDoc(specifier: string, partialSource: string): string {
  const bang = specifier.lastIndexOf('!');
  const [loaders, target] = [specifier.slice(0, bang + 1), specifier.slice(bang + 1)];
  if (!target.startsWith('./') && !target.startsWith('../')) return specifier;
  return `${loaders}@site/${path.posix.join(path.posix.dirname(partialSource), target)}`;
}

/** A statement's source text, from the document offsets the ESTree carries. */
function statementText(node: { value: string; position?: { start: { offset?: number } } }, statement: EsNode): string | undefined {
  const base = node.position?.start.offset;
  if (base === undefined || statement.start === undefined || statement.end === undefined) return undefined;
  return node.value.slice(statement.start - base, statement.end - base);
}

interface Specifier {
  type: string;
  local: { name: string };
  imported?: { type: string; name?: string; value?: string };
}

/** `import …` of one declaration with the local names prefixed, and its synthetic ESTree. */
function renamedImport(statement: EsNode, prefix: string, specifier: string): { text: string; tree: EsNode; locals: string[] } {
  const specifiers = statement.specifiers as Specifier[];
  const named: string[] = [];
  const parts: string[] = [];
  for (const s of specifiers) {
    const local = `${prefix}${s.local.name}`;
    if (s.type === 'ImportDefaultSpecifier') parts.unshift(local);
    else if (s.type === 'ImportNamespaceSpecifier') parts.push(`* as ${local}`);
    else named.push(`${JSON.stringify(s.imported?.name ?? s.imported?.value ?? s.local.name).slice(1, -1)} as ${local}`);
  }
  if (named.length) parts.push(`{ ${named.join(', ')} }`);
  const text = parts.length ? `import ${parts.join(', ')} from ${JSON.stringify(specifier)};` : `import ${JSON.stringify(specifier)};`;
  const tree: EsNode = {
    type: 'ImportDeclaration',
    specifiers: specifiers.map((s) => ({ ...s, local: { type: 'Identifier', name: `${prefix}${s.local.name}` } })),
    source: { type: 'Literal', value: specifier },
  };
  return { text, tree, locals: specifiers.map((s) => s.local.name) };
}

/** A statement of the partial's ESM as it runs in its scope function: without `export`. */
function scopedStatement(node: { value: string; position?: { start: { offset?: number } } }, statement: EsNode): string {
  if (statement.type === 'ExportNamedDeclaration') {
    const declaration = statement.declaration as EsNode | null;
    return declaration ? (statementText(node, declaration) ?? '') : '';
  }
  // `export default …` and `export * from …` give the importing file nothing it can use here.
  if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') return '';
  return statementText(node, statement) ?? '';
}

/**
 * The scope of a partial (its expanded tree, its site-relative path): undefined when its ESM binds
 * nothing but the Markdown it imports (expanded in place already).
 */
export function partialScope(tree: Root, source: string): PartialScope | undefined {
  const own = tree.children.filter((node): node is Extract<RootContent, { type: 'mdxjsEsm' }> => node.type === 'mdxjsEsm' && !isScopeNode(node));
  if (!own.length) return undefined;
  const name = scopeNameOf(source);
  const prefix = `${name}$`;
  const importTexts: string[] = [];
  const importTrees: EsNode[] = [];
  const imports: string[] = [];
  const code: string[] = [];
  for (const node of own) {
    for (const statement of (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        code.push(scopedStatement(node, statement));
        continue;
      }
      const specifier = (statement.source as { value: unknown }).value;
      if (typeof specifier !== 'string' || (!specifier.includes('!') && MARKDOWN_FILE.test(specifier.split('?')[0]))) continue;
      const renamed = renamedImport(statement, prefix, fromDoc(specifier, source));
      importTexts.push(renamed.text);
      importTrees.push(renamed.tree);
      imports.push(...renamed.locals);
    }
  }
  const names = [...new Set([...imports, ...[...boundNames({ type: 'root', children: own })].filter((n) => !imports.includes(n))])].filter((n) => !isMarkdownImport(own, n));
  if (!names.length && !code.some((c) => c.trim())) return undefined;
  const given = imports.length ? `{ ${imports.join(', ')} }` : '';
  const passed = imports.length ? `{ ${imports.map((local) => `${local}: ${prefix}${local}`).join(', ')} }` : '';
  const scope = `export const ${name} = ((${given}) => {\n${code.filter(Boolean).join('\n')}\nreturn { ${names.join(', ')} };\n})(${passed});`;
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [...importTrees, { type: 'ExportNamedDeclaration', declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name } }] }, specifiers: [] }],
  };
  const node = { type: 'mdxjsEsm', value: [...importTexts, scope].join('\n'), data: { estree, [PARTIAL_SCOPE]: name } } as unknown as RootContent;
  return { name, imports, names, node };
}

/** Whether `local` is a Markdown import of the partial (expanded in place: not a name of its scope). */
function isMarkdownImport(own: RootContent[], local: string): boolean {
  for (const node of own) {
    for (const statement of (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = (statement.source as { value: unknown }).value;
      if (typeof specifier !== 'string' || specifier.includes('!') || !MARKDOWN_FILE.test(specifier.split('?')[0])) continue;
      if ((statement.specifiers as Specifier[]).some((s) => s.local.name === local)) return true;
    }
  }
  return false;
}

/** The scope nodes a tree holds (hoisted from the partials it expanded). */
export const scopeNodesOf = (tree: Root): RootContent[] => tree.children.filter(isScopeNode);
