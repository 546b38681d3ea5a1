import { readFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FindingSchema, type Finding, type TraceRecord, type TraceRecordInput } from '../contracts/index.js';
import { readTraceRecords } from './reader.js';
import { collect, fixture, tempDir } from './trace.test-helpers.js';
import { createJsonlWriter, createTraceWriter, normalizeTraceRecord } from './writer.js';

const temp = tempDir('writer');
afterAll(() => temp.remove());

async function fixtureRecords(): Promise<TraceRecord[]> {
  const items = await collect(readTraceRecords(fixture('interleaved.jsonl')));
  return items.flatMap((item) => (item.ok ? [item.record] : []));
}

async function writeAll(path: string, records: readonly TraceRecordInput[], append = false): Promise<void> {
  const writer = createTraceWriter(path, { append });
  for (const record of records) await writer.write(record);
  await writer.close();
}

describe('createTraceWriter', () => {
  it.each(['round.jsonl', 'round.jsonl.gz'])('round-trips records through %s', async (name) => {
    const records = await fixtureRecords();
    const path = temp.path(name);
    await writeAll(path, records);
    const back = await collect(readTraceRecords(path));
    expect(back.map((item) => item.ok && item.record)).toEqual(records);
    const bytes = readFileSync(path);
    const text = name.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
    expect(name.endsWith('.gz')).toBe(bytes[0] === 0x1f && bytes[1] === 0x8b);
    expect(text.split('\n')).toHaveLength(records.length + 1);
    // `type` comes first on every line, as the format promises.
    for (const line of text.trimEnd().split('\n')) expect(line.startsWith('{"type":')).toBe(true);
  });

  it('appends, also to a gzip file (a second gzip member)', async () => {
    const records = await fixtureRecords();
    for (const name of ['append.jsonl', 'append.jsonl.gz']) {
      const path = temp.path(name);
      await writeAll(path, records.slice(0, 4));
      await writeAll(path, records.slice(4), true);
      const back = await collect(readTraceRecords(path));
      expect(back.map((item) => item.ok && item.record)).toEqual(records);
    }
  });

  it('keeps content with newlines, quotes and non-BMP characters on one line', async () => {
    const content = 'line one\nline two\r\n"quoted" \u2028 😀 \uD800';
    const path = temp.path('content.jsonl');
    await writeAll(path, [
      { type: 'trace-start', traceId: 't', run: { agent: 'a' } },
      { type: 'event', traceId: 't', seq: 0, channel: 'C1', content },
    ]);
    const back = await collect(readTraceRecords(path));
    expect(back).toHaveLength(2);
    const event = back[1];
    expect(event?.ok && event.record.type === 'event' && event.record.content).toBe(content);
  });

  it('fills defaults before writing', () => {
    expect(normalizeTraceRecord({ type: 'event', traceId: 't', seq: 0, channel: 'C5', content: '' })).toEqual({
      type: 'event',
      traceId: 't',
      seq: 0,
      channel: 'C5',
      kind: 'other',
      content: '',
    });
  });

  it('refuses an invalid record with its field paths and without its values', async () => {
    const writer = createTraceWriter(temp.path('refused.jsonl'));
    const bad = { type: 'event', traceId: 't', seq: -1, channel: 'C1', content: 'SSN 787-08-3753' } as const;
    await expect(writer.write(bad)).rejects.toMatchObject({ code: 'invalid-record', message: 'trace record refused: field "seq": must be >= 0' });
    await writer.close();
    expect(writer.count).toBe(0);
  });

  it('waits for drain under backpressure and loses nothing', async () => {
    const path = temp.path('many.jsonl.gz');
    const writer = createTraceWriter(path);
    const big = 'x'.repeat(10_000);
    await writer.write({ type: 'trace-start', traceId: 't', run: { agent: 'a' } });
    for (let seq = 0; seq < 3000; seq += 1) await writer.write({ type: 'event', traceId: 't', seq, channel: 'C6', content: `${seq}${big}` });
    await writer.close();
    const back = await collect(readTraceRecords(path));
    expect(back).toHaveLength(3001);
    expect(back.every((item) => item.ok)).toBe(true);
  });

  it('reports a write to an impossible path as an error, not a crash', async () => {
    const writer = createTraceWriter(temp.path('no/such/dir/out.jsonl'));
    await expect(
      (async () => {
        await writer.write({ type: 'trace-start', traceId: 't', run: { agent: 'a' } });
        await writer.close();
      })(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/cannot write \(ENOENT\)/) });
  });

  it('writes `-` to the injected stdout without ending it', async () => {
    const stdout = new PassThrough();
    const chunks: string[] = [];
    stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const writer = createTraceWriter('-', { stdout });
    await writer.write({ type: 'trace-end', traceId: 't', status: 'timeout', error: 'model timed out' });
    await writer.close();
    expect(stdout.writableEnded).toBe(false);
    expect(chunks.join('')).toBe('{"type":"trace-end","traceId":"t","status":"timeout","error":"model timed out"}\n');
  });
});

