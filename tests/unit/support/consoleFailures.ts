import pageConsole from 'node:console';
import { format } from 'node:util';

// React's act() warnings are errors in waiting: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Any console error or warning fails the test that caused it (an act() warning, a failed
 * request nobody expected, a text nobody registered). A test that provokes one on purpose
 * replaces the method with `vi.spyOn(console, 'error').mockImplementation(...)` and asserts on
 * the spy. A set-up file imports this module and calls `throwOnUnexpectedConsole` after each test.
 */
const unexpected: string[] = [];

/** Records every error and warning `target` prints (unless `expected` says it is), then prints it. */
function watch(target: Console, name: string, expected: (args: unknown[]) => boolean = () => false): void {
  for (const level of ['error', 'warn'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      if (expected(args)) return;
      unexpected.push(`${name}.${level}: ${format(...args)}`);
      original(...args);
    };
  }
}

/**
 * happy-dom writes the page's own log (what a browser shows in its DevTools) to Node's console,
 * not to the test's: each failed request, as `GET http://127.0.0.1:…/path 500 (Internal Server
 * Error)`, and each connection that failed. Those against the canned API on 127.0.0.1 are the
 * answers a test chose to give; the test asserts what the user sees of them. Anything else
 * happy-dom logs fails the test.
 */
const cannedApiAnswer = /^[A-Z]+ http:\/\/127\.0\.0\.1:\d+\/\S* \d{3} \([^)]*\)$/;
const droppedConnection = new Set(['ECONNREFUSED', 'ECONNRESET']);
function isCannedApiFailure(args: unknown[]): boolean {
  const [first] = args;
  if (args.length !== 1) return false;
  if (typeof first === 'string') return cannedApiAnswer.test(first);
  return first instanceof Error && droppedConnection.has((first as NodeJS.ErrnoException).code ?? '');
}

watch(console, 'console');
watch(pageConsole, 'page console', isCannedApiFailure);

/** Fails the test that just ran if anything unexpected reached the console. */
export function throwOnUnexpectedConsole(): void {
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
}
