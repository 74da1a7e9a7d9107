/**
 * Theme components a Docusaurus site swizzled into `src/theme/` (`DocItem/Footer/index.js`,
 * `Root.js`, `NotFound/Content/index.tsx`): this engine renders pages with a theme of its own, so it
 * does not run them. Each gets a warning naming its file, so that what it adds to the site's pages
 * (a footer, a provider, a banner) is not lost silently. `MDXComponents` is read
 * (global-components.ts) and gets none.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { GLOBAL_COMPONENTS_FOLDER } from './global-components.js';

const CODE = /\.(?:jsx?|tsx?|mjs)$/;
const isCodeFile = (name: string) => CODE.test(name) && !/\.d\.ts$|\.(?:test|spec)\.[jt]sx?$/.test(name);

/**
 * The swizzled components under `dir` (relative to the theme folder): a folder with an index file is
 * one component (its other files are its parts); elsewhere each code file is one.
 */
function componentFiles(themeDir: string, dir = ''): { component: string; file: string }[] {
  const names = readdirSync(path.join(themeDir, dir)).sort();
  const index = names.find((n) => /^index\./.test(n) && isCodeFile(n));
  const out: { component: string; file: string }[] = [];
  if (index && dir) out.push({ component: dir, file: path.join(dir, index) });
  for (const name of names) {
    const rel = path.join(dir, name);
    if (name.startsWith('.') || name === 'node_modules') continue;
    if (statSync(path.join(themeDir, rel)).isDirectory()) out.push(...componentFiles(themeDir, rel));
    else if (!index && isCodeFile(name)) out.push({ component: rel.replace(CODE, ''), file: rel });
  }
  return out;
}

/**
 * The top-level components of Docusaurus's themes (classic, core's fallbacks, search, mermaid, live
 * code blocks, ideal image) that a site may swizzle. Other files of `src/theme/` are the site's own
 * theme components, which MDX and site code import as `@theme/X` (site-theme.ts): no swizzles.
 */
const THEME_COMPONENTS = new Set(
  ('Admonition AnnouncementBar BackToTopButton Blog BlogArchivePage BlogLayout BlogListPage BlogListPaginator BlogPostItem BlogPostItems ' +
    'BlogPostPage BlogPostPaginator BlogSidebar BlogTagsListPage BlogTagsPostsPage CodeBlock CodeInline ColorModeToggle ContentVisibility ' +
    'Details DocBreadcrumbs DocCard DocCardList DocCategoryGeneratedIndexPage DocItem DocPaginator DocRoot DocSidebar DocSidebarItem ' +
    'DocSidebarItems DocTagDocListPage DocTagsListPage DocVersionBadge DocVersionBanner DocVersionRoot DocsRoot EditMetaRow EditThisPage ' +
    'Error ErrorPageContent Footer Heading Icon IdealImage LastUpdated Layout Loading Logo MDXComponents MDXContent MDXPage Mermaid Navbar ' +
    'NavbarItem NotFound PaginatorNavLink Playground ReactLiveScope Root SearchBar SearchMetadata SearchPage SearchTranslations SiteMetadata ' +
    'SkipToContent TOC TOCCollapsible TOCInline TOCItems TabItem Tabs Tag TagsListByLetter TagsListInline ThemeProvider ThemedImage').split(' '),
);

/** One warning per swizzled theme component of the site other than MDXComponents. */
export function swizzledComponentDiagnostics(root: string): Diagnostic[] {
  const themeDir = path.join(root, GLOBAL_COMPONENTS_FOLDER);
  if (!existsSync(themeDir) || !statSync(themeDir).isDirectory()) return [];
  return componentFiles(themeDir)
    .filter(({ component }) => THEME_COMPONENTS.has(component.split(path.sep)[0]) && component.split(path.sep)[0] !== 'MDXComponents')
    .map(({ component, file }) => {
      const name = component.split(path.sep).join('/');
      const rel = `${GLOBAL_COMPONENTS_FOLDER}/${file.split(path.sep).join('/')}`;
      const message = `The swizzled theme component ${name} is not used: this engine renders pages with its own theme (of ${GLOBAL_COMPONENTS_FOLDER}/, only MDXComponents is read), so what it adds or changes is missing from the pages.`;
      return { severity: 'warning', rule: 'swizzled-component', message, file: rel, line: 1, column: 1 } satisfies Diagnostic;
    });
}
