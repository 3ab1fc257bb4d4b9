import { LRUCache } from 'lru-cache';

export type Limit = { max: number; windowMs: number };

/**
 * Attempts per key within a sliding window, in memory. At most `maxKeys` keys are kept (least
 * recently used go first) and each keeps only its last `max` times, so a flood of new
 * addresses or usernames costs bounded memory; an evicted key merely starts afresh.
 */
export class AttemptLog {
  private readonly attempts: LRUCache<string, number[]>;

  constructor(
    readonly limit: Limit,
    maxKeys = 10_000,
  ) {
    this.attempts = new LRUCache({ max: maxKeys });
  }

  private recent(key: string, now: number) {
    const times = this.attempts.get(key) ?? [];
    return times.filter((time) => now - time < this.limit.windowMs && time <= now);
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string, now = Date.now()) {
    const times = this.recent(key, now);
    if (times.length < this.limit.max) return 0;
    const oldest = times[times.length - this.limit.max]!;
    return Math.max(1, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()) {
    this.attempts.set(key, [...this.recent(key, now), now].slice(-this.limit.max));
  }

  /** Takes back one attempt recorded at `time` (one that turned out to be legitimate). */
  forgive(key: string, time: number) {
    const times = this.attempts.get(key);
    const index = times?.lastIndexOf(time) ?? -1;
    if (!times || index < 0) return;
    const rest = times.filter((_, i) => i !== index);
    if (rest.length) this.attempts.set(key, rest);
    else this.attempts.delete(key);
  }

  clear(key: string) {
    this.attempts.delete(key);
  }

  get size() {
    return this.attempts.size;
  }
}
