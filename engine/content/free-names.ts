/**
 * Names an MDX file's expressions use that nothing defines (`{version}` with no `export const
 * version`, `{a}` of a `$$…$$` block read as JavaScript when math is off): the build fails on each
 * ("a is not defined"), so `docs check` says so at the parse, where the file's ESM and expressions
 * are known. Conservative: what a function inside the expression reads is not judged (it may run in
 * the browser only, an event handler), a name declared anywhere in the expression counts as
 * defined, and JavaScript's and Node's globals are defined.
 */
import type { Nodes, Root } from 'mdast';

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** What every expression of a doc sees besides its file's ESM (the evaluation's program: mdx-eval). */
const PROVIDED = new Set(['props', 'toc', 'frontMatter', 'contentTitle', 'require', 'module', 'exports', 'undefined', 'NaN', 'Infinity', 'arguments']);

let globals: Set<string> | undefined;
const isGlobal = (name: string) => (globals ??= new Set(Object.getOwnPropertyNames(globalThis))).has(name);

/** Names a pattern (a parameter, a declarator's id) declares. */
function patternNames(pattern: EsNode | null | undefined, out: Set<string>): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      out.add(pattern.name as string);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties as EsNode[]) patternNames(p.type === 'RestElement' ? (p.argument as EsNode) : (p.value as EsNode), out);
      break;
    case 'ArrayPattern':
      for (const e of pattern.elements as (EsNode | null)[]) patternNames(e, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument as EsNode, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left as EsNode, out);
      break;
    default:
      break;
  }
}

/** Every name the expression declares (parameters, variables, functions, classes, catch clauses). */
function declaredNames(node: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) declaredNames(child, out);
    return;
  }
  const n = node as EsNode;
  if (typeof n.type !== 'string') return;
  if (n.type === 'VariableDeclarator') patternNames(n.id as EsNode, out);
  if ((n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration' || n.type === 'ArrowFunctionExpression') && Array.isArray(n.params)) {
    for (const p of n.params as EsNode[]) patternNames(p, out);
    if (n.id) patternNames(n.id as EsNode, out);
  }
  if ((n.type === 'ClassDeclaration' || n.type === 'ClassExpression') && n.id) patternNames(n.id as EsNode, out);
  if (n.type === 'CatchClause') patternNames(n.param as EsNode, out);
  for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'range') declaredNames(value, out);
}

/** Identifiers the expression reads (not a property name, an object key or a label). */
function referencedNames(node: unknown, out: { name: string; at?: { line: number; column: number } }[], parent?: EsNode, key?: string): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) referencedNames(child, out, parent, key);
    return;
  }
  const n = node as EsNode;
  if (typeof n.type !== 'string') return;
  if (n.type === 'Identifier') {
    const isKey =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      ((parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && key === 'key' && !parent.computed && !parent.shorthand) ||
      ((parent?.type === 'LabeledStatement' || parent?.type === 'BreakStatement' || parent?.type === 'ContinueStatement') && key === 'label');
    if (!isKey) out.push({ name: n.name as string, at: (n.loc as { start: { line: number; column: number } } | undefined)?.start });
    return;
  }
  // A function's body may never run at build time (an event handler's `alert`): not judged.
  if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') return;
  for (const [k, value] of Object.entries(n)) if (k !== 'loc' && k !== 'range') referencedNames(value, out, n, k);
}

/** The first name each expression of the tree uses that nothing defines, where it is written (line, column 1-based). */
export function undefinedNames(tree: Root, bound: ReadonlySet<string>): { name: string; line: number; column: number }[] {
  const found: { name: string; line: number; column: number }[] = [];
  const check = (expression: { data?: unknown; position?: { start: { line: number; column: number } } }): void => {
    const program = (expression.data as { estree?: { body?: EsNode[] } } | undefined)?.estree;
    if (!program?.body?.length) return;
    const declared = new Set<string>();
    declaredNames(program.body, declared);
    const refs: { name: string; at?: { line: number; column: number } }[] = [];
    referencedNames(program.body, refs);
    const missing = refs.find((r) => !bound.has(r.name) && !declared.has(r.name) && !PROVIDED.has(r.name) && !isGlobal(r.name));
    if (missing) {
      const at = missing.at ? { line: missing.at.line, column: missing.at.column + 1 } : (expression.position?.start ?? { line: 1, column: 1 });
      found.push({ name: missing.name, line: at.line, column: at.column });
    }
  };
  const visit = (node: Nodes): void => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') check(node);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes) {
        if (attr.type === 'mdxJsxExpressionAttribute') check(attr);
        else if (attr.value && typeof attr.value === 'object') check(attr.value);
      }
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  return found;
}
