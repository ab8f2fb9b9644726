import { readFile, writeFile } from 'node:fs/promises';
import { replaceBetweenMarkers } from '../build/betweenMarkers';
import { snapshotMarkup } from '../build/firstScreenSnapshot';

const start = '<!-- first-screen snapshot: written by `npm run snapshot` -->';
const end = '<!-- end of the first-screen snapshot -->';

/** `npm run snapshot`: renders the store's first screen and writes it into the demo store page. */
async function main(): Promise<void> {
  const markup = await snapshotMarkup();
  const file = new URL('../demo/index.html', import.meta.url);
  await writeFile(file, replaceBetweenMarkers(await readFile(file, 'utf8'), start, end, markup, 'demo/index.html'));
  console.log(`demo/index.html: the first-screen snapshot is ${(markup.length / 1024).toFixed(1)} KB.`);
}

await main();
