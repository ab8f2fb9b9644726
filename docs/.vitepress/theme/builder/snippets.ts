import type { BundleIntegrity } from '../../../../build/bundleIntegrity';
import type { CssRule } from './reservedRoom';

/**
 * The snippets the builder copies: one element with its attributes, its script or import, and
 * the CSS that keeps its room and sets the theme, written the way each host writes them (docs/guide/frameworks.md,
 * "Use with React / Vue / Svelte / Angular"; Next.js imports the element after the first render,
 * since its file defines a class that needs the browser).
 */
export interface Embed {
  tag: string;
  /** The element's file in the bundle, e.g. `widgets/lab-test-card.js`. */
  file: string;
  /** Attribute name → value; `true` for a boolean attribute that is present. */
  attributes: [string, string | true][];
  tokens: [string, string][];
  reservedRoom: CssRule[];
  cdnBase: string;
  /** dist/integrity.json of the bundle the snippet loads; without it the script has no hashes. */
  integrity?: BundleIntegrity;
}

export const snippetKinds = ['HTML (CMS)', 'React', 'Vue', 'Svelte', 'Angular', 'Next.js'] as const;
export type SnippetKind = (typeof snippetKinds)[number];

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function elementMarkup(embed: Embed, selfClosing: boolean): string {
  const attributes = embed.attributes
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return selfClosing ? `<${embed.tag}${attributes} />` : `<${embed.tag}${attributes}></${embed.tag}>`;
}

function cssRules(embed: Embed): CssRule[] {
  const theme = embed.tokens.map(([name, value]) => `${name}: ${value};`).join(' ');
  return [...embed.reservedRoom, ...(theme ? [{ selector: embed.tag, declarations: theme }] : [])];
}

function css(embed: Embed, indent: string, selector: (plain: string) => string = (plain) => plain): string {
  return cssRules(embed)
    .map((rule) => {
      const body = `${selector(rule.selector)} { ${rule.declarations} }`;
      return `${indent}${rule.media ? `@media ${rule.media} { ${body} }` : body}`;
    })
    .join('\n');
}

const componentName = (tag: string) =>
  tag.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
const importPath = (tag: string) => `@lab/storefront/${tag}`;
// Template literals in the snippets: a backtick or `${` in a value must stay text.
const templateText = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');

/**
 * The tags that load `file` (e.g. `widgets/lab-test-card.js`) from `base`. With the bundle's
 * hashes, the script carries its own (`integrity`, `crossorigin` for the CDN's CORS response)
 * and an import map's `integrity` section those of every chunk it can import, which browsers
 * that support it (Chromium) check as they load each chunk (docs/guide/installing.md).
 */
export function scriptTags(base: string, file: string, integrity?: BundleIntegrity): string[] {
  const root = base.replace(/\/?$/, '/');
  const src = escapeAttribute(`${root}${file}`);
  const hash = integrity?.files[file];
  if (!integrity || !hash) return [`<script type="module" src="${src}"></script>`];
  // `<` as \u003c in the JSON: a base typed into the builder cannot end the script element.
  const address = (chunk: string) => JSON.stringify(`${root}${chunk}`).replaceAll('<', '\\u003c');
  const chunks = (integrity.imports[file] ?? []).map((chunk) => `    ${address(chunk)}: "${integrity.files[chunk]}"`);
  const importMap = ['<script type="importmap">', '{ "integrity": {', chunks.join(',\n'), '} }', '</script>'];
  return [
    ...(chunks.length > 0 ? importMap : []),
    `<script type="module" src="${src}" integrity="${hash}" crossorigin="anonymous"></script>`,
  ];
}

function html(embed: Embed): string {
  const style = css(embed, '  ');
  return [
    ...scriptTags(embed.cdnBase, embed.file, embed.integrity),
    ...(style ? ['<style>', style, '</style>'] : []),
    elementMarkup(embed, false),
  ].join('\n');
}

function reactStyle(embed: Embed, indent: string): string[] {
  const style = css(embed, '');
  return style ? [`${indent}<style href="${embed.tag}" precedence="default">{\`${templateText(style)}\`}</style>`] : [];
}

/** What a React component returns: the room and theme as a hoisted `<style>` (React 19), then the element. */
function reactElement(embed: Embed): string[] {
  return ['  return (', '    <>', ...reactStyle(embed, '      '), `      ${elementMarkup(embed, true)}`, '    </>', '  );', '}'];
}

function react(embed: Embed): string {
  return [
    `import '${importPath(embed.tag)}';`,
    `import type {} from '@lab/storefront/jsx';`,
    '',
    `export function ${componentName(embed.tag)}() {`,
    ...reactElement(embed),
  ].join('\n');
}

function next(embed: Embed): string {
  return [
    `'use client';`,
    `import { useEffect } from 'react';`,
    `import type {} from '@lab/storefront/jsx';`,
    '',
    `// The element's file needs the browser: it is imported after the first render, never on the server.`,
    `export default function ${componentName(embed.tag)}() {`,
    `  useEffect(() => {`,
    `    void import('${importPath(embed.tag)}');`,
    '  }, []);',
    ...reactElement(embed),
  ].join('\n');
}

function vue(embed: Embed): string {
  const style = css(embed, '');
  return [
    `<!-- vite.config.ts: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('lab-') } } }) -->`,
    '<script setup lang="ts">',
    `import '${importPath(embed.tag)}';`,
    `import type {} from '@lab/storefront/vue';`,
    '</script>',
    '',
    '<template>',
    `  ${elementMarkup(embed, false)}`,
    '</template>',
    ...(style ? ['', '<style>', style, '</style>'] : []),
  ].join('\n');
}

function svelte(embed: Embed): string {
  const style = css(embed, '  ', (selector) => `:global(${selector})`);
  return [
    '<script lang="ts">',
    `  import '${importPath(embed.tag)}';`,
    `  import type {} from '@lab/storefront/svelte';`,
    '</script>',
    '',
    elementMarkup(embed, false),
    ...(style ? ['', '<style>', style, '</style>'] : []),
  ].join('\n');
}

function angular(embed: Embed): string {
  const style = css(embed, '');
  return [
    `import { Component, CUSTOM_ELEMENTS_SCHEMA${style ? ', ViewEncapsulation' : ''} } from '@angular/core';`,
    `import '${importPath(embed.tag)}';`,
    '',
    '@Component({',
    `  selector: 'app-${embed.tag}',`,
    '  schemas: [CUSTOM_ELEMENTS_SCHEMA],',
    // The room is kept before the element is defined, from the page's styles, not the component's.
    ...(style ? ['  encapsulation: ViewEncapsulation.None,'] : []),
    `  template: \`${templateText(elementMarkup(embed, false))}\`,`,
    ...(style ? [`  styles: [\`${templateText(style)}\`],`] : []),
    '})',
    `export class ${componentName(embed.tag)}Component {}`,
  ].join('\n');
}

export function snippet(kind: SnippetKind, embed: Embed): string {
  switch (kind) {
    case 'HTML (CMS)':
      return html(embed);
    case 'React':
      return react(embed);
    case 'Vue':
      return vue(embed);
    case 'Svelte':
      return svelte(embed);
    case 'Angular':
      return angular(embed);
    case 'Next.js':
      return next(embed);
  }
}
