import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleIntegrity } from '../../build/bundleIntegrity';

/** A small dist/ as Rolldown writes one: entries, a widget, chunks importing chunks, an autoloader's table. */
const dist = mkdtempSync(join(tmpdir(), 'lab-integrity-'));
const files: Record<string, string> = {
  'lab-storefront.js': 'import{a}from"./chunks/shared-A.js";import("./chunks/lazy-C.js");',
  'lab-autoloader.js': 'const files={"lab-cart-badge":`widgets/lab-cart-badge.js`};',
  'widgets/lab-cart-badge.js': 'import{a}from"../chunks/shared-A.js";',
  'chunks/shared-A.js': 'import{b}from"./leaf-B.js";export const a=1;',
  'chunks/leaf-B.js': 'export const b="not-a-file.js";',
  'chunks/lazy-C.js': 'export const c=3;',
  'bundler/lab-storefront.js': 'import "react";',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('dist/integrity.json', () => {
  const integrity = bundleIntegrity(dist);

  it("holds the sha384 hash of every script a page loads by URL, and none of the bundler's files", () => {
    expect(Object.keys(integrity.files).toSorted()).toEqual(
      ['chunks/lazy-C.js', 'chunks/leaf-B.js', 'chunks/shared-A.js', 'lab-autoloader.js', 'lab-storefront.js', 'widgets/lab-cart-badge.js'],
    );
    expect(integrity.files['chunks/shared-A.js']).toBe(sha384(files['chunks/shared-A.js'] ?? ''));
  });

  it('lists for each entry every file it can import, static, dynamic or through another chunk', () => {
    expect(integrity.imports).toEqual({
      'lab-autoloader.js': ['chunks/leaf-B.js', 'chunks/shared-A.js', 'widgets/lab-cart-badge.js'],
      'lab-storefront.js': ['chunks/lazy-C.js', 'chunks/leaf-B.js', 'chunks/shared-A.js'],
      'widgets/lab-cart-badge.js': ['chunks/leaf-B.js', 'chunks/shared-A.js'],
    });
  });
});
