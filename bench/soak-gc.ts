/**
 * Forced garbage collection inside a server the soak measures, without changing product code:
 * the server runs as `node --expose-gc --import dist-bench/bench/soak-gc-hook.js dist/cli/main.js …`,
 * and the hook ({@link installGcHook}) answers SIGUSR2 by collecting twice in every thread of the
 * process, then writing one line to stderr (parsed by {@link parseGcReport}):
 *
 *   LEAKSCOPE_SOAK_GC <round> {"rssBytes":…,"threads":[{"thread":0,"heapUsedBytes":…},…],"expectedThreads":2}
 *
 * Every thread, because `guard serve` keeps its guards (and their stores) in a worker thread, whose
 * heap the main thread's `gc()` does not reach. Node runs `--import` modules in worker threads too
 * (they inherit the process's flags), so each worker gets the hook and joins a BroadcastChannel.
 */
import { getHeapStatistics } from 'node:v8';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

/** The first word of the hook's stderr line. */
export const GC_MARK = 'LEAKSCOPE_SOAK_GC';
const CHANNEL = 'leakscope-soak-gc';
/** How long the main thread waits for the workers' answers before it reports without them. */
const WORKER_WAIT_MS = 5000;

/** The heap of one thread after its collections. */
export interface ThreadHeap {
  readonly thread: number;
  readonly heapUsedBytes: number;
  /** What V8 holds for the heap, used or not: RSS follows this, not the used part. */
  readonly heapTotalBytes: number;
  /** Memory V8 allocated outside its heap (malloc). */
  readonly mallocedBytes: number;
}

/** What the hook reports after one forced collection. */
export interface GcReport {
  /** The whole process's resident set, every thread's heap and native memory alike. */
  readonly rssBytes: number;
  /** The threads that collected (the main thread first). */
  readonly threads: readonly ThreadHeap[];
  /** Threads that said they run the hook (1 + workers); more than `threads.length` when a worker did not answer in time. */
  readonly expectedThreads: number;
}

type GcMessage =
  | { readonly type: 'hello'; readonly thread: number }
  | { readonly type: 'collect'; readonly round: number }
  | { readonly type: 'collected'; readonly round: number; readonly heap: ThreadHeap };

function collect(): ThreadHeap {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error(`${GC_MARK}: globalThis.gc is missing; start node with --expose-gc`);
  // Twice: the first pass can leave objects whose finalisers only free them for the second.
  gc();
  gc();
  const heap = getHeapStatistics();
  return { thread: threadId, heapUsedBytes: heap.used_heap_size, heapTotalBytes: heap.total_heap_size, mallocedBytes: heap.malloced_memory };
}

/**
 * Installs the hook in this thread (what `soak-gc-hook.ts` does when imported). In a worker: join
 * the channel and collect when asked. In the main thread: on SIGUSR2, ask the workers, wait for
 * them, collect here, and write the report line.
 */
export function installGcHook(): void {
  const channel = new BroadcastChannel(CHANNEL);
  // The hook must never keep a server (or its worker) alive.
  channel.unref();
  if (!isMainThread) {
    channel.onmessage = (event) => {
      const message = (event as { readonly data: GcMessage }).data;
      if (message.type === 'collect') channel.postMessage({ type: 'collected', round: message.round, heap: collect() } satisfies GcMessage);
    };
    channel.postMessage({ type: 'hello', thread: threadId } satisfies GcMessage);
    return;
  }
  const workers = new Set<number>();
  let answers: ThreadHeap[] = [];
  let round = 0;
  let answered: () => void = () => undefined;
  channel.onmessage = (event) => {
    const message = (event as { readonly data: GcMessage }).data;
    if (message.type === 'hello') workers.add(message.thread);
    if (message.type === 'collected' && message.round === round) {
      answers.push(message.heap);
      if (answers.length >= workers.size) answered();
    }
  };
  process.on('SIGUSR2', () => {
    round += 1;
    const mine = round;
    answers = [];
    const waited = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, WORKER_WAIT_MS);
      answered = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (workers.size === 0) answered();
    else channel.postMessage({ type: 'collect', round: mine } satisfies GcMessage);
    void waited.then(() => {
      const threads = [collect(), ...answers];
      const report: GcReport = { rssBytes: process.memoryUsage().rss, threads, expectedThreads: 1 + workers.size };
      process.stderr.write(`${GC_MARK} ${mine} ${JSON.stringify(report)}\n`);
    });
  });
}

/**
 * The report of collection `round` in a server's stderr, or undefined when that line is not there yet.
 *
 * @example parseGcReport('LEAKSCOPE_SOAK_GC 1 {"rssBytes":1,"threads":[],"expectedThreads":1}\n', 1)?.rssBytes // 1
 */
export function parseGcReport(stderr: string, round: number): GcReport | undefined {
  const line = stderr.split('\n').find((text) => text.startsWith(`${GC_MARK} ${round} `));
  if (line === undefined) return undefined;
  return JSON.parse(line.slice(`${GC_MARK} ${round} `.length)) as GcReport;
}
