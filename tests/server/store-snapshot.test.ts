import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { snapshotMarkup } from '../../build/firstScreenSnapshot';

it('the snapshot in the store page is what the server renderer makes of the store (else: npm run snapshot)', async () => {
  const html = await readFile(new URL('../../demo/index.html', import.meta.url), 'utf8');
  expect(html.includes(await snapshotMarkup()), 'demo/index.html holds an old snapshot: run `npm run snapshot`').toBe(true);
});
