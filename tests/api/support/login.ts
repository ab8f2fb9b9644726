import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** Logs a phone number in through the real send/verify calls and returns its session. */
export async function logIn(server: TestServer, phoneNumber: string): Promise<{ token: string; userId: string }> {
  const sent = await server.request('POST', '/api/v1/auth/send-otp', { body: { phoneNumber } });
  expect(sent.status).toBe(200);
  const otp = server.sender.latestCodeFor(phoneNumber);
  const verified = await server.request('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber, otp } });
  expect(verified.status).toBe(200);
  const body = verified.body as { token: string; userId: string };
  return { token: body.token, userId: body.userId };
}

/** The `data` of a `{ success: true, data }` response, as the shape the caller expects. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed view of JSON
export function dataOf<T>(response: { status: number; body: unknown }): T {
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ success: true });
  return (response.body as { data: T }).data;
}
