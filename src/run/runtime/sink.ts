/**
 * Where finished traces go. A sink receives whole traces, so a trace is either entirely in the
 * output or (after a crash in the middle of a write) detectably incomplete at its tail — which is
 * what makes `resume` exact (see `run-dir.ts`).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import type { TraceRecord } from '../../contracts/index.js';

/** One finished trace: `trace-start`, its events, `trace-end`. */
export type TraceBlock = readonly TraceRecord[];

/** A destination for finished traces. Swappable: the trace writer of `trace/` can back one. */
export interface TraceSink {
  /** Appends the traces in order, each as one contiguous block; resolves once the OS has them. */
  write(traces: readonly TraceBlock[]): Promise<void>;
  /** Flushes and releases the destination. Idempotent. */
  close(): Promise<void>;
}

/** Serialises traces as JSON Lines, one record per line (JSON.stringify escapes line breaks). */
export function serializeTraces(traces: readonly TraceBlock[]): string {
  let out = '';
  for (const trace of traces) for (const record of trace) out += `${JSON.stringify(record)}\n`;
  return out;
}

/** A sink that keeps traces in memory (tests, embedding). */
export interface MemorySink extends TraceSink {
  readonly traces: readonly TraceBlock[];
}

/** Creates an in-memory sink. */
export function createMemorySink(): MemorySink {
  const traces: TraceBlock[] = [];
  return {
    traces,
    write(blocks) {
      traces.push(...blocks);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** The gzip level of compressed trace files (and of their rewrite by recovery): the zlib default, ~28× on the default bench's traces. */
export const TRACE_GZIP_LEVEL = 6;

/**
 * Appends traces to a JSON Lines file. Each call is one append of complete lines, so a process
 * killed mid-write leaves at most one torn block at the end of the file.
 *
 * When `path` ends with `.gz` the sink keeps one gzip member open for its lifetime: each write is
 * compressed, sync-flushed and appended, so the traces of every resolved write decode from the
 * file (with a tolerant decoder until `close` writes the member's trailer). A killed process
 * leaves a member without its trailer, which `recoverTraceFile` rewrites before anything is
 * appended to it; a later session appends a new member (concatenated members are one gzip file).
 *
 * @example
 * const sink = await openJsonlAppendSink('leakscope-out/r1/traces.jsonl.gz');
 * await sink.write([recorder.finish(outcome)]);
 * await sink.close();
 */
export async function openJsonlAppendSink(path: string): Promise<TraceSink> {
  const handle: FileHandle = await open(path, 'a');
  if (path.endsWith('.gz')) {
    let size: number;
    try {
      size = (await handle.stat()).size;
    } catch (error) {
      await handle.close();
      throw error;
    }
    return gzipAppendSink(path, handle, size);
  }
  let closed: Promise<void> | undefined;
  return {
    async write(blocks) {
      if (closed !== undefined) throw new Error(`${path}: write after close`);
      if (blocks.length === 0) return;
      // appendFile loops until every byte is written; a short write cannot be left behind silently.
      await handle.appendFile(serializeTraces(blocks), 'utf8');
    },
    close() {
      closed ??= handle.close();
      return closed;
    },
  };
}

function gzipAppendSink(path: string, handle: FileHandle, sizeAtOpen: number): TraceSink {
  const gzip = createGzip({ level: TRACE_GZIP_LEVEL });
  const produced: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => produced.push(chunk));
  // A zlib failure rejects whatever step is waiting on zlib (a flush whose callback would never come).
  const zlibFailed = new Promise<never>((_, reject) => gzip.once('error', reject));
  zlibFailed.catch(() => undefined);
  const untilZlib = (step: Promise<void>): Promise<void> => Promise.race([step, zlibFailed]);
  // The compressed bytes of everything handed to gzip so far. The flush callback runs once zlib
  // has processed the flush; the 'data' events it caused are delivered by then or on the ticks
  // before the next turn of the event loop, which is awaited.
  const take = async (): Promise<Buffer> => {
    await untilZlib(new Promise<void>((resolve) => setImmediate(resolve)));
    return Buffer.concat(produced.splice(0));
  };

  let wrote = false;
  // Steps run one after another; after a failed one the file no longer matches the gzip stream, so nothing more is written.
  let failure: unknown;
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>): Promise<void> => {
    const next = queue.then(() => {
      if (failure !== undefined) throw failure;
      return step();
    });
    queue = next.catch((error: unknown) => {
      failure ??= error;
    });
    return next;
  };
  let closed: Promise<void> | undefined;
  return {
    write(blocks) {
      if (closed !== undefined) return Promise.reject(new Error(`${path}: write after close`));
      if (blocks.length === 0) return Promise.resolve();
      return enqueue(async () => {
        gzip.write(serializeTraces(blocks), 'utf8');
        await untilZlib(new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve())));
        // appendFile loops until every byte is written; a short write cannot be left behind silently.
        await handle.appendFile(await take());
        wrote = true;
      });
    },
    close() {
      closed ??= (async () => {
        try {
          await queue;
          // After a failed write the member is left without its trailer (the write's error was reported; resume rewrites the file).
          // A session that wrote nothing leaves a non-empty file as it was; a new file gets an empty member, so it is valid gzip.
          if (failure === undefined && (wrote || sizeAtOpen === 0)) {
            gzip.end();
            await untilZlib(finished(gzip));
            await handle.appendFile(await take());
          } else gzip.destroy();
        } finally {
          await handle.close();
        }
      })();
      return closed;
    },
  };
}
