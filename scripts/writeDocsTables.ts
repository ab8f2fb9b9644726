/**
 * `npm run docs`: rewrites the generated tables of the docs' guides (elements, attributes, events,
 * parts, theme tokens) from the element definitions. A unit test fails while a page is behind.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { docsTablePages, docsTables, fillGeneratedSections } from '../build/elementDocs';
import { readThemeTokens } from '../build/themeTokens';
import { elementDocs } from '../src/elements/elementList';

const tables = docsTables(elementDocs, readThemeTokens(await readFile('src/styles/tokens.css', 'utf8')));
for (const [page, names] of Object.entries(docsTablePages)) {
  await writeFile(page, fillGeneratedSections(await readFile(page, 'utf8'), tables, names, page));
  console.log(`${page}: ${names.join(', ')} written from the element definitions`);
}
