import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireSession } from '../auth/require-session';
import { addAddress, listAddresses, removeAddress } from '../booking/addresses';
import { findBooking, listBookings } from '../booking/booking-answers';
import { cancelBooking, rescheduleBooking } from '../booking/booking-changes';
import { notifyBooking } from '../booking/booking-sms';
import { createBooking, readNewBooking } from '../booking/bookings';
import { placeHold, releaseHold } from '../booking/holds';
import { idempotencyKey } from '../booking/idempotency';
import { addPerson, listPeople, removePerson } from '../booking/people';
import { listSlotDays, readSlotQuery } from '../booking/slots';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/json-body';
import { idField } from '../booking/booking-fields';

/**
 * `/booking`: the times offered (no login needed), and the user's hold, people and addresses
 * (interface §3). Each user sees and changes only their own: another user's id is a 404.
 */
export function bookingRoutes(deps: AppDeps): Hono {
  const { db, booking } = deps;
  const routes = new Hono();

  routes.get('/slots', async (c) => {
    const query = readSlotQuery(c.req.query());
    return c.json({ success: true, data: await listSlotDays(db, booking.slotCapacity, query, deps.clock()) });
  });

  routes.post('/holds', async (c) => {
    const userId = await requireSession(c, deps);
    const slotId = idField(await readJsonObject(c), 'slotId');
    return c.json({ success: true, data: await placeHold(db, booking, userId, slotId, deps.clock()) }, 201);
  });
  routes.delete('/holds/:holdId', async (c) => {
    const userId = await requireSession(c, deps);
    if (!(await releaseHold(db, userId, c.req.param('holdId')))) throw new HttpError(404, 'Hold not found');
    return c.json({ success: true, message: 'Hold released' });
  });

  // What a user keeps for next time: listed, added with its consent, and removed by id.
  const kept = [
    { path: '/people', list: listPeople, add: addPerson, remove: removePerson, noun: 'Person' },
    { path: '/addresses', list: listAddresses, add: addAddress, remove: removeAddress, noun: 'Address' },
  ];
  for (const { path, list, add, remove, noun } of kept) {
    routes.get(path, async (c) => c.json({ success: true, data: await list(db, await requireSession(c, deps)) }));
    routes.post(path, async (c) => {
      const userId = await requireSession(c, deps);
      return c.json({ success: true, data: await add(db, userId, await readJsonObject(c), deps.clock()) }, 201);
    });
    routes.delete(`${path}/:id`, async (c) => {
      const userId = await requireSession(c, deps);
      if (!(await remove(db, userId, c.req.param('id')))) throw new HttpError(404, `${noun} not found`);
      return c.json({ success: true, message: `${noun} removed` });
    });
  }

  return routes;
}

/** `/bookings`: the user's own bookings, made from a hold, moved and cancelled while 'booked'. */
export function bookingsRoutes(deps: AppDeps): Hono {
  const { db, otpSender } = deps;
  const routes = new Hono();
  const answerBooking = async (userId: string, bookingId: string) => {
    const found = await findBooking(db, userId, bookingId);
    if (!found) throw new HttpError(404, 'Booking not found');
    return found;
  };

  routes.post('/', async (c) => {
    const userId = await requireSession(c, deps);
    const key = idempotencyKey(c);
    const request = readNewBooking(await readJsonObject(c));
    const now = deps.clock();
    const made = await createBooking(db, userId, key, request, now);
    if (made.created) notifyBooking(db, otpSender, 'booked', { userId, number: made.number, slotId: made.slotId }, now);
    // A retry answers what its key booked, as it is now.
    return c.json({ success: true, data: await answerBooking(userId, made.id) }, made.created ? 201 : 200);
  });

  routes.get('/', async (c) => c.json({ success: true, data: await listBookings(db, await requireSession(c, deps)) }));
  routes.get('/:id', async (c) => {
    const userId = await requireSession(c, deps);
    return c.json({ success: true, data: await answerBooking(userId, c.req.param('id')) });
  });

  routes.post('/:id/reschedule', async (c) => {
    const userId = await requireSession(c, deps);
    const now = deps.clock();
    const moved = await rescheduleBooking(db, userId, c.req.param('id'), await readJsonObject(c), now);
    notifyBooking(db, otpSender, 'rescheduled', moved, now);
    return c.json({ success: true, data: await answerBooking(userId, moved.id) });
  });

  routes.post('/:id/cancel', async (c) => {
    const userId = await requireSession(c, deps);
    const now = deps.clock();
    const cancelled = await cancelBooking(db, userId, c.req.param('id'), await readJsonObject(c), now);
    notifyBooking(db, otpSender, 'cancelled', cancelled, now);
    return c.json({ success: true, data: await answerBooking(userId, cancelled.id) });
  });

  return routes;
}
