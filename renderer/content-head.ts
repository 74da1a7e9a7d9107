/**
 * What a page's content puts in the document's head, as Docusaurus lets MDX do (`<head>…</head>` in
 * MDX, or `<Head>` of `@docusaurus/Head`): the content keeps the elements in an inert
 * `<template data-docs-head>` (a `<head>` inside the body is invalid HTML), and the page's head gets
 * them, a `<title>`, `<meta name|property>` or canonical link replacing the page's own (scripts,
 * JSON-LD among them, styles and the rest are added), and `<html class>` / `<body class>` the
 * classes of those elements. Shared by the server (html.ts) and the client (the title and classes
 * after a client-side navigation).
 */

/** The attribute of the template that holds a content's head elements. */
export const CONTENT_HEAD_ATTRIBUTE = 'data-docs-head';

const TEMPLATE = new RegExp(`<template ${CONTENT_HEAD_ATTRIBUTE}(?:="")?>([\\s\\S]*?)</template>`, 'g');
const TAG = /<(title|script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>|<meta\b[^>]*>|<link\b[^>]*>|<base\b[^>]*>/g;

/** The head elements a content's HTML holds, in order (title, meta, link, script, style, noscript and base elements). */
export function contentHeadTags(html: string): string[] {
  if (!html.includes(CONTENT_HEAD_ATTRIBUTE)) return [];
  const tags: string[] = [];
  for (const template of html.matchAll(TEMPLATE)) tags.push(...(template[1].match(TAG) ?? []));
  return tags;
}

/** The classes a content gives `<html>` and `<body>` (`<Head><html className="x" /></Head>`), when it gives them. */
export function contentRootClasses(html: string): { html?: string; body?: string } {
  if (!html.includes(CONTENT_HEAD_ATTRIBUTE)) return {};
  const out: { html?: string; body?: string } = {};
  for (const template of html.matchAll(TEMPLATE)) {
    for (const [, element, attributes] of template[1].matchAll(/<(html|body)\b([^>]*)>/g)) {
      const value = /\sclass="([^"]*)"/.exec(attributes)?.[1];
      if (value !== undefined) out[element as 'html' | 'body'] = decodeEntities(value);
    }
  }
  return out;
}

/** What a head element stands for: a later one with the same key replaces an earlier one. */
export function headTagKey(tag: string): string | undefined {
  if (/^<title\b/.test(tag)) return 'title';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (tag.startsWith('<meta')) {
    const name = attr('name') ?? attr('property');
    return name === undefined ? undefined : `meta:${name}`;
  }
  return tag.startsWith('<link') && attr('rel') === 'canonical' ? 'canonical' : undefined;
}

/** The page's head tags with the content's: each replaces the page's tag of the same key, the others are added at the end. */
export function mergeHeadTags(page: string[], own: string[]): string[] {
  if (!own.length) return page;
  const replaced = new Set(own.map(headTagKey).filter((k): k is string => k !== undefined));
  return [...page.filter((tag) => !replaced.has(headTagKey(tag) ?? '')), ...own];
}

/** The text of the content's own `<title>`, when it has one. */
export function contentHeadTitle(html: string): string | undefined {
  const title = contentHeadTags(html).find((tag) => headTagKey(tag) === 'title');
  return title === undefined ? undefined : decodeEntities(title.replace(/^<title\b[^>]*>|<\/title>$/g, ''));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with the character references a serialiser writes (`&amp;`, `&#x26;`, `&#38;`) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (NAMED[name!.toLowerCase()] ?? whole),
  );
}
