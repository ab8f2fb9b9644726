import { describe, expect, it } from 'vitest';
import type { BundleIntegrity } from '../../build/bundleIntegrity';
import { reservedRoom } from '../../docs/.vitepress/theme/builder/reservedRoom';
import { snippet, snippetKinds, type Embed } from '../../docs/.vitepress/theme/builder/snippets';

const card: Embed = {
  tag: 'lab-test-card',
  file: 'widgets/lab-test-card.js',
  attributes: [
    ['test-id', 'thyroid-profile-total'],
    ['partner', 'green-valley-clinic'],
  ],
  tokens: [['--lab-color-primary', '#3730a3']],
  reservedRoom: reservedRoom('lab-test-card'),
  cdnBase: 'https://cdn.example/lab/dist',
};
const markup = '<lab-test-card test-id="thyroid-profile-total" partner="green-valley-clinic"';

describe('the embed builder snippets', () => {
  it('give a CMS page the script from the CDN base, the room-keeping and theme CSS, and the element', () => {
    expect(snippet('HTML (CMS)', card)).toBe(
      [
        '<script type="module" src="https://cdn.example/lab/dist/widgets/lab-test-card.js"></script>',
        '<style>',
        '  lab-test-card:not(:defined) { display: block; min-height: 224px; }',
        '  @media (max-width: 520px) { lab-test-card:not(:defined) { min-height: 340px; } }',
        '  lab-test-card { --lab-color-primary: #3730a3; }',
        '</style>',
        `${markup}></lab-test-card>`,
      ].join('\n'),
    );
  });

  it('import the element file by its package subpath in every framework, with the element and its CSS', () => {
    for (const kind of snippetKinds.filter((candidate) => candidate !== 'HTML (CMS)')) {
      const text = snippet(kind, card);
      expect(text, kind).toContain("'@lab/storefront/lab-test-card'");
      expect(text, kind).toContain(markup);
      expect(text, kind).toMatch(/lab-test-card:not\(:defined\)\)? { display: block; min-height: 224px; }/);
    }
  });

  it('write each framework its own way', () => {
    expect(snippet('React', card)).toContain('<style href="lab-test-card" precedence="default">');
    expect(snippet('Next.js', card)).toMatch(/^'use client';[\s\S]*useEffect\(\(\) => \{\n {4}void import\('@lab\/storefront\/lab-test-card'\);/);
    expect(snippet('Vue', card)).toContain("isCustomElement: (tag) => tag.startsWith('lab-')");
    expect(snippet('Svelte', card)).toContain(':global(lab-test-card:not(:defined))');
    expect(snippet('Angular', card)).toContain('schemas: [CUSTOM_ELEMENTS_SCHEMA]');
  });

  it('keep values as text: quotes in attributes and backticks in template literals are escaped', () => {
    const tricky: Embed = { ...card, attributes: [['store-url', '/store?a="1"&b=`x`${y}']] };
    expect(snippet('HTML (CMS)', tricky)).toContain('store-url="/store?a=&quot;1&quot;&amp;b=`x`${y}"');
    expect(snippet('Angular', tricky)).toContain('b=\\`x\\`\\${y}');
  });

  it('leave the style out for an element that takes no room and has no theme', () => {
    const panel: Embed = { ...card, tag: 'lab-login-panel', attributes: [], tokens: [], reservedRoom: reservedRoom('lab-login-panel') };
    expect(snippet('HTML (CMS)', panel)).not.toContain('<style>');
    expect(snippet('Angular', panel)).not.toContain('ViewEncapsulation');
  });

  it("with the bundle's hashes, give the script its integrity and its chunks' in an import map before it", () => {
    const integrity: BundleIntegrity = {
      algorithm: 'sha384',
      files: { 'widgets/lab-test-card.js': 'sha384-card', 'chunks/shared-A.js': 'sha384-shared', 'chunks/cart-B.js': 'sha384-cart' },
      imports: { 'widgets/lab-test-card.js': ['chunks/cart-B.js', 'chunks/shared-A.js'] },
    };
    const lines = snippet('HTML (CMS)', { ...card, cdnBase: 'https://cdn.example/npm/@lab/storefront@1.2.3/dist/', integrity }).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      '<script type="importmap">',
      '{ "integrity": {',
      '    "https://cdn.example/npm/@lab/storefront@1.2.3/dist/chunks/cart-B.js": "sha384-cart",',
      '    "https://cdn.example/npm/@lab/storefront@1.2.3/dist/chunks/shared-A.js": "sha384-shared"',
      '} }',
      '</script>',
      '<script type="module" src="https://cdn.example/npm/@lab/storefront@1.2.3/dist/widgets/lab-test-card.js" integrity="sha384-card" crossorigin="anonymous"></script>',
    ]);
    expect(JSON.parse(lines.slice(1, 5).join('\n'))).toEqual({
      integrity: {
        'https://cdn.example/npm/@lab/storefront@1.2.3/dist/chunks/cart-B.js': 'sha384-cart',
        'https://cdn.example/npm/@lab/storefront@1.2.3/dist/chunks/shared-A.js': 'sha384-shared',
      },
    });
  });
});
