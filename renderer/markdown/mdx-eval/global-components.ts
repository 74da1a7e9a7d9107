/**
 * A doc that uses one of the site's global MDX components (src/theme/MDXComponents, read by
 * engine/content/global-components.ts) without importing it gets the import Docusaurus implies: an
 * ESM node is added in front of its tree, so that it is evaluated (and hydrated) like a component it
 * imports itself. A component that is a key of MDXComponents' own export (written there) is bound
 * from that export: `import __docsMDXComponents from '@site/src/theme/MDXComponents.js'` and
 * `export const Inline = __docsMDXComponents.Inline`. Names the doc imports or defines are its own.
 */
import type { Root } from 'mdast';
import type { GlobalComponent } from '../../../engine/content/global-components.js';
import { boundNames } from '../../../engine/content/mdx-modules.js';

type Node = { type: string; name?: string | null; children?: Node[] };

/** The global component names the tree's JSX uses (`<Highlight>`, `<Icons.Star>` -> Icons). */
function usedNames(tree: Root, components: Record<string, GlobalComponent>, bound: Set<string>): string[] {
  const used = new Set<string>();
  const visit = (node: Node): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const name = node.name.split('.')[0];
      if (Object.hasOwn(components, name) && !bound.has(name)) used.add(name);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as unknown as Node);
  return [...used];
}

/** `import local from 'specifier'` (or `import { name as local }`), as the MDX parser gives an ESM block. */
function importNode(local: string, { specifier, name }: GlobalComponent): Root['children'][number] {
  const id = (n: string) => ({ type: 'Identifier', name: n });
  const source = { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) };
  const specifiers = name === 'default' ? [{ type: 'ImportDefaultSpecifier', local: id(local) }] : [{ type: 'ImportSpecifier', imported: id(name), local: id(local) }];
  const value = name === 'default' ? `import ${local} from ${source.raw};` : `import { ${name} as ${local} } from ${source.raw};`;
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ImportDeclaration', specifiers, source }] } } } as unknown as Root['children'][number];
}

/** The local name MDXComponents' own export is imported by. */
const FILE_EXPORT = '__docsMDXComponents';

/** `export const local = __docsMDXComponents.member;`, as the MDX parser gives an ESM block. */
function memberNode(local: string, member: string): Root['children'][number] {
  const id = (n: string) => ({ type: 'Identifier', name: n });
  const init = { type: 'MemberExpression', object: id(FILE_EXPORT), property: { type: 'Literal', value: member, raw: JSON.stringify(member) }, computed: true, optional: false };
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: id(local), init }] };
  const value = `export const ${local} = ${FILE_EXPORT}[${JSON.stringify(member)}];`;
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null }] } } } as unknown as Root['children'][number];
}

/** The tree with an import of each global component it uses (the same tree when it uses none). */
export function withGlobalComponents(tree: Root, components: Record<string, GlobalComponent> | undefined): Root {
  if (!components) return tree;
  const used = usedNames(tree, components, boundNames(tree));
  if (!used.length) return tree;
  const imports = used.filter((name) => !components[name].member).map((name) => importNode(name, components[name]));
  const members = used.filter((name) => components[name].member);
  if (members.length) imports.push(importNode(FILE_EXPORT, { specifier: components[members[0]].specifier, name: 'default' }), ...members.map((name) => memberNode(name, components[name].member!)));
  return { ...tree, children: [...imports, ...tree.children] };
}
