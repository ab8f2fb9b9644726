/**
 * The last step of `npm run build`: writes a gzip (level 9) and a brotli (quality 11) copy beside
 * each text file that browsers load from `dist/` and `dist-docs/` (source maps too, compressed
 * less: `effortFor`), once,
 * so the demo server sends them as they are instead of compressing on every request
 * (`demo/api/http/precompressed-static.ts`). `dist/bundler/` and `dist/server/` get none: they
 * are read by bundlers and Node from the installed package, never fetched by a page, and would
 * double the build's compression time. Images other than SVG are compressed already and get no
 * copy; nor does a file its copy would not make smaller. Other copies (of a file gone) are deleted.
 * The package leaves the copies out (`files` in package.json).
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { precompressedVariants } from '../demo/api/http/precompressed-variants';
import type { PrecompressedEncoding } from '../demo/api/http/precompressed-variants';

const root = join(import.meta.dirname, '..');
const folders = ['dist', 'dist-docs'];
const notFetchedByPages = [join(root, 'dist/bundler/'), join(root, 'dist/server/')];
const compressible = /\.(?:js|mjs|css|json|svg|html|map|txt|xml|webmanifest)$/;
const variantSuffix = new RegExp(`(?:${precompressedVariants.map(({ suffix }) => suffix.replace('.', '\\.')).join('|')})$`);

/**
 * How hard to compress: pages' files as hard as the formats allow (quality 11 is what makes brotli
 * worth serving); source maps, which only developer tools fetch, at the levels servers use on the
 * fly. The maps are 40% of the bytes: this way the step takes 6.4 s of CPU instead of 10.8 s, and
 * their brotli copies are 12% larger (gzip 0.5%).
 */
const effortFor = (file: string) => (file.endsWith('.map') ? { gzip: 6, br: 5 } : { gzip: 9, br: constants.BROTLI_MAX_QUALITY });

const compressors: Record<PrecompressedEncoding, (content: Buffer, file: string) => Promise<Buffer>> = {
  gzip: (content, file) => promisify(gzip)(content, { level: effortFor(file).gzip }),
  br: (content, file) =>
    promisify(brotliCompress)(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effortFor(file).br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
};

async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes the copies of one file, each stamped with the file's modification time, and returns the
 * bytes a client gets by encoding (the file itself where a copy would not be smaller).
 */
async function precompress(file: string): Promise<{ raw: number; sent: Record<PrecompressedEncoding, number> }> {
  const [content, { mtimeMs }] = await Promise.all([readFile(file), stat(file)]);
  // Whole seconds, given to the file too: a Date cannot carry the file system's nanoseconds, and
  // the server compares the times exactly.
  const stamp = new Date(Math.floor(mtimeMs / 1000) * 1000);
  await utimes(file, stamp, stamp);
  const sent: Record<PrecompressedEncoding, number> = { br: content.length, gzip: content.length };
  for (const { encoding, suffix } of precompressedVariants) {
    const compressed = await compressors[encoding](content, file);
    if (compressed.length >= content.length) {
      await rm(file + suffix, { force: true });
      continue;
    }
    await writeFile(file + suffix, compressed);
    await utimes(file + suffix, stamp, stamp);
    sent[encoding] = compressed.length;
  }
  return { raw: content.length, sent };
}

const started = performance.now();
const files = (await Promise.all(folders.map((folder) => filesUnder(join(root, folder))))).flat();
const originals = new Set(files.filter((file) => !variantSuffix.test(file)));
const wanted = (file: string) => compressible.test(file) && !notFetchedByPages.some((folder) => file.startsWith(folder));
const leftOver = files.filter((file) => variantSuffix.test(file) && !(originals.has(file.replace(variantSuffix, '')) && wanted(file.replace(variantSuffix, ''))));
await Promise.all(leftOver.map((file) => rm(file)));

// The compressors run on libuv's thread pool: a few files at a time keep both cores busy.
const queue = [...originals].filter(wanted);
const totals = { files: queue.length, raw: 0, br: 0, gzip: 0 };
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { raw, sent } = await precompress(file);
      totals.raw += raw;
      totals.br += sent.br;
      totals.gzip += sent.gzip;
    }
  }),
);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
console.log(
  `Precompressed ${totals.files} files of ${folders.join(', ')} (${kB(totals.raw)}): gzip ${kB(totals.gzip)}, brotli ${kB(totals.br)} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
