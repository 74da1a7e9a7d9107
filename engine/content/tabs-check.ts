/**
 * `<Tabs>` that Docusaurus 3.9 refuses when it renders them (each fails its build with "Docusaurus
 * error: …"): a child that is not a `<TabItem>`, a `<TabItem>` without a `value`, two tabs with the
 * same value, a `defaultValue` no tab has. Rendered here all the same, so each is a warning at the
 * `<Tabs>`, saying what Docusaurus says and what to do. Tabs whose children or props are computed
 * (`{items.map(…)}`) are not judged: what they hold is known only once they run.
 */
import type { Nodes, Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { type JsxValue, literalValue, NOT_LITERAL } from './jsx-literal.js';

type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

const isElement = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** A prop's literal value; NOT_LITERAL for an expression that is not one, undefined when absent. */
function prop(element: JsxElement, name: string): JsxValue | typeof NOT_LITERAL {
  const attr = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.type !== 'mdxJsxAttribute') return undefined;
  if (attr.value === null || attr.value === undefined) return true;
  return typeof attr.value === 'string' ? attr.value : literalValue(attr.value);
}

/** The children a `<Tabs>` renders as tabs: elements, inline ones inside paragraphs; undefined when one is computed. */
function tabChildren(tabs: JsxElement): JsxElement[] | undefined {
  const out: JsxElement[] = [];
  for (const child of tabs.children as Nodes[]) {
    const inline = child.type === 'paragraph' ? (child.children as Nodes[]) : [child];
    for (const node of inline) {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (node.value.trim()) return undefined;
      } else if (isElement(node)) out.push(node);
    }
  }
  return out;
}

/** What is wrong with one `<Tabs>`, as Docusaurus words it; undefined when nothing (or it cannot tell). */
function tabsProblem(tabs: JsxElement): string | undefined {
  const children = tabChildren(tabs);
  if (!children || tabs.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return undefined;
  const stranger = children.find((c) => c.name !== 'TabItem');
  if (stranger) return `Bad <Tabs> child <${stranger.name ?? ''}>: all children of the <Tabs> component should be <TabItem>`;
  const values: string[] = [];
  for (const item of children) {
    const value = prop(item, 'value');
    if (value === NOT_LITERAL) return undefined;
    if (typeof value !== 'string') return 'Bad <Tabs> child <TabItem>: every <TabItem> should have a unique "value" prop';
    values.push(value);
  }
  const listed = prop(tabs, 'values');
  if (listed === NOT_LITERAL) return undefined;
  const all = Array.isArray(listed) ? listed.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v.value : undefined)).filter((v): v is string => typeof v === 'string') : values;
  const duplicate = all.find((v, i) => all.indexOf(v) !== i);
  if (duplicate !== undefined) return `Duplicate values "${duplicate}" found in <Tabs>. Every value needs to be unique`;
  const defaultValue = prop(tabs, 'defaultValue');
  if (typeof defaultValue === 'string' && !all.includes(defaultValue)) return `The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${all.join(', ')}. If you intend to show no default tab, use defaultValue={null} instead`;
  return undefined;
}

/** A warning for each `<Tabs>` of the tree that Docusaurus would refuse. */
export function tabsDiagnostics(tree: Root, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: Nodes): void => {
    if (isElement(node) && node.name === 'Tabs') {
      const problem = tabsProblem(node);
      if (problem) {
        const at = node.position?.start;
        out.push({ severity: 'warning', rule: 'tabs', message: `${problem}. It renders here, but Docusaurus fails the build on it; fix the <Tabs>.`, file, line: at?.line ?? 1, column: at?.column ?? 1 });
      }
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  return out;
}
