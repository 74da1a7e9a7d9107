/**
 * Theme strings in the page's locale: `i18n/{locale}/code.json` messages by Docusaurus's keys
 * (`theme.docs.paginator.next`, ...), carried in the shell; English is the fallback. Server and
 * client render with the same shell, so both print the same words.
 */
import { createContext, Fragment, type ReactNode, useContext } from 'react';

/** The theme strings this theme prints, by Docusaurus key, with their English text. */
export const THEME_STRINGS = {
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.common.editThisPage': 'Edit this page',
  'theme.contentVisibility.unlistedBanner.title': 'Unlisted page',
  'theme.contentVisibility.unlistedBanner.message': 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.blog.author.noPosts': 'This author has not written any posts yet.',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Expand sidebar category '{label}'",
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Collapse sidebar category '{label}'",
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'One doc tagged|{count} docs tagged',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'theme.blog.author.pageTitle': '{authorName} - {nPosts}',
  // The search box, by the keys of Docusaurus's search theme (theme-search-algolia.json); our English.
  'theme.SearchBar.label': 'Search',
  'theme.SearchModal.placeholder': 'Search...',
  'theme.SearchModal.searchBox.resetButtonTitle': 'Clear',
  'theme.SearchModal.searchBox.cancelButtonText': 'Cancel',
  'theme.SearchModal.footer.navigateText': 'to navigate',
  'theme.SearchModal.footer.selectText': 'to open',
  'theme.SearchModal.footer.closeText': 'to close',
  'theme.SearchPage.noResultsText': 'No results found.',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.colorToggle.ariaLabel.mode.system': 'system mode',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2': 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
} as const;

export type ThemeStringKey = keyof typeof THEME_STRINGS;

export const TranslationContext = createContext<Readonly<Record<string, string>>>({});

/** `{name}` placeholders replaced by the given nodes (kept as text when not given). */
export function interpolate(template: string, params: Record<string, ReactNode> = {}): ReactNode {
  const parts = template.split(/(\{\w+\})/);
  if (parts.length === 1) return template;
  return parts.map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name && name in params ? params[name] : part}</Fragment>;
  });
}

/** The translation function of the current locale. */
export function useTranslate(): (key: ThemeStringKey, params?: Record<string, ReactNode>) => ReactNode {
  const messages = useContext(TranslationContext);
  return (key, params) => interpolate(messages[key] ?? THEME_STRINGS[key], params);
}

/** `template` with its `{name}` placeholders replaced by the given texts (others kept as written). */
export function fillPlaceholders(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? params[name] : whole));
}

/** The plain-text form, for attributes (aria-label): `{name}` placeholders replaced by the given texts. */
/** A theme string in the page's locale (useTranslateText). */
export type TranslateText = (key: ThemeStringKey, params?: Record<string, string>) => string;

/**
 * A theme string whose English differs by the page that shows it (Docusaurus's blog says "View All
 * Tags" where its docs say "View all tags", under one key): the locale's message, else `english`.
 */
export function useTranslateOr(): (key: ThemeStringKey, english: string) => string {
  const messages = useContext(TranslationContext);
  return (key, english) => messages[key] ?? english;
}

export function useTranslateText(): TranslateText {
  const messages = useContext(TranslationContext);
  return (key, params) => fillPlaceholders(messages[key] ?? THEME_STRINGS[key], params);
}
