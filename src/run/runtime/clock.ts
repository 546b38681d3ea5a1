/**
 * Time, injected: the implementations of the `Clock` of `contracts/clock.ts`. Every timestamp
 * in a trace comes from a clock, so tests and reproducible runs can replace wall time with a
 * logical clock.
 */
import type { Clock } from '../../contracts/index.js';
import { deriveSeed } from '../../lib/seeded-random.js';

export type { Clock } from '../../contracts/index.js';

/** Wall-clock time. */
export const systemClock: Clock = { now: () => Date.now() };

/** Where a logical clock starts by default: 2026-01-01T00:00:00Z. */
export const LOGICAL_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * A clock that starts at `startMs` and advances by `stepMs` on every reading. One clock shared
 * by the units of a run gives byte-identical traces only with concurrency 1 (concurrent units
 * interleave its ticks by timing); {@link logicalUnitClocks} gives each unit its own.
 *
 * @example
 * const clock = logicalClock(Date.UTC(2026, 0, 1));
 * clock.now(); // 1767225600000
 * clock.now(); // 1767225600001
 */
export function logicalClock(startMs = LOGICAL_EPOCH_MS, stepMs = 1): Clock {
  let next = startMs;
  return {
    now() {
      const value = next;
      next += stepMs;
      return value;
    },
  };
}

/**
 * The first reading of the logical clocks of a run with this seed: a whole second of the first
 * day of 2026, derived from the seed.
 *
 * @example new Date(logicalClockStart(42)).toISOString().slice(0, 10) // '2026-01-01'
 */
export function logicalClockStart(seed: number): number {
  return LOGICAL_EPOCH_MS + (deriveSeed('logical-clock', seed) % 86_400) * 1000;
}

/**
 * A fresh logical clock for each unit of a run, every one starting at {@link logicalClockStart}
 * of the seed: a trace's timestamps then depend only on its own events — not on concurrency,
 * on timing, or on which units a resumed run had already done — so the same seed, configuration
 * and cached model responses give byte-identical traces.
 *
 * @example
 * const clockFor = logicalUnitClocks(42);
 * clockFor().now() === clockFor().now(); // true: two units, two clocks, the same first reading
 */
export function logicalUnitClocks(seed: number): () => Clock {
  const start = logicalClockStart(seed);
  return () => logicalClock(start);
}
