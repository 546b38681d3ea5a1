/**
 * The one execution engine of the benchmark runs (`bench`, `arena run`, `mosaic run`): units run
 * with bounded concurrency; results are handed on in unit order whatever the concurrency (written
 * in batches of whatever is ready, so an output file is always a prefix of the run); a unit that
 * rejects or runs out of time becomes a recorded failure — excluded with its reason, never a clean
 * result; cancellation stops new units and drops the ones it interrupted (a resume reruns them);
 * and finished results waiting for an earlier unit are bounded. Resume itself is the caller's: it
 * passes only the units still to run.
 */
import { createOrderedWriter } from './ordered-writer.js';

/** Why a unit produced no result of its own. */
export interface UnitFailure {
  readonly status: 'error' | 'timeout';
  /** `Name: message`, or `timeout: unit exceeded N ms`. */
  readonly error: string;
  readonly cause: unknown;
}

/** What a unit's `run` gets. */
export interface PoolUnitContext {
  readonly index: number;
  /** Aborts at the unit's time limit or when the run is cancelled. */
  readonly signal: AbortSignal;
}

/** Options of {@link runPool}. */
export interface PoolOptions<Unit, Result> {
  readonly units: readonly Unit[];
  /** Units at a time (at least 1). */
  readonly concurrency: number;
  readonly run: (unit: Unit, context: PoolUnitContext) => Promise<Result>;
  /**
   * The result recording a unit whose `run` rejected or ran out of time (the caller marks it
   * excluded). Without it, a rejection fails the whole run once the units in flight have ended.
   */
  readonly failed?: (unit: Unit, failure: UnitFailure, index: number) => Result;
  /** Per unit: its signal aborts, and a unit that ignores the signal is abandoned as `timeout`. */
  readonly timeoutMs?: number;
  /** Cancels the run: no unit starts after it fires; a unit that ends after it is dropped, and nothing after it is handed on. */
  readonly signal?: AbortSignal;
  /** Writes results in unit order, one call per batch of ready results; after a rejection nothing more is written. */
  readonly write?: (batch: readonly Result[]) => Promise<void>;
  /** Called for each result in unit order once its batch is written (count it, report progress). */
  readonly onResult?: (result: Result, index: number) => void;
  /** Finished results that may wait for an earlier unit before workers pause; default max(256, 16 × concurrency). */
  readonly maxAhead?: number;
}

/** What a pool run did. */
export interface PoolOutcome<Result> {
  /** By unit index; undefined for units never run or dropped by cancellation. */
  readonly results: readonly (Result | undefined)[];
  /** Results written (handed to `onResult`). */
  readonly written: number;
  readonly cancelled: boolean;
  /** The error of the failed `write`, if one failed (the caller decides how to report it). */
  readonly writeFailure: unknown;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The abort reason of a unit that ran out of time (a plain object: no stack to capture per unit). */
interface PoolTimeout {
  readonly kind: 'pool-timeout';
  readonly message: string;
}

async function runOne<Unit, Result>(options: PoolOptions<Unit, Result>, unit: Unit, index: number, idle: AbortSignal): Promise<Result> {
  const outer = options.signal;
  try {
    if (options.timeoutMs === undefined) return await options.run(unit, { index, signal: outer ?? idle });
    return await runTimed(options, options.timeoutMs, unit, index);
  } catch (caught) {
    if (options.failed === undefined) throw caught;
    const timedOut = typeof caught === 'object' && caught !== null && (caught as Partial<PoolTimeout>).kind === 'pool-timeout';
    return options.failed(
      unit,
      timedOut ? { status: 'timeout', error: `timeout: ${(caught as PoolTimeout).message}`, cause: caught } : { status: 'error', error: describe(caught), cause: caught },
      index,
    );
  }
}

/** Runs a unit under its time limit; rejects with the {@link PoolTimeout} when it is reached. */
async function runTimed<Unit, Result>(options: PoolOptions<Unit, Result>, timeoutMs: number, unit: Unit, index: number): Promise<Result> {
  const controller = new AbortController();
  const outer = options.signal;
  const forward = (): void => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  const timeout: PoolTimeout = { kind: 'pool-timeout', message: `unit exceeded ${timeoutMs} ms` };
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  try {
    if (outer?.aborted === true) controller.abort(outer.reason);
    const running = options.run(unit, { index, signal: controller.signal });
    // A unit that ignores its signal must not hold the run past its time limit.
    running.catch(() => undefined);
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as unknown), { once: true });
    });
    aborted.catch(() => undefined);
    try {
      return await Promise.race([running, aborted]);
    } catch (caught) {
      // A unit that failed because its time ran out reports the timeout, not the abort error it threw.
      throw controller.signal.reason === timeout ? timeout : caught;
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * Runs every unit and hands the results on in unit order.
 *
 * @example
 * const { results } = await runPool({ units: tasks, concurrency: 4, run: (task, { signal }) => answer(task, signal), failed: (task, failure) => excluded(task, failure.error) });
 */
export async function runPool<Unit, Result>(options: PoolOptions<Unit, Result>): Promise<PoolOutcome<Result>> {
  const { units } = options;
  const results = new Array<Result | undefined>(units.length);
  const cancelled = (): boolean => options.signal?.aborted === true;
  const writer = createOrderedWriter<{ index: number; result: Result }>(
    units.length,
    options.write === undefined ? () => Promise.resolve() : (batch) => (options.write as NonNullable<typeof options.write>)(batch.map((item) => item.result)),
    ({ index, result }) => options.onResult?.(result, index),
  );
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxAhead = options.maxAhead ?? Math.max(256, concurrency * 16);
  let nextToStart = 0;
  let fatal: { error: unknown } | undefined;
  // Units of a run without a time limit or a cancel signal share one signal that never aborts.
  const idle = new AbortController().signal;

  const worker = async (): Promise<void> => {
    while (nextToStart < units.length && !cancelled() && writer.failure === undefined && fatal === undefined) {
      if (nextToStart - writer.written >= maxAhead) {
        await writer.changed();
        continue;
      }
      const index = nextToStart;
      nextToStart += 1;
      let result: Result;
      try {
        result = await runOne(options, units[index] as Unit, index, idle);
      } catch (error) {
        fatal ??= { error };
        writer.complete(index, null);
        return;
      }
      // A unit interrupted by cancellation is dropped: a resume runs it again.
      if (cancelled()) writer.complete(index, null);
      else {
        results[index] = result;
        writer.complete(index, { index, result });
      }
      // Units that finish without touching the event loop must still let writes complete.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(units.length, 1)) }, worker));
  await writer.drain();
  if (fatal !== undefined) throw fatal.error;
  return { results, written: writer.written, cancelled: cancelled(), writeFailure: writer.failure };
}
