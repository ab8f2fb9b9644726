import { readPositiveWholeNumber } from '../limits';

/** How the reference API takes bookings (`demo/api/README.md`, "Booking"). */
export interface BookingSettings {
  /** Visits the lab can make in one one-hour time. */
  slotCapacity: number;
  /** How long a chosen time is held for the visitor while they review and book. */
  holdSeconds: number;
  /** The bearer token of the operator's calls; undefined switches them off. */
  operatorToken: string | undefined;
}

export const defaultBookingSettings: BookingSettings = { slotCapacity: 3, holdSeconds: 600, operatorToken: undefined };

/** Reads `SLOT_CAPACITY`, `BOOKING_HOLD_SECONDS` and `OPERATOR_TOKEN`. */
export function readBookingSettings(env: NodeJS.ProcessEnv): BookingSettings {
  return {
    slotCapacity: readPositiveWholeNumber(env, 'SLOT_CAPACITY', defaultBookingSettings.slotCapacity),
    holdSeconds: readPositiveWholeNumber(env, 'BOOKING_HOLD_SECONDS', defaultBookingSettings.holdSeconds),
    operatorToken: readOperatorToken(env.OPERATOR_TOKEN),
  };
}

function readOperatorToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // Whoever has it sees every visit's address and phone number: it must not be guessable.
  if (value.length < 32) throw new Error('OPERATOR_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  return value;
}
