/**
 * Doc ids, slugs, number prefixes, index docs, tag kebab case and route encoding: the naming rules of
 * DOCUSAURUS-CONVENTIONS.md, one function at a time.
 */
import { describe, expect, it } from 'vitest';
import {
  applyTrailingSlash,
  docIdOf,
  docSlugOf,
  isCategoryIndexFile,
  joinRoute,
  kebabCase,
  normalizeSlashes,
  parseNumberPrefix,
  stripNumberPrefix,
  stripPathNumberPrefixes,
} from '../../engine/content/ids.js';
import { encodeHref, encodeRoute } from '../../engine/content/route-encoding.js';

describe('number prefixes', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['1-intro', 'intro', 1],
    ['001-intro', 'intro', 1],
    ['10-advanced', 'advanced', 10],
    ['01_intro', 'intro', 1],
    ['01.intro', 'intro', 1],
    ['01 - intro', 'intro', 1],
    ['02 -- step two', 'step two', 2],
    ['3-step 3 - instrumenting', 'step 3 - instrumenting', 3],
  ])('strips %j to %j (position %d)', (name, stripped, position) => {
    expect(stripNumberPrefix(name)).toBe(stripped);
    expect(parseNumberPrefix(name)).toEqual({ name: stripped, position });
  });

  it.each([
    // date-like names are names
    '2021-01-31-release-notes',
    '2021-01-release-notes',
    '2021_01_31',
    '31.01.2021-meeting',
    '21-01-31-standup',
    // version-like names are names
    '7.0-foo',
    '1.0',
    '8.0.1-release',
    '1-2-three',
    '01-02-intro',
    '10_20',
    // not a prefix at all
    'intro',
    'v1.17',
    'step 3 - instrumenting',
    'k8s-monitoring',
    '01',
    '01-',
    '01foo',
    '01 intro',
    '01--',
  ])('keeps %j as it is', (name) => {
    expect(stripNumberPrefix(name)).toBe(name);
    expect(parseNumberPrefix(name).position).toBeUndefined();
  });

  it('does nothing when number prefix parsing is off', () => {
    expect(stripNumberPrefix('01-intro', false)).toBe('01-intro');
    expect(stripPathNumberPrefixes('01-guide/02-setup', false)).toBe('01-guide/02-setup');
  });

  it('strips every segment of a path', () => {
    expect(stripPathNumberPrefixes('01-guide/02-setup/03-run')).toBe('guide/setup/run');
    expect(stripPathNumberPrefixes('2021-01-31-notes/01-intro')).toBe('2021-01-31-notes/intro');
    expect(stripPathNumberPrefixes('step 3 - setup & run/01_first')).toBe('step 3 - setup & run/first');
  });
});

describe('docIdOf', () => {
  it.each([
    ['intro.md', undefined, 'intro'],
    ['01-guide/02-setup.md', undefined, 'guide/setup'],
    ['01-guide/02-setup.mdx', undefined, 'guide/setup'],
    ['GettingStarted.md', 'getting-started', 'getting-started'],
    ['a/b/GettingStarted.md', 'start', 'a/b/start'],
    ['01-a/02-b.md', 'custom', 'a/custom'],
    ['faq/faq.md', undefined, 'faq/faq'],
    ['reference/README.md', undefined, 'reference/README'],
    ['guide/index.md', undefined, 'guide/index'],
    ['step 3 - instrumenting/kubernetes.mdx', undefined, 'step 3 - instrumenting/kubernetes'],
    ['step 4 - monitors & alerts/alerts.md', undefined, 'step 4 - monitors & alerts/alerts'],
    ['cost-management/chargebackCostReporting/api-key.md', undefined, 'cost-management/chargebackCostReporting/api-key'],
    ['infra-monitoring/host_monitors.md', undefined, 'infra-monitoring/host_monitors'],
    ['2021-01-31-notes/7.0-release.md', undefined, '2021-01-31-notes/7.0-release'],
  ])('%s (front matter id %j) -> %s', (source, id, expected) => {
    expect(docIdOf(source, id)).toBe(expected);
  });

  it('keeps number prefixes when parsing is off', () => {
    expect(docIdOf('01-guide/02-setup.md', undefined, false)).toBe('01-guide/02-setup');
  });
});

