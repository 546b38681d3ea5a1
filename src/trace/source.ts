/**
 * Format-agnostic entry point: sniff what a source holds (leakscope records or AgentLeak
 * traces) and read it as assembled traces, so the rest of the pipeline never asks.
 */
import { stat } from 'node:fs/promises';
import { assembleTraces } from './assemble.js';
import { agentLeakLayout, agentLeakSourceRecords, createAgentLeakConverter } from './importers/agentleak/traces.js';
import { readLines, recordsFromLines } from './reader.js';
import { sourceArray, type LineItem, type ReadItem, type ReadOptions, type RejectedLine, type SourceList, type TraceItem } from './types.js';

/** What a source holds. `unknown` sources are read as leakscope records (each bad line is reported). */
export type TraceSourceFormat = 'leakscope' | 'agentleak' | 'agentleak-directory' | 'unknown';

/** How many leading lines may be undecidable (corrupt) before a source counts as unknown. */
const PROBE_LINES = 50;
const LEAKSCOPE_TYPES: ReadonlySet<unknown> = new Set(['trace-start', 'event', 'trace-end']);

/** Classifies one line: an object with `trace_id` and `channel_messages` is AgentLeak. */
function classifyLine(text: string): 'leakscope' | 'agentleak' | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if ('trace_id' in record && Array.isArray(record['channel_messages'])) return 'agentleak';
  if (LEAKSCOPE_TYPES.has(record['type'])) return 'leakscope';
  return undefined;
}

interface Sniffed {
  readonly format: 'leakscope' | 'agentleak' | 'unknown';
  /** All the lines, including those read while sniffing. */
  readonly lines: AsyncGenerator<LineItem>;
  /** Releases the source when `lines` will not be read (a generator never started has no `finally` to run). */
  close(): Promise<void>;
}

/**
 * Decides the format from the first decidable non-blank line, buffering what it read so
 * the lines can still be consumed from the start (stdin cannot be rewound).
 */
async function sniffLines(lines: AsyncIterable<LineItem>): Promise<Sniffed> {
  const iterator = lines[Symbol.asyncIterator]();
  const buffered: LineItem[] = [];
  let format: Sniffed['format'] = 'unknown';
  while (buffered.length < PROBE_LINES) {
    const next = await iterator.next();
    if (next.done === true) break;
    buffered.push(next.value);
    const decided = next.value.ok ? classifyLine(next.value.text) : undefined;
    if (decided !== undefined) {
      format = decided;
      break;
    }
  }
  async function* replay(): AsyncGenerator<LineItem> {
    try {
      yield* buffered;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.(undefined);
    }
  }
  return {
    format,
    lines: replay(),
    close: async () => {
      await iterator.return?.(undefined);
    },
  };
}

/**
 * Sniffs one source. A directory is an AgentLeak directory and a `.json` file one AgentLeak
 * trace; otherwise the first decidable line decides. Reading `-` consumes stdin, so for
 * stdin use {@link openTraceSource}, which sniffs as it reads.
 *
 * @example
 * await detectFormat('traces.jsonl.gz') // 'agentleak'
 */
export async function detectFormat(source: string, options: ReadOptions = {}): Promise<TraceSourceFormat> {
  const layout = await agentLeakLayout(source);
  if (layout === 'directory') return 'agentleak-directory';
  if (layout === 'json-file') return 'agentleak';
  const sniffed = await sniffLines(readLines(source, options));
  await sniffed.close();
  return sniffed.format;
}

/**
 * Reads trace records from sources of any supported format, one after the other: leakscope
 * JSON Lines, AgentLeak JSON Lines, AgentLeak directories and `.json` files, each plain or
 * gzip, `-` for stdin. Rejected lines are items, never exceptions; a missing source throws.
 */
export async function* readSourceRecords(sources: SourceList, options: ReadOptions = {}): AsyncGenerator<ReadItem> {
  // One converter for all sources, so the same AgentLeak trace given twice is caught.
  const converter = createAgentLeakConverter();
  for (const source of sourceArray(sources)) {
    const layout = await agentLeakLayout(source);
    if (layout !== 'json-lines') {
      yield* agentLeakSourceRecords(source, layout, options, converter);
      continue;
    }
    const sniffed = await sniffLines(readLines(source, options));
    if (sniffed.format === 'agentleak') yield* agentLeakSourceRecords(source, layout, options, converter, sniffed.lines);
    else yield* recordsFromLines(sniffed.lines);
  }
}

/**
 * The first rejected line of every trace that lost one, from a first pass over the leakscope
 * sources that can be read twice: regular files, not stdin, a named pipe or a device, which
 * would be drained by the first pass (and a pipe's writer would wait on it). A rejected line may come after its trace
 * has ended (merged or appended files), when the trace has already been scored; this pass is
 * how it still makes the trace incomplete. It keeps one entry per such trace, nothing else.
 * AgentLeak sources are skipped: a line there is a whole trace, so a rejected one leaves no
 * trace behind to exclude.
 */
async function lostLinesOf(sources: SourceList, options: ReadOptions): Promise<Map<string, RejectedLine>> {
  const lost = new Map<string, RejectedLine>();
  for (const source of sourceArray(sources)) {
    if (!(await readableTwice(source)) || (await agentLeakLayout(source)) !== 'json-lines') continue;
    const sniffed = await sniffLines(readLines(source, options));
    if (sniffed.format === 'agentleak') {
      await sniffed.close();
      continue;
    }
    for await (const item of recordsFromLines(sniffed.lines)) {
      if (!item.ok && item.traceId !== undefined && !lost.has(item.traceId)) lost.set(item.traceId, item.error);
    }
  }
  return lost;
}

/** Whether a source is a regular file, so reading it a second time gives the same lines. */
async function readableTwice(source: string): Promise<boolean> {
  if (source === '-') return false;
  // A missing source is reported by the read proper, with its own error.
  const info = await stat(source).catch(() => undefined);
  return info?.isFile() === true;
}

/**
 * Opens one or more sources as assembled traces plus rejected items — the one call the
 * pipeline needs. Traces may interleave and span sources; see {@link assembleTraces}. A trace
 * that lost a line to a rejection is incomplete (`trace.incomplete`), wherever the line is:
 * regular files are read twice for that (first for their rejected lines only); from stdin or a
 * named pipe, read once, a rejected line counts for its trace only when it comes before the
 * trace's end.
 *
 * @example
 * let rejected = 0;
 * for await (const item of openTraceSource(['run-a.jsonl', 'agentleak/traces.jsonl.gz'])) {
 *   if (item.kind === 'rejected') rejected += 1;
 *   else if (item.trace.end === undefined) markIncomplete(item.trace);
 *   else audit(item.trace);
 * }
 */
export async function* openTraceSource(sources: SourceList, options: ReadOptions = {}): AsyncGenerator<TraceItem> {
  const lostLines = await lostLinesOf(sources, options);
  yield* assembleTraces(readSourceRecords(sources, options), { lostLines });
}
