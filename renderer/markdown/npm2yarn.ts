/**
 * A code block whose meta is `npm2yarn`, on a site that lists @docusaurus/remark-plugin-npm2yarn
 * (markdown.npm2yarn): tabs of the npm command and the same command for each converter (yarn, pnpm,
 * bun), as that plugin makes them, converted by the package it uses (npm-to-yarn). With `sync`, the
 * tabs share the groupId "npm2yarn", so choosing Yarn once chooses it on every such block.
 */
import type { Code } from 'mdast';
import npmToYarn from 'npm-to-yarn';
import type { MdxJsxElement } from './types.js';

// The package's types are read as CommonJS (its default is the namespace); at run time, an ES
// module importing it gets the function itself.
const convert = npmToYarn as unknown as (command: string, to: 'yarn' | 'pnpm' | 'bun') => string;

export interface Npm2YarnOptions {
  sync: boolean;
  converters: readonly ('yarn' | 'pnpm' | 'bun')[];
}

/** The tab label of each command (npm's is its value, as in Docusaurus). */
const LABELS: Record<string, string | undefined> = { yarn: 'Yarn', bun: 'Bun' };

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });

/** Whether `node` asks for npm2yarn tabs (its whole meta is `npm2yarn`). */
export const isNpm2Yarn = (node: Code): boolean => node.meta?.trim() === 'npm2yarn';

/** The `<Tabs>` element the block stands for: npm's command first, then each converter's. */
export function npm2yarnTabs(node: Code, options: Npm2YarnOptions): MdxJsxElement {
  const tab = (value: string, code: string) => ({
    type: 'mdxJsxFlowElement' as const,
    name: 'TabItem',
    attributes: [attribute('value', value), ...(LABELS[value] ? [attribute('label', LABELS[value])] : [])],
    children: [{ type: 'code' as const, lang: node.lang, meta: null, value: code, position: node.position }],
    position: node.position,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: options.sync ? [attribute('groupId', 'npm2yarn')] : [],
    children: [tab('npm', node.value), ...options.converters.map((to) => tab(to, convert(node.value, to)))],
    position: node.position,
  } as MdxJsxElement;
}
