/**
 * The mdast node of an MDX HTML comment (`<!-- x -->`), as @slorber/remark-comment makes it with
 * `{ ast: true }`: kept in the tree (so markers such as `<!-- truncate -->` can be found), rendered
 * as nothing.
 */
import type { Data, Literal } from 'mdast';

export interface Comment extends Literal {
  type: 'comment';
  /** The text between `<!--` and `-->`. */
  commentValue: string;
  data?: Data;
}

declare module 'mdast' {
  interface RootContentMap {
    comment: Comment;
  }
  interface PhrasingContentMap {
    comment: Comment;
  }
  interface BlockContentMap {
    comment: Comment;
  }
}
