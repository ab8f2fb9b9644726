import { Hono } from 'hono';
import type { AppDeps } from './app-deps';
import { createCatalogueSnapshot, type CatalogueSnapshot } from './catalogue/catalogue-snapshot';
import { busyRefusal } from './db/busy-refusal';
import { unavailableRefusal } from './db/connection-loss';
import { requestBodyLimit } from './http/body-limit';
import { crossOriginCalls } from './http/cross-origin';
import { errorBody, HttpError } from './http/http-error';
import { logSafeError, withNumbersMasked } from './http/log-safe-error';
import { jsonBodiesOnly, noNulInAddress } from './http/request-guards';
import { authRoutes } from './routes/auth-routes';
import { bannerRoutes } from './routes/banner-routes';
import { bookingRoutes, bookingsRoutes } from './routes/booking-routes';
import { cartRoutes } from './routes/cart-routes';
import { meRoutes } from './routes/me-routes';
import { categoryRoutes, testRoutes } from './routes/catalogue-routes';
import { operatorRoutes } from './routes/operator-routes';

/** Requests are small JSON objects; anything bigger is refused before it is read. */
export const maxBodyBytes = 16 * 1024;

/** The API of product §7 and booking (interface §3), to be mounted at `/api/v1`; its catalogue reads answer from `catalogue`. */
export function createApiApp(deps: AppDeps, catalogue: CatalogueSnapshot = createCatalogueSnapshot(deps.db)): Hono {
  const api = new Hono();
  api.use(
    crossOriginCalls({
      origins: deps.corsOrigins,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      // A booking's POST carries its Idempotency-Key, so a retry never books twice.
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Beyond the safelisted headers a page of another origin can read only these: the elements
      // wait as long as a 429's Retry-After says, and ETag lets a caller keep catalogue answers.
      exposeHeaders: ['Retry-After', 'ETag'],
      maxAgeSeconds: 600,
    }),
  );
  api.use(noNulInAddress);
  api.use(jsonBodiesOnly);
  api.use(requestBodyLimit(maxBodyBytes));
  api.route('/auth', authRoutes(deps));
  api.route('/cart', cartRoutes(deps));
  api.route('/category', categoryRoutes(catalogue));
  api.route('/tests', testRoutes(deps, catalogue));
  api.route('/bottombanners', bannerRoutes());
  api.route('/booking', bookingRoutes(deps));
  api.route('/bookings', bookingsRoutes(deps));
  api.route('/me', meRoutes(deps));
  if (deps.booking.operatorToken !== undefined) api.route('/operator', operatorRoutes(deps, deps.booking.operatorToken));

  api.onError((error, c) => {
    // A lost database is logged once per incident (`database-availability.ts`), not per call.
    const unavailable = unavailableRefusal(error);
    const busy = unavailable ? undefined : busyRefusal(error);
    // Operators should see overload; the refused caller gets only "try again".
    // The path is the caller's text: written as JSON, so a `%0A` in it cannot start a forged line.
    if (busy) console.warn(`${c.req.method} ${JSON.stringify(withNumbersMasked(c.req.path))}: database busy, answered ${busy.status}`);
    const refusal = error instanceof HttpError ? error : (unavailable ?? busy);
    if (refusal) {
      if (typeof refusal.extra.retryAfter === 'number') c.header('Retry-After', String(refusal.extra.retryAfter));
      return c.json(errorBody(refusal.message, refusal.extra), refusal.status);
    }
    // Details go to the log only: a response never carries a stack trace or SQL. The log gets no
    // personal data either (http/log-safe-error.ts); the path is JSON, as above.
    console.error(`${c.req.method} ${JSON.stringify(withNumbersMasked(c.req.path))} failed: ${logSafeError(error)}`);
    return c.json(errorBody('Something went wrong. Please try again.'), 500);
  });
  return api;
}
