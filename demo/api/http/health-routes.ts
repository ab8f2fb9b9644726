import { Hono } from 'hono';
import { errorBody } from './http-error';

/**
 * What a load balancer and an orchestrator ask: `GET /healthz` answers 200 while the process
 * runs (restart it when this fails), `GET /readyz` 200 only while the database answers and the
 * server is not shutting down (send it no calls while this fails; a lost database is not cured
 * by a restart). Neither is ever cached.
 */
export function healthRoutes(databaseAnswers: () => Promise<boolean>, closing: () => boolean): Hono {
  const routes = new Hono();
  // Set per route: a middleware here would run for every request of the app it is mounted in.
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', (c) => c.json({ success: true, message: 'Running' }, 200, noStore));
  routes.get('/readyz', async (c) => {
    if (closing()) return c.json(errorBody('Shutting down'), 503, noStore);
    if (!(await databaseAnswers())) return c.json(errorBody('The database does not answer'), 503, noStore);
    return c.json({ success: true, message: 'Ready' }, 200, noStore);
  });
  return routes;
}
