interface UntilOptions {
  /** How long to keep trying, in milliseconds. */
  within?: number;
  /** What to wait for between tries; a test of React updates passes one wrapped in `act`. */
  pause?: () => Promise<unknown>;
}

/**
 * Waits in real time for the real network (only setTimeout is faked, and `vi.waitFor` would
 * advance the fake clock, which would spoil the time-out test) until `check` stops throwing.
 */
export async function until(
  check: () => void,
  { within = 3000, pause = () => new Promise((resolve) => setImmediate(resolve)) }: UntilOptions = {},
): Promise<void> {
  const deadline = performance.now() + within;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await pause();
    }
  }
}
