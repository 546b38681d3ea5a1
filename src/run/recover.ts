/**
 * Recovery of an interrupted traces file, the heart of `resume`. A trace counts as done only
 * when its `trace-end` line is on disk. Recovery keeps every complete trace once, drops
 * everything else (a torn block at the tail, an abandoned trace, a duplicate, a garbled line)
 * and leaves the file holding exactly the kept traces: truncated when only the tail was bad,
 * rewritten (temp file + rename) otherwise.
 */
import { createReadStream } from 'node:fs';
import { open, rename, stat, truncate } from 'node:fs/promises';

/** What recovery found. */
export interface RecoveryResult {
  /** Trace ids of the complete traces kept in the file. */
  readonly completed: ReadonlySet<string>;
  /** Records dropped (incomplete, duplicate, failed-and-rerun, or unreadable lines). */
  readonly droppedLines: number;
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

async function* lines(path: string): AsyncGenerator<{ bytes: Buffer; start: number; terminated: boolean }> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of createReadStream(path)) {
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

/**
 * Scans a traces file written by the runner and repairs it in place (see the module comment).
 * A missing file is an empty run.
 *
 * @example
 * const { completed } = await recoverTraceFile('leakscope-out/r1/traces.jsonl');
 * const pending = units.filter((unit) => !completed.has(unit.traceId));
 */
export async function recoverTraceFile(path: string, options: RecoveryOptions = {}): Promise<RecoveryResult> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return { completed: new Set(), droppedLines: 0, action: 'none' };
  }
  const kept: Block[] = [];
  const completed = new Set<string>();
  let current: { traceId: string; start: number; lines: number } | undefined;
  let droppedLines = 0;
  for await (const line of lines(path)) {
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

  // Kept blocks that form one run from byte 0 need only a truncation of the tail.
  let contiguousEnd = 0;
  for (const block of kept) {
    if (block.start !== contiguousEnd) {
      contiguousEnd = -1;
      break;
    }
    contiguousEnd = block.end;
  }
  if (contiguousEnd === size) return { completed, droppedLines, action: 'none' };
  if (contiguousEnd >= 0) {
    await truncate(path, contiguousEnd);
    return { completed, droppedLines, action: 'truncated' };
  }
  await copyBlocks(path, kept);
  return { completed, droppedLines, action: 'rewritten' };
}
