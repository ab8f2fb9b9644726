import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementDocs } from '../../src/elements/elementList';

describe('the entry tests', () => {
  it('cover every element entry, so a new widget cannot ship without its texts checked', () => {
    const untested = elementDocs
      .map((element) => element.spec.tag)
      .filter((tag) => !existsSync(`src/elements/${tag}/${tag}.entry.test.ts`));
    expect(untested).toEqual([]);
  });

  it('find an element in the list for every entry file, so no entry ships unlisted', () => {
    // The autoloader and the analytics bridge load or forward; they are no element.
    const loaderEntries = ['lab-analytics.ts', 'lab-autoloader.ts'];
    const elementEntries = readdirSync('widgets').filter((file) => !loaderEntries.includes(file));
    expect(elementEntries.sort()).toEqual(elementDocs.map((element) => `${element.spec.tag}.ts`).sort());
  });
});
