/** The purposes a visitor consents to (interface §3 "Your data"). */
export const CONSENT_PURPOSES = ['analytics', 'booking-details'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A consent on the account: given on `givenAt`, and `withdrawnAt` once withdrawn. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  givenAt: string;
  withdrawnAt?: string;
}

/** What the lab holds about the visitor, as My data shows it (product §12). Times are ISO 8601. */
export interface HeldData {
  /** Masked as the logs mask it: `98xxxxxx10`. */
  phoneNumber: string;
  createdAt: string;
  cart: { name: string; price: number }[];
  people: { name: string; age: number }[];
  addresses: { line1: string; area: string; city: string; pincode: string }[];
  bookings: { number: string; date: string; start: string; status: string }[];
  consents: ConsentRecord[];
  devices: { loggedInAt: string; lastUsedAt: string }[];
  /** Browsers that logged in on the number before, with their last login. */
  deviceKeys: string[];
  grievanceContact: { name: string; email: string; answerWithinHours: number };
}

/** The server's answer, kept whole for Download my data, beside what the screen shows of it. */
export interface MyDataAnswer {
  held: HeldData;
  /** `GET /me/data`'s `data`, as it came: the file Download my data saves. */
  raw: Readonly<Record<string, unknown>>;
}
