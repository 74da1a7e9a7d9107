/**
 * Docusaurus's `markdown.parseFrontMatter`: the site's own reading of each doc's, blog post's and
 * Markdown page's front matter. It gets `{ filePath, fileContent, defaultParseFrontMatter }` (the path
 * absolute, the file as written) and returns `{ frontMatter, content }`, usually the default's result
 * changed (a `slug` for every `index.md`, `pagination_next: null` everywhere, keywords added). Its
 * `frontMatter` is the page's, checked as written front matter is (frontmatter.ts).
 *
 * It may be asynchronous and is a function of the config: it runs on this thread once the files are
 * parsed (the parse cache keeps the front matter as written), on every build, as Docusaurus runs it.
 */
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import type { DefaultParseFrontMatter, FrontMatterReading, SiteParseFrontMatter } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkFrontMatter } from './frontmatter.js';
import type { ParsedContent } from './parse.js';


const FENCED = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/** The front matter a file's text starts with (YAML), and the text after it; a block that is not a YAML mapping reads as none. */
export function readFrontMatter(fileContent: string): FrontMatterReading {
  const match = fileContent.startsWith('---') ? FENCED.exec(fileContent) : null;
  if (!match || match.index !== 0) return { frontMatter: {}, content: fileContent.trim() };
  const doc = parseDocument(match[1]);
  const value: unknown = doc.errors.length ? undefined : doc.toJS();
  const frontMatter = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { frontMatter, content: fileContent.slice(match[0].length).trim() };
}

const defaultParseFrontMatter: DefaultParseFrontMatter = async ({ fileContent }) => readFrontMatter(fileContent);

/** Whether two front matters are the same data (the function left this file's alone: most files). */
function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** A failure of the site's function at one file: an error there, the front matter as written kept. */
function failure(source: string, why: string): Diagnostic {
  return { severity: 'error', rule: 'front-matter-function', message: `markdown.parseFrontMatter ${why} for ${source}. Fix the function in the site config; the file's front matter is read as written until then.`, file: source, line: 1, column: 1 };
}

/** Runs the site's function on one parsed file, replacing its front matter with what the function returns. */
async function readWithSiteFunction(parse: SiteParseFrontMatter, job: { abs: string; source: string }, parsed: ParsedContent): Promise<void> {
  let result: unknown;
  try {
    result = await parse({ filePath: job.abs, fileContent: readFileSync(job.abs, 'utf8'), defaultParseFrontMatter });
  } catch (error) {
    parsed.diagnostics = [...parsed.diagnostics, failure(job.source, `threw (${error instanceof Error ? error.message : String(error)})`)];
    return;
  }
  const frontMatter = (result as Partial<FrontMatterReading> | null | undefined)?.frontMatter;
  if (!frontMatter || typeof frontMatter !== 'object' || Array.isArray(frontMatter)) {
    parsed.diagnostics = [...parsed.diagnostics, failure(job.source, 'returned no `frontMatter` object (return `{ frontMatter, content }`, as `defaultParseFrontMatter` does)')];
    return;
  }
  if (sameData(frontMatter, parsed.frontMatter)) return;
  // Keys the function set or changed are checked here; those it kept as the parse read them were checked there.
  const changed = Object.fromEntries(Object.entries(frontMatter).filter(([key, value]) => !(key in parsed.frontMatter) || !sameData({ value }, { value: parsed.frontMatter[key] })));
  const at = (key: string) => ({ line: parsed.frontMatterLines[key] ?? Math.min(2, ...Object.values(parsed.frontMatterLines)), column: 1 });
  const diagnostics = checkFrontMatter(changed, job.source, at);
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(frontMatter)) {
    if (key in changed) data[key] = changed[key];
    else if (key in parsed.frontMatter) data[key] = parsed.frontMatter[key];
  }
  parsed.frontMatter = data;
  // A key written wrong and handed back as written (the default reading) was reported by the parse already.
  const reported = new Set(parsed.diagnostics.map((d) => `${d.rule}\0${d.message}`));
  parsed.diagnostics = [...parsed.diagnostics, ...diagnostics.filter((d) => !reported.has(`${d.rule}\0${d.message}`))];
}

/**
 * Gives each parsed file (`parsed[i]` of `jobs[i]`) the front matter the site's `parseFrontMatter`
 * returns for it; nothing when the site has none. Files whose parse failed are left alone. Only the
 * parse's `frontMatter` and `diagnostics` are replaced (not changed in place): a shallow copy keeps
 * the parse as written (the parse cache's).
 */
export async function applySiteFrontMatter(jobs: readonly { abs: string; source: string }[], parsed: readonly ParsedContent[], parse: SiteParseFrontMatter | undefined): Promise<void> {
  if (!parse) return;
  await Promise.all(jobs.map((job, i) => (parsed[i] ? readWithSiteFunction(parse, job, parsed[i]) : undefined)));
}
