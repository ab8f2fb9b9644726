import type { createMemorySender } from '../demo/api/otp/otp-senders';
import type { SessionData } from './interactionLatency';

/** The full Chromium the benchmarks measure in, as a visitor's Chrome is (scripts/testBrowser.ts). */
export const benchChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const benchChromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A visitor logged in through the demo server's API, for the interactions that need one (Add to
 * cart, the cart): the code is read from the server's in-memory sender.
 */
export async function logInBenchVisitor(serverUrl: string, otpSender: ReturnType<typeof createMemorySender>): Promise<SessionData> {
  const phoneNumber = '9876500001';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(serverUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { token?: string; userId?: string | number };
  };
  await post('/api/v1/auth/send-otp', { phoneNumber });
  const { token, userId } = await post('/api/v1/auth/verify-otp', { phoneNumber, otp: otpSender.latestCodeFor(phoneNumber) });
  if (!token || userId === undefined) throw new Error('The bench could not log in');
  return { token, userId: String(userId) };
}
