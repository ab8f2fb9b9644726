import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { findBooking } from '../booking/booking-answers';
import { notifyBooking } from '../booking/booking-sms';
import { isOperatorToken, setStatusByOperator } from '../booking/operator';
import { runSheet } from '../booking/run-sheet';
import { bearerToken } from '../http/bearer-token';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/json-body';
import { isCalendarDate, kolkataDate } from '../../../src/domain/booking';

/**
 * `/operator`: the lab's run sheet and status changes, with `Authorization: Bearer
 * $OPERATOR_TOKEN` only. Mounted only when `OPERATOR_TOKEN` is set: without it these calls do not
 * exist (404), so no default token can ever open them.
 */
export function operatorRoutes(deps: AppDeps, operatorToken: string): Hono {
  const { db, otpSender } = deps;
  const routes = new Hono();
  routes.use(async (c, next) => {
    if (!isOperatorToken(operatorToken, bearerToken(c))) throw new HttpError(401, 'Operator token required');
    await next();
  });

  routes.get('/bookings', async (c) => {
    const date = c.req.query('date') ?? kolkataDate(deps.clock());
    if (!isCalendarDate(date)) throw new HttpError(400, 'date must be a date, YYYY-MM-DD');
    return c.json({ success: true, data: await runSheet(db, date) });
  });

  routes.post('/bookings/:id/status', async (c) => {
    const now = deps.clock();
    const changed = await setStatusByOperator(db, c.req.param('id'), await readJsonObject(c), now);
    if (changed.status === 'assigned' || changed.status === 'cancelled') notifyBooking(db, otpSender, changed.status, changed, now);
    return c.json({ success: true, data: await findBooking(db, changed.userId, changed.id) });
  });

  return routes;
}
