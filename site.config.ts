import { defineConfig } from 'docs-engine';

/** Kestrel Insights documentation: the site this repository ships. */
export default defineConfig({
  title: 'Kestrel Insights Docs',
  tagline: 'Migrate, Modernize, Integrate',
  url: 'https://docs.kestrel.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  organizationName: 'kestrel',
  projectName: 'kestrel-insights-docs',
  customFields: {
    productName: 'Kestrel Insights',
    productUrl: 'https://kestrel.example.com',
    siteVersion: '1.34.0',
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
  // The content is written as CommonMark in .md files and MDX in .mdx files.
  markdown: { format: 'detect' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenMarkdownImages: 'throw',
  onBrokenAnchors: 'warn',
  staticDirectories: ['content/static'],
  blog: false,
  docs: {
    path: 'content/docs',
    routeBasePath: '/',
    tags: '../tags.yml',
    breadcrumbs: true,
    versions: { current: { label: 'Next' } },
  },
  themeConfig: {
    image: 'img/kestrel-social-card.svg',
    navbar: {
      title: 'Kestrel Insights',
      logo: { alt: 'Kestrel Insights logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: 'doc', docId: 'introduction', label: 'Home', position: 'left' },
        { to: '/tags', label: 'Tags', position: 'left' },
        { href: 'https://app.kestrel.example.com/login', label: 'Login', position: 'right' },
        { href: 'https://support.kestrel.example.com', label: 'Customer Support Portal', position: 'right' },
        { href: 'https://www.kestrel.example.com', label: 'Kestrel', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Kestrel', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: 'https://www.kestrel.example.com', width: 40, height: 40 },
      links: [
        {
          title: 'Quick Links',
          items: [
            { label: 'Home', to: '/' },
            { label: 'Product', href: 'https://kestrel.example.com/product' },
            { label: 'Services', href: 'https://kestrel.example.com/services' },
            { label: 'About', href: 'https://kestrel.example.com/about' },
          ],
        },
        {
          title: 'Contact Us',
          items: [{ label: 'Contact', href: 'https://kestrel.example.com/contact' }],
        },
        {
          title: 'Connect With Us',
          items: [
            { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kestrel-example' },
            { label: 'GitHub', href: 'https://github.com/kestrel-example' },
            { label: 'YouTube', href: 'https://www.youtube.com/@kestrel-example' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Kestrel, Inc. Kestrel Insights 1.34.0.',
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: false } },
  },
  search: {
    maxSearchResults: 8,
    indexDocSidebarParentCategories: 0,
    boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 },
  },
});
