#!/usr/bin/env node
// Fails when the sources import in a circle (part of `npm run lint`; eslint's zones keep the
// direction, this keeps the graph acyclic). Static and dynamic imports count; worker URLs do not.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, sourceFiles } from './source-files.mjs';

const files = sourceFiles();

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const edges = new Map();
for (const file of files) {
  const targets = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = path.join(path.dirname(file), m[1] ?? m[2]).replace(/\.js$/, '');
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f));
    if (target) targets.push(target);
  }
  edges.set(file, targets);
}

// Tarjan's strongly connected components: each component of more than one file is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
const visit = (v) => {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(path.relative(root, w));
  } while (w !== v);
  if (component.length > 1) circles.push(component);
};
for (const file of edges.keys()) if (!index.has(file)) visit(file);

if (circles.length) {
  for (const c of circles) console.error(`Import circle: ${c.join(' <-> ')}`);
  console.error('Break each circle: move what both sides need into a module that neither imports back.');
  process.exit(1);
}
console.log(`No import circles among ${files.length} modules.`);
