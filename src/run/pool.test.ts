import { describe, expect, it } from 'vitest';
import { runPool } from './pool.js';

/** Resolves after `turns` trips through the event loop (an order of completion that is not the unit order). */
const later = (turns: number): Promise<void> => (turns <= 0 ? Promise.resolve() : new Promise<void>((resolve) => setImmediate(() => void later(turns - 1).then(resolve))));

describe('runPool', () => {
  it('hands results on in unit order, in batches, whatever order the units finish in', async () => {
    const finished: number[] = [];
    const written: number[][] = [];
    const seen: number[] = [];
    const outcome = await runPool({
      units: [5, 1, 4, 0, 3, 2],
      concurrency: 3,
      run: async (turns, { index }) => {
        await later(turns * 3);
        finished.push(index);
        return index;
      },
      write: async (batch) => {
        written.push([...batch]);
      },
      onResult: (result) => seen.push(result),
    });
    expect(finished).not.toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    expect(written.flat()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(outcome).toMatchObject({ results: [0, 1, 2, 3, 4, 5], written: 6, cancelled: false, writeFailure: undefined });
  });

  it('records a unit that rejects or runs out of time through `failed`, never as its own result', async () => {
    const outcome = await runPool({
      units: ['ok', 'throws', 'hangs'],
      concurrency: 3,
      timeoutMs: 50,
      run: (unit, { signal }) => {
        if (unit === 'throws') return Promise.reject(new Error('model call failed'));
        // Ignores its signal: the pool abandons it at the limit.
        if (unit === 'hangs') return new Promise<string>(() => expect(signal.aborted).toBe(false));
        return Promise.resolve('clean');
      },
      failed: (unit, failure) => `${unit}: excluded (${failure.status}: ${failure.error})`,
    });
    expect(outcome.results).toEqual(['clean', 'throws: excluded (error: Error: model call failed)', 'hangs: excluded (timeout: timeout: unit exceeded 50 ms)']);
  });

  it('without `failed`, a rejection fails the run once the units in flight have ended', async () => {
    const started: number[] = [];
    await expect(
      runPool({
        units: [0, 1, 2, 3],
        concurrency: 1,
        run: async (unit) => {
          started.push(unit);
          if (unit === 1) throw new Error('scoring failed');
          return unit;
        },
      }),
    ).rejects.toThrow('scoring failed');
    expect(started).toEqual([0, 1]);
  });

  it('stops at cancellation: no unit starts after it, the interrupted one is dropped, and nothing after it is written', async () => {
    const controller = new AbortController();
    const written: number[] = [];
    const outcome = await runPool({
      units: [0, 1, 2, 3],
      concurrency: 1,
      signal: controller.signal,
      run: async (unit) => {
        if (unit === 1) controller.abort();
        return unit;
      },
      write: async (batch) => {
        written.push(...batch);
      },
    });
    expect(outcome).toMatchObject({ cancelled: true, written: 1 });
    expect(written).toEqual([0]);
    expect(outcome.results).toEqual([0, undefined, undefined, undefined]);
  });
});
