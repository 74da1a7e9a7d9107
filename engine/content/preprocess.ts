/**
 * Docusaurus's `markdown.preprocessor`: the site's function gets each content file's whole text
 * (`{ filePath, fileContent }`, front matter included, the path absolute) and returns the text to
 * parse instead, before every rewrite of our own (parse.ts preprocessMarkdown), as Docusaurus runs it.
 * Docs, blog posts, Markdown pages and the partials they import all go through it. Diagnostics point
 * at the returned text: the file's own lines and columns as long as the function keeps the lines.
 */
import type { MarkdownPreprocessor } from '../config/schema.js';
import type { DocSource } from './read-source.js';

/** `read` with its text run through `preprocess`; a function that throws or returns no string is an error at the file. */
export function preprocessSource(read: DocSource, abs: string, source: string, preprocess: MarkdownPreprocessor | undefined): DocSource {
  if (!preprocess || !read.usable) return read;
  let result: unknown;
  try {
    result = preprocess({ filePath: abs, fileContent: read.text });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return preprocessFailure(read, source, `markdown.preprocessor threw on ${source}: ${why}. Fix the function in the site config; the file is not shown until then.`);
  }
  if (typeof result !== 'string') {
    return preprocessFailure(read, source, `markdown.preprocessor returned ${result === null ? 'null' : typeof result} for ${source}, not the file's text. Return a string (the text to parse).`);
  }
  return { ...read, text: result };
}

function preprocessFailure(read: DocSource, source: string, message: string): DocSource {
  return { text: '', usable: false, diagnostics: [...read.diagnostics, { severity: 'error', rule: 'preprocessor-failed', message, file: source }] };
}
