/**
 * The MDX components every site can use without writing code. `import X from '@theme/X'` maps to
 * these; the renderer's component registry implements each one. Arbitrary JavaScript is never run.
 */
export const BUILTIN_COMPONENTS = ['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock', 'DocCardList', 'DocCard', 'Mermaid'] as const;

export type BuiltinComponent = (typeof BUILTIN_COMPONENTS)[number];

export function isBuiltinComponent(name: string): name is BuiltinComponent {
  return (BUILTIN_COMPONENTS as readonly string[]).includes(name);
}
