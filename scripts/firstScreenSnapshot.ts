import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import ts from 'typescript';
import { replaceBetweenMarkers } from '../build/betweenMarkers';
import { snapshotAttribute } from '../src/elements/firstScreenSnapshot';

/**
 * The store's first screen as a declarative shadow root (`<template shadowrootmode="open">`), for a
 * page to inline in its `<lab-storefront>`: the browser paints it from the HTML alone, long before
 * the store's scripts arrive, and the store replaces it with the same markup at its first render
 * (no layout shift). It is what the store's first render really is, captured from the built
 * store in Chromium: its markup and the style sheets it had adopted by then.
 */
export interface FirstScreen {
  html: string;
  css: string;
}

/**
 * Loads `path` in `page` and returns the store's first render, as it was in the task that
 * committed it (the snapshot the page may hold is gone by then).
 */
export async function captureFirstScreen(page: Page, path = '/'): Promise<FirstScreen> {
  await page.addInitScript(() => {
    void customElements.whenDefined('lab-storefront').then(() => {
      const root = document.querySelector('lab-storefront')?.shadowRoot;
      if (!root) return;
      const observer = new MutationObserver(() => {
        if (![...root.children].some((node) => node.classList.contains('lab-locale'))) return;
        observer.disconnect();
        const css = root.adoptedStyleSheets
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n');
        (window as unknown as { firstScreen: FirstScreen }).firstScreen = { html: root.innerHTML, css };
      });
      observer.observe(root, { childList: true });
    });
  });
  await page.goto(path);
  const screen = await page.waitForFunction(() => (window as unknown as { firstScreen?: FirstScreen }).firstScreen);
  return (await screen.jsonValue()) as FirstScreen;
}

/**
 * The element's own language rule (`src/i18n/locales.ts`, which imports nothing), as the plain
 * JavaScript the page's script runs: compiled by TypeScript from the file itself, so that every
 * tool that writes or checks the snapshot gets the same text.
 */
async function languageRule(): Promise<string> {
  const source = await readFile(new URL('../src/i18n/locales.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  return outputText.replace(/^export /gm, '').trim();
}

/**
 * The snapshot is Home in English for a visitor who is not logged in. A visitor who arrives on
 * another screen (`#/cart`), who is logged in or has a cart (`userToken`, `cart`), or whose store
 * speaks another language (its `lang`, the choice stored as `labLanguage`, the page's language,
 * decided by the element's own rule) sees the store's own first render instead: this script,
 * right after the template, empties the root before anything is painted.
 */
async function onlyForItsVisitors(): Promise<string> {
  return `<script>
  (function (store) {
${await languageRule()}
    var saved = {};
    try {
      saved = { language: localStorage.getItem('labLanguage'), token: localStorage.getItem('userToken'), cart: localStorage.getItem('cart') };
    } catch (error) {}
    var inherited = store.parentElement && store.parentElement.closest('[lang]');
    var locale = resolveLocale(store.getAttribute('lang'), localeOf(saved.language), inherited ? inherited.getAttribute('lang') : null);
    var home = !location.hash.replace(/^#\\/?/, '');
    var anonymous = !saved.token && (!saved.cart || saved.cart === '[]');
    if (!home || !anonymous || locale !== 'en') store.shadowRoot.replaceChildren();
  })(document.currentScript.parentElement);
</script>`;
}

/**
 * The browser renders a declarative shadow root while it parses it: on a slow phone it would paint
 * half a header, then move it as the rest arrives. The snapshot shows once its last node is in.
 */
const wholeOrNothing =
  `div[${snapshotAttribute}] { display: contents }\n` +
  `div[${snapshotAttribute}]:not(:has(> [${snapshotAttribute}-end])) { display: none }`;

/**
 * What a page puts inside its `<lab-storefront>`: the template, then the script above. The
 * snapshot's content is inert: visitors and assistive technology meet the live store only, once
 * it has rendered.
 */
export async function snapshotMarkup({ html, css }: FirstScreen): Promise<string> {
  return (
    `<template shadowrootmode="open"><style ${snapshotAttribute}>${wholeOrNothing}\n${css}</style>` +
    `<div ${snapshotAttribute} inert>${html}<i ${snapshotAttribute}-end hidden></i></div></template>\n${await onlyForItsVisitors()}`
  );
}

const start = '<!-- first-screen snapshot: written by `npm run snapshot` -->';
const end = '<!-- end of the first-screen snapshot -->';


/** `npm run snapshot`: captures the built store's first screen and writes it into the demo store page. */
async function main(): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const { startServer } = await import('../demo/server');
  const server = await startServer({ port: 0, dataDir: await mkdtemp(join(tmpdir(), 'lab-snapshot-')) });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    const markup = await snapshotMarkup(await captureFirstScreen(page));
    const file = new URL('../demo/index.html', import.meta.url);
    await writeFile(file, replaceBetweenMarkers(await readFile(file, 'utf8'), start, end, markup, 'demo/index.html'));
    console.log(`demo/index.html: the first-screen snapshot is ${(markup.length / 1024).toFixed(1)} KB.`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
