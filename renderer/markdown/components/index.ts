/**
 * The component registry: one entry per built-in MDX component (engine/content/components.ts lists
 * the names; validation warns about any other, whose children render as they are). `import X from '@theme/X'` needs no code:
 * imports are dropped and names resolve here.
 */
import type { BuiltinComponent } from '../../../engine/content/components.js';
import { Admonition } from './admonition.js';
import { CodeBlock } from './code-block.js';
import { Details } from './details.js';
import { DocCard, DocCardList } from './doc-card-list.js';
import { Mermaid } from './mermaid.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';
import type { Component } from './types.js';

export const COMPONENTS: Record<BuiltinComponent, Component> = { Tabs, TabItem, Admonition, Details, CodeBlock, DocCardList, DocCard, Mermaid };

export { renderIntrinsic } from './intrinsic.js';
export type { Component, ComponentInput, RenderScope } from './types.js';
