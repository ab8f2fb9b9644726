import type { Clock } from '../../../src/stores/clock';

/**
 * A clock that stands still until the test moves it: `advance` runs, in order, what was waiting
 * for the time it passes (a hold's end), so a 10-minute hold runs out in a moment.
 */
export function manualClock(startsAt: string) {
  let now = Date.parse(startsAt);
  let waiting: { at: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => new Date(now),
    after: (ms, run) => {
      const entry = { at: now + ms, run };
      waiting.push(entry);
      return () => {
        waiting = waiting.filter((other) => other !== entry);
      };
    },
  };
  function advance(ms: number): void {
    now += ms;
    const due = waiting.filter((entry) => entry.at <= now).sort((a, b) => a.at - b.at);
    waiting = waiting.filter((entry) => !due.includes(entry));
    for (const entry of due) entry.run();
  }
  return { clock, advance };
}
