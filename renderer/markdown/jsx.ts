/**
 * MDX nodes -> hast. JSX elements go through the component registry (upper-case names) or become
 * plain HTML elements (lower-case names); unknown components render their children only
 * (validation reports them). `import`/`export` and `{expressions}` are dropped, never evaluated,
 * except an expression that is only a string literal (`{'text'}`), which renders as that text.
 */
import { isBuiltinComponent } from '../../engine/content/components.js';
import { COMPONENTS, type RenderScope, renderIntrinsic } from './components/index.js';
import { text } from './hast.js';
import { expressionText, jsxProps } from './jsx-props.js';
import type { Handler, MdxExpression, MdxJsxElement, State } from './types.js';

// One scope per render: remark-rehype creates a new `state` for each tree it converts.
const scopes = new WeakMap<State, RenderScope>();

function scopeOf(state: State): RenderScope {
  let scope = scopes.get(state);
  if (!scope) {
    const counts = new Map<string, number>();
    scope = {
      uniqueId(prefix) {
        const n = (counts.get(prefix) ?? 0) + 1;
        counts.set(prefix, n);
        return `${prefix}-${n}`;
      },
    };
    scopes.set(state, scope);
  }
  return scope;
}

export const mdxJsxElement: Handler = (state: State, node: MdxJsxElement) => {
  const children = state.all(node);
  const name = node.name;
  // <>fragment</>; a block one is one node (a nested root), so no line is put between its children.
  if (!name) return node.type === 'mdxJsxFlowElement' && children.length > 1 ? ({ type: 'root', children } as unknown as ReturnType<Handler>) : children;
  const input = { node, props: jsxProps(node), children, scope: scopeOf(state) };
  if (/^[a-z]/.test(name) && !name.includes('.') && !name.includes(':')) return renderIntrinsic(input);
  return isBuiltinComponent(name) ? COMPONENTS[name](input) : children;
};

export const mdxExpression: Handler = (_state: State, node: MdxExpression) => {
  const value = expressionText(node);
  return value ? text(value) : undefined;
};

export const mdxjsEsm: Handler = () => undefined;
