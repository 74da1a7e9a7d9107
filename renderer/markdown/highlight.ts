/**
 * Build-time syntax highlighting with refractor (Prism grammars), split into lines.
 * Tokens are `<span class="token keyword">`-style elements; colours come from the theme CSS.
 */
import type { ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import go from 'refractor/go';
import graphql from 'refractor/graphql';
import hcl from 'refractor/hcl';
import http from 'refractor/http';
import ini from 'refractor/ini';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import promql from 'refractor/promql';
import properties from 'refractor/properties';
import python from 'refractor/python';
import shellSession from 'refractor/shell-session';
import sql from 'refractor/sql';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import { text } from './hast.js';

for (const syntax of [bash, css, diff, docker, go, graphql, hcl, http, ini, java, javascript, json, jsx, markup, nginx, powershell, promql, properties, python, shellSession, sql, toml, tsx, typescript, yaml]) {
  refractor.register(syntax);
}

/** Fence names that Prism does not know under that name (refractor's own aliases are also accepted). */
const ALIASES: Record<string, string> = {
  shell: 'bash',
  sh: 'bash',
  zsh: 'bash',
  console: 'shell-session',
  terminal: 'shell-session',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  cts: 'typescript',
  golang: 'go',
  tf: 'hcl',
  terraform: 'hcl',
  ps1: 'powershell',
  pwsh: 'powershell',
  conf: 'ini',
  cfg: 'ini',
  jsonc: 'json',
  json5: 'json',
  gql: 'graphql',
};

/** The refractor grammar name for a fence language, or undefined when it is not highlighted. */
export function grammarFor(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = ALIASES[lang] ?? lang;
  return refractor.registered(name) ? name : undefined;
}

/**
 * Highlights `code` (no trailing newline) and returns one list of hast nodes per source line.
 * A token spanning several lines (a block comment, a multi-line string) is split into one
 * element per line with the same classes, so every line can be wrapped on its own.
 */
export function highlightLines(code: string, lang: string | undefined): ElementContent[][] {
  const grammar = grammarFor(lang);
  if (!grammar) return code.split('\n').map((line) => (line ? [text(line)] : []));
  return splitLines(refractor.highlight(code, grammar).children as ElementContent[]);
}

function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      for (let i = 0; i < parts.length; i++) {
        if (i > 0) lines.push([]);
        if (parts[i]) lines[lines.length - 1].push(text(parts[i]));
      }
    } else if (node.type === 'element') {
      const inner = splitLines(node.children);
      for (let i = 0; i < inner.length; i++) {
        if (i > 0) lines.push([]);
        if (inner[i].length) lines[lines.length - 1].push({ ...node, properties: { ...node.properties }, children: inner[i] });
      }
    }
  }
  return lines;
}
