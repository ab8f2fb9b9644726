import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The autoloader only loads the other entries' files and the analytics bridge shows nothing: no texts of their own. */
const showsNoText = new Set(['lab-autoloader.ts', 'lab-analytics.ts']);

describe('the entry tests', () => {
  it('cover every element entry, so a new widget cannot ship without its texts checked', () => {
    const entries = readdirSync('widgets').filter((file) => /^lab-.*\.ts$/.test(file) && !showsNoText.has(file));
    const tests = new Set(readdirSync('tests/entries'));
    expect(entries.filter((file) => !tests.has(file.replace(/\.ts$/, '.test.ts')))).toEqual([]);
  });
});
