// @vitest-environment node
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import devServerConfig from '../../vite.dev.config';

/**
 * `npm run dev` sees every save of a source file, whatever the moment: Vite's watcher with the
 * watch settings of vite.dev.config.ts, on a file outside the folder it serves, as the sources
 * are (demo/ is served; src/ is watched file by file).
 */
let folder: string;
let file: string;
let server: ViteDevServer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lab-dev-saves-'));
  mkdirSync(join(folder, 'served'));
  file = join(folder, 'Saved.tsx');
  writeFileSync(file, 'as it was');
  server = await createServer({
    configFile: false,
    root: join(folder, 'served'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: devServerConfig.server?.watch },
    optimizeDeps: { noDiscovery: true },
  });
  server.watcher.add(file);
  await vi.waitFor(() => expect(server.watcher.getWatched()[folder]).toContain('Saved.tsx'));
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What the file holds when the watcher next tells of a change to it, or `nothing told` after 2 s. */
function nextChange(): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.watcher.off('change', seen);
      resolve('nothing told');
    }, 2000);
    function seen(path: string) {
      if (path !== file) return;
      clearTimeout(timer);
      server.watcher.off('change', seen);
      resolve(readFileSync(file, 'utf8'));
    }
    server.watcher.on('change', seen);
  });
}

describe('the dev server watching a source file', () => {
  it('sees a save made as soon as the save before it was seen', async () => {
    // What tests/e2e/dev-loop.spec.ts does: save, and put the file back once the page shows the
    // save. Vite's own settings drop the second change (it comes within 50 ms of the first).
    const saveSeen = nextChange();
    writeFileSync(file, 'saved');
    expect(await saveSeen).toBe('saved');
    const putBackSeen = nextChange();
    writeFileSync(file, 'as it was');
    expect(await putBackSeen).toBe('as it was');
  });

  it('tells of a save written in two steps (emptied, then filled) once it is whole', async () => {
    const descriptor = openSync(file, 'w');
    const seen = nextChange();
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeSync(descriptor, 'filled after a pause');
    } finally {
      closeSync(descriptor);
    }
    expect(await seen).toBe('filled after a pause');
  });
});
