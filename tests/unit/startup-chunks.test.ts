// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupChunkGroups } from '../../build/startupChunks';

/**
 * A small store: two hand-named widgets, one new widget, a card whose body loads lazily, the
 * store, and an icons barrel.
 */
const modules: Record<string, { code: string; imports: string[]; lazy?: string[] }> = {
  'widgets/lab-header.ts': { code: "import '../src/core'; import '../src/header';", imports: ['src/core.ts', 'src/header.ts'] },
  'widgets/lab-cart-badge.ts': { code: "import '../src/core'; import '../src/badge';", imports: ['src/core.ts', 'src/badge.ts'] },
  'widgets/lab-new-widget.ts': { code: "import '../src/core'; import '../src/newWidget';", imports: ['src/core.ts', 'src/newWidget.ts'] },
  'widgets/lab-card.ts': {
    code: "import '../src/core'; import '../src/elements/lab-card/element'; import '../src/elements/lab-card/CardFrame';",
    imports: ['src/core.ts', 'src/elements/lab-card/element.ts', 'src/elements/lab-card/CardFrame.tsx'],
  },
  'src/elements/lab-card/CardFrame.tsx': { code: 'export const frame = 1;', imports: [] },
  'widgets/lab-storefront.ts': {
    code: "import '../src/core'; import '../src/header'; import '../src/badge'; import '../src/newWidget'; import '../src/home'; import '../src/elements/lab-card/element';",
    imports: ['src/core.ts', 'src/header.ts', 'src/badge.ts', 'src/newWidget.ts', 'src/home.ts', 'src/elements/lab-card/element.ts'],
  },
  'src/home.ts': {
    code: [
      'export const home = 1;',
      "export const lowerHalf = () => import(/* after first paint */ './components/Home/HomeBelowFold');",
      "export const footer = () => import(/* after first paint, every screen */ './footer');",
    ].join('\n'),
    imports: [],
    lazy: ['src/components/Home/HomeBelowFold.tsx', 'src/footer.ts'],
  },
  'src/footer.ts': { code: 'export const footer = 1;', imports: [] },
  'src/elements/lab-card/element.ts': {
    code: "export const frame = () => import('./CardBody');",
    imports: [],
    lazy: ['src/elements/lab-card/CardBody.tsx'],
  },
  'src/elements/lab-card/CardBody.tsx': {
    code: "import '../../badge'; import '../../components/Price/Price'; import '../../api/client'; import './CardContent';",
    imports: ['src/badge.ts', 'src/components/Price/Price.tsx', 'src/api/client.ts', 'src/elements/lab-card/CardContent.tsx'],
  },
  'src/elements/lab-card/CardContent.tsx': { code: 'export const content = 1;', imports: [] },
  'src/components/Home/HomeBelowFold.tsx': {
    code: "import '../Price/Price'; import '../Shelf/Shelf';",
    imports: ['src/components/Price/Price.tsx', 'src/components/Shelf/Shelf.tsx'],
  },
  'src/components/Price/Price.tsx': { code: 'export const price = 1;', imports: [] },
  'src/components/Shelf/Shelf.tsx': { code: 'export const shelf = 1;', imports: [] },
  'src/api/client.ts': { code: 'export const client = 1;', imports: [] },
  'src/api/search.ts': { code: "import './client';", imports: ['src/api/client.ts'] },
  'src/core.ts': { code: 'export const core = 1;', imports: [] },
  'src/badge.ts': {
    code: [
      "import { Cart } from './icons';",
      "import type { IconProps } from './icons';",
      "// import { Find } from './icons';",
      "/* export { Find } from './icons'; */",
      'const note = "import { Star } from \'./icons\'";',
      'export const badge = [Cart, note];',
    ].join('\n'),
    imports: ['src/icons/index.ts'],
  },
  'src/header.ts': {
    code: "import { Find, Check, type Star } from './icons';\nexport const header = [Find, Check];\nexport const search = () => import('./api/search');",
    imports: ['src/icons/index.ts'],
    lazy: ['src/api/search.ts'],
  },
  'src/newWidget.ts': {
    code: "import { Star, Check } from './icons';\nexport const newWidget = [Star, Check];",
    imports: ['src/icons/index.ts'],
  },
  'src/icons/index.ts': {
    code: [
      '/** Every icon. */',
      "export { Cart } from './Cart';",
      "export { Search as Find } from './Search';",
      "export { Check } from './Check';",
      "export type { IconProps } from './types';",
      "export * from './more';",
    ].join('\n'),
    imports: ['src/icons/Cart.ts', 'src/icons/Search.ts', 'src/icons/Check.ts', 'src/icons/more.ts'],
  },
  'src/icons/Cart.ts': { code: 'export const Cart = 1;', imports: [] },
  'src/icons/Search.ts': { code: 'export const Search = 1;', imports: [] },
  'src/icons/Check.ts': { code: 'export const Check = 1;', imports: [] },
  'src/icons/more.ts': { code: "export { Star } from './Star';", imports: ['src/icons/Star.ts'] },
  'src/icons/Star.ts': { code: 'export const Star = 1;', imports: [] },
  'src/icons/types.ts': { code: 'export interface IconProps { size: number }', imports: [] },
};

