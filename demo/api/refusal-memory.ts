import { LimitRefusal } from './limit-refusal';

/**
 * Refusals this process has already decided, kept until they end: a caller who keeps knocking is
 * turned away before any database work. The database stays the judge (several instances share
 * it); this is only a cache of its answers, so forgetting an entry costs one round trip, never
 * a wrong decision.
 */
export class RefusalMemory {
  readonly #refusals = new Map<string, LimitRefusal>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Throws the refusal still running for any of the subjects. */
  assertNoneFor(subjects: readonly string[], now: Date): void {
    for (const subject of subjects) {
      const refusal = this.#refusals.get(subject);
      if (refusal === undefined) continue;
      if (refusal.until <= now) {
        this.#refusals.delete(subject);
        continue;
      }
      throw new LimitRefusal(subject, refusal.until, refusal.messageFor, now);
    }
  }

  /** Keeps `error` if it is a refusal with an end; anything else is ignored. */
  remember(error: unknown): void {
    if (!(error instanceof LimitRefusal)) return;
    // A flood of distinct subjects must not grow the process: start over, it is only a cache.
    if (this.#refusals.size >= this.maxEntries) this.#refusals.clear();
    this.#refusals.set(error.subject, error);
  }
}
