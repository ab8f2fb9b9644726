import { defineConfig } from 'vitepress';
import { readBundleIntegrity, snippetCdnBase } from './bundleRelease';
import { readDocsPages, sectionPages, sidebar } from './docsPages';
import { readManifestElements } from './manifest';
import { sectionsPlugin } from './repoSections';

/**
 * The documentation site (VitePress; why, in docs/contributing/documentation-site.md). Built by
 * `npm run build` into `dist-docs/`, served at `/docs/` by the demo server beside `/dist/`, whose
 * built elements the live examples and the builder load.
 *
 * No inline script anywhere (the demo server's CSP allows none): the site's data goes to a file
 * of its own (`metaChunk`), and there is no dark-mode switch, whose script runs inline before the
 * page paints (the elements' own theme is light).
 */
const pages = readDocsPages();
const elements = readManifestElements();
// Where the live examples load the bundle from; the demo server serves it at `/dist/`.
const bundleBase = process.env.DOCS_BUNDLE_BASE ?? '/dist/';

export default defineConfig({
  base: '/docs/',
  outDir: '../dist-docs',
  lang: 'en-IN',
  title: 'Sanjeevani Diagnostics widgets',
  description:
    'Embed the lab storefront, a test card, the pin-code checker and more on any page: live examples, every attribute and event, and an embed builder.',
  appearance: false,
  metaChunk: true,
  lastUpdated: false,
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  markdown: {
    config: sectionsPlugin(sectionPages(pages)),
    // GitHub's high-contrast colours: every token at 4.5:1 or more on the code background (axe).
    theme: { light: 'github-light-high-contrast', dark: 'github-dark' },
  },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('lab-') } } },
  vite: {
    define: {
      __LAB_BUNDLE_BASE__: JSON.stringify(bundleBase),
      // The builder's snippets: the versioned CDN address and the hashes of the files it serves.
      __LAB_CDN_BASE__: JSON.stringify(snippetCdnBase),
      __LAB_INTEGRITY__: JSON.stringify(readBundleIntegrity() ?? null),
    },
    // The site reads the built manifest and the reference API's README from outside docs/.
    server: { fs: { allow: ['..'] } },
  },
  // The search box's shortcut label (⌘ or Ctrl) is set by the theme instead (theme/index.ts).
  // VitePress gives the nav bar its `has-sidebar` class in the browser only (an effect after
  // rendering), so the bar of a page with a sidebar moved when the layout came to life at the
  // visitor's first move (theme/index.ts): the page's HTML carries it as the browser would.
  transformHtml: (html) =>
    html
      .replace(/<script id="check-mac-os">[^<]*<\/script>/, '')
      .replace(/class="VPNavBar"(?=[\s\S]*class="VPNavBarTitle has-sidebar")/, 'class="VPNavBar has-sidebar"'),
  transformPageData(pageData) {
    const tag = pageData.params?.['tag'] as string | undefined;
    if (tag) pageData.title = `<${tag}>`;
  },
  themeConfig: {
    siteTitle: 'Sanjeevani Diagnostics · widgets',
    nav: [
      { text: 'Guides', link: '/guide/getting-started.html' },
      { text: 'Frameworks', link: '/guide/frameworks.html' },
      { text: 'Elements', link: `/elements/${elements[0]?.tagName ?? ''}.html` },
      { text: 'Embed builder', link: '/builder.html' },
    ],
    sidebar: sidebar(pages, {
      Elements: elements.map((element) => ({ text: `&lt;${element.tagName}&gt;`, link: `/elements/${element.tagName}.html` })),
    }),
    outline: { level: [2, 3] },
    search: { provider: 'local' },
    footer: { message: 'MIT licensed · Sanjeevani Diagnostics, Bengaluru' },
  },
});
