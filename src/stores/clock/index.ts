/**
 * Where the stores read the time and wait: one seam, so that a test moves a 10-minute hold to
 * its end in a moment (`setClock`), as the reference API's own clock does (demo/api/clock.ts).
 */
export interface Clock {
  now: () => Date;
  /** Runs `run` after `ms`; the returned function cancels it. */
  after: (ms: number, run: () => void) => () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

let current: Clock = systemClock;

export const clock = (): Clock => current;

/** Sets the clock the stores read from now on; `systemClock` puts the real one back. */
export function setClock(next: Clock): void {
  current = next;
}
