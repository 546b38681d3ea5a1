/**
 * Time, injected: the implementations of the `Clock` of `contracts/clock.ts`. Every timestamp
 * in a trace comes from a clock, so tests and reproducible runs can replace wall time with a
 * logical clock.
 */
import type { Clock } from '../../contracts/index.js';

export type { Clock } from '../../contracts/index.js';

/** Wall-clock time. */
export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock that starts at `startMs` and advances by `stepMs` on every reading. Runs that use it
 * (with concurrency 1 and cached model responses) write byte-identical traces.
 *
 * @example
 * const clock = logicalClock(Date.UTC(2026, 0, 1));
 * clock.now(); // 1767225600000
 * clock.now(); // 1767225600001
 */
export function logicalClock(startMs = Date.UTC(2026, 0, 1), stepMs = 1): Clock {
  let next = startMs;
  return {
    now() {
      const value = next;
      next += stepMs;
      return value;
    },
  };
}
