import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TraceRecord } from '../contracts/index.js';
import { recoverTraceFile } from './recover.js';
import { openJsonlAppendSink, serializeTraces, type TraceBlock } from './runtime/sink.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-recover-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function trace(id: string, status = 'ok'): TraceBlock {
  return [
    { type: 'trace-start', traceId: id, run: { agent: 'a' } },
    { type: 'event', traceId: id, seq: 0, channel: 'C1', kind: 'final-answer', content: `answer of ${id} `.repeat(20) },
    { type: 'trace-end', traceId: id, status },
  ] as unknown as TraceRecord[];
}

const text = (...ids: string[]): string => serializeTraces(ids.map((id) => trace(id)));
/** Strict decode: throws unless every member has its trailer. */
const decoded = (path: string): string => gunzipSync(readFileSync(path)).toString('utf8');

/** Writes one session (one gzip member) of one write per trace; returns the file size after each write. */
async function session(path: string, ids: readonly string[], close = true): Promise<number[]> {
  const sink = await openJsonlAppendSink(path);
  const sizes: number[] = [];
  for (const id of ids) {
    await sink.write([trace(id)]);
    sizes.push(statSync(path).size);
  }
  if (close) await sink.close();
  return sizes;
}

describe('recoverTraceFile on a .gz file', () => {
  it('leaves a clean file alone (one member or several)', async () => {
    const path = join(work, 'clean.jsonl.gz');
    await session(path, ['a', 'b']);
    const one = readFileSync(path);
    expect(await recoverTraceFile(path)).toEqual({ completed: new Set(['a', 'b']), droppedLines: 0, action: 'none' });
    expect(readFileSync(path).equals(one)).toBe(true);
    await session(path, ['c']);
    const two = readFileSync(path);
    expect(await recoverTraceFile(path)).toEqual({ completed: new Set(['a', 'b', 'c']), droppedLines: 0, action: 'none' });
    expect(readFileSync(path).equals(two)).toBe(true);
  });

  it('rewrites a file cut inside its last member to the complete traces, and a later session appends to it', async () => {
    const path = join(work, 'cut.jsonl.gz');
    const sizes = await session(path, ['a', 'b', 'c']);
    const [, afterB = 0, afterC = 0] = sizes;
    truncateSync(path, afterB + Math.floor((afterC - afterB) / 2));
    const result = await recoverTraceFile(path);
    expect(result.action).toBe('rewritten');
    expect([...result.completed]).toEqual(['a', 'b']);
    expect(decoded(path)).toBe(text('a', 'b'));
    expect(existsSync(`${path}.recovering`)).toBe(false);
    await session(path, ['c', 'd']);
    expect(decoded(path)).toBe(text('a', 'b', 'c', 'd'));
    expect((await recoverTraceFile(path)).action).toBe('none');
  });

  it('rewrites a member that lost only its trailer (killed after a write), keeping every trace', async () => {
    const path = join(work, 'no-trailer.jsonl.gz');
    const sizes = await session(path, ['a', 'b']);
    truncateSync(path, sizes.at(-1));
    const result = await recoverTraceFile(path);
    expect(result).toEqual({ completed: new Set(['a', 'b']), droppedLines: 0, action: 'rewritten' });
    expect(decoded(path)).toBe(text('a', 'b'));
  });

  it('keeps the first member and the complete traces of a second one cut short', async () => {
    const path = join(work, 'two-members.jsonl.gz');
    await session(path, ['a', 'b']);
    const sizes = await session(path, ['c', 'd']);
    const [afterC = 0, afterD = 0] = sizes;
    truncateSync(path, afterC + Math.floor((afterD - afterC) / 3));
    const result = await recoverTraceFile(path);
    expect(result.action).toBe('rewritten');
    expect([...result.completed]).toEqual(['a', 'b', 'c']);
    expect(decoded(path)).toBe(text('a', 'b', 'c'));
  });

  it('rewrites a file with bytes after its last member: a torn header, or zeros (which would hide an appended member)', async () => {
    for (const [name, tail] of [
      ['torn-header', gzipSync('x').subarray(0, 5)],
      ['zeros', Buffer.alloc(16)],
    ] as const) {
      const path = join(work, `${name}.jsonl.gz`);
      await session(path, ['a']);
      appendFileSync(path, tail);
      expect(await recoverTraceFile(path), name).toEqual({ completed: new Set(['a']), droppedLines: 0, action: 'rewritten' });
      await session(path, ['b']);
      expect(decoded(path), name).toBe(text('a', 'b'));
    }
  });

  it('applies the plain file rules: an abandoned trace, a garbled line, a duplicate and, on request, failed traces are dropped', async () => {
    const path = join(work, 'messy.jsonl.gz');
    const abandoned = `${text('x').split('\n').slice(0, 2).join('\n')}\n`;
    const failed = serializeTraces([trace('b', 'error')]);
    writeFileSync(path, gzipSync(`${text('a')}${abandoned}{"type":"ev\n${failed}${text('a')}${text('c')}`));
    const result = await recoverTraceFile(path, { dropFailed: true });
    expect(result).toEqual({ completed: new Set(['a', 'c']), droppedLines: 2 + 1 + 3 + 3, action: 'rewritten' });
    expect(decoded(path)).toBe(text('a', 'c'));
  });

  it('treats an empty file as an empty run, and refuses a file that is not gzip without touching it', async () => {
    const empty = join(work, 'empty.jsonl.gz');
    writeFileSync(empty, '');
    expect(await recoverTraceFile(empty)).toEqual({ completed: new Set(), droppedLines: 0, action: 'none' });
    const plain = join(work, 'plain.jsonl.gz');
    writeFileSync(plain, text('a'));
    await expect(recoverTraceFile(plain)).rejects.toThrow(/plain\.jsonl\.gz is not a gzip file/);
    expect(readFileSync(plain, 'utf8')).toBe(text('a'));
  });
});
