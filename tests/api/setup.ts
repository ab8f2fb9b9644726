import { afterAll } from 'vitest';
import { homeAddress, me } from './support/booking';
import { collectLogged, notePersonalData, throwOnPersonalDataInLog } from './support/personal-data-scan';

/**
 * Every line the server logs while an API file runs, and every error answer the test server gets,
 * is kept and, after the file, checked for a full phone number, a name or an address (interface
 * §3, "Your data"): the file fails naming the line. The console is wrapped, not replaced, so a
 * test that silences or captures a method with `vi.spyOn(console, …)` still does (nothing more
 * reaches the terminal), and the line is kept even so: the wrapper hands each call to whatever
 * the method is at that moment.
 */
const levels = new Set<PropertyKey>(['log', 'info', 'warn', 'error', 'debug', 'trace']);
const wrapped = Symbol.for('lab.apiTestLog.wrapped');

type Marked = { [wrapped]?: true };

// The API files share one process (vitest.config.ts): wrap once, not once a file.
if (!(globalThis.console as Marked)[wrapped]) {
  const target = globalThis.console;
  globalThis.console = new Proxy(target, {
    get(on, name, receiver) {
      if (name === wrapped) return true;
      const value: unknown = Reflect.get(on, name, receiver);
      if (!levels.has(name) || typeof value !== 'function') return value;
      return (...parts: unknown[]) => {
        collectLogged(parts);
        return Reflect.apply(value, on, parts) as unknown;
      };
    },
  });
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      collectLogged([typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString()]);
      return write(chunk, ...rest);
    });
  }
}

// The shared fixtures are looked for from the first file on, also where a file sends them
// without the test server's `request` (the PostgreSQL files' own fetch).
notePersonalData('/api/v1/booking/people', me);
notePersonalData('/api/v1/booking/addresses', homeAddress);

afterAll(async () => {
  // A booking's SMS is sent after its answer: let a failure of it be logged within this file.
  await new Promise((resolve) => setTimeout(resolve, 20));
  throwOnPersonalDataInLog();
});
