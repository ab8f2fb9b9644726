// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from './support/importGraph';

const guide = readFileSync(join(repositoryRoot, 'docs/contributing/architecture.md'), 'utf8');

const foldersIn = (folder: string) =>
  readdirSync(join(repositoryRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Whether the guide names a folder as a folder (`cart/`, `src/stores/`), not as part of another name. */
const names = (folder: string) => new RegExp(`(^|[\\s(\`,/])${folder.replace(/[.$]/g, '\\$&')}/`).test(guide);

it('names every folder of src/, and every folder in those, in docs/contributing/architecture.md', () => {
  const unnamed = foldersIn('src').flatMap((folder) => [
    ...(names(`src/${folder}`) ? [] : [`src/${folder}/`]),
    // The element folders are described once, as `lab-<tag>/`: tests/entries/every-entry.test.ts
    // holds each to the element list.
    ...(folder === 'elements' ? [] : foldersIn(`src/${folder}`).filter((inner) => !names(inner)).map((inner) => `src/${folder}/${inner}/`)),
  ]);
  expect(unnamed).toEqual([]);
});
