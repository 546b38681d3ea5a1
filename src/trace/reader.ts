/**
 * Streaming readers for leakscope trace files (JSON Lines, optionally gzip). Files are read
 * in chunks and split on LF, so memory is bounded by the longest line, never the file.
 */
import { isUtf8 } from 'node:buffer';
import { LeakscopeError, TraceRecordSchema } from '../contracts/index.js';
import { openBytes } from './byte-source.js';
import { describeIssues, describeJsonError, rejectedLine } from './issues.js';
import { DEFAULT_MAX_LINE_BYTES, displayName, sourceArray, type LineItem, type ReadItem, type ReadOptions, type SourceList } from './types.js';

const LF = 0x0a;
const CR = 0x0d;
const BOM = [0xef, 0xbb, 0xbf] as const;

function isBlank(text: string): boolean {
  // trim() only walks leading and trailing whitespace, so this stays cheap on long lines.
  return text.length === 0 || text.trim().length === 0;
}

function finishLine(bytes: Buffer, file: string, line: number): LineItem | undefined {
  let buffer = bytes;
  if (buffer.length > 0 && buffer[buffer.length - 1] === CR) buffer = buffer.subarray(0, buffer.length - 1);
  if (line === 1 && buffer[0] === BOM[0] && buffer[1] === BOM[1] && buffer[2] === BOM[2]) buffer = buffer.subarray(3);
  const valid = isUtf8(buffer);
  // Invalid UTF-8 is decoded with U+FFFD rather than dropped: the rest of the line may still
  // be a valid record, and a lost record is worse than one replaced character.
  const text = buffer.toString('utf8');
  if (isBlank(text)) return undefined;
  return valid ? { ok: true, file, line, text } : { ok: true, file, line, text, invalidUtf8: true };
}

/** The first size of the buffer lines are cut from; it grows to the longest line plus a chunk. */
const SCRATCH_BYTES = 256 * 1024;

/**
 * Reads the non-blank lines of one source (a path, or `-` for stdin), gunzipping when the
 * bytes start with 1f 8b. Line numbers are 1-based and count blank lines. A line over
 * `maxLineBytes` becomes a rejected item; so does the rest of a truncated gzip stream.
 * A missing or unreadable source throws a {@link LeakscopeError} before any item.
 *
 * @example
 * for await (const item of readLines('traces.jsonl.gz')) {
 *   if (item.ok) console.log(item.line, item.text.length);
 * }
 */
