/**
 * Waits in real time for the real network (only setTimeout is faked, and `vi.waitFor` would
 * advance the fake clock, which would spoil the time-out test) until `check` stops throwing.
 */
export async function until(check: () => void): Promise<void> {
  const deadline = performance.now() + 3000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
