/**
 * Grouping interleaved trace records into traces. A trace is emitted as soon as its
 * `trace-end` arrives, so memory holds only the traces that are still open.
 */
import type { TraceEnd, TraceEvent, TraceStart } from '../contracts/index.js';
import { rejectedLine } from './issues.js';
import type { ReadItem, RejectedLine, TraceItem } from './types.js';

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

function closed(open: OpenTrace, end: TraceEnd | undefined, lost: RejectedLine | undefined): TraceItem {
  // Events may arrive out of order (several writers, merged files); seq is the truth.
  const events = [...open.events].sort((a, b) => a.seq - b.seq);
  const trace =
    lost === undefined ? { start: open.start, events, end } : { start: open.start, events, end, incomplete: `rejected line ${lost.file === open.file ? lost.line : `${lost.file}:${lost.line}`}` };
  return { kind: 'trace', trace, file: open.file, line: open.line };
}

/** Options of {@link assembleTraces}. */
export interface AssembleOptions {
  /**
   * Rejected lines known before the records are read, by the trace they belong to (the first
   * of each trace): how a line that comes after its trace has ended still makes it incomplete.
   * `openTraceSource` finds them in a first pass over the sources that can be read twice.
   */
  readonly lostLines?: ReadonlyMap<string, RejectedLine>;
}

/**
 * Assembles records into traces. Records of several traces may interleave (and span
 * sources). Rejected lines pass through as `{ kind: 'rejected' }` items, plus these:
 * an event or end whose traceId has no open trace-start, a second trace-start for an id
 * that is open or already ended, and a repeated seq within a trace. Messages do not include
 * the traceId (it is content of the line); they point to the line where the earlier record was.
 *
 * A trace is **incomplete** when it did not come whole, and callers exclude it (see
 * `exclusionReason`), never score it as clean: at the end of input, traces that never ended
 * are emitted with `end: undefined`; a trace that a rejected line belonged to (a rejection
 * with a `traceId`, seen here or given in `options.lostLines`) is emitted with
 * `incomplete: 'rejected line N'`, its first such line.
 *
 * @example
 * for await (const item of assembleTraces(readTraceRecords('traces.jsonl'))) {
 *   if (item.kind === 'trace' && item.trace.end?.status === 'ok') score(item.trace);
 * }
 */
export async function* assembleTraces(items: AsyncIterable<ReadItem>, options: AssembleOptions = {}): AsyncGenerator<TraceItem> {
  const open = new Map<string, OpenTrace>();
  // Ids of ended traces: a later record for one of them is a duplicate, not a new trace.
  const ended = new Set<string>();
  // The first rejected line of each trace that lost one (one entry per such trace, not per line).
  const lost = new Map(options.lostLines);

  for await (const item of items) {
    if (!item.ok) {
      if (item.traceId !== undefined && !lost.has(item.traceId)) lost.set(item.traceId, item.error);
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
    yield closed(current, record, lost.get(record.traceId));
  }

  for (const [traceId, trace] of open) yield closed(trace, undefined, lost.get(traceId));
}
