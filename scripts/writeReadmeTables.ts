/**
 * `npm run docs`: rewrites the README's generated tables (elements, attributes, events, parts,
 * theme tokens) from the element definitions. A unit test fails while the README is behind.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fillGeneratedSections, readmeTables } from '../build/elementDocs';
import { readThemeTokens } from '../build/themeTokens';
import { elementDocs } from '../src/elements/elementList';

const tokens = readThemeTokens(await readFile('src/styles/tokens.css', 'utf8'));
const readme = await readFile('README.md', 'utf8');
await writeFile('README.md', fillGeneratedSections(readme, readmeTables(elementDocs, tokens)));
console.log('README.md: tables written from the element definitions');
