import type { Queryable } from '../db/database';
import { isConnectionLoss } from '../db/connection-loss';
import type { OtpSender } from '../otp/otp-sender';
import { maskPhoneNumber } from '../otp/otp-sms';
import { parseSlotId, slotEnd } from '../../../src/domain/booking';

/** What a booking's SMS tells the visitor about: booked, moved, cancelled, a collector on the way. */
export type BookingNotice = 'booked' | 'rescheduled' | 'cancelled' | 'assigned';

/** The booking an SMS is about, as stored. */
export interface NoticeOf {
  userId: string;
  number: string;
  slotId: string;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The text: the booking's number and time only, never who is tested or where. */
export function bookingSmsText(notice: BookingNotice, number: string, slotId: string): string {
  const slot = parseSlotId(slotId);
  const when = slot ? `${dayFormat.format(new Date(`${slot.date}T00:00:00Z`))}, ${slot.start}–${slotEnd(slot.start)}` : slotId;
  switch (notice) {
    case 'booked':
      return `Booking ${number} confirmed: home sample collection on ${when}. Pay at collection (cash or UPI).`;
    case 'rescheduled':
      return `Booking ${number} moved: home sample collection now on ${when}.`;
    case 'cancelled':
      return `Booking ${number} for ${when} is cancelled.`;
    case 'assigned':
      return `Booking ${number}: a collector is assigned for your visit on ${when}.`;
  }
}

/**
 * Sends the notice to the account's number through the login codes' sender, after the change is
 * stored: an SMS that does not go never undoes a booking, so the caller does not wait for it. A
 * failure is logged with the booking's number and the masked phone number only.
 */
export function notifyBooking(db: Queryable, sender: OtpSender, notice: BookingNotice, of: NoticeOf, at: Date): void {
  let phoneNumber = '';
  const send = async () => {
    const [user] = await db.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1', [of.userId]);
    if (!user) return;
    phoneNumber = user.phone_number;
    await sender.send({ phoneNumber, text: bookingSmsText(notice, of.number, of.slotId), at });
  };
  send().catch((error: unknown) => {
    // Only the failure's kind: a gateway's or the database's message may quote the text or the number.
    const reason = isConnectionLoss(error) ? 'database unavailable' : error instanceof Error ? error.constructor.name : 'unknown error';
    const to = phoneNumber === '' ? '' : ` to ${maskPhoneNumber(phoneNumber)}`;
    console.error(`Booking SMS (${notice}) of ${of.number}${to} not sent: ${reason}`);
  });
}
