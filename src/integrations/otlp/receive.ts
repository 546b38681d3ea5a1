/**
 * An OTLP/HTTP receiver for JSON payloads (`POST /v1/traces`), bound to 127.0.0.1 only: point
 * an exporter at it and leakscope traces come out. A trace is written once no span of it has
 * arrived for `idleMs` (exporters send spans as they end, the root last), and every trace still
 * held is written on close.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TraceRecord } from '../../contracts/index.js';
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
  app.post(
    '/v1/traces',
    bodyLimit({ maxSize: options.maxBodyBytes ?? 16 * 1024 * 1024, onError: (c) => c.json({ error: { code: 'too-large', message: 'the request body is too large' } }, 413) }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().includes('json'))
        return c.json({ error: { code: 'unsupported-media-type', message: 'only OTLP/HTTP JSON is accepted (set OTEL_EXPORTER_OTLP_PROTOCOL=http/json)' } }, 415);
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
      return c.json(
        problems.length === 0 ? { partialSuccess: {} } : { partialSuccess: { rejectedSpans: String(problems.length), errorMessage: problems.map((problem) => problem.message).join('; ') } },
      );
    },
  );
  app.all('*', (c) => c.json({ error: { code: 'not-found', message: 'POST OTLP/JSON to /v1/traces' } }, 404));

  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: LOOPBACK }, (info: AddressInfo) => resolve({ server: started, port: info.port }));
    started.once('error', reject);
  });
  const timer = setInterval(sweep, Math.max(10, Math.floor(idleMs / 2)));
  timer.unref();
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `http://${LOOPBACK}:${port}/v1/traces`,
    summary: collector.summary,
    flush: () => emit(collector.traceIds()),
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await new Promise<void>((resolve) => {
          if ('closeAllConnections' in server) server.closeAllConnections();
          server.close(() => resolve());
        });
        await emit(collector.traceIds());
      })();
      return closing.then(() => {
        if (failure !== undefined) throw failure;
      });
    },
  };
}
