/**
 * Recovery of an interrupted traces file, the heart of `resume`. A trace counts as done only
 * when its `trace-end` line is on disk. Recovery keeps every complete trace once, drops
 * everything else (a torn block at the tail, an abandoned trace, a duplicate, a garbled line)
 * and leaves the file holding exactly the kept traces: truncated when only the tail was bad,
 * rewritten (temp file + rename) otherwise.
 *
 * A `.gz` file (see `openJsonlAppendSink`) is decoded; when its last gzip member has no proper
 * end (a killed writer leaves no trailer, perhaps torn bytes) or anything is dropped, the kept
 * traces are rewritten into a fresh gzip file, since a member without its trailer must never be
 * followed by an appended one.
 */
import { createReadStream } from 'node:fs';
import { open, rename, stat, truncate } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { pipeline as pipelineCallback } from 'node:stream';
import { constants, createGunzip, createGzip } from 'node:zlib';
import { LeakscopeError } from '../contracts/index.js';
import { TRACE_GZIP_LEVEL } from './runtime/sink.js';

/** What recovery found. */
export interface RecoveryResult {
  /** Trace ids of the complete traces kept in the file. */
  readonly completed: ReadonlySet<string>;
  /** Records dropped (incomplete, duplicate, failed-and-rerun, or unreadable lines). */
  readonly droppedLines: number;
  /** What was done to the file (a `.gz` file is rewritten, never truncated). */
  readonly action: 'none' | 'truncated' | 'rewritten';
}

/** Options of {@link recoverTraceFile}. */
export interface RecoveryOptions {
  /** Also drop complete traces whose status is not `ok`, so that they run again. */
  readonly dropFailed?: boolean;
}

interface Block {
  readonly traceId: string;
  readonly start: number;
  readonly end: number;
}

interface LineInfo {
  readonly type: string;
  readonly traceId: string;
  readonly status: unknown;
}

function parseLine(bytes: Buffer): LineInfo | undefined {
  try {
    const record = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    if (typeof record['type'] !== 'string' || typeof record['traceId'] !== 'string') return undefined;
    return { type: record['type'], traceId: record['traceId'], status: record['status'] };
  } catch {
    return undefined;
  }
}

async function* lines(chunks: AsyncIterable<Buffer>): AsyncGenerator<{ bytes: Buffer; start: number; terminated: boolean }> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of chunks) {
    let buffer: Buffer = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    let newline = buffer.indexOf(0x0a);
    while (newline >= 0) {
      yield { bytes: buffer.subarray(0, newline), start: offset, terminated: true };
      offset += newline + 1;
      buffer = buffer.subarray(newline + 1);
      newline = buffer.indexOf(0x0a);
    }
    pending = Buffer.from(buffer);
  }
  if (pending.length > 0) yield { bytes: pending, start: offset, terminated: false };
}

async function copyBlocks(path: string, blocks: readonly Block[]): Promise<void> {
  const temporary = `${path}.recovering`;
  const source = await open(path, 'r');
  const target = await open(temporary, 'w');
  try {
    for (const block of blocks) {
      const buffer = Buffer.alloc(block.end - block.start);
      await source.read(buffer, 0, buffer.length, block.start);
      await target.write(buffer);
    }
    await target.sync();
  } finally {
    await source.close();
    await target.close();
  }
  await rename(temporary, path);
}

interface Scan {
  readonly kept: readonly Block[];
  readonly completed: Set<string>;
  readonly droppedLines: number;
  /** Bytes scanned (decoded bytes for gzip). */
  readonly bytes: number;
}

/** Applies the keep/drop rules to the lines of a traces file, given as its (decoded) bytes. */
async function scan(chunks: AsyncIterable<Buffer>, options: RecoveryOptions): Promise<Scan> {
  const kept: Block[] = [];
  const completed = new Set<string>();
  let current: { traceId: string; start: number; lines: number } | undefined;
  let droppedLines = 0;
  let bytes = 0;
  for await (const line of lines(chunks)) {
    bytes = line.start + line.bytes.length + (line.terminated ? 1 : 0);
    const info = line.terminated ? parseLine(line.bytes) : undefined;
    if (info === undefined) {
      // A torn or garbled line ends the trace it belongs to: that trace is incomplete.
      droppedLines += 1 + (current?.lines ?? 0);
      current = undefined;
      continue;
    }
    const end = line.start + line.bytes.length + 1;
    if (info.type === 'trace-start') {
      droppedLines += current?.lines ?? 0;
      current = { traceId: info.traceId, start: line.start, lines: 1 };
    } else if (current === undefined || info.traceId !== current.traceId) {
      droppedLines += 1;
    } else if (info.type === 'trace-end') {
      const lineCount = current.lines + 1;
      const failed = info.status !== 'ok';
      if (completed.has(current.traceId) || (failed && options.dropFailed === true)) droppedLines += lineCount;
      else {
        completed.add(current.traceId);
        kept.push({ traceId: current.traceId, start: current.start, end });
      }
      current = undefined;
    } else {
      current.lines += 1;
    }
  }
  droppedLines += current?.lines ?? 0;
  return { kept, completed, droppedLines, bytes };
}

/** The end of the kept blocks when they form one run from byte 0, else -1. */
function contiguousEnd(kept: readonly Block[]): number {
  let end = 0;
  for (const block of kept) {
    if (block.start !== end) return -1;
    end = block.end;
  }
  return end;
}

