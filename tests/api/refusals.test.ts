import { describe, expect, it } from 'vitest';
import { busyRefusal } from '../../demo/api/db/busy-refusal';
import { unavailableRefusal } from '../../demo/api/db/connection-loss';
import { HttpError } from '../../demo/api/http/http-error';
import { LimitRefusal } from '../../demo/api/limit-refusal';
import { RefusalMemory } from '../../demo/api/refusal-memory';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const waitMessage = (seconds: number) => `Please wait ${seconds} seconds`;

describe('the memory of refusals', () => {
  it('answers a remembered refusal again, with the time still left, until it ends', () => {
    const memory = new RefusalMemory();
    memory.remember(new LimitRefusal('send-number:9876543210', at(30), waitMessage, at(0)));
    expect(() => memory.assertNoneFor(['send-address:127.0.0.1', 'send-number:9876543210'], at(10))).toThrow(
      expect.objectContaining({ status: 429, message: 'Please wait 20 seconds', extra: { retryAfter: 20 } }),
    );
    expect(() => memory.assertNoneFor(['send-number:9876543210'], at(30))).not.toThrow();
  });

  it('keeps only refusals that know when they end', () => {
    const memory = new RefusalMemory();
    memory.remember(new HttpError(429, 'Too many incorrect attempts. Please request a new OTP.'));
    memory.remember(new Error('database down'));
    expect(() => memory.assertNoneFor(['send-all'], at(0))).not.toThrow();
  });

  it('starts over rather than grow past its size', () => {
    const memory = new RefusalMemory(2);
    for (const subject of ['a', 'b', 'c']) memory.remember(new LimitRefusal(subject, at(60), waitMessage, at(0)));
    expect(() => memory.assertNoneFor(['a'], at(1))).not.toThrow();
    expect(() => memory.assertNoneFor(['c'], at(1))).toThrow('Please wait 59 seconds');
  });
});

describe('a database that does not answer in time', () => {
  const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

  it('is a 429 when a lock was not granted within lock_timeout', () => {
    expect(busyRefusal(failure('canceling statement due to lock timeout', '55P03'))).toMatchObject({
      status: 429,
      message: 'Too many requests at once. Please try again in a moment.',
      extra: { retryAfter: 1 },
    });
  });

  it.each([
    ['a statement over statement_timeout', failure('canceling statement due to statement timeout', '57014')],
    ['no free pool connection in time', failure('timeout exceeded when trying to connect')],
  ])('is a 503 for %s', (_, error) => {
    expect(busyRefusal(error)).toMatchObject({ status: 503, message: 'The server is busy. Please try again in a moment.' });
  });

  it('is no refusal for any other failure, which stays a 500', () => {
    expect(busyRefusal(failure('relation "x" does not exist', '42P01'))).toBeUndefined();
    expect(busyRefusal('not an error')).toBeUndefined();
  });
});

describe('a database out of reach', () => {
  const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a new connection not opened in time', failure('Connection terminated due to connection timeout')],
    ['a connection ended by pg_ctl stop', failure('terminating connection due to administrator command', '57P01')],
    ['a connection that dropped', failure('Connection terminated unexpectedly')],
  ])('is a 503 with Retry-After for %s', (_, error) => {
    expect(unavailableRefusal(error)).toMatchObject({
      status: 503,
      message: 'The service is unavailable right now. Please try again in a moment.',
      extra: { retryAfter: 5 },
    });
    expect(busyRefusal(error)).toBeUndefined();
  });

  it('is not the answer to a statement that failed or to overload', () => {
    expect(unavailableRefusal(failure('relation "x" does not exist', '42P01'))).toBeUndefined();
    expect(unavailableRefusal(failure('timeout exceeded when trying to connect'))).toBeUndefined();
    expect(unavailableRefusal('not an error')).toBeUndefined();
  });
});
