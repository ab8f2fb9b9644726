import { Hono } from 'hono';
import { errorBody } from './http-error';
import { securityHeaders } from './security-headers';

/** Where this instance is in its life: it takes calls only while `ready`. */
export type InstanceState = 'starting' | 'ready' | 'draining';

export interface HealthSources {
  state: () => InstanceState;
  /** Whether the database answers, checked at most once a second (`database-availability.ts`). */
  databaseAnswers: () => Promise<boolean>;
}

/**
 * What a load balancer and an orchestrator ask. `GET /healthz` answers 200 while the process runs
 * (restart it when this fails). `GET /readyz` answers 200 while this instance is `ready` and 503
 * while it is `starting` or `draining` (send it no new calls). The database's state is a field of
 * both bodies, not the readiness itself: a lost database is lost for every instance at once, and
 * taking them all out of the pool would also stop the catalogue reads each serves from memory.
 * Neither answer is ever cached, and both carry the security headers of every answer.
 */
export function healthRoutes({ state, databaseAnswers }: HealthSources): Hono {
  const database = async () => ((await databaseAnswers()) ? 'up' : 'down');
  const routes = new Hono();
  // Set per route: a middleware here would run for every request of the app it is mounted in.
  const noStore = { 'Cache-Control': 'no-store' };
  routes.get('/healthz', securityHeaders, async (c) =>
    c.json({ success: true, message: 'Running', state: state(), database: await database() }, 200, noStore),
  );
  routes.get('/readyz', securityHeaders, async (c) => {
    const now = state();
    const fields = { state: now, database: await database() };
    if (now === 'ready') return c.json({ success: true, message: 'Ready', ...fields }, 200, noStore);
    return c.json(errorBody(now === 'draining' ? 'Shutting down' : 'Starting', fields), 503, noStore);
  });
  return routes;
}
