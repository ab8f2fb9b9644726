import type { Plugin } from 'vite';
import { inlineImages } from './inlineImages.ts';
import { remRelativeToWidget } from './remRelativeToWidget.ts';
import { wouterWithoutHistoryPatch } from './wouterWithoutHistoryPatch.ts';

/**
 * The plugins that change what our source means, the one list every config uses (vite.config.ts,
 * vite.server.config.ts, vite.dev.config.ts, vitest.config.ts), so that the tests, the dev server
 * and each build run the same code: the pictures as addresses, `rem` as the widget's own, wouter
 * without its history patch (and its settings). The plugins that only shape the built files are
 * each build's own. `imagesByUrl`: pictures as files beside the code (the files pages load by URL).
 */
export function sourcePlugins({ imagesByUrl = false }: { imagesByUrl?: boolean } = {}): Plugin[] {
  return [inlineImages({ byUrl: imagesByUrl }), wouterWithoutHistoryPatch(), remRelativeToWidget()];
}
