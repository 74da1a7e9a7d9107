/** Types shared by the mdast -> hast handlers, derived from the installed packages' own types. */
import type { Nodes } from 'mdast';
import type { Options as RemarkRehypeOptions } from 'remark-rehype';

export type Handlers = NonNullable<RemarkRehypeOptions['handlers']>;
export type Handler = NonNullable<Handlers[keyof Handlers]>;
/** remark-rehype's (mdast-util-to-hast's) per-run state: `state.all(node)` renders children. */
export type State = Parameters<Handler>[0];

export type ContainerDirective = Extract<Nodes, { type: 'containerDirective' }>;
export type LeafDirective = Extract<Nodes, { type: 'leafDirective' }>;
export type TextDirective = Extract<Nodes, { type: 'textDirective' }>;
export type Directive = ContainerDirective | LeafDirective | TextDirective;
export type MdxJsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;
export type MdxExpression = Extract<Nodes, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;
