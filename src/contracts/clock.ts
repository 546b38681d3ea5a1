/**
 * Time, injected. Every timestamp leakscope writes comes from a `Clock`, so tests and
 * reproducible runs can replace wall time with a logical clock. The implementations
 * (`systemClock`, `logicalClock`) are in `run/runtime/clock.ts`.
 */

/** A source of the current time in milliseconds since the Unix epoch. */
export interface Clock {
  now(): number;
}
