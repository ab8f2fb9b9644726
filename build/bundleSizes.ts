import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a page downloads before anything lazy: an entry file plus every chunk it imports
 * statically, transitively (dynamic `import()`s, the lazy screens, are not followed).
 */
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

export async function staticClosure(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(staticImport)) {
      const specifier = match[1];
      if (specifier) await visit(join(dirname(file), specifier));
    }
  };
  await visit(entry);
  return [...seen];
}

export interface EntrySize {
  entry: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Raw and gzip bytes of `files`, each gzipped on its own, as served. */
async function byteSizes(files: Iterable<string>): Promise<{ rawBytes: number; gzipBytes: number }> {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(file);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { rawBytes, gzipBytes };
}

/** Raw and gzip bytes of `entry` with its static imports (each file gzipped on its own, as served). */
export async function measureEntry(distDir: string, entry: string): Promise<EntrySize> {
  const files = await staticClosure(join(distDir, entry));
  const { rawBytes, gzipBytes } = await byteSizes(files);
  return { entry: relative(distDir, join(distDir, entry)), files: files.length, rawBytes, gzipBytes };
}

/**
 * What a demo page downloads before its first screen is complete: the union of its entries' static
 * closures, plus the lazy chunks (named by their file name's start, e.g. `footer-`) that its
 * first render requests at once, each with its own static imports. Shared files count once. A
 * name's start can match several chunks (the footer's component and its texts in each language):
 * those counted are the ones the entries' start-up code imports, never another language's texts.
 */
export async function pageFiles(distDir: string, entries: string[], startupLazy: string[] = []): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const chunks = await readdir(join(distDir, 'chunks'));
  const files = new Set<string>();
  for (const entry of entries) {
    for (const file of await staticClosure(join(distDir, entry))) files.add(file);
  }
  const startupCode = (await Promise.all([...files].map((file) => readFile(file, 'utf8')))).join('\n');
  const lazy = startupLazy.flatMap((prefix) => {
    const imported = chunks.filter(
      (name) => name.startsWith(prefix) && name.endsWith('.js') && startupCode.includes(`/${name}`),
    );
    if (imported.length === 0) throw new Error(`No chunk ${prefix}*.js that ${entries.join(', ')} imports in ${distDir}/chunks`);
    return imported.map((name) => join(distDir, 'chunks', name));
  });
  for (const start of lazy) {
    for (const file of await staticClosure(start)) files.add(file);
  }
  return [...files];
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