describe('docSlugOf', () => {
  it.each([
    ['intro.md', {}, '/intro'],
    ['01-guide/02-setup.md', {}, '/guide/setup'],
    ['GettingStarted.md', { frontMatterId: 'getting-started' }, '/getting-started'],
    ['guide/setup.md', { frontMatterSlug: '/install' }, '/install'],
    ['guide/setup.md', { frontMatterSlug: '/deep/install/' }, '/deep/install/'],
    ['01-guide/setup.md', { frontMatterSlug: 'install' }, '/guide/install'],
    ['a/b/c.md', { frontMatterSlug: '../up' }, '/a/up'],
    ['a/b.md', { frontMatterSlug: './here' }, '/a/here'],
    ['intro.md', { frontMatterSlug: '/' }, '/'],
    ['a/b/intro.md', { frontMatterSlug: '/' }, '/'],
    ['a//b.md', { frontMatterSlug: '//x//y' }, '/x/y'],
    // category index docs route at their folder with a trailing slash
    ['index.md', {}, '/'],
    ['README.md', {}, '/'],
    ['guide/index.md', {}, '/guide/'],
    ['01-guide/index.md', {}, '/guide/'],
    ['guide/README.md', {}, '/guide/'],
    ['guide/readme.mdx', {}, '/guide/'],
    ['faq/faq.md', {}, '/faq/'],
    ['cost_configuration/aws_eks/index.md', {}, '/cost_configuration/aws_eks/'],
    ['step 3 - setup & run/index.md', {}, '/step 3 - setup & run/'],
    // decided by the file name, even with a front matter id
    ['guide/index.md', { frontMatterId: 'start' }, '/guide/'],
    // a front matter slug wins over the index convention
    ['guide/index.md', { frontMatterSlug: 'overview' }, '/guide/overview'],
    ['guide/index.md', { frontMatterSlug: '/guide-home' }, '/guide-home'],
    // other names are ordinary docs
    ['karmadactl/karmadactl_index.md', {}, '/karmadactl/karmadactl_index'],
    ['guide/index-old.md', {}, '/guide/index-old'],
    // names keep their spelling
    ['step 4 - monitors & alerts/alerts.md', {}, '/step 4 - monitors & alerts/alerts'],
    ['cost-management/chargebackCostReporting/api-key.md', {}, '/cost-management/chargebackCostReporting/api-key'],
    ['infra-monitoring/database-monitoring/postgreSql-monitorig.md', {}, '/infra-monitoring/database-monitoring/postgreSql-monitorig'],
  ] as const)('%s %j -> %s', (source, opts, expected) => {
    expect(docSlugOf(source, opts)).toBe(expected);
  });

  it('keeps number prefixes when parsing is off', () => {
    expect(docSlugOf('01-guide/02-setup.md', { numberPrefixes: false })).toBe('/01-guide/02-setup');
    expect(docSlugOf('01-guide/index.md', { numberPrefixes: false })).toBe('/01-guide/');
  });
});

describe('isCategoryIndexFile', () => {
  it.each(['index.md', 'README.md', 'guide/index.md', 'guide/INDEX.md', 'guide/Index.mdx', 'guide/README.md', 'guide/readme.md', 'guide/ReadMe.mdx', 'faq/faq.md', 'FAQ/faq.md', 'faq/FAQ.mdx', 'a/b/b.md', 'step 3 - setup & run/index.md', '02-help/02-help.md'])(
    '%s is an index doc',
    (source) => expect(isCategoryIndexFile(source)).toBe(true),
  );

  it.each(['intro.md', 'guide/setup.md', 'karmadactl/karmadactl_index.md', 'guide/index-old.md', 'guide/my-readme.md', 'faq/faqs.md', 'a/b/a.md', 'guide.md', 'guide/0-index.md', 'guide/01-README.md', '01-faq/faq.md', 'tips/01-tips.md'])(
    // Number prefixes count as written (Docusaurus 3.9.2 builds guide/0-index.md at /guide/index).
    '%s is not an index doc',
    (source) => expect(isCategoryIndexFile(source)).toBe(false),
  );
});

