import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { renderedPage } from './server-rendered-article';
import { demoDir } from './static-routes';

type Block = 'script' | 'style';

/**
 * The text of each inline `<script>` or `<style>` of `html` (not those with a `src`). These are
 * raw-text elements: the HTML tokenizer ends each at the first `</script` or `</style`, as here.
 */
function inlineBlocks(html: string, block: Block): string[] {
  const pattern = new RegExp(`<${block}\\b([^>]*)>([\\s\\S]*?)</${block}`, 'gi');
  return [...html.matchAll(pattern)].filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes)).map(([, , text = '']) => text);
}

function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline `<script>` and `<style>` of `html`, for a CSP. */
export function hashSources(html: string): Record<Block, string> {
  const sources = (block: Block) => inlineBlocks(html, block).map(hashSource).join(' ');
  return { script: sources('script'), style: sources('style') };
}

/** Request path of each demo page → its hash sources. */
function readPages(): Map<string, Record<Block, string>> {
  const byPath = new Map<string, Record<Block, string>>();
  for (const file of readdirSync(demoDir).filter((name) => name.endsWith('.html'))) {
    const hashes = hashSources(readFileSync(`${demoDir}${file}`, 'utf8'));
    byPath.set(`/${file}`, hashes);
    if (file === 'index.html') byPath.set('/', hashes);
  }
  return byPath;
}

/** Read once, when the server starts, for both directives. */
const pages = readPages();

/**
 * A CSP source list, per request, that allows exactly the inline blocks of the demo page asked
 * for, by their SHA-256 (the store page's first-screen snapshot is one `<style>` and one
 * `<script>`; a page rendered for the request, its own): no 'unsafe-inline', and no other page gains anything. Empty for every other path.
 */
export function inlineBlockHashes(block: Block): (c: Context) => string {
  return (c) => {
    const page = renderedPage(c);
    return (page === undefined ? pages.get(c.req.path) : hashSources(page))?.[block] ?? '';
  };
}
