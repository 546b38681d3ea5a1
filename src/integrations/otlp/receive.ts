/**
 * An OTLP/HTTP receiver for JSON payloads (`POST /v1/traces`), bound to 127.0.0.1 only: point
 * an exporter at it and leakscope traces come out. A trace is written once no span of it has
 * arrived for `idleMs` (exporters send spans as they end, the root last), and every trace still
 * held is written on close.
 */
import { Hono } from 'hono';
import type { TraceRecord } from '../../contracts/index.js';
import { frontDoor } from '../front-door.js';
import { closeServer, listen, originOf, type ListenLimits } from '../http-listen.js';
import { createSpanCollector, type OtelImportOptions, type OtelImportSummary } from '../../trace/importers/otel/import.js';

/** Options of {@link startOtelReceiver}. */
export interface OtelReceiverOptions extends OtelImportOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** A trace is complete after this many milliseconds without new spans; default 2000. */
  readonly idleMs?: number;
  /** Largest accepted body; default 16 MiB. */
  readonly maxBodyBytes?: number;
  /** Receives each finished trace; calls are serialised in arrival order. */
  readonly onTrace: (records: readonly TraceRecord[]) => void | Promise<void>;
  /** Milliseconds, injected for tests. */
  readonly now?: () => number;
  /** Browser origins allowed (403 otherwise); default none. */
  readonly allowedOrigins?: readonly string[];
  readonly limits?: ListenLimits;
}

/** A running receiver. */
export interface RunningOtelReceiver {
  readonly port: number;
  /** `http://127.0.0.1:<port>/v1/traces`, for `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`. */
  readonly url: string;
  readonly summary: OtelImportSummary;
  /** Writes every trace held now, complete or not. */
  flush(): Promise<void>;
  /** Stops listening, then flushes. Idempotent. Rejects with the first error `onTrace` threw. */
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

/**
 * Starts the receiver.
 *
 * @example
 * const writer = createTraceWriter('traces.jsonl');
 * const receiver = await startOtelReceiver({ port: 4318, onTrace: async (records) => { for (const r of records) await writer.write(r); } });
 * // OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=http://127.0.0.1:4318/v1/traces OTEL_EXPORTER_OTLP_PROTOCOL=http/json
 */
export async function startOtelReceiver(options: OtelReceiverOptions): Promise<RunningOtelReceiver> {
  const collector = createSpanCollector(options);
  const idleMs = options.idleMs ?? 2000;
  const now = options.now ?? Date.now;
  const lastSeen = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();
  let requests = 0;
  // A failed write must not stop later traces from being written; the first failure is reported on close.
  let failure: unknown;

  const emit = (traceIds: readonly string[]): Promise<void> => {
    for (const traceId of traceIds) {
      lastSeen.delete(traceId);
      const records = collector.take(traceId);
      if (records !== undefined) {
        queue = queue.then(async () => {
          try {
            await options.onTrace(records);
          } catch (error) {
            failure ??= error;
          }
        });
      }
    }
    return queue;
  };
  const sweep = (): void => {
    const limit = now() - idleMs;
    void emit([...lastSeen].filter(([, seen]) => seen <= limit).map(([traceId]) => traceId));
  };

  const app = new Hono();
  // The one front door: loopback Host names only (421), no foreign browser origin (403), JSON bodies (415), size (413).
  app.use(
    '*',
    frontDoor({
      ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
      maxBodyBytes: options.maxBodyBytes ?? 16 * 1024 * 1024,
      refuse: (c, refusal, message) =>
        c.json({ error: { code: refusal.code, message: refusal.status === 415 ? 'only OTLP/HTTP JSON is accepted (set OTEL_EXPORTER_OTLP_PROTOCOL=http/json)' : message } }, refusal.status),
    }),
  );
  app.post('/v1/traces', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: { code: 'invalid-json', message: 'the request body is not valid JSON' } }, 400);
    }
    requests += 1;
    const { valid, problems, traceIds } = collector.add(body, { file: 'POST /v1/traces', line: requests });
    const seen = now();
    for (const traceId of traceIds) lastSeen.set(traceId, seen);
    if (!valid) return c.json({ error: { code: 'invalid-request', message: problems[0]?.message ?? 'invalid request' } }, 400);
    return c.json(problems.length === 0 ? { partialSuccess: {} } : { partialSuccess: { rejectedSpans: String(problems.length), errorMessage: problems.map((problem) => problem.message).join('; ') } });
  });
  app.all('*', (c) => c.json({ error: { code: 'not-found', message: 'POST OTLP/JSON to /v1/traces' } }, 404));

  const { server, port } = await listen(app, options.port ?? 0, LOOPBACK, options.limits);
  const timer = setInterval(sweep, Math.max(10, Math.floor(idleMs / 2)));
  timer.unref();
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `${originOf(LOOPBACK, port)}/v1/traces`,
    summary: collector.summary,
    flush: () => emit(collector.traceIds()),
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await closeServer(server);
        await emit(collector.traceIds());
      })();
      return closing.then(() => {
        if (failure !== undefined) throw failure;
      });
    },
  };
}
