/**
 * The soak's load: a closed loop of `concurrency` workers, each sending its next request as soon as
 * its last one answered, until `requests` are done or the deadline passes (in-flight requests are
 * let finish). What a request is, and what counts as its correct answer, is the caller's `attempt`.
 * A failure is never a clean result: every request that did not get its correct answer is counted
 * under the kind of its failure.
 */
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { latencyFigures, type LatencyFigures } from './measure.js';

/** How one request went: what it was (`kind`), what it got, or why it failed. */
export interface Attempt {
  /** What was asked, e.g. `inspect`, `observe`, `tools/call send_email`. */
  readonly kind: string;
  /** The correct answer it got, e.g. the guard's decision; counted under `outcomes`. */
  readonly outcome?: string;
  /** Why it failed, e.g. `http-429`, `unexpected-decision PASS`; counted under `errors`. */
  readonly error?: string;
}

/** Options of {@link runLoad}. */
export interface LoadOptions {
  /** The first request's index (so a warm-up and the load that follows never send the same content). */
  readonly first?: number;
  readonly requests: number;
  readonly concurrency: number;
  /** `now()` after which no request is started. */
  readonly deadline: number;
  /** Sends request `index` from worker `worker` (0 ≤ worker < concurrency); a throw is a failure of {@link errorKind}. */
  attempt(index: number, worker: number): Promise<Attempt>;
  /** Milliseconds; default `performance.now`. */
  readonly now?: () => number;
}

/** Latency and failures of one kind of request. */
export interface KindFigures extends LatencyFigures {
  readonly errors: number;
}

/** What {@link runLoad} measured. */
export interface LoadResult {
  /** Requests asked for. */
  readonly planned: number;
  /** Requests answered (or failed); fewer than `planned` when the deadline stopped the load. */
  readonly requests: number;
  readonly stoppedByDeadline: boolean;
  readonly wallMs: number;
  readonly requestsPerSecond: number;
  /** Every request, failed ones included. */
  readonly latency: LatencyFigures;
  /** The first and the last tenth of the requests, in the order they were answered: a store that slows every request as it grows shows here. */
  readonly firstTenth: LatencyFigures;
  readonly lastTenth: LatencyFigures;
  readonly byKind: Readonly<Record<string, KindFigures>>;
  /** `<kind> <outcome>` → count, for the requests that got their correct answer. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Failure kind → count. */
  readonly errors: Readonly<Record<string, number>>;
  readonly errorCount: number;
}

/**
 * The kind of a thrown failure: `jsonrpc <code>` (an MCP error answer, a request timeout),
 * `http-<status>` (the MCP transport's HTTP error), `timeout` (an aborted fetch), `network <code>`
 * (a refused or reset connection), otherwise `thrown <name>`.
 *
 * @example errorKind(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })) // 'network ECONNRESET'
 */
export function errorKind(error: unknown): string {
  if (error instanceof McpError) return `jsonrpc ${error.code}`;
  if (error instanceof StreamableHTTPError) return `http-${error.code ?? 'unknown'}`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  if (error instanceof Error && error.cause instanceof Error) {
    const code = (error.cause as { code?: unknown }).code;
    return `network ${typeof code === 'string' ? code : error.cause.name}`;
  }
  return `thrown ${error instanceof Error ? error.name : typeof error}`;
}

const increment = (counts: Record<string, number>, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Runs the load and sums it up. No printing.
 *
 * @example
 * const result = await runLoad({ requests: 2000, concurrency: 32, deadline: performance.now() + 60_000, attempt: async () => ({ kind: 'ping', outcome: 'ok' }) });
 * console.log(`${result.requests} requests, p99 ${result.latency.p99Ms} ms, ${result.errorCount} errors`);
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const now = options.now ?? (() => performance.now());
  const first = options.first ?? 0;
  const end = first + options.requests;
  const samples: number[] = [];
  const samplesByKind = new Map<string, { samples: number[]; errors: number }>();
  const outcomes: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let next = first;
  let stoppedByDeadline = false;
  const started = now();
  const work = async (worker: number): Promise<void> => {
    for (;;) {
      if (next >= end) return;
      if (now() >= options.deadline) {
        stoppedByDeadline = true;
        return;
      }
      const index = next;
      next += 1;
      const sent = now();
      let attempt: Attempt;
      try {
        attempt = await options.attempt(index, worker);
      } catch (error) {
        attempt = { kind: 'request', error: errorKind(error) };
      }
      const ms = now() - sent;
      samples.push(ms);
      let kind = samplesByKind.get(attempt.kind);
      if (kind === undefined) {
        kind = { samples: [], errors: 0 };
        samplesByKind.set(attempt.kind, kind);
      }
      kind.samples.push(ms);
      if (attempt.error !== undefined) {
        kind.errors += 1;
        increment(errors, attempt.error);
      } else {
        increment(outcomes, attempt.outcome === undefined ? attempt.kind : `${attempt.kind} ${attempt.outcome}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, worker) => work(worker)));
  const wallMs = now() - started;
  const byKind: Record<string, KindFigures> = {};
  for (const [kind, figures] of [...samplesByKind].sort(([a], [b]) => a.localeCompare(b))) byKind[kind] = { ...latencyFigures(figures.samples), errors: figures.errors };
  return {
    planned: options.requests,
    requests: samples.length,
    stoppedByDeadline,
    wallMs,
    requestsPerSecond: wallMs > 0 ? (samples.length * 1000) / wallMs : 0,
    latency: latencyFigures(samples),
    firstTenth: latencyFigures(samples.slice(0, Math.ceil(samples.length / 10))),
    lastTenth: latencyFigures(samples.slice(samples.length - Math.ceil(samples.length / 10))),
    byKind,
    outcomes,
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
  };
}

/** RSS after a forced collection, before and after the load, against the limit. */
export interface RssVerdict {
  readonly startMB: number;
  readonly endMB: number;
  /** `endMB / startMB`. */
  readonly ratio: number;
  readonly limit: number;
  /** True when `ratio ≤ limit`. */
  readonly flat: boolean;
}

/** Issue 19: RSS after a forced GC within 20% of the start. */
export const RSS_RATIO_LIMIT = 1.2;

/**
 * @example rssVerdict(100, 119) // { startMB: 100, endMB: 119, ratio: 1.19, limit: 1.2, flat: true }
 */
export function rssVerdict(startMB: number, endMB: number, limit = RSS_RATIO_LIMIT): RssVerdict {
  const ratio = endMB / startMB;
  return { startMB, endMB, ratio, limit, flat: Number.isFinite(ratio) && ratio <= limit };
}
