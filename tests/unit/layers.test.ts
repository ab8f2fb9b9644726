// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops } from './support/importGraph';

/**
 * The floors of src/, the ground floor first (docs/contributing/architecture.md, Layers). A module
 * imports from its own folder or from a floor below its own; the folders of one floor know
 * nothing of each other. `.` is the package's top-level type modules (index.ts, jsx.ts…).
 */
const floors: readonly (readonly string[])[] = [
  ['domain'],
  ['i18n', 'consent'],
  ['lib', 'analytics'],
  ['api'],
  ['stores'],
  ['hooks', 'router'],
  ['elementRuntime'],
  ['components'],
  ['elements'],
  ['server', 'autoloader', '.'],
];

/** `src/stores/cart/index.ts` → `stores`; `src/index.ts` → `.`. */
const folderOf = (module: string) => {
  const [, folder, ...rest] = module.split('/');
  return rest.length === 0 ? '.' : (folder ?? '.');
};
const floorOf = (module: string) => floors.findIndex((floor) => floor.includes(folderOf(module)));

const source = importGraph('src');
const imports = [...source].flatMap(([importer, imported]) => imported.map((module) => ({ importer, module })));

describe('the layers of src/ run one way', () => {
  it('puts every module of src/ on a floor', () => {
    expect([...source.keys()].filter((module) => floorOf(module) === -1)).toEqual([]);
  });

  it('has no module import from a floor above its own, nor from another folder of its floor', () => {
    const against = imports.filter(
      ({ importer, module }) => folderOf(importer) !== folderOf(module) && floorOf(module) >= floorOf(importer),
    );
    expect(against.map(({ importer, module }) => `${importer} -> ${module}`)).toEqual([]);
  });

  it('has no modules of src/ that import each other in a loop', () => {
    expect(importLoops(source)).toEqual([]);
  });

  it('has no modules of the reference API (demo/api) that import each other in a loop', () => {
    expect(importLoops(importGraph('demo/api'))).toEqual([]);
  });
});

describe('the tools and the tests stand apart', () => {
  /** `from`'s imports of modules under `to`, tests included. */
  const importsAcross = (from: string, to: string) =>
    [...importGraph(from, { withTests: true })].flatMap(([importer, imported]) =>
      imported.filter((module) => module.startsWith(`${to}/`)).map((module) => `${importer} -> ${module}`),
    );

  it('has scripts/ import nothing of tests/ and tests/ nothing of scripts/: what both need lives in a third place', () => {
    expect([...importsAcross('scripts', 'tests'), ...importsAcross('tests', 'scripts')]).toEqual([]);
  });
});
