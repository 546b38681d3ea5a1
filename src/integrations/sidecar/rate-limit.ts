/**
 * A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. The clock is
 * injected so tests and replays are deterministic.
 */

/** Options of {@link createTokenBucket}. */
export interface TokenBucketOptions {
  readonly capacity: number;
  readonly refillPerSecond: number;
  /** Milliseconds; default `performance.now`. */
  readonly now?: () => number;
}

/** The answer of one `take`. */
export type TakeResult = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** A token bucket. */
export interface TokenBucket {
  take(): TakeResult;
}

/**
 * Creates a full bucket.
 *
 * @example
 * const bucket = createTokenBucket({ capacity: 20, refillPerSecond: 10 });
 * const taken = bucket.take();
 * if (!taken.ok) respond429(taken.retryAfterSeconds);
 */
export function createTokenBucket(options: TokenBucketOptions): TokenBucket {
  const now = options.now ?? (() => performance.now());
  let tokens = options.capacity;
  let last = now();
  return {
    take() {
      const current = now();
      tokens = Math.min(options.capacity, tokens + ((current - last) / 1000) * options.refillPerSecond);
      last = current;
      if (tokens >= 1) {
        tokens -= 1;
        return { ok: true };
      }
      const wait = options.refillPerSecond > 0 ? (1 - tokens) / options.refillPerSecond : Number.POSITIVE_INFINITY;
      return { ok: false, retryAfterSeconds: Number.isFinite(wait) ? Math.max(1, Math.ceil(wait)) : 3600 };
    },
  };
}
