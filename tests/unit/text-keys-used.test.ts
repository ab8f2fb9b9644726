// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishAreas } from './support/englishAreas';

const source = join(import.meta.dirname, '../../src');

function modulesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A text file: an area of texts in a language (`src/i18n/<locale>/`, an element's `texts/en/`). */
const isTextFile = (path: string) => /^i18n\/[a-z]{2}\/|\/texts\/en\//.test(relative(source, path));
const code = modulesUnder(source)
  .filter((path) => !isTextFile(path))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

/** Every key code writes out whole, as a string. */
const written = new Set([...code.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map(([, key]) => key));

/** Every key code builds from a template (`homeSamples.${id}.name`), as a pattern. */
const built = [...code.matchAll(/`([a-zA-Z][\w-]*\.[^`\s]*\$\{[^`\s]*)`/g)].map(
  ([, template = '']) =>
    new RegExp(`^${template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`),
);

/** `comparison.differences.one` is used as `t.plural('comparison.differences', n)`. */
const pluralBase = (key: string) => key.replace(/\.(zero|one|two|few|many|other)$/, '');

const isUsed = (key: string) =>
  written.has(key) || written.has(pluralBase(key)) || built.some((pattern) => pattern.test(key) || pattern.test(pluralBase(key)));

describe('the texts', () => {
  it('hold no key that no code uses: a text no screen shows is a translation nobody reads', () => {
    const keys = Object.values(englishAreas).flatMap((area) => Object.keys(area));
    expect(keys.length).toBeGreaterThan(400);
    expect(keys.filter((key) => !isUsed(key))).toEqual([]);
  });
});