export async function* readLines(source: string, options: ReadOptions = {}): AsyncGenerator<LineItem> {
  const file = displayName(source);
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  // Each chunk is copied into one reused buffer as it arrives, and lines are cut from that:
  // a chunk held while its lines are scored outlives young-generation collections, and
  // promoted chunks wait in memory for a full collection (tens of MB on a large audit).
  let scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  let held = 0;
  const chunks = openBytes(source, options);
  /** Appends the next chunk to the scratch buffer; false at the end of the input. */
  const fill = async (): Promise<boolean> => {
    const next = await chunks.next();
    if (next.done === true) return false;
    const chunk = next.value;
    if (held + chunk.length > scratch.length) {
      const grown = Buffer.allocUnsafe(Math.max(scratch.length * 2, held + chunk.length));
      scratch.copy(grown, 0, 0, held);
      scratch = grown;
    }
    chunk.copy(scratch, held);
    held += chunk.length;
    return true;
  };
  let bytes = 0;
  let tooLong = false;
  let line = 0;
  const complete = (text: Buffer): LineItem | undefined => {
    line += 1;
    const item = tooLong ? { ok: false as const, error: rejectedLine(file, line, `line is ${bytes} bytes, longer than the limit of ${maxLineBytes} bytes`) } : finishLine(text, file, line);
    bytes = 0;
    tooLong = false;
    return item;
  };

  try {
    for (let scanned = 0; await fill(); ) {
      const view = scratch.subarray(0, held);
      let start = 0;
      while (true) {
        const newline = view.indexOf(LF, scanned);
        const end = newline < 0 ? held : newline;
        bytes += end - scanned;
        // Keep counting but stop buffering, so a runaway line cannot exhaust memory.
        if (bytes > maxLineBytes) tooLong = true;
        if (newline < 0) break;
        const item = complete(view.subarray(start, newline));
        if (item !== undefined) yield item;
        start = scanned = newline + 1;
      }
      // Keep only the unfinished line, at the front (none of it once it is too long).
      const rest = tooLong ? 0 : held - start;
      if (rest > 0) scratch.copy(scratch, 0, start, held);
      held = rest;
      scanned = rest;
    }
  } catch (error) {
    if (error instanceof LeakscopeError) throw error;
    // Everything before this point has been delivered; the partial line is not trustworthy.
    const code = (error as { code?: unknown }).code;
    const reason = typeof code === 'string' ? ` (${code})` : '';
    yield { ok: false, error: rejectedLine(file, line + 1, `input is truncated or corrupt${reason}; nothing from this line on could be read`) };
    return;
  } finally {
    await chunks.return(undefined);
  }
  if (bytes > 0 || tooLong) {
    const item = complete(scratch.subarray(0, held));
    if (item !== undefined) yield item;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest trace id read back from a rejected line; longer ids are not trusted. */
const MAX_RECOVERED_ID = 1024;
/**
 * The head of a line as the writer starts every record: `{"type":"<record type>","traceId":"<id>"`
 * then `,` or `}`, with optional whitespace (hand-written and Python-written files put spaces
 * after `:` and `,`). Anchored at the start, so nothing a line carries later (content, a cut, a
 * stray quote) can be taken for its id; ids with escapes are not decoded. No nested quantifiers:
 * linear time, and it only ever sees the first few KB of a line.
 */
const RECORD_HEAD = new RegExp(`^\\s*\\{\\s*"type"\\s*:\\s*"(?:trace-start|event|trace-end)"\\s*,\\s*"traceId"\\s*:\\s*"([^"\\\\\\u0000-\\u001f]{1,${MAX_RECOVERED_ID}})"\\s*[,}]`);
const RECORD_HEAD_CHARS = MAX_RECOVERED_ID + 64;

/**
 * The trace a rejected line belongs to, when it can be told safely: the string `traceId` of a
 * JSON object (a record with a wrong field), or, for a line that is not valid JSON (cut short,
 * garbled), the id in the writer's record head ({@link RECORD_HEAD}). Otherwise undefined: the
 * line stays a rejected line that no trace is charged with.
 */
function recoverTraceId(text: string, value: unknown): string | undefined {
  if (value !== undefined) {
    const id = isObject(value) ? value['traceId'] : undefined;
    return typeof id === 'string' && id.length > 0 && id.length <= MAX_RECOVERED_ID ? id : undefined;
  }
  return RECORD_HEAD.exec(text.slice(0, RECORD_HEAD_CHARS))?.[1];
}

function rejected(file: string, line: number, detail: string, traceId: string | undefined): ReadItem {
  const error = rejectedLine(file, line, detail);
  return traceId === undefined ? { ok: false, error } : { ok: false, error, traceId };
}

/**
 * Parses one line into a trace record. Accepts format versions 1.x; the message of a
 * rejection names the line and the failing field paths, never the line's content. A rejection
 * carries the `traceId` of the trace that lost the line when it can be told safely (the string
 * `traceId` of a JSON object; for bad JSON, the id at the head of the line as the writer puts it).
 */
export function parseTraceLine(text: string, file: string, line: number): ReadItem {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return rejected(file, line, describeJsonError(error, text), recoverTraceId(text, undefined));
  }
  if (!isObject(value)) {
    const got = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    return rejected(file, line, `expected a JSON object, got ${got}`, undefined);
  }
  const version = value['formatVersion'];
  if (value['type'] === 'trace-start' && typeof version === 'string' && !/^1(\.\d+)*$/.test(version)) {
    return rejected(file, line, 'field "formatVersion": expected 1.x (this reader understands trace format 1)', recoverTraceId(text, value));
  }
  const parsed = TraceRecordSchema.safeParse(value);
  if (!parsed.success) return rejected(file, line, describeIssues(parsed.error.issues, value), recoverTraceId(text, value));
  return { ok: true, record: parsed.data, file, line };
}

/** Parses already-split lines as trace records; line errors pass through. */
export async function* recordsFromLines(lines: AsyncIterable<LineItem>): AsyncGenerator<ReadItem> {
  for await (const item of lines) {
    yield item.ok ? parseTraceLine(item.text, item.file, item.line) : item;
  }
}

/**
 * Reads leakscope trace records from one or more sources (read one after the other).
 * Every line yields either a record or a rejection with file, line and field path, so a
 * malformed line never hides the valid ones around it.
 *
 * @example
 * let rejected = 0;
 * for await (const item of readTraceRecords(['a.jsonl', 'b.jsonl.gz'])) {
 *   if (!item.ok) { rejected += 1; console.error(item.error.message); }
 * }
 */
export async function* readTraceRecords(sources: SourceList, options: ReadOptions = {}): AsyncGenerator<ReadItem> {
  for (const source of sourceArray(sources)) {
    yield* recordsFromLines(readLines(source, options));
  }
}
