import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url);

/** Every JavaScript entry of dist/ (chunks are what they import). */
const entries = [
  'dist/lab-storefront.js',
  'dist/lab-autoloader.js',
  'dist/lab-analytics.js',
  ...readdirSync(new URL('dist/widgets/', root)).filter((file) => file.endsWith('.js')).map((file) => `dist/widgets/${file}`),
];

/**
 * Imports `file` in a plain Node process (no DOM, as Next.js, Nuxt or Astro import it on their
 * server) and says what it found: the process ends by itself only when nothing was started.
 */
async function importInNode(file: string) {
  const script = `const module = await import(${JSON.stringify(new URL(file, root).href)});
console.log(JSON.stringify({ exports: Object.keys(module), customElements: typeof customElements }));`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '--eval', script], { timeout: 10_000 });
  return { ...(JSON.parse(stdout) as { exports: string[]; customElements: string }), stderr };
}

describe('every dist/ entry in plain Node', () => {
  it.each(entries)('%s imports without throwing, prints nothing and starts nothing', async (file) => {
    const imported = await importInNode(file);
    expect(imported.stderr).toBe('');
    expect(imported.customElements).toBe('undefined');
  });

  it("a widget's file still exports its element class, which carries its spec", async () => {
    const { exports } = await importInNode('dist/widgets/lab-test-card.js');
    expect(exports).toContain('LabTestCardElement');
  });
});
