/** Tag links as pages show them (plain data, part of the view model: model.ts, blog-model.ts). */

/** A tag link: `title`, the tag's description (its tooltip). */
export interface TagLinkData {
  label: string;
  href: string;
  title?: string;
}

/** Tags of a tags index under one letter; `countText`: the count in the locale's words, for screen readers ("3 docs tagged"). */
export interface TagGroup {
  letter: string;
  tags: (TagLinkData & { count: number; countText?: string })[];
}
