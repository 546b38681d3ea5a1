/**
 * Writes results in their original order while they complete in any order: result `i` is
 * written only after results `0..i-1`, in batches of whatever is ready (one append per batch).
 * This keeps the traces file a prefix of the run at every moment — what makes resume exact —
 * and makes the output independent of completion order.
 */

/** An in-order writer of `count` results. */
export interface OrderedWriter<T> {
  /** Results written so far (they are on disk). */
  readonly written: number;
  /** Whether a write failed; nothing more is written after that. */
  readonly failure: unknown;
  /** Hands in result `index`; `null` marks it abandoned, and nothing after it is written. */
  complete(index: number, result: T | null): void;
  /** Resolves at the next change (a result handed in or a batch written). */
  changed(): Promise<void>;
  /** Waits until everything writable is written. */
  drain(): Promise<void>;
}

/** Creates an ordered writer; `onWritten` runs for each result once its batch is on disk. */
export function createOrderedWriter<T>(count: number, write: (batch: readonly T[]) => Promise<void>, onWritten: (result: T) => void): OrderedWriter<T> {
  const results: Array<T | null | undefined> = new Array<T | null | undefined>(count);
  const ready: T[] = [];
  const waiting: Array<() => void> = [];
  let nextReady = 0;
  let written = 0;
  let writing: Promise<void> | undefined;
  let failure: unknown;

  const pump = (): void => {
    while (nextReady < count) {
      const result = results[nextReady];
      if (result === undefined || result === null) break;
      ready.push(result);
      results[nextReady] = undefined;
      nextReady += 1;
    }
    for (const wake of waiting.splice(0)) wake();
    if (writing !== undefined || ready.length === 0 || failure !== undefined) return;
    const batch = ready.splice(0);
    writing = write(batch)
      .then(
        () => {
          for (const result of batch) onWritten(result);
          written += batch.length;
        },
        (error: unknown) => {
          failure ??= error;
        },
      )
      .finally(() => {
        writing = undefined;
        pump();
      });
  };

  return {
    get written() {
      return written;
    },
    get failure() {
      return failure;
    },
    complete(index, result) {
      results[index] = result;
      pump();
    },
    changed: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async drain() {
      pump();
      while (writing !== undefined) {
        await writing;
        pump();
      }
    },
  };
}
