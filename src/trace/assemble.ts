/**
 * Grouping interleaved trace records into traces. A trace is emitted as soon as its
 * `trace-end` arrives, so memory holds only the traces that are still open.
 */
import type { TraceEnd, TraceEvent, TraceStart } from '../contracts/index.js';
import { rejectedLine } from './issues.js';
import type { ReadItem, TraceItem } from './types.js';

interface OpenTrace {
  readonly start: TraceStart;
  readonly file: string;
  readonly line: number;
  readonly events: TraceEvent[];
  /** Where each seq was seen, to reject a repeated position. */
  readonly seqLines: Map<number, { readonly file: string; readonly line: number }>;
}

function place(file: string, line: number, current: string): string {
  return file === current ? `line ${line}` : `${file}:${line}`;
}

function closed(open: OpenTrace, end: TraceEnd | undefined): TraceItem {
  // Events may arrive out of order (several writers, merged files); seq is the truth.
  const events = [...open.events].sort((a, b) => a.seq - b.seq);
  return { kind: 'trace', trace: { start: open.start, events, end }, file: open.file, line: open.line };
}

/**
 * Assembles records into traces. Records of several traces may interleave (and span
 * sources). Rejected lines pass through as `{ kind: 'rejected' }` items, plus these:
 * an event or end whose traceId has no open trace-start, a second trace-start for an id
 * that is open or already ended, and a repeated seq within a trace. At the end of input,
 * traces that never ended are emitted with `end: undefined` (callers exclude them as
 * incomplete). Messages do not include the traceId (it is content of the line); they
 * point to the line where the earlier record was.
 *
 * @example
 * for await (const item of assembleTraces(readTraceRecords('traces.jsonl'))) {
 *   if (item.kind === 'trace' && item.trace.end?.status === 'ok') score(item.trace);
 * }
 */
export async function* assembleTraces(items: AsyncIterable<ReadItem>): AsyncGenerator<TraceItem> {
  const open = new Map<string, OpenTrace>();
  // Ids of ended traces: a later record for one of them is a duplicate, not a new trace.
  const ended = new Set<string>();

  for await (const item of items) {
    if (!item.ok) {
      yield { kind: 'rejected', error: item.error };
      continue;
    }
    const { record, file, line } = item;
    const current = open.get(record.traceId);
    const reject = (detail: string): TraceItem => ({ kind: 'rejected', error: rejectedLine(file, line, detail) });

    if (record.type === 'trace-start') {
      if (current !== undefined) {
        yield reject(`duplicate trace-start: a trace with this traceId is already open (started at ${place(current.file, current.line, file)})`);
      } else if (ended.has(record.traceId)) {
        yield reject('duplicate trace-start: a trace with this traceId has already ended earlier in the input');
      } else {
        open.set(record.traceId, { start: record, file, line, events: [], seqLines: new Map() });
      }
      continue;
    }

    if (current === undefined) {
      const why = ended.has(record.traceId) ? 'its trace has already ended' : 'no trace-start with this traceId came before it';
      yield reject(`${record.type} ignored: ${why}`);
      continue;
    }

    if (record.type === 'event') {
      const earlier = current.seqLines.get(record.seq);
      if (earlier !== undefined) {
        yield reject(`field "seq": ${record.seq} is already used in this trace (at ${place(earlier.file, earlier.line, file)})`);
        continue;
      }
      current.seqLines.set(record.seq, { file, line });
      current.events.push(record);
      continue;
    }

    open.delete(record.traceId);
    ended.add(record.traceId);
    yield closed(current, record);
  }

  for (const trace of open.values()) yield closed(trace, undefined);
}
