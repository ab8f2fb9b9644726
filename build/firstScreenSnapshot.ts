import { readdir, readFile } from 'node:fs/promises';
import ts from 'typescript';
import { builtRenderElement } from './builtServerRenderer';
import { compactSvg, svgDataUri } from './inlineImages';
import { snapshotAttribute } from '../src/elementRuntime/firstScreenSnapshot';
import { locales } from '../src/i18n/locales';

/**
 * The store's first screen as a declarative shadow root (`<template shadowrootmode="open">`), for
 * the demo store page to inline in its `<lab-storefront>`: the browser paints it from the HTML
 * alone, long before the store's scripts arrive, and the store takes it over at its first render
 * (no layout shift). It comes from the server renderer every element uses,
 * `@lab/storefront/server` (the built `dist/server/`), which renders the same components the
 * store's first render in the browser does.
 */
async function firstScreen(): Promise<string> {
  const renderElement = await builtRenderElement();
  const html = await renderElement('lab-storefront', {});
  return html.slice(html.indexOf('<template'), html.lastIndexOf('</template>') + '</template>'.length);
}

/** An attribute value as React writes it in HTML. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The server renderer inlines the bundle's pictures (a host's server has no copy of our files);
 * the store page loads `dist/` by URL, where each picture is a file of its own
 * (`dist/images/<name>-<hash>.svg`). The snapshot shows them at that address, so the browser
 * fetches each once, with the page, and the store's first render finds it there: no picture
 * blinks as the store takes the snapshot's place.
 */
async function withPicturesByAddress(html: string): Promise<string> {
  const root = new URL('../', import.meta.url);
  const emitted = await readdir(new URL('dist/images/', root));
  let result = html;
  for (const name of await readdir(new URL('src/images/', root))) {
    const svg = await readFile(new URL(`src/images/${name}`, root), 'utf8');
    const stem = name.replace(/\.svg$/, '');
    const candidates = emitted.filter((file) => new RegExp(`^${stem}-[\\w-]{8}\\.svg$`).test(file));
    const contents = await Promise.all(candidates.map((file) => readFile(new URL(`dist/images/${file}`, root), 'utf8')));
    const file = candidates.find((_, index) => contents[index] === compactSvg(svg));
    if (!file) throw new Error(`dist/images/ has no ${stem}-<hash>.svg of the current picture: run npm run build`);
    result = result.replaceAll(escapeAttribute(svgDataUri(svg)), `/dist/images/${file}`);
  }
  return result;
}

/**
 * The element's own language rule (`src/i18n/locales.ts`, which imports only the codes of the
 * languages), as the plain JavaScript the page's script runs: compiled by TypeScript from the file
 * itself, after the codes as the build writes them (build/evaluateAtBuild.ts), so that every tool
 * that writes or checks the snapshot gets the same text.
 */
async function languageRule(): Promise<string> {
  const source = await readFile(new URL('../src/i18n/locales.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  const rule = outputText.replace(/^(import|export) .*;\n/gm, '').replace(/^export /gm, '');
  return `const locales = [${locales.map((locale) => `'${locale}'`).join(', ')}];\n${rule}`.trim();
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
 * What the demo store page puts inside its `<lab-storefront>`: the template, then the script
 * above. On this page the snapshot is inert: it may be emptied by that script, and visitors and
 * assistive technology meet the live store only, once it has rendered.
 */
export async function snapshotMarkup(): Promise<string> {
  const inert = (await withPicturesByAddress(await firstScreen())).replace(
    `<div ${snapshotAttribute}>`,
    `<div ${snapshotAttribute} inert>`,
  );
  return `${inert}\n${await onlyForItsVisitors()}`;
}
