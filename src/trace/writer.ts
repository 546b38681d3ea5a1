/**
 * JSON Lines writers: one record per line, gzip when the path ends with `.gz`, and
 * backpressure respected so a fast producer cannot queue a whole run in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { LeakscopeError, TraceRecordSchema, type LeakscopeErrorCode, type TraceRecord, type TraceRecordInput } from '../contracts/index.js';
import { describeIssues } from './issues.js';

/** The contracts have no output-side code yet (see the trace report); a failed write is not a bug of ours, but `internal` is the closest. */
const WRITE_FAILED: LeakscopeErrorCode = 'internal';
/** Characters of serialised lines collected before they are written to the stream. */
const CHUNK_CHARS = 64 * 1024;

/** A sink for records of type `T`. `write` resolves once the line is accepted by the stream. */
export interface JsonlWriter<T> {
  /** The path as given (`-` for stdout). */
  readonly path: string;
  /** Records written so far. */
  readonly count: number;
  write(value: T): Promise<void>;
  /** Flushes and closes the file (stdout is flushed, not closed). Idempotent. */
  close(): Promise<void>;
}

/** Options of {@link createJsonlWriter}. */
export interface JsonlWriterOptions<T> {
  /** Append to an existing file instead of replacing it (a new gzip member for `.gz`). */
  readonly append?: boolean;
  /** Validates and normalises a value before it is serialised; throw to refuse it. */
  readonly normalize?: (value: T) => unknown;
  /** What `-` writes to; defaults to `process.stdout`. */
  readonly stdout?: Writable;
}

/**
 * Opens a JSON Lines writer for any record type (findings, summaries). `JSON.stringify`
 * escapes line breaks inside strings, so each value stays on one line.
 *
 * @example
 * const out = createJsonlWriter<Finding>('findings.jsonl', { normalize: (f) => FindingSchema.parse(f) });
 * await out.write(finding);
 * await out.close();
 */
export function createJsonlWriter<T>(path: string, options: JsonlWriterOptions<T> = {}): JsonlWriter<T> {
  const toStdout = path === '-';
  const target: Writable = toStdout ? (options.stdout ?? process.stdout) : createWriteStream(path, { flags: options.append === true ? 'a' : 'w' });
  const gzip = !toStdout && path.endsWith('.gz') ? createGzip() : undefined;
  if (gzip !== undefined) gzip.pipe(target);
  const head: Writable = gzip ?? target;

  // A stream error can arrive between writes; keep it and report it on the next call.
  let failure: unknown;
  const remember = (error: unknown): void => {
    failure ??= error;
  };
  head.on('error', remember);
  if (gzip !== undefined) {
    // A dead file stream would leave gzip waiting for 'drain' forever; fail it too.
    target.on('error', (error: unknown) => {
      remember(error);
      gzip.destroy(error instanceof Error ? error : undefined);
    });
  }
  const writeFailed = (): LeakscopeError => new LeakscopeError(WRITE_FAILED, `${path}: cannot write (${describeWriteError(failure)})`, { path }, { cause: failure });

  let count = 0;
  let closing: Promise<void> | undefined;
  /** Serialised lines not yet handed to the stream. */
  let pending = '';
  /** Set while the stream is full: the wait for its 'drain', which every flush shares. */
  let draining: Promise<void> | undefined;
  const flush = async (): Promise<void> => {
    // A full stream takes no more chunks: lines gather in `pending` until it drains, so flushes
    // do not each wait on 'drain' (a listener apiece) nor hand it many small chunks.
    while (draining !== undefined) await draining;
    // After a stream error nothing more is written (a dead stream never drains); the caller reports it.
    if (pending === '' || failure !== undefined) return;
    const chunk = pending;
    pending = '';
    if (!head.write(chunk)) {
      draining = once(head, 'drain').then(
        () => undefined,
        (error: unknown) => remember(error),
      );
      await draining;
      draining = undefined;
    }
  };

  const check = (): void => {
    if (failure !== undefined) throw writeFailed();
    if (closing !== undefined) throw new LeakscopeError('internal', `${path}: write after close`, { path });
  };

  return {
    path,
    get count() {
      return count;
    },
    async write(value: T): Promise<void> {
      check();
      const normalized = options.normalize === undefined ? value : options.normalize(value);
      // Lines are handed on in chunks: a stream write (and, for gzip, a wait for the compressor)
      // per line cost more than the line itself when a run writes a million findings. A chunk
      // goes out when it is full or when the event loop next turns, whichever comes first, so a
      // long-lived writer (a receiver, a recorder) never holds a line back for long.
      if (pending === '') setImmediate(() => void flush());
      pending += `${JSON.stringify(normalized)}\n`;
      count += 1;
      if (pending.length >= CHUNK_CHARS) await flush();
      if (failure !== undefined) throw writeFailed();
    },
    close(): Promise<void> {
      closing ??= (async () => {
        if (failure !== undefined) return;
        await flush();
        if (failure !== undefined) return;
        if (toStdout) {
          // Never end process.stdout; wait until what we wrote has been handed over.
          await new Promise<void>((resolve, reject) => head.write('', (error) => (error ? reject(error) : resolve())));
          return;
        }
        head.end();
        try {
          await finished(target);
        } catch (error) {
          remember(error);
        }
      })();
      return closing.then(() => {
        if (failure !== undefined) throw writeFailed();
      });
    },
  };
}

function describeWriteError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : 'unknown error';
}

/**
 * Validates a trace record against the contract and returns the normalised form (defaults
 * filled in, keys in schema order so `type` comes first). Throws `invalid-record` naming the
 * failing fields; the message never contains the record's values.
 */
export function normalizeTraceRecord(record: TraceRecordInput): TraceRecord {
  const parsed = TraceRecordSchema.safeParse(record);
  if (parsed.success) return parsed.data;
  throw new LeakscopeError('invalid-record', `trace record refused: ${describeIssues(parsed.error.issues, record)}`, {
    paths: parsed.error.issues.map((issue) => issue.path.map(String).join('.')),
  });
}

/**
 * Opens a trace writer: JSON Lines, gzip when `path` ends with `.gz`, `-` for stdout.
 * Each record is validated and normalised through the zod schema before it is written.
 *
 * @example
 * const writer = createTraceWriter('run/traces.jsonl.gz');
 * await writer.write({ type: 'trace-start', traceId: 't1', run: { agent: 'reference:naive' } });
 * await writer.close();
 */
export function createTraceWriter(path: string, options: Omit<JsonlWriterOptions<TraceRecordInput>, 'normalize'> = {}): JsonlWriter<TraceRecordInput> {
  return createJsonlWriter<TraceRecordInput>(path, { ...options, normalize: normalizeTraceRecord });
}