describe('kebabCase (lodash)', () => {
  it.each([
    ['PostgreSQL monitoring', 'postgre-sql-monitoring'],
    ['OpenShift', 'open-shift'],
    ['Azure AKS', 'azure-aks'],
    ['MongoDB monitoring', 'mongo-db-monitoring'],
    ['IAM', 'iam'],
    ['Okta SSO', 'okta-sso'],
    ['OpenTelemetry', 'open-telemetry'],
    ['Microsoft Teams', 'microsoft-teams'],
    ['Getting started', 'getting-started'],
    ['Step 3: Setup & run', 'step-3-setup-run'],
    ['fooBar', 'foo-bar'],
    ['__FOO_BAR__', 'foo-bar'],
    ['already-kebab', 'already-kebab'],
    ['k8s', 'k-8-s'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ["Don't panic", 'dont-panic'],
    // Deburred as lodash does it (Latin letters only): other scripts keep their marks, as Docusaurus's tag slugs do.
    ['Straße', 'strasse'],
    ['Łódź Ærø', 'lodz-aero'],
    ['タグ', 'タグ'],
    ['ガイド', 'ガイド'],
    ['ёж', 'ёж'],
    ['йога', 'йога'],
    ['한국어', '한국어'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('encodeRoute', () => {
  it.each([
    ['/', '/'],
    ['/guide/setup', '/guide/setup'],
    ['/getting-started/step 3 - instrumenting/kubernetes', '/getting-started/step%203%20-%20instrumenting/kubernetes'],
    ['/getting-started/step 4 - monitors & alerts/', '/getting-started/step%204%20-%20monitors%20&%20alerts/'],
    ['/cats & dogs/', '/cats%20&%20dogs/'],
    ['/chargebackCostReporting/api_key', '/chargebackCostReporting/api_key'],
    ['/café', '/caf%C3%A9'],
    ['/a@b,c+d=e;(f)!\'g$h*', '/a@b,c+d=e;(f)!\'g$h*'],
    ['/hash#tag', '/hash%23tag'],
    ['/q?', '/q%3F'],
    ['/pct%20', '/pct%2520'],
    ['/tab\there', '/tab%09here'],
    ['/a"b<c>d`e{f}g\\h', '/a%22b%3Cc%3Ed%60e%7Bf%7Dg%5Ch'],
  ])('%j -> %j', (route, expected) => {
    expect(encodeRoute(route)).toBe(expected);
  });

  it('is undone by decodeURIComponent, and by decodeURI (sirv) except for # and ?', () => {
    for (const route of ['/step 4 - monitors & alerts/alerts', '/pct%20', '/café/naïve', '/a+b=c']) {
      expect(decodeURIComponent(encodeRoute(route))).toBe(route);
      expect(decodeURI(encodeRoute(route))).toBe(route);
    }
    expect(decodeURIComponent(encodeRoute('/hash#tag/q?'))).toBe('/hash#tag/q?');
  });

  it('encodeHref normalises a written href: escapes decoded once, query and hash kept', () => {
    expect(encodeHref('/step%204%20-%20monitors%20%26%20alerts/alerts?x=1#top')).toBe('/step%204%20-%20monitors%20&%20alerts/alerts?x=1#top');
    expect(encodeHref('/a b#Section')).toBe('/a%20b#Section');
    const once = encodeHref('/step 3 - setup & run/first_steps');
    expect(encodeHref(once)).toBe(once);
  });
});

describe('route helpers', () => {
  it('normalizeSlashes collapses slashes, resolves dot segments and keeps a trailing slash', () => {
    expect(normalizeSlashes('//a//b/')).toBe('/a/b/');
    expect(normalizeSlashes('/a/./b/../c')).toBe('/a/c');
    expect(normalizeSlashes('/')).toBe('/');
    expect(normalizeSlashes('/../..')).toBe('/');
  });

  it('joinRoute joins base path, version path and slug', () => {
    expect(joinRoute('/', 'docs', 'next', '/intro')).toBe('/docs/next/intro');
    expect(joinRoute('/next/', '/')).toBe('/next/');
    expect(joinRoute('/', '/')).toBe('/');
    expect(joinRoute('/', 'tags')).toBe('/tags');
  });

  it('applyTrailingSlash follows the trailingSlash setting', () => {
    expect(applyTrailingSlash('/a/b', undefined)).toBe('/a/b');
    expect(applyTrailingSlash('/a/', undefined)).toBe('/a/');
    expect(applyTrailingSlash('/a/b', true)).toBe('/a/b/');
    expect(applyTrailingSlash('/a/', false)).toBe('/a');
    expect(applyTrailingSlash('/', false)).toBe('/');
  });
});
