#!/usr/bin/env node
// Fails when a function of the sources runs past MAX_LINES lines without a reason (part of `npm run
// lint`). A reason is a comment right above the function (or above the declaration holding it) that
// says `Long on purpose: <why>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from './source-files.mjs';
import ts from 'typescript';

const MAX_LINES = 80;
const MARKER = /Long on purpose:\s*\S/;
const files = sourceFiles();

/** The function's name, from itself or from what holds it (`const f = () => ...`, `{ f: ... }`). */
const nameOf = (node, sf) => node.name?.getText(sf) ?? (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent) ? node.parent.name.getText(sf) : '(anonymous)');

/** Whether a comment right above the function, or above the statement holding it, gives a reason. */
const hasReason = (node, text) => {
  for (let n = node; n && !ts.isSourceFile(n); n = n.parent) {
    const comments = ts.getLeadingCommentRanges(text, n.getFullStart()) ?? [];
    if (comments.some((c) => MARKER.test(text.slice(c.pos, c.end)))) return true;
    if (ts.isStatement(n) || ts.isClassElement(n)) break;
  }
  return false;
};

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const rel = path.relative(root, file).split(path.sep).join('/');
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const lines = sf.getLineAndCharacterOfPosition(node.end).line - start + 1;
      const name = nameOf(node, sf);
      if (lines > MAX_LINES && !hasReason(node, text)) problems.push(`${rel}:${start + 1}: ${name} is ${lines} lines (at most ${MAX_LINES})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`Split each into named steps, or say why it is long in a comment above it: "// Long on purpose: <why>".`);
  process.exit(1);
}
console.log(`No function over ${MAX_LINES} lines without a reason among ${files.length} modules.`);
