import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, docsTablePages, docsTables, fillGeneratedSections } from '../../build/elementDocs';
import { readThemeTokens } from '../../build/themeTokens';
import { elementDocs } from '../../src/elements/elementList';

const tokensCss = readFileSync('src/styles/tokens.css', 'utf8');

describe('the documentation generated from the element definitions', () => {
  it('is what the docs pages show (run `npm run docs` after changing a definition)', () => {
    const tables = docsTables(elementDocs, readThemeTokens(tokensCss));
    for (const [path, names] of Object.entries(docsTablePages)) {
      const page = readFileSync(path, 'utf8');
      expect(fillGeneratedSections(page, tables, names, path), path).toBe(page);
    }
  });

  it('shows every generated table on one page', () => {
    const shown = Object.values(docsTablePages).flat();
    expect(shown.toSorted()).toEqual(Object.keys(docsTables(elementDocs, [])).toSorted());
  });

  it('gives the manifest every tag with its typed properties, events and parts', () => {
    const manifest = customElementsManifest(elementDocs, readThemeTokens(tokensCss), '1.2.3');
    const panel = manifest.modules.find((module) => module.path === 'dist/widgets/lab-login-panel.js');
    const declaration = panel?.declarations[0];
    // interface §2's tables of elements and build files, written out here: the contract the
    // manifest must describe, whatever the list says. Every element also takes `api-base`, `lang`
    // and `partner` (interface §2).
    const contract: Record<string, { file: string; attributes: string[] }> = {
      'lab-storefront': {
        file: 'dist/lab-storefront.js',
        attributes: ['support-phone', 'support-email', 'whatsapp-number', 'address', 'accreditation', 'loading', 'booking'],
      },
      'lab-header': { file: 'dist/widgets/lab-header.js', attributes: ['store-url'] },
      'lab-cart-badge': { file: 'dist/widgets/lab-cart-badge.js', attributes: ['store-url'] },
      'lab-search-box': { file: 'dist/widgets/lab-search-box.js', attributes: ['store-url'] },
      'lab-pincode-checker': { file: 'dist/widgets/lab-pincode-checker.js', attributes: [] },
      'lab-login-panel': { file: 'dist/widgets/lab-login-panel.js', attributes: ['open'] },
      'lab-test-card': { file: 'dist/widgets/lab-test-card.js', attributes: ['test-id', 'store-url'] },
      'lab-package-compare': { file: 'dist/widgets/lab-package-compare.js', attributes: ['test-ids', 'store-url'] },
    };
    const described = Object.fromEntries(
      manifest.modules.map((module) => [
        module.declarations[0]?.tagName ?? '',
        {
          file: module.path,
          attributes: (module.declarations[0]?.attributes ?? []).map((attribute: { name: string }) => attribute.name).sort(),
        },
      ]),
    );
    expect(Object.keys(described).sort()).toEqual(Object.keys(contract).sort());
    for (const [tag, { file, attributes }] of Object.entries(contract)) {
      expect(described[tag], tag).toEqual({ file, attributes: [...attributes, 'api-base', 'lang', 'partner'].sort() });
    }
    expect(declaration?.members).toContainEqual(
      expect.objectContaining({ name: 'open', type: { text: 'boolean' }, attribute: 'open', reflects: true }),
    );
    expect(declaration?.members).toContainEqual(
      expect.objectContaining({ name: 'apiBase', type: { text: 'string | null' }, attribute: 'api-base' }),
    );
    expect(declaration?.events).toEqual([
      { name: 'lab-login', type: { text: 'CustomEvent<{ userId: string }>' }, description: 'A login succeeded.' },
      {
        name: 'lab-login-panel-toggle',
        type: { text: 'CustomEvent<{ open: boolean }>' },
        description:
          "The element's login panel opened or closed, by any means (its close button, Escape, the backdrop, a login, the open property).",
      },
    ]);
  });
});

describe('reading the theme tokens with a CSS parser', () => {
  it('takes each public token, its whole default and the comment above its group', () => {
    const css = `:host {
      /* Brand; colours, "quoted" */
      --_color: var(--lab-color, #fff);
      --_font: var(--lab-font, 'A, B', url("x,y.woff"), sans-serif);
      /* --_fake: var(--lab-fake, 1px); */
      --_internal: 4px;
      --_shadow: var(--lab-shadow, 0 1px 2px rgb(0 0 0 / 0.1), 0 2px 4px rgb(0 0 0 / 0.2));
    }`;
    expect(readThemeTokens(css)).toEqual([
      { name: '--lab-color', default: '#fff', description: 'Brand; colours, "quoted"' },
      { name: '--lab-font', default: `'A, B', url("x,y.woff"), sans-serif`, description: 'Brand; colours, "quoted"' },
      {
        name: '--lab-shadow',
        default: '0 1px 2px rgb(0 0 0 / 0.1), 0 2px 4px rgb(0 0 0 / 0.2)',
        description: '--_fake: var(--lab-fake, 1px);',
      },
    ]);
  });

  it('reads a multi-line block comment as one line of prose', () => {
    const css = `:host {
      /*
       * Type: the face and the base size. Latin faces first,
       * then the Kannada faces.
       */
      --_font: var(--lab-font, serif);
    }`;
    expect(readThemeTokens(css)[0]?.description).toBe(
      'Type: the face and the base size. Latin faces first, then the Kannada faces.',
    );
  });

  it('gives the docs tables whole rows: no line break or comment star inside a cell', () => {
    const tables = docsTables(elementDocs, readThemeTokens(tokensCss));
    for (const table of Object.values(tables)) {
      for (const row of table.split('\n')) {
        expect(row).toMatch(/^\|.*\|$/);
        expect(row).not.toMatch(/\s\*\s/);
      }
    }
  });

  it('finds every public token of the bundle', () => {
    const names = readThemeTokens(tokensCss).map((token) => token.name);
    expect(names).toContain('--lab-color-primary');
    expect(names).toContain('--lab-font-family');
    expect(names).toHaveLength(new Set(tokensCss.match(/--lab-[\w-]+/g)).size);
  });
});
