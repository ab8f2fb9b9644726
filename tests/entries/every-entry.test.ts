import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementDocs } from '../../src/elements/elementList';

/**
 * Three sources that must name the same elements, each read on its own: the element folders (the
 * store's file defines every folder's class, listed or not), the entry files interface §2 fixes
 * (widgets/, but for the autoloader and the analytics bridge, which are no element), and the list.
 */
const folders = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const loaderEntries = ['lab-analytics.ts', 'lab-autoloader.ts'];
const entryFiles = readdirSync('widgets')
  .filter((file) => !loaderEntries.includes(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();
const listed = elementDocs.map((element) => element.spec.tag).sort();

describe('the entry tests', () => {
  it('cover every element folder and entry file, so a new widget cannot ship without its texts checked', () => {
    const untested = [...new Set([...folders, ...entryFiles])].filter(
      (tag) => !existsSync(`src/elements/${tag}/${tag}.entry.test.ts`),
    );
    expect(untested).toEqual([]);
  });

  it('find an element in the list for every entry file, so no entry ships unlisted', () => {
    expect(entryFiles).toEqual(listed);
  });

  it('find an element in the list for every element folder, so the store defines no unlisted tag', () => {
    expect(folders).toEqual(listed);
  });
});
