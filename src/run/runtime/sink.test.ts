import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TraceRecord } from '../../contracts/index.js';
import { openJsonlAppendSink, serializeTraces, type TraceBlock } from './sink.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-sink-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A trace whose event holds `size` characters that barely compress (a linear congruential sequence), so one write spans several zlib output chunks. */
function trace(id: string, size = 40): TraceBlock {
  let state = id.length * 7919;
  let content = '';
  while (content.length < size) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    content += state.toString(36);
  }
  return [
    { type: 'trace-start', traceId: id, run: { agent: 'a' } },
    { type: 'event', traceId: id, seq: 0, channel: 'C1', kind: 'final-answer', content: content.slice(0, size) },
    { type: 'trace-end', traceId: id, status: 'ok' },
  ] as unknown as TraceRecord[];
}

const strict = (path: string): string => gunzipSync(readFileSync(path)).toString('utf8');
const tolerant = (path: string): string => gunzipSync(readFileSync(path), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');

describe('openJsonlAppendSink on a .gz path', () => {
  const batches: TraceBlock[][] = [[trace('a')], [trace('b'), trace('c', 300_000)], [trace('d')], [trace('e', 1_000_000), trace('f')]];

  it('leaves every written trace decodable after each write, and a strict gzip file after close', async () => {
    const path = join(work, 'open.jsonl.gz');
    const sink = await openJsonlAppendSink(path);
    const written: TraceBlock[] = [];
    for (const batch of batches) {
      await sink.write(batch);
      written.push(...batch);
      expect(tolerant(path)).toBe(serializeTraces(written));
      // The member is still open: no trailer yet.
      expect(() => strict(path)).toThrow(/unexpected end of file/);
    }
    await sink.close();
    await sink.close();
    expect(strict(path)).toBe(serializeTraces(written));
    await expect(sink.write([trace('late')])).rejects.toThrow(/write after close/);
  });

  it('closes a member that decodes strictly to exactly the traces written, after any number of writes', async () => {
    for (let count = 1; count <= batches.length; count += 1) {
      const path = join(work, `closed-${count}.jsonl.gz`);
      const sink = await openJsonlAppendSink(path);
      for (const batch of batches.slice(0, count)) await sink.write(batch);
      await sink.close();
      expect(strict(path)).toBe(serializeTraces(batches.slice(0, count).flat()));
    }
  });

  it('appends a new member per session; a session that writes nothing leaves a file as it was, and a new file valid', async () => {
    const path = join(work, 'sessions.jsonl.gz');
    const first = await openJsonlAppendSink(path);
    await first.write([trace('a')]);
    await first.close();
    const afterFirst = statSync(path).size;
    const second = await openJsonlAppendSink(path);
    await second.write([trace('b')]);
    await second.write([]);
    await second.close();
    expect(statSync(path).size).toBeGreaterThan(afterFirst);
    expect(strict(path)).toBe(serializeTraces([trace('a'), trace('b')]));
    const before = readFileSync(path);
    await (await openJsonlAppendSink(path)).close();
    expect(readFileSync(path).equals(before)).toBe(true);

    const empty = join(work, 'empty.jsonl.gz');
    await (await openJsonlAppendSink(empty)).close();
    expect(strict(empty)).toBe('');
  });

  it('still writes plain JSON Lines for any other path', async () => {
    const path = join(work, 'plain.jsonl');
    const sink = await openJsonlAppendSink(path);
    await sink.write([trace('a')]);
    expect(readFileSync(path, 'utf8')).toBe(serializeTraces([trace('a')]));
    await sink.close();
  });
});
