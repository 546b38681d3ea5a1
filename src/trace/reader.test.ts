import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LeakscopeError } from '../contracts/index.js';
import { parseTraceLine, readLines, readTraceRecords } from './reader.js';
import { collect, fixture, tempDir } from './trace.test-helpers.js';
import type { LineItem, ReadItem } from './types.js';

const temp = tempDir('reader');
afterAll(() => temp.remove());

const start = (traceId: string): string => JSON.stringify({ type: 'trace-start', traceId, run: { agent: 'reference:naive' } });
const event = (traceId: string, seq: number, content: string, channel = 'C1'): string => JSON.stringify({ type: 'event', traceId, seq, channel, content });
const end = (traceId: string): string => JSON.stringify({ type: 'trace-end', traceId, status: 'ok' });

function okLines(items: readonly LineItem[]): Array<[number, string]> {
  return items.flatMap((item) => (item.ok ? [[item.line, item.text] as [number, string]] : []));
}

function rejections(items: readonly ReadItem[]): string[] {
  return items.flatMap((item) => (item.ok ? [] : [item.error.message]));
}

describe('readLines', () => {
  it('numbers lines from 1, counts blank lines, skips them and strips CRLF', async () => {
    const path = temp.path('crlf.jsonl');
    writeFileSync(path, 'a\r\n\r\n  \nb\r\nc');
    expect(okLines(await collect(readLines(path)))).toEqual([
      [1, 'a'],
      [4, 'b'],
      [5, 'c'],
    ]);
  });

  it('strips a UTF-8 byte order mark on the first line only', async () => {
    const path = temp.path('bom.jsonl');
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('x\ny\n')]));
    expect(okLines(await collect(readLines(path)))).toEqual([
      [1, 'x'],
      [2, 'y'],
    ]);
  });

  it('detects gzip by its magic bytes, not by the file name', async () => {
    const path = temp.path('disguised.jsonl');
    writeFileSync(path, gzipSync('one\ntwo\n'));
    expect(okLines(await collect(readLines(path)))).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  it('reads concatenated gzip members (appended files) as one stream', async () => {
    const path = temp.path('members.jsonl.gz');
    writeFileSync(path, Buffer.concat([gzipSync('one\n'), gzipSync('two\n')]));
    expect(okLines(await collect(readLines(path)))).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  it('reads `-` from the injected stdin, even when chunks split lines and the gzip magic', async () => {
    const gz = gzipSync('first\r\nsecond\n');
    const chunks = [gz.subarray(0, 1), gz.subarray(1, 5), gz.subarray(5)];
    const items = await collect(readLines('-', { stdin: Readable.from(chunks) }));
    expect(okLines(items)).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    expect(items[0]?.ok === true && items[0].file).toBe('<stdin>');
  });

  it('cuts the same lines whatever the chunking, with lines longer than its buffer and over-long ones across chunks', async () => {
    const long = `{"k":"${'é'.repeat(200_000)}"}`; // 400 kB: longer than the first 256 kB buffer
    const text = `a\n\n${long}\r\n${'y'.repeat(3000)}\nb\nlast`;
    const bytes = Buffer.from(text, 'utf8');
    const expected = [
      [1, 'a'],
      [3, long],
      [4, 'y'.repeat(3000)],
      [5, 'b'],
      [6, 'last'],
    ];
    for (const size of [5, 4096, 65_536, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const items = await collect(readLines('-', { stdin: Readable.from(chunks), maxLineBytes: 500_000 }));
      expect(okLines(items)).toEqual(expected);
      const strict = await collect(readLines('-', { stdin: Readable.from(chunks), maxLineBytes: 2000 }));
      expect(okLines(strict)).toEqual([
        [1, 'a'],
        [5, 'b'],
        [6, 'last'],
      ]);
      expect(strict.filter((item) => !item.ok).map((item) => (item.ok ? '' : item.error.message))).toEqual([
        `<stdin>:3: line is ${Buffer.byteLength(long) + 1} bytes, longer than the limit of 2000 bytes`,
        '<stdin>:4: line is 3000 bytes, longer than the limit of 2000 bytes',
      ]);
    }
  });

  it('turns an over-long line into a rejected item and keeps reading', async () => {
    const path = temp.path('long.jsonl');
    writeFileSync(path, `short\n${'x'.repeat(5000)}\nafter\n`);
    const items = await collect(readLines(path, { maxLineBytes: 1000 }));
    expect(okLines(items)).toEqual([
      [1, 'short'],
      [3, 'after'],
    ]);
    const rejected = items.find((item) => !item.ok);
    expect(rejected?.ok === false && rejected.error.message).toBe(`${path}:2: line is 5000 bytes, longer than the limit of 1000 bytes`);
  });

  it('decodes invalid UTF-8 with U+FFFD and flags the line instead of failing', async () => {
    const path = temp.path('utf8.jsonl');
    writeFileSync(path, Buffer.concat([Buffer.from('ok\n"a'), Buffer.from([0xff, 0xfe]), Buffer.from('b"\n')]));
    const items = await collect(readLines(path));
    expect(items).toEqual([
      { ok: true, file: path, line: 1, text: 'ok' },
      { ok: true, file: path, line: 2, text: '"a\uFFFD\uFFFDb"', invalidUtf8: true },
    ]);
  });

  it('keeps the lines before a truncated gzip stream and reports where reading stopped', async () => {
    const full = gzipSync(Array.from({ length: 2000 }, (_, index) => `line-${index}-${'y'.repeat(50)}`).join('\n'));
    const path = temp.path('truncated.jsonl.gz');
    writeFileSync(path, full.subarray(0, Math.floor(full.length * 0.6)));
    const items = await collect(readLines(path));
    const last = items[items.length - 1];
    expect(last?.ok).toBe(false);
    expect(last?.ok === false && last.error.message).toMatch(/truncated or corrupt/);
    const good = okLines(items);
    expect(good.length).toBeGreaterThan(100);
    good.forEach(([line, text]) => expect(text).toBe(`line-${line - 1}-${'y'.repeat(50)}`));
  });

  it('throws input-not-found for a missing file, before any item', async () => {
    await expect(collect(readLines(temp.path('nope.jsonl')))).rejects.toMatchObject({ code: 'input-not-found' });
    await expect(collect(readLines(temp.dir))).rejects.toBeInstanceOf(LeakscopeError);
  });

  it.skipIf(!existsSync('/proc/self/fd'))('closes the file when the reader is abandoned early (plain and gzip)', async () => {
    const gz = temp.path('abandon.jsonl.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixture('interleaved.jsonl'))));
    const openFiles = (): number => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let round = 0; round < 10; round += 1) {
      for (const path of [fixture('interleaved.jsonl'), gz]) {
        const lines = readLines(path);
        await lines.next();
        await lines.return(undefined);
      }
    }
    // Closing is asynchronous: wait for it (as long as a loaded machine needs) rather than a fixed delay.
    await expect.poll(openFiles, { timeout: 10_000 }).toBeLessThanOrEqual(before);
  });

  it('yields nothing for an empty file', async () => {
    const path = temp.path('empty.jsonl');
    writeFileSync(path, '');
    expect(await collect(readLines(path))).toEqual([]);
  });
});

describe('readTraceRecords', () => {
  it('reads the interleaved fixture with line numbers that match the file', async () => {
    const items = await collect(readTraceRecords(fixture('interleaved.jsonl')));
    expect(rejections(items)).toEqual([]);
    expect(items.map((item) => (item.ok ? item.line : -1))).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it('fills schema defaults, e.g. event kind and run topology', async () => {
    const item = parseTraceLine(start('t'), 'f', 1);
    expect(item.ok && item.record.type === 'trace-start' && item.record.run).toEqual({ agent: 'reference:naive', model: null, topology: 'single', defense: 'none' });
    const ev = parseTraceLine(event('t', 0, 'x'), 'f', 2);
    expect(ev.ok && ev.record.type === 'event' && ev.record.kind).toBe('other');
  });

  it('rejects bad lines with file, line and field path, and keeps the valid ones', async () => {
    const secret = 'SSN 787-08-3753 of Rae Finch';
    const lines = [
      start('t1'),
      `{"type":"event","traceId":"t1","seq":1,"channel":"C9","content":"${secret}"}`,
      `{"type":"event","traceId":"t1","seq":"two","channel":"C1","content":"${secret}"}`,
      `{"type":"event","traceId":"t1","seq":3,"channel":"C1","content":"${secret}"`,
      `{"type":"note","traceId":"t1","content":"${secret}"}`,
      `["${secret}"]`,
      `{"type":"event","traceId":"t1","seq":4,"channel":"C1","content":"${secret}","${secret}":1}`,
      `{"type":"trace-start","traceId":"t9","formatVersion":"2.0","run":{"agent":"x"}}`,
      `{"type":"trace-start","traceId":"t8","run":{"agent":"x","attack":{"level":"A7"}},"vault":[{"key":"k","value":"${secret}","weight":3}]}`,
      event('t1', 5, secret),
      end('t1'),
    ];
    const path = temp.path('bad.jsonl');
    writeFileSync(path, `${lines.join('\n')}\n`);
    const items = await collect(readTraceRecords(path));
    expect(items.filter((item) => item.ok).map((item) => item.line)).toEqual([1, 10, 11]);
    const messages = rejections(items);
    expect(messages).toEqual([
      `${path}:2: field "channel": expected one of C1..C7`,
      `${path}:3: field "seq": expected number, got string`,
      `${path}:4: not valid JSON (ends early: truncated line?)`,
      `${path}:5: field "type": expected one of "trace-start", "event", "trace-end" (got a string that is none of them)`,
      `${path}:6: expected a JSON object, got an array`,
      `${path}:7: unknown field <28 characters>`,
      `${path}:8: field "formatVersion": expected 1.x (this reader understands trace format 1)`,
      `${path}:9: field "run.attack.level": expected one of A0..A2; field "vault[0].weight": must be <= 1`,
    ]);
    for (const message of messages) {
      expect(message).not.toMatch(/3753|Rae|Finch|SSN/);
    }
  });

  it('reads several sources one after the other', async () => {
    const a = temp.path('a.jsonl');
    const b = temp.path('b.jsonl.gz');
    writeFileSync(a, `${start('t1')}\n`);
    writeFileSync(b, gzipSync(`${end('t1')}\n`));
    const items = await collect(readTraceRecords([a, b]));
    expect(items.map((item) => (item.ok ? `${item.file}:${item.line}:${item.record.type}` : 'x'))).toEqual([`${a}:1:trace-start`, `${b}:1:trace-end`]);
  });

  it('reads a plain fixture and its gzip twin to the same records', async () => {
    const gz = temp.path('twin.jsonl.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixture('interleaved.jsonl'))));
    const plain = await collect(readTraceRecords(fixture('interleaved.jsonl')));
    const zipped = await collect(readTraceRecords(gz));
    expect(zipped.map((item) => item.ok && item.record)).toEqual(plain.map((item) => item.ok && item.record));
  });
});