describe('createJsonlWriter chunks', () => {
  it('hands a line to the stream by the next turn of the event loop, without close (a long-lived writer holds nothing back)', async () => {
    const out = new PassThrough();
    let seen = '';
    out.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
    });
    const writer = createJsonlWriter<{ n: number }>('-', { stdout: out });
    await writer.write({ n: 1 });
    await writer.write({ n: 2 });
    expect(seen).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBe('{"n":1}\n{"n":2}\n');
    await writer.close();
  });

  it('writes a 50,000-line burst in full and in order, also through gzip', async () => {
    const path = temp.path('burst.jsonl.gz');
    const writer = createJsonlWriter<{ n: number }>(path);
    for (let n = 0; n < 50_000; n += 1) await writer.write({ n });
    await writer.close();
    const lines = gunzipSync(readFileSync(path)).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(50_000);
    expect(lines.every((line, n) => line === `{"n":${n}}`)).toBe(true);
    expect(writer.count).toBe(50_000);
  });

  it('waits for a full stream to drain once, however many flushes fall due meanwhile, and keeps the order', async () => {
    let written = '';
    const slow = new Writable({
      highWaterMark: 64,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString('utf8');
        setTimeout(done, 2);
      },
    });
    const writer = createJsonlWriter<{ n: number }>('-', { stdout: slow });
    let most = 0;
    for (let n = 0; n < 40; n += 1) {
      await writer.write({ n });
      // A turn of the event loop, as when an audit awaits its input: the line's flush falls due.
      await new Promise((resolve) => setImmediate(resolve));
      most = Math.max(most, slow.listenerCount('drain'));
    }
    await writer.close();
    await new Promise<void>((resolve) => slow.end(resolve));
    expect(most).toBeLessThanOrEqual(1);
    expect(written).toBe(Array.from({ length: 40 }, (_, n) => `{"n":${n}}\n`).join(''));
  });

  it('reports a stream that fails while full, also to a write whose flush was waiting for it to drain', async () => {
    const failing = new Writable({
      highWaterMark: 16,
      write(_chunk, _encoding, done) {
        setTimeout(() => done(Object.assign(new Error('disk gone'), { code: 'EIO' })), 5);
      },
    });
    failing.on('error', () => undefined);
    const writer = createJsonlWriter<{ s: string }>('-', { stdout: failing });
    const turn = (): Promise<unknown> => new Promise((resolve) => setImmediate(resolve));
    // A small line goes out at the next turn and fills the stream; the next one's flush then waits for it to drain.
    await writer.write({ s: 'first line, longer than the high-water mark' });
    await turn();
    await writer.write({ s: 'second' });
    await turn();
    // A full chunk: this write waits for its flush, behind the two above.
    await expect(writer.write({ s: 'x'.repeat(70_000) })).rejects.toMatchObject({ message: '-: cannot write (EIO)' });
    await expect(writer.close()).rejects.toMatchObject({ message: '-: cannot write (EIO)' });
  });
});

describe('createJsonlWriter', () => {
  it('writes other record types, validated by the given normaliser', async () => {
    const path = temp.path('findings.jsonl');
    const writer = createJsonlWriter<Finding>(path, { normalize: (finding) => FindingSchema.parse(finding) });
    const finding: Finding = {
      traceId: 't',
      seq: 0,
      channel: 'C2',
      kind: 'vault-leak',
      field: 'ssn',
      tier: 2,
      detector: 'structured',
      method: 'verbatim',
      span: { start: 4, end: 15 },
      confidence: 1,
      evidence: 'ssn ***-**-3753',
    };
    await writer.write(finding);
    await writer.close();
    expect(writer.count).toBe(1);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(finding);
  });
});
