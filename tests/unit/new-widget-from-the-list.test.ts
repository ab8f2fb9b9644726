// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementEntries } from '../../build/elementEntries';
import { startupChunkGroups } from '../../build/startupChunks';
import { defaultElementBudget, sizeBudgets } from '../../build/sizeBudgets';
import { elementDocs } from '../../src/elements/elementList';

/** A widget that is only a line of the list: no budget, chunk group or entry written for it. */
const newWidget = { spec: { tag: 'lab-new-widget' }, file: 'dist/widgets/lab-new-widget.js' };
const list = [...elementDocs, newWidget];

/** Its entry imports one module of its own and one it shares with the store. */
const imports: Readonly<Record<string, string[]>> = {
  'widgets/lab-new-widget.ts': ['src/newWidgetOwn.ts', 'src/newWidgetShared.ts'],
  'widgets/lab-storefront.ts': ['src/newWidgetShared.ts'],
};
const graph = {
  getModuleInfo(id: string) {
    const file = Object.keys(imports).find((source) => resolve(source) === id);
    const importedIds = (file ? (imports[file] ?? []) : []).map((source) => resolve(source));
    return { code: '', importedIds, dynamicallyImportedIds: [] };
  },
};

describe('a new widget of the element list', () => {
  it('is built from its entry file into dist/widgets/', () => {
    expect(elementEntries(list)).toContainEqual({
      tag: 'lab-new-widget',
      source: 'widgets/lab-new-widget.ts',
      output: 'widgets/lab-new-widget',
      widget: true,
    });
  });

  it('is measured against the default budget until a figure of its own is argued', () => {
    const budget = sizeBudgets(list).find((entry) => entry.name === 'lab-new-widget');
    expect(budget).toEqual({ name: 'lab-new-widget', entries: ['widgets/lab-new-widget.js'], ...defaultElementBudget });
  });

  it('gets start-up chunk groups of its own, named after its tag', () => {
    const groups = [...startupChunkGroups(elementEntries(list), [])].sort((a, b) => b.priority - a.priority);
    const groupOf = (file: string) => groups.map((group) => group.name(resolve(file), graph)).find((name) => name !== null);
    expect(groupOf('src/newWidgetOwn.ts')).toBe('lab-new-widget-own');
    expect(groupOf('src/newWidgetShared.ts')).toBe('lab-new-widget');
  });
});