/** Raised by a strict decode that meets a member without its proper end (or a corrupt one). */
class NotCleanGzip extends Error {}

/**
 * The decoded bytes of a gzip file. Strict: any decode error, or bytes left after the last member
 * (zlib stops at a zero byte there), throws {@link NotCleanGzip}. Tolerant: a cut member yields
 * what it holds (sync-flush finish) and a decode error ends the data; the output of zlib's last
 * call before the error may be lost with it, which only sends those traces to be run again.
 */
async function* gunzipped(path: string, size: number, mode: 'strict' | 'tolerant'): AsyncGenerator<Buffer> {
  const gunzip = createGunzip(mode === 'tolerant' ? { finishFlush: constants.Z_SYNC_FLUSH } : {});
  // Errors surface in the iteration below; the callback only keeps them from being unhandled.
  pipelineCallback(createReadStream(path), gunzip, () => undefined);
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    // A read error of the file itself is not a property of the data: report it.
    if (typeof code === 'string' && !code.startsWith('Z_')) throw error;
    if (mode === 'strict') throw new NotCleanGzip();
    return;
  }
  if (mode === 'strict' && gunzip.bytesWritten !== size) throw new NotCleanGzip();
}

/** Yields the bytes of `kept` (sorted, disjoint ranges of the decoded data) from the decoded chunks. */
async function* keptBytes(chunks: AsyncIterable<Buffer>, kept: readonly Block[], path: string): AsyncGenerator<Buffer> {
  let offset = 0;
  let index = 0;
  for await (const chunk of chunks) {
    const chunkEnd = offset + chunk.length;
    while (index < kept.length) {
      const block = kept[index] as Block;
      if (block.start >= chunkEnd) break;
      const from = Math.max(block.start, offset) - offset;
      const to = Math.min(block.end, chunkEnd) - offset;
      if (to > from) yield chunk.subarray(from, to);
      if (block.end > chunkEnd) break;
      index += 1;
    }
    offset = chunkEnd;
    if (index === kept.length) return;
  }
  // The second decode of an unchanged file gives the same bytes; never rename a shorter copy over the original.
  if (index < kept.length) throw new LeakscopeError('internal', `${path}: decoded data ended before the traces kept by recovery (read ${offset} bytes)`, { path });
}

async function rewriteGzip(path: string, kept: readonly Block[]): Promise<void> {
  const temporary = `${path}.recovering`;
  const target = await open(temporary, 'w');
  try {
    await pipeline(keptBytes(gunzipped(path, 0, 'tolerant'), kept, path), createGzip({ level: TRACE_GZIP_LEVEL }), async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) await target.write(chunk);
    });
    await target.sync();
  } finally {
    await target.close();
  }
  await rename(temporary, path);
}

async function recoverGzip(path: string, size: number, options: RecoveryOptions): Promise<RecoveryResult> {
  // An empty file is an empty run (a writer killed before its first batch).
  if (size === 0) return { completed: new Set(), droppedLines: 0, action: 'none' };
  // Anything else must start as gzip does: a file that is not gzip would decode to nothing and be "recovered" to an empty file.
  const head = Buffer.alloc(2);
  const file = await open(path, 'r');
  let headBytes: number;
  try {
    ({ bytesRead: headBytes } = await file.read(head, 0, 2, 0));
  } finally {
    await file.close();
  }
  if (head[0] !== 0x1f || (headBytes > 1 && head[1] !== 0x8b)) {
    throw new LeakscopeError('input-unreadable', `cannot resume: ${path} is not a gzip file (it does not start with 1f 8b)`, { path });
  }
  let result: Scan;
  let clean = true;
  try {
    result = await scan(gunzipped(path, size, 'strict'), options);
  } catch (error) {
    if (!(error instanceof NotCleanGzip)) throw error;
    clean = false;
    result = await scan(gunzipped(path, size, 'tolerant'), options);
  }
  const { completed, droppedLines, kept } = result;
  if (clean && contiguousEnd(kept) === result.bytes) return { completed, droppedLines, action: 'none' };
  await rewriteGzip(path, kept);
  return { completed, droppedLines, action: 'rewritten' };
}

/**
 * Scans a traces file written by the runner and repairs it in place (see the module comment).
 * A missing file is an empty run; a path ending with `.gz` is read as gzip.
 *
 * @example
 * const { completed } = await recoverTraceFile('leakscope-out/r1/traces.jsonl.gz');
 * const pending = units.filter((unit) => !completed.has(unit.traceId));
 */
export async function recoverTraceFile(path: string, options: RecoveryOptions = {}): Promise<RecoveryResult> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return { completed: new Set(), droppedLines: 0, action: 'none' };
  }
  if (path.endsWith('.gz')) return recoverGzip(path, size, options);
  const { kept, completed, droppedLines } = await scan(createReadStream(path), options);
  // Kept blocks that form one run from byte 0 need only a truncation of the tail.
  const end = contiguousEnd(kept);
  if (end === size) return { completed, droppedLines, action: 'none' };
  if (end >= 0) {
    await truncate(path, end);
    return { completed, droppedLines, action: 'truncated' };
  }
  await copyBlocks(path, kept);
  return { completed, droppedLines, action: 'rewritten' };
}
