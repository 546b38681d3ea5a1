/**
 * Property: whatever corruption a trace file suffers, reading it never throws, every line
 * yields exactly one item, every untouched line comes back as its record, and no rejection
 * message quotes the file's content.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type TraceRecord, type TraceRecordInput } from '../contracts/index.js';
import { readTraceRecords } from './reader.js';
import { collect, tempDir } from './trace.test-helpers.js';

const temp = tempDir('fuzz');
afterAll(() => temp.remove());

/** Every generated content carries this marker, so a message that quotes content is caught. */
const MARKER = 'PRIVATE';
const MAX_LINE_BYTES = 1024 * 1024;

const contentArb = fc.string({ unit: 'binary', maxLength: 30 }).map((text) => `${MARKER}${text}`);
const channelArb = fc.constantFrom('C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7');

const traceArb = (index: number): fc.Arbitrary<TraceRecordInput[]> =>
  fc.array(fc.tuple(channelArb, contentArb), { maxLength: 5 }).map((events) => {
    const traceId = `t${index}`;
    return [
      { type: 'trace-start', traceId, run: { agent: 'fuzz' } },
      ...events.map(([channel, content], seq): TraceRecordInput => ({ type: 'event', traceId, seq, channel, content })),
      { type: 'trace-end', traceId, status: 'ok' },
    ];
  });

const fileArb = fc
  .integer({ min: 1, max: 4 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => traceArb(index))))
  .map((traces) => traces.flat());

type Corruption =
  | { readonly kind: 'truncate'; readonly at: number; readonly keep: number }
  | { readonly kind: 'bad-json'; readonly at: number }
  | { readonly kind: 'wrong-type'; readonly at: number }
  | { readonly kind: 'huge-line'; readonly at: number; readonly megabytes: number }
  | { readonly kind: 'invalid-utf8-line'; readonly at: number }
  | { readonly kind: 'invalid-utf8-inside'; readonly at: number; readonly offset: number };

const corruptionArb: fc.Arbitrary<Corruption> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), keep: fc.nat() }),
  fc.record({ kind: fc.constant('bad-json' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('wrong-type' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('huge-line' as const), at: fc.nat(), megabytes: fc.double({ min: 0.5, max: 3, noNaN: true }) }),
  fc.record({ kind: fc.constant('invalid-utf8-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('invalid-utf8-inside' as const), at: fc.nat(), offset: fc.nat() }),
);

interface Line {
  readonly bytes: Buffer;
  /** The record an untouched line must come back as. */
  readonly expected?: TraceRecord;
}

function applyCorruption(lines: Line[], corruption: Corruption): void {
  const at = corruption.at % (lines.length + 1);
  const target = lines[at];
  switch (corruption.kind) {
    case 'truncate':
      if (target !== undefined) lines[at] = { bytes: target.bytes.subarray(0, corruption.keep % target.bytes.length) };
      return;
    case 'bad-json':
      lines.splice(at, 0, { bytes: Buffer.from(`{"type":"event","content":"${MARKER}`) });
      return;
    case 'wrong-type':
      if (target !== undefined) lines[at] = { bytes: Buffer.from(target.bytes.toString('utf8').replace('"traceId":"', '"traceId":7,"x":"')) };
      return;
    case 'huge-line': {
      const size = Math.floor(corruption.megabytes * 1024 * 1024);
      lines.splice(at, 0, { bytes: Buffer.from(`{"type":"event","content":"${MARKER}${'z'.repeat(size)}"}`) });
      return;
    }
    case 'invalid-utf8-line':
      lines.splice(at, 0, { bytes: Buffer.from([0xff, 0xc3, 0x28, 0xa0, 0xa1, 0xed, 0xa0, 0x80]) });
      return;
    case 'invalid-utf8-inside':
      if (target !== undefined) {
        const offset = corruption.offset % (target.bytes.length + 1);
        lines[at] = { bytes: Buffer.concat([target.bytes.subarray(0, offset), Buffer.from([0xc0, 0xff]), target.bytes.subarray(offset)]) };
      }
      return;
  }
}

function isBlank(bytes: Buffer): boolean {
  return bytes.toString('utf8').trim() === '';
}

describe('readTraceRecords under corruption', () => {
  it('never throws, yields one item per line, and returns every untouched line', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fileArb, fc.array(corruptionArb, { maxLength: 6 }), fc.boolean(), fc.boolean(), async (records, corruptions, gzip, crlf) => {
        const lines: Line[] = records.map((record) => ({ bytes: Buffer.from(JSON.stringify(record)), expected: TraceRecordSchema.parse(record) }));
        // At most two multi-megabyte lines per file keeps a run fast.
        let huge = 0;
        for (const corruption of corruptions) {
          if (corruption.kind === 'huge-line' && (huge += 1) > 2) continue;
          applyCorruption(lines, corruption);
        }
        const separator = Buffer.from(crlf ? '\r\n' : '\n');
        const body = Buffer.concat(lines.flatMap((line) => [line.bytes, separator]));
        run += 1;
        const path = temp.path(`fuzz-${run}.jsonl${gzip ? '.gz' : ''}`);
        writeFileSync(path, gzip ? gzipSync(body) : body);

        const items = await collect(readTraceRecords(path, { maxLineBytes: MAX_LINE_BYTES }));

        expect(items).toHaveLength(lines.filter((line) => !isBlank(line.bytes)).length);
        const byLine = new Map(items.map((item) => [item.ok ? item.line : item.error.line, item]));
        let untouched = 0;
        lines.forEach((line, index) => {
          if (line.expected === undefined) return;
          untouched += 1;
          const item = byLine.get(index + 1);
          expect(item?.ok && item.record).toEqual(line.expected);
        });
        expect(items.filter((item) => item.ok).length).toBeGreaterThanOrEqual(untouched);
        for (const item of items) if (!item.ok) expect(item.error.message).not.toContain(MARKER);
      }),
      { numRuns: 100 },
    );
  });
});
