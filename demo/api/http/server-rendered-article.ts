import { readFile } from 'node:fs/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { builtRenderElement } from '../../../build/builtServerRenderer';
import type { renderElement } from '../../../src/server';

type RenderElement = typeof renderElement;

const articleFile = new URL('../../article.html', import.meta.url);
/** Where the page is served, and the only path the middleware below is mounted on. */
export const articlePath = '/article.html';
const card = /<lab-test-card\b([^>]*)><\/lab-test-card>/;

/** Each request's page as rendered for it, until its response is sent. */
const rendered = new WeakMap<Request, string>();

/** How long a rendered page is sent again before the card is rendered anew (`ARTICLE_CACHE_MS`). */
export const defaultArticleCacheMs = 10_000;

/**
 * `/article.html` as a partner's server would send it: the test card's first screen rendered by
 * `@lab/storefront/server` (the built `dist/server/`, what ships) into the HTML, so the test's
 * name and price are in the page before any script runs. `?render=client` sends the file as it
 * is (the card renders in the browser), for comparison. Rendered before the security headers
 * are decided, whose CSP allows the page's inline `<style>` by its hash (inline-block-hashes.ts).
 *
 * A render reads the test from the API: the page is kept `keepForMs` and every request meanwhile
 * (those arriving during the render too) gets the same one, as a partner's server would cache
 * it, so a spike of visits costs one render and one API call. A failed render is not kept.
 */
export function renderArticleOnServer(apiBase: () => string, keepForMs = defaultArticleCacheMs): MiddlewareHandler {
  let kept: { page: Promise<string | undefined>; until: number } | undefined;
  const currentPage = () => {
    if (kept && performance.now() < kept.until) return kept.page;
    // Shared while it renders; kept from when it is done.
    const made = { page: serverRenderedArticle(apiBase()), until: Number.POSITIVE_INFINITY };
    kept = made;
    made.page.then(
      () => (made.until = performance.now() + keepForMs),
      () => {
        if (kept === made) kept = undefined;
      },
    );
    return made.page;
  };
  return async (c, next) => {
    if (c.req.query('render') !== 'client') {
      const html = await currentPage();
      if (html) rendered.set(c.req.raw, html);
    }
    await next();
  };
}

async function serverRenderedArticle(apiBase: string): Promise<string | undefined> {
  let renderElement: RenderElement;
  try {
    renderElement = await builtRenderElement();
  } catch {
    return undefined; // Not built: the file is sent as it is.
  }
  return articleWithRenderedCard(renderElement, apiBase);
}

/**
 * The article page with its test card rendered by `renderElement`: the built one here, the
 * sources on the dev server (build/dev/demoPages.ts).
 */
export async function articleWithRenderedCard(renderElement: RenderElement, apiBase: string): Promise<string> {
  const page = await readFile(articleFile, 'utf8');
  const attributes = Object.fromEntries(
    [...(card.exec(page)?.[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
  );
  const html = await renderElement('lab-test-card', { ...attributes, 'api-base': apiBase });
  return page.replace(card, () => html);
}

/** The page rendered for this request, if it was. */
export function renderedPage(c: Context): string | undefined {
  return rendered.get(c.req.raw);
}
