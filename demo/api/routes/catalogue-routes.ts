import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { searchTests } from '../catalogue/search-tests';
import { searchThrottle } from '../catalogue/search-throttle';
import { testColumns, toApiTest } from '../catalogue/test-records';
import type { TestRow } from '../catalogue/test-records';
import { HttpError } from '../http/http-error';
import type { TabGroup } from '../seed/catalogue-types';

const tabGroups: readonly TabGroup[] = ['lessPrice', 'women', 'men', 'organ', 'lifestyle'];

/** `GET /category/:group/get`: the tabs of a tabbed screen, in display order. */
export function categoryRoutes(db: Database): Hono {
  const routes = new Hono();
  routes.get('/:group/get', async (c) => {
    const group = c.req.param('group');
    if (!tabGroups.some((known) => known === group)) throw new HttpError(404, 'Category group not found');
    const tabs = await db.query(
      'SELECT id AS "_id", name FROM tab_categories WHERE tab_group = $1 ORDER BY position',
      [group],
    );
    return c.json({ success: true, data: tabs });
  });
  return routes;
}

/** The test reads of spec §7: by category, by selection, search, and one test. */
export function testRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const routes = new Hono();

  routes.get('/category/:name', async (c) => {
    const rows = await db.query<TestRow>(
      `SELECT ${testColumns} FROM tests WHERE category = $1 ORDER BY display_order`,
      [c.req.param('name')],
    );
    return c.json({ success: true, data: rows.map(toApiTest) });
  });

  routes.get('/selected/:selection', async (c) => {
    const rows = await db.query<TestRow>(
      `SELECT ${testColumns} FROM tests WHERE selection = $1 ORDER BY display_order`,
      [c.req.param('selection')],
    );
    return c.json({ success: true, data: rows.map(toApiTest) });
  });

  // Registered before '/:id' so that 'search' is not taken for a test id.
  routes.get('/search', searchThrottle(deps), async (c) => {
    return c.json({ success: true, data: await searchTests(db, c.req.query('q') ?? '') });
  });

  routes.get('/:id', async (c) => {
    const [row] = await db.query<TestRow>(`SELECT ${testColumns} FROM tests WHERE id = $1`, [c.req.param('id')]);
    if (!row) throw new HttpError(404, 'Test not found');
    return c.json({ success: true, data: toApiTest(row) });
  });

  return routes;
}
