/**
 * Where finished traces go. A sink receives whole traces, so a trace is either entirely in the
 * output or (after a crash in the middle of a write) detectably incomplete at its tail — which is
 * what makes `resume` exact (see `run-dir.ts`).
 */
import { open, type FileHandle } from 'node:fs/promises';
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

/**
 * Appends traces to a JSON Lines file. Each call is one append of complete lines, so a process
 * killed mid-write leaves at most one torn block at the end of the file.
 *
 * @example
 * const sink = await openJsonlAppendSink('leakscope-out/r1/traces.jsonl');
 * await sink.write([recorder.finish(outcome)]);
 * await sink.close();
 */
export async function openJsonlAppendSink(path: string): Promise<TraceSink> {
  const handle: FileHandle = await open(path, 'a');
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
