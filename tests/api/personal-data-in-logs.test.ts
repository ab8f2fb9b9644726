import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logSafeError } from '../../demo/api/http/log-safe-error';
import { createLogSender, createMemorySender } from '../../demo/api/otp/otp-senders';
import { homeAddress, me, mondayMorning, tomorrow } from './support/booking';
import { collectLogged, personalDataIn } from './support/personal-data-scan';
import { startTestServer } from './support/test-server';
import type { ApiResponse, RequestOptions, TestServer } from './support/test-server';

/**
 * The API's flows (login, cart, people, addresses, bookings and their SMS, the visitor's data,
 * consents, erasure, refusals of every kind) with every line the server logs caught, and every
 * error answer: neither may hold a full phone number, a person's name or an address.
 */
const number = '9876506001';

const logLines: string[] = [];
const errorAnswers: string[] = [];
const memory = createMemorySender();
const printed = createLogSender((line) => {
  logLines.push(line);
  collectLogged([line]);
});
let server: TestServer;

async function call(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const response = await server.request(method, path, options);
  if (response.status >= 400) errorAnswers.push(JSON.stringify(response.body));
  return response;
}

async function logIn(): Promise<string> {
  const sent = await call('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: number } });
  const challenge = (sent.body as { challenge: string }).challenge;
  await call('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber: number, otp: '000000', challenge } });
  const verified = await call('POST', '/api/v1/auth/verify-otp', { body: { phoneNumber: number, otp: memory.latestCodeFor(number), challenge } });
  return (verified.body as { token: string }).token;
}

beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
      logLines.push(parts.map((part) => (part instanceof Error ? (part.stack ?? part.message) : String(part))).join(' '));
    });
  }
  server = await startTestServer({
    startTime: mondayMorning,
    limits: { resendCooldownSeconds: 1 },
    booking: { operatorToken: 'operator-token-of-at-least-32-characters' },
    otpSender: {
      async send(sms) {
        await printed.send(sms);
        await memory.send(sms);
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
});

describe('the log and the error answers of the API flows', () => {
  it('hold no full phone number, no name and no address', async () => {
    const token = await logIn();
    const as = (method: string, path: string, body?: unknown) => call(method, path, { token, ...(body === undefined ? {} : { body }) });
    await as('POST', '/api/v1/cart/add', { userId: 'someone-else', testId: 'cbc' });
    const person = await as('POST', '/api/v1/booking/people', { ...me, name: 'Kavya Iyer', relation: 'child', age: 12 });
    await as('POST', '/api/v1/booking/people', { ...me, age: me.name, phone: number });
    await as('POST', '/api/v1/booking/people', { ...me, name: `${me.name} ${'x'.repeat(200)}` });
    const self = await as('POST', '/api/v1/booking/people', me);
    const address = await as('POST', '/api/v1/booking/addresses', homeAddress);
    await as('POST', '/api/v1/booking/addresses', { ...homeAddress, line1: '7th Main, Indiranagar', pincode: homeAddress.line1 });
    const personId = (self.body as { data: { _id: string } }).data._id;
    const addressId = (address.body as { data: { _id: string } }).data._id;
    expect(person.status).toBe(400);

    const held = await as('POST', '/api/v1/booking/holds', { slotId: `${tomorrow}T07:00` });
    const holdId = (held.body as { data: { holdId: string } }).data.holdId;
    memory.refuseNext = true;
    const booked = await call('POST', '/api/v1/bookings', {
      token,
      body: { holdId, addressId, items: [{ testId: 'tsh', personId }] },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(booked.status).toBe(201);
    const bookingId = (booked.body as { data: { _id: string } }).data._id;
    await as('POST', `/api/v1/bookings/${bookingId}/cancel`, { reason: `${me.name} moved to ${homeAddress.line1}` });
    await as('GET', '/api/v1/me/data');
    await as('POST', '/api/v1/me/consents', { purpose: number });
    await as('DELETE', `/api/v1/me/consents/${number}`);
    await as('DELETE', '/api/v1/me', { otp: number, challenge: me.name });
    server.clock.advance(2000);
    const sent = await call('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: number } });
    await as('DELETE', '/api/v1/me', { otp: memory.latestCodeFor(number), challenge: (sent.body as { challenge: string }).challenge });
    await call('POST', '/api/v1/auth/send-otp', { body: { phoneNumber: `${number}0` } });
    await call('GET', `/api/v1/cart/${number}`, { token });
    // Let the booking's SMS (refused above) be logged.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(logLines.join('\n')).toMatch(/98xxxxxx01/);
    expect(logLines.some((line) => line.startsWith('Booking SMS (booked)'))).toBe(true);
    expect(errorAnswers.length).toBeGreaterThanOrEqual(10);
    // The names and addresses looked for are those this file sent (tests/api/support/personal-data-scan.ts).
    for (const text of [...logLines, ...errorAnswers]) expect(personalDataIn(text)).toBeUndefined();
  });

  it("an unexpected error is logged by kind, message and stack only, not a database error's quoted row", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_number_key"'), {
      detail: `Key (phone_number)=(${number}) already exists.`,
      parameters: [number, me.name],
    });
    const line = logSafeError(error);
    expect(line).toContain('duplicate key value');
    expect(line).not.toContain(number);
    expect(line).not.toContain(me.name);
    expect(logSafeError(new Error(`no user for ${number}`))).toContain('no user for 98xxxxxx01');
  });
});