const graph = {
  getModuleInfo(id: string) {
    const module = Object.entries(modules).find(([file]) => resolve(file) === id)?.[1];
    if (!module) return null;
    const ids = (files: string[] | undefined) => (files ?? []).map((file) => resolve(file));
    return { code: module.code, importedIds: ids(module.imports), dynamicallyImportedIds: ids(module.lazy) };
  },
};

const element = (tag: string, widget = true) => ({ tag, source: `widgets/${tag}.ts`, widget });
const groups = startupChunkGroups(
  [
    element('lab-storefront', false),
    element('lab-header'),
    element('lab-cart-badge'),
    element('lab-new-widget'),
    element('lab-card'),
  ],
  [],
  (file) => graph.getModuleInfo(file)?.code ?? '',
);
/** The start-up chunk a module goes to, as rolldown asks: by priority, the first group that takes it. */
const groupOf = (file: string) =>
  [...groups]
    .sort((a, b) => b.priority - a.priority)
    .map((group) => group.name(resolve(file), graph))
    .find((name) => name !== null) ?? null;

describe('start-up chunk groups', () => {
  it('put what every widget loads in the shared chunk, and what only the store loads in its own', () => {
    expect(groupOf('src/core.ts')).toBe('shared');
    expect(groupOf('src/home.ts')).toBe('storefront');
  });

  it('leave each entry module to its own file, so no chunk defines another page’s tag', () => {
    expect(groupOf('widgets/lab-header.ts')).toBeNull();
  });

  it('follow a barrel only for the names taken from it, renamed or through export *', () => {
    expect(groupOf('src/icons/Cart.ts')).toBe('cart');
    expect(groupOf('src/icons/Search.ts')).toBe('header');
    expect(groupOf('src/icons/Star.ts')).toBe('lab-new-widget');
  });

  it('ignore type-only imports and re-exports, and imports written in comments or strings', () => {
    expect(groupOf('src/icons/types.ts')).toBeNull();
    // The header takes Star as a type only, the badge names Star and Find in a comment and a string.
    expect(groupOf('src/icons/Star.ts')).not.toBe('header');
    expect(groupOf('src/icons/Search.ts')).not.toBe('cart');
  });

  it("put a small part that a widget would take from another group's chunk in shared", () => {
    // The new widget and the header both show Check: in the header's chunk it would bring the
    // whole header to a page with the new widget alone.
    expect(groupOf('src/icons/Check.ts')).toBe('shared');
    expect(groupOf('src/icons/Search.ts')).toBe('header');
  });

  it("give a new widget a group of its own, named after its tag, not the header's", () => {
    expect(groupOf('src/newWidget.ts')).toBe('lab-new-widget');
  });

  it("put what only a widget's own file loads at start-up, not the store, in that widget's own group", () => {
    expect(groupOf('src/elements/lab-card/CardFrame.tsx')).toBe('lab-card-own');
  });

  it("put a widget's lazy body in one group of its own, which the store's start-up never loads", () => {
    expect(groupOf('src/elements/lab-card/element.ts')).toBe('lab-card');
    expect(groupOf('src/elements/lab-card/CardBody.tsx')).toBe('lab-card-body');
    expect(groupOf('src/elements/lab-card/CardContent.tsx')).toBe('lab-card-body');
  });

  it('give what a body shares with the store after its first paint, or with another widget on demand, groups of their own', () => {
    expect(groupOf('src/components/Price/Price.tsx')).toBe('after-paint');
    expect(groupOf('src/api/client.ts')).toBe('on-demand');
    // Home's lower half alone is no body's: rolldown splits it.
    expect(groupOf('src/components/Home/HomeBelowFold.tsx')).toBeNull();
    expect(groupOf('src/components/Shelf/Shelf.tsx')).toBeNull();
  });

  it('put what the store loads after the first paint of every screen, as its import says, in the footer group', () => {
    expect(groupOf('src/footer.ts')).toBe('footer');
  });

  it('leave what a body shares with a start-up chunk in that chunk', () => {
    expect(groupOf('src/badge.ts')).toBe('cart');
  });
});
