/**
 * MDX's `<head>` in a doc's HTML: an inert `<template data-docs-head>` holding its elements, which the
 * page's head takes (renderer/content-head.ts), made by the enhance walk. Before rehype-raw re-parses
 * a tree with raw HTML, a `<head>` is renamed `<docs-head>`: an HTML parser drops a `<head>` met in the
 * body (leaving its `<title>` in the text) and a template's content, but keeps a custom element.
 * A hast template's children are its `content`, which is what is serialised.
 */
import type { Element, Nodes, Root } from 'hast';
import { CONTENT_HEAD_ATTRIBUTE } from '../content-head.js';

const CONTENT_HEAD_PROPERTY = CONTENT_HEAD_ATTRIBUTE.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** What a `<head>` is called while rehype-raw re-parses the tree. */
export const HEAD_STAND_IN = 'docs-head';

/** The template standing for a `<head>` element (or its stand-in). */
export function headTemplate(head: Element): Element {
  return { type: 'element', tagName: 'template', properties: { [CONTENT_HEAD_PROPERTY]: '' }, children: [], content: { type: 'root', children: head.children } } as Element;
}

/** Renames every `<head>` element of the tree its stand-in (in place), for rehype-raw. */
export function standInForHeads(node: Root | Element): void {
  for (const child of node.children as Nodes[]) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'head') child.tagName = HEAD_STAND_IN;
    else standInForHeads(child);
  }
}
