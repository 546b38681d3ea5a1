/**
 * Work spread over worker threads with output in input order: every worker walks the same
 * deterministic sequence of items (e.g. the traces of the same files), handles the items it owns
 * — runs of {@link CHUNK} consecutive items, dealt in turn (items 0–31 to worker 0, 32–63 to
 * worker 1, …), so neighbours that share work (the two traces of one AgentLeak run, the runs of
 * one scenario) meet in the same worker's caches — and posts their results; the parent takes each
 * item's result from its owner in turn, so what it yields is exactly what one thread would have
 * produced, whatever the timing. Workers may run ahead by a bounded number of batches.
 *
 * The parent side is {@link orderedWorkerMap}; a worker module calls {@link servePartition}.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { LeakscopeError, type LeakscopeErrorCode } from '../contracts/index.js';

/** Results per message from a worker to its parent, and consecutive items one worker owns. */
const BATCH = 32;
const CHUNK = BATCH;

/** The worker that owns item `index`. */
function ownerOf(index: number, jobs: number): number {
  return Math.floor(index / CHUNK) % jobs;
}
/** Batches a worker may post before the parent has taken them. */
const CREDITS = 8;

/** What a worker module receives: its share and the caller's own (structured-clone) data. */
export interface PartitionData<D> {
  readonly worker: number;
  readonly jobs: number;
  readonly data: D;
}

type ToParent<R> =
  | { readonly type: 'results'; readonly results: readonly R[] }
  | { readonly type: 'done'; readonly items: number }
  | { readonly type: 'failed'; readonly message: string; readonly stack?: string | undefined; readonly code?: LeakscopeErrorCode; readonly details?: Record<string, unknown> };

type ToWorker = { readonly type: 'credit' };

/**
 * The compiled worker module for `url` (a `.js` URL beside the calling module): the file itself
 * when it exists, else the same path under `dist/` when the caller runs from TypeScript sources
 * (tests); throws when neither exists.
 */
export function workerScript(url: URL): URL {
  const path = fileURLToPath(url);
  if (existsSync(path)) return url;
  const built = path.replace(/([\\/])src([\\/])/, '$1dist$2');
  if (built !== path && existsSync(built)) return pathToFileURL(built);
  throw new Error(`worker module ${path} is missing: worker threads run the built package (npm run build)`);
}

/** Options of {@link orderedWorkerMap}. */
export interface OrderedWorkerOptions<D> {
  /** The worker module (see {@link workerScript}). */
  readonly script: URL;
  /** Worker threads, ≥ 2. */
  readonly jobs: number;
  /** Passed to every worker as `data` (structured clone). */
  readonly data: D;
}

/**
 * Yields the results of all workers in item order. A worker's failure rejects the iteration
 * with its error (a {@link LeakscopeError} keeps its code); returning early terminates the workers.
 */
export async function* orderedWorkerMap<D, R>(options: OrderedWorkerOptions<D>): AsyncGenerator<R> {
  const { jobs } = options;
  if (!Number.isInteger(jobs) || jobs < 2) throw new RangeError(`orderedWorkerMap: jobs must be an integer ≥ 2, got ${jobs}`);
  interface Lane {
    readonly worker: Worker;
    readonly queue: R[];
    /** Items the worker reported walking, once done. */
    done: number | null;
    failure: Error | null;
  }
  let wake: (() => void) | null = null;
  const notify = (): void => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const lanes: Lane[] = [];
  for (let worker = 0; worker < jobs; worker += 1) {
    const workerData: PartitionData<D> = { worker, jobs, data: options.data };
    const lane: Lane = { worker: new Worker(options.script, { workerData }), queue: [], done: null, failure: null };
    lane.worker.on('message', (message: ToParent<R>) => {
      if (message.type === 'results') lane.queue.push(...message.results);
      else if (message.type === 'done') lane.done = message.items;
      else {
        // A worker's LeakscopeError stays one (its code decides the exit status).
        const failure = message.code === undefined ? new Error(message.message) : new LeakscopeError(message.code, message.message, message.details ?? {});
        if (message.stack !== undefined) failure.stack = message.stack;
        lane.failure = failure;
      }
      notify();
    });
    lane.worker.on('error', (error) => {
      lane.failure = error;
      notify();
    });
    lane.worker.on('exit', (code) => {
      if (lane.done === null && lane.failure === null) lane.failure = new Error(`worker ${worker} exited with code ${code} before it finished`);
      notify();
    });
    lanes.push(lane);
  }
  // Results taken from each lane since its last credit.
  const taken = lanes.map(() => 0);
  try {
    for (let index = 0; ; index += 1) {
      const owner = ownerOf(index, jobs);
      const lane = lanes[owner] as Lane;
      while (lane.queue.length === 0 && lane.done === null && lane.failure === null) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      if (lane.failure !== null) throw lane.failure;
      if (lane.queue.length === 0) {
        // The owner walked all items: the sequence ended at `index`. Every worker walks the same sequence.
        for (const other of lanes) {
          while (other.done === null && other.failure === null) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
          if (other.failure !== null) throw other.failure;
          if (other.done !== lane.done) throw new Error(`workers disagree on the number of items (${lane.done} and ${other.done}): the input changed while it was read`);
        }
        return;
      }
      yield lane.queue.shift() as R;
      taken[owner] = (taken[owner] as number) + 1;
      if ((taken[owner] as number) >= BATCH) {
        taken[owner] = 0;
        lane.worker.postMessage({ type: 'credit' } satisfies ToWorker);
      }
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.worker.terminate()));
  }
}

/**
 * The worker side: runs `produce` with this worker's share and posts its results in batches.
 * `produce` walks the whole item sequence, calls `owns(index)` for each item and yields a result
 * for exactly the items it owns, in order; it returns the number of items it walked.
 */
export function servePartition<D, R>(produce: (data: D, owns: (index: number) => boolean) => AsyncGenerator<R, number>): void {
  if (isMainThread || parentPort === null) throw new Error('servePartition runs in a worker thread');
  const port = parentPort;
  const share = workerData as PartitionData<D>;
  let credits = CREDITS;
  let resume: (() => void) | null = null;
  port.on('message', (message: ToWorker) => {
    if (message.type !== 'credit') return;
    credits += 1;
    const next = resume;
    resume = null;
    next?.();
  });
  const post = (message: ToParent<R>): void => port.postMessage(message);
  void (async () => {
    try {
      const results = produce(share.data, (index) => ownerOf(index, share.jobs) === share.worker);
      let batch: R[] = [];
      let next = await results.next();
      while (next.done !== true) {
        batch.push(next.value);
        if (batch.length >= BATCH) {
          while (credits === 0) {
            await new Promise<void>((done) => {
              resume = done;
            });
          }
          credits -= 1;
          post({ type: 'results', results: batch });
          batch = [];
        }
        next = await results.next();
      }
      if (batch.length > 0) post({ type: 'results', results: batch });
      post({ type: 'done', items: next.value });
    } catch (error) {
      const known = error instanceof LeakscopeError ? { code: error.code, details: { ...error.details } } : {};
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined, ...known });
    } finally {
      port.unref();
    }
  })();
}
