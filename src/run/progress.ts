/**
 * Progress of a run: units done, rate, ETA. The runner reports after every trace written; the
 * CLI decides how often to draw.
 */
import type { Clock } from './runtime/clock.js';

/** A progress report. */
export interface RunProgress {
  /** Units whose trace is on disk, including those done before a resume. */
  readonly done: number;
  readonly total: number;
  /** Units per second in this session. */
  readonly ratePerSecond: number;
  /** Seconds left at the current rate; null before the first unit completes. */
  readonly etaSeconds: number | null;
  readonly errors: number;
  readonly timeouts: number;
  /** Traces with a leak so far, when the run was given a leak counter. */
  readonly leaksSoFar?: number;
}

/** Tracks progress. */
export interface ProgressTracker {
  record(status: 'ok' | 'error' | 'timeout', leaked: boolean | undefined): RunProgress;
}

/** Creates a tracker; `alreadyDone` units (a resumed run) count as done but not in the rate. */
export function createProgressTracker(total: number, alreadyDone: number, clock: Clock, countsLeaks: boolean): ProgressTracker {
  const started = clock.now();
  let done = alreadyDone;
  let session = 0;
  let errors = 0;
  let timeouts = 0;
  let leaks = 0;
  return {
    record(status, leaked) {
      done += 1;
      session += 1;
      if (status === 'error') errors += 1;
      if (status === 'timeout') timeouts += 1;
      if (leaked === true) leaks += 1;
      const seconds = Math.max((clock.now() - started) / 1000, 1e-3);
      const ratePerSecond = session / seconds;
      return {
        done,
        total,
        ratePerSecond,
        etaSeconds: ratePerSecond > 0 ? (total - done) / ratePerSecond : null,
        errors,
        timeouts,
        ...(countsLeaks ? { leaksSoFar: leaks } : {}),
      };
    },
  };
}
