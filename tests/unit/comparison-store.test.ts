import { afterEach, describe, expect, it, vi } from 'vitest';
import { includesSeveralTests } from '../../src/lib/includedTests';
import type { LabTest } from '../../src/domain/labTest';
import { freshModuleCopy } from './support/freshModuleCopy';
import { cbc } from './support/sampleTests';

const withGroups = (includedTests: LabTest['includedTests']): LabTest => ({ ...cbc, includedTests });

/** The store as a fresh page loads it: its storage opened anew, as after a reload of the tab. */
const freshStore = () => freshModuleCopy<typeof import('../../src/stores/comparison')>('src/stores/comparison/index.ts');

const pkg = (id: string) => ({ id, name: `Package ${id}` });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('marking packages for comparison', () => {
  it('marks and unmarks a package, keeping the order they were marked in', async () => {
    const { $comparedPackages, toggleComparedPackage, unmarkComparedPackage } = await freshStore();
    expect(toggleComparedPackage(pkg('a'))).toBe('marked');
    expect(toggleComparedPackage(pkg('b'))).toBe('marked');
    expect(toggleComparedPackage(pkg('a'))).toBe('unmarked');
    expect(toggleComparedPackage(pkg('c'))).toBe('marked');
    expect($comparedPackages.get()).toEqual([pkg('b'), pkg('c')]);
    unmarkComparedPackage('b');
    expect($comparedPackages.get()).toEqual([pkg('c')]);
  });

  it('refuses a fourth package and keeps the three', async () => {
    const { $comparedPackages, toggleComparedPackage } = await freshStore();
    for (const id of ['a', 'b', 'c']) toggleComparedPackage(pkg(id));
    expect(toggleComparedPackage(pkg('d'))).toBe('refused');
    expect($comparedPackages.get().map((mark) => mark.id)).toEqual(['a', 'b', 'c']);
    expect(toggleComparedPackage(pkg('b'))).toBe('unmarked');
    expect(toggleComparedPackage(pkg('d'))).toBe('marked');
  });

  it('lasts across a reload of the tab, in session storage, ignoring what is malformed', async () => {
    const first = await freshStore();
    first.toggleComparedPackage(pkg('a'));
    first.toggleComparedPackage(pkg('b'));
    expect(JSON.parse(sessionStorage.getItem('labCompare') ?? '')).toEqual([pkg('a'), pkg('b')]);
    expect(localStorage.getItem('labCompare')).toBeNull();
    expect((await freshStore()).$comparedPackages.get()).toEqual([pkg('a'), pkg('b')]);
    sessionStorage.setItem('labCompare', '[{"id":"x","name":"X"},{"id":5},"y",{"id":"z","name":"Z"}]');
    expect((await freshStore()).$comparedPackages.get()).toEqual([{ id: 'x', name: 'X' }, { id: 'z', name: 'Z' }]);
    sessionStorage.setItem('labCompare', 'not json');
    expect((await freshStore()).$comparedPackages.get()).toEqual([]);
  });

  it('keeps the marks in memory for the page when session storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { $comparedPackages, toggleComparedPackage } = await freshStore();
    expect(toggleComparedPackage(pkg('a'))).toBe('marked');
    expect($comparedPackages.get()).toEqual([pkg('a')]);
  });
});

describe("a product screen's Compare box", () => {
  it('shows for a test that includes two or more tests, in one group or several; not for a single test', () => {
    expect(includesSeveralTests(withGroups([{ category: 'Thyroid', tests: ['T3', 'T4', 'TSH'] }]))).toBe(true);
    expect(includesSeveralTests(withGroups([{ category: 'CBC', tests: ['CBC'] }, { category: 'Lipid Profile', tests: ['LDL'] }]))).toBe(true);
    expect(includesSeveralTests(withGroups([{ category: 'Diabetes', tests: ['HbA1c'] }]))).toBe(false);
    expect(includesSeveralTests(withGroups([]))).toBe(false);
  });
});
