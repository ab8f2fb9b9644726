import type { MemoryOtpSender } from '../otp/otp-senders';

/**
 * The mixed scenario of `npm run bench:api`: logged-in users each repeating what a shopper does
 * (search, catalogue reads, cart reads and changes, now and then a new login) for a fixed time.
 * All come from 127.0.0.1, so the per-address caps answer some calls with 429 on purpose.
 */
export interface MixedLoadResult {
  requests: number;
  p50: number;
  p99: number;
  /** Refusals by a cap: intended. */
  tooMany: number;
  /** Any other non-2xx answer or a failed request. */
  errors: number;
}

interface User {
  phoneNumber: string;
  token: string;
  userId: string;
}

const searches = ['tsh', 'thyriod', 'vit d', 'full body checkup', 'lipid', 'sugar', 'cbc', 'liver'];
const catalogueReads = [
  '/api/v1/category/lessPrice/get',
  '/api/v1/tests/category/Full%20Body%20Checkup',
  '/api/v1/tests/thyroid-profile-total',
  '/api/v1/tests/selected/Single%20Test',
  '/api/v1/bottombanners/get-random',
];
const cartTests = ['tsh', 'cbc', 'vitamin-d', 'lipid-profile', 'hba1c'];

/** Calls go to `baseUrls` in turn, as a round-robin load balancer would spread them over instances. */
export async function runMixedLoad(
  baseUrls: readonly string[],
  sender: MemoryOtpSender,
  options: { users: number; seconds: number },
): Promise<MixedLoadResult> {
  let calls = 0;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const baseUrl = baseUrls[calls++ % baseUrls.length] ?? '';
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { token?: string; userId?: string };
    return { status: response.status, json };
  };
  const logIn = async (phoneNumber: string) => {
    const sent = await call('POST', '/api/v1/auth/send-otp', { phoneNumber });
    if (sent.status !== 200) return sent;
    return call('POST', '/api/v1/auth/verify-otp', { phoneNumber, otp: sender.latestCodeFor(phoneNumber) });
  };

  const users: User[] = [];
  for (let i = 0; i < options.users; i++) {
    const phoneNumber = `8${String(i).padStart(9, '0')}`;
    const { json } = await logIn(phoneNumber);
    if (!json.token || !json.userId) throw new Error(`Could not log in ${phoneNumber}`);
    users.push({ phoneNumber, token: json.token, userId: json.userId });
  }

  const latencies: number[] = [];
  let tooMany = 0;
  let errors = 0;
  const actions: ((user: User, index: number) => Promise<{ status: number }>)[] = [
    (_user, i) => call('GET', `/api/v1/tests/search?q=${encodeURIComponent(searches[i % searches.length] ?? 'tsh')}`),
    (_user, i) => call('GET', catalogueReads[i % catalogueReads.length] ?? catalogueReads[0] ?? ''),
    (user) => call('GET', `/api/v1/cart/${user.userId}`, undefined, user.token),
    (user, i) => call('POST', '/api/v1/cart/add', { userId: user.userId, testId: cartTests[i % cartTests.length] }, user.token),
    (user, i) => call('DELETE', '/api/v1/cart/remove', { userId: user.userId, testId: cartTests[i % cartTests.length] }, user.token),
  ];
  const deadline = Date.now() + options.seconds * 1000;
  await Promise.all(
    users.map(async (user, userIndex) => {
      for (let i = userIndex; Date.now() < deadline; i++) {
        const started = performance.now();
        // One action in 40 is a fresh login (send, then verify) of the same number.
        const action = i % 40 === 0 ? () => logIn(user.phoneNumber) : () => actions[i % actions.length]?.(user, i) ?? Promise.resolve({ status: 0 });
        try {
          const { status } = await action();
          if (status === 429) tooMany += 1;
          else if (status < 200 || status > 299) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  return { requests: latencies.length, p50: at(0.5), p99: at(0.99), tooMany, errors };
}
