import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import { searchTests } from '../catalogue/search-tests';
import { searchThrottle } from '../catalogue/search-throttle';
import { sendCachedAnswer } from '../http/cached-answer';
import { HttpError } from '../http/http-error';
import type { TabGroup } from '../seed/catalogue-types';

const tabGroups: readonly TabGroup[] = ['lessPrice', 'women', 'men', 'organ', 'lifestyle'];

/** `GET /category/:group/get`: the tabs of a tabbed screen, in display order. */
export function categoryRoutes(catalogue: CatalogueSnapshot): Hono {
  const routes = new Hono();
  routes.get('/:group/get', async (c) => {
    const group = tabGroups.find((known) => known === c.req.param('group'));
    if (!group) throw new HttpError(404, 'Category group not found');
    return sendCachedAnswer(c, await catalogue.tabs(group));
  });
  return routes;
}

/**
 * The test reads of product §7: by category, by selection, search, and one test. All but search are
 * answered from the catalogue in memory (`catalogue-snapshot.ts`), with an ETag.
 */
export function testRoutes(deps: AppDeps, catalogue: CatalogueSnapshot): Hono {
  const { db } = deps;
  const routes = new Hono();

  routes.get('/category/:name', async (c) => sendCachedAnswer(c, await catalogue.byCategory(c.req.param('name'))));

  routes.get('/selected/:selection', async (c) => sendCachedAnswer(c, await catalogue.bySelection(c.req.param('selection'))));

  // Registered before '/:id' so that 'search' is not taken for a test id.
  routes.get('/search', searchThrottle(deps), async (c) => {
    return c.json({ success: true, data: await searchTests(db, c.req.query('q') ?? '') });
  });

  routes.get('/:id', async (c) => {
    const answer = await catalogue.test(c.req.param('id'));
    if (!answer) throw new HttpError(404, 'Test not found');
    return sendCachedAnswer(c, answer);
  });

  return routes;
}
