import { format } from 'node:util';

/**
 * What the API project's log check (tests/api/setup.ts) looks for in each line the server logs
 * and each error answer it gives (both are checked the same way, interface §3 "Your data"):
 * a full Indian mobile number (the logs mask them, `98xxxxxx10`), written as the API takes it,
 * with +91 or 0 in front, or split 5 + 5; and any name or address the tests gave the server.
 */
const fullMobileNumber = /(?<!\d)(?:\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?!\d)/;

/** The request fields that hold a person's name or a part of an address, by the path they go to. */
const personalFields: { path: RegExp; fields: string[] }[] = [
  { path: /\/booking\/people\b/, fields: ['name'] },
  { path: /\/booking\/addresses\b/, fields: ['line1', 'line2', 'landmark', 'area'] },
];

/**
 * Kept on `globalThis`: the API files share one module registry and process (vitest.config.ts),
 * so a name one file sends is looked for in every later file's log too.
 */
interface ApiTestLog {
  lines: string[];
  personal: Set<string>;
}
const logKey = Symbol.for('lab.apiTestLog');
const store = globalThis as { [logKey]?: ApiTestLog };
const apiTestLog: ApiTestLog = (store[logKey] ??= { lines: [], personal: new Set() });

/** Keeps what a console call or a write to stdout/stderr printed, one entry a line. */
export function collectLogged(parts: readonly unknown[]): void {
  apiTestLog.lines.push(...format(...parts).split('\n'));
}

/** An error answer the test server got (tests/api/support/test-server.ts), checked as a log line is. */
export function collectErrorAnswer(status: number, body: string): void {
  apiTestLog.lines.push(`error answer ${status}: ${body}`);
}

/** The lines logged since the last call. */
export function takeLoggedLines(): string[] {
  return apiTestLog.lines.splice(0);
}

/**
 * Remembers the names and address parts in a body a test sends, so the log check looks for them.
 * Values too short or too plain to mark a person (`x`, blanks, `xxxxxxxx`) are left out: they
 * stand in ordinary log text (a masked number has six x's).
 */
export function notePersonalData(path: string, body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  for (const { path: route, fields } of personalFields) {
    if (!route.test(path)) continue;
    for (const field of fields) {
      const value: unknown = (body as Record<string, unknown>)[field];
      if (typeof value !== 'string') continue;
      const plain = value.trim().replace(/\s+/g, ' ');
      if (plain.length >= 4 && /\p{L}/u.test(plain) && new Set(plain.toLowerCase()).size > 2) apiTestLog.personal.add(plain);
    }
  }
}

/** The names and address parts the tests have sent so far. */
export function personalDataSent(): ReadonlySet<string> {
  return apiTestLog.personal;
}

/** What of a person `line` holds (`a full phone number`, a name sent), or undefined. */
export function personalDataIn(line: string, personal: Iterable<string> = apiTestLog.personal): string | undefined {
  if (fullMobileNumber.test(line)) return 'a full phone number';
  for (const value of personal) if (line.includes(value)) return `the name or address part "${value}"`;
  return undefined;
}

/** One sentence a leaking line. */
export function leaksIn(lines: readonly string[], personal?: Iterable<string>): string[] {
  return lines.flatMap((line) => {
    const found = personalDataIn(line, personal);
    return found ? [`${found} in: ${line.slice(0, 300)}`] : [];
  });
}

/** Fails (the file whose `afterAll` calls it) if a line logged since the last call holds personal data. */
export function throwOnPersonalDataInLog(): void {
  const leaks = leaksIn(takeLoggedLines());
  if (leaks.length > 0) throw new Error(`The server's log or an error answer held personal data:\n${leaks.slice(0, 10).join('\n')}`);
}
