/**
 * What the fuzzer sends (`fuzz.test.ts`): the routes, and seeded generators of odd paths (NUL,
 * `..`, long and unicode segments, broken escapes) and odd JSON (wrong types, deep nesting, huge
 * numbers, `__proto__`), so every run sends the same requests.
 */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `:x` marks a segment the fuzzer replaces. */
  path: string;
  body?: boolean;
  auth?: boolean;
  /** Sent as they are: the booking POST's Idempotency-Key. */
  headers?: Record<string, string>;
  /** The operator's calls: the bearer token is now and then the operator's own. */
  operator?: boolean;
}

export const routes: Route[] = [
  { method: 'GET', path: '/api/v1/tests/:id' },
  { method: 'GET', path: '/api/v1/tests/category/:name' },
  { method: 'GET', path: '/api/v1/tests/selected/:name' },
  { method: 'GET', path: '/api/v1/tests/search?q=:q' },
  { method: 'GET', path: '/api/v1/category/:group/get' },
  { method: 'GET', path: '/api/v1/bottombanners/get-random' },
  { method: 'GET', path: '/api/v1/cart/:userId', auth: true },
  { method: 'POST', path: '/api/v1/auth/send-otp', body: true },
  { method: 'POST', path: '/api/v1/auth/verify-otp', body: true },
  { method: 'POST', path: '/api/v1/auth/logout', auth: true },
  { method: 'POST', path: '/api/v1/cart/add', body: true, auth: true },
  { method: 'DELETE', path: '/api/v1/cart/remove', body: true, auth: true },
  { method: 'GET', path: '/api/v1/booking/slots?pincode=:pincode&from=:from&days=:days&fasting=:fasting' },
  { method: 'POST', path: '/api/v1/booking/holds', body: true, auth: true },
  { method: 'DELETE', path: '/api/v1/booking/holds/:holdId', auth: true },
  { method: 'GET', path: '/api/v1/booking/people', auth: true },
  { method: 'POST', path: '/api/v1/booking/people', body: true, auth: true },
  { method: 'DELETE', path: '/api/v1/booking/people/:id', auth: true },
  { method: 'GET', path: '/api/v1/booking/addresses', auth: true },
  { method: 'POST', path: '/api/v1/booking/addresses', body: true, auth: true },
  { method: 'DELETE', path: '/api/v1/booking/addresses/:id', auth: true },
  { method: 'GET', path: '/api/v1/bookings', auth: true },
  { method: 'POST', path: '/api/v1/bookings', body: true, auth: true, headers: { 'Idempotency-Key': 'fuzz' } },
  { method: 'GET', path: '/api/v1/bookings/:id', auth: true },
  { method: 'POST', path: '/api/v1/bookings/:id/reschedule', body: true, auth: true },
  { method: 'POST', path: '/api/v1/bookings/:id/cancel', body: true, auth: true },
  { method: 'GET', path: '/api/v1/operator/bookings?date=:date', auth: true, operator: true },
  { method: 'POST', path: '/api/v1/operator/bookings/:id/status', body: true, auth: true, operator: true },
];

/** mulberry32: a small seeded generator, enough to pick cases reproducibly. */
export function seededRandom(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

const oddSegments = [
  '%00', 'tsh%00', '%00%00', '..', '\\', 'a\\..\\b', '%2e%2e', '..%2f..%2f', '%2F', '%5C', '%', '%ZZ', '%E0%A4%A', '%C0%AF', '%FF%FE',
  '%F0%9F%98%80', encodeURIComponent('थायरॉइड प्रोफाइल'), encodeURIComponent('\u202e\u200b\ufeff'), '%ED%A0%80',
  '__proto__', 'constructor', 'prototype', "'%3B%20DROP%20TABLE%20tests%3B--", '%27%20OR%201%3D1--', '*', '~', '$1',
  'lessPrice', 'women', 'tsh', 'Single%20Test', '-1', '0', '1e309', 'NaN', 'null', '%0A%0D', '%09', '%7F',
];

function segment(random: Random): string {
  switch (random.int(5)) {
    case 0:
      return 'a'.repeat(1 + random.int(3_000));
    case 1:
      return encodeURIComponent('☃é中🧪'.repeat(1 + random.int(200)));
    case 2:
      return Array.from({ length: 1 + random.int(4) }, () => random.pick(oddSegments)).join('');
    default:
      return random.pick(oddSegments);
  }
}

export function fuzzPath(random: Random, route: Route): string {
  let path = route.path.replace(/:\w+/g, () => segment(random));
  if (random.int(6) === 0) path += `/${segment(random)}`;
  if (random.int(8) === 0) path += `?${segment(random)}=${segment(random)}`;
  return path;
}

const keys = [
  'phoneNumber', 'otp', 'userId', 'testId', '__proto__', 'constructor', 'prototype', 'toString', '',
  'slotId', 'holdId', 'addressId', 'personId', 'items', 'name', 'age', 'gender', 'relation', 'consent', 'guardianConsent',
  'line1', 'area', 'landmark', 'city', 'pincode', 'reason', 'status',
];

export function jsonValue(random: Random, depth: number): string {
  switch (random.int(depth > 3 ? 7 : 9)) {
    case 0:
      return random.pick(['null', 'true', 'false', '0', '-0', '1e309', '-1e309', '123456789012345678901234567890', '1.5', '9876543210']);
    case 1:
      return JSON.stringify(random.pick(['9876543210', '123456', 'tsh', '', ' ', '\u0000', 'a\u0000b', '\ud800', '%00', '../../etc/passwd']));
    case 2:
      return JSON.stringify('x'.repeat(random.int(5_000)));
    case 3:
      return String(random.next() * 10 ** random.int(30));
    case 4:
      // Deep nesting, kept under the 16 KB body limit.
      return '['.repeat(1 + random.int(5_000));
    case 5:
      return `${'{"a":'.repeat(1 + random.int(2_000))}1`;
    case 6:
      return JSON.stringify(random.pick(['{"phoneNumber": ', '{', '', 'undefined', "{'a':1}"]));
    case 7:
      return `[${Array.from({ length: random.int(4) }, () => jsonValue(random, depth + 1)).join(',')}]`;
    default:
      return `{${Array.from({ length: random.int(5) }, () => `${JSON.stringify(random.pick(keys))}:${jsonValue(random, depth + 1)}`).join(',')}}`;
  }
}

export function fuzzBody(random: Random): string {
  const text = jsonValue(random, 0);
  // Close what the nesting cases opened, or leave it broken now and then.
  if (text.startsWith('[[') && random.int(4) > 0) return text + ']'.repeat(text.length);
  if (text.startsWith('{"a":{"a":') && random.int(4) > 0) return text + '}'.repeat(text.split('{').length - 1);
  return text;
}
