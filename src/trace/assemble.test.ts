import { describe, expect, it } from 'vitest';
import type { TraceRecordInput } from '../contracts/index.js';
import { assembleTraces } from './assemble.js';
import { parseTraceLine, readTraceRecords } from './reader.js';
import { collect, fixture } from './trace.test-helpers.js';
import type { ReadItem, TraceItem } from './types.js';

/** Items as a reader would produce them for these records, on lines 1..n of `f.jsonl`. */
async function* itemsOf(records: readonly TraceRecordInput[]): AsyncGenerator<ReadItem> {
  for (const [index, record] of records.entries()) yield parseTraceLine(JSON.stringify(record), 'f.jsonl', index + 1);
}

const start = (traceId: string): TraceRecordInput => ({ type: 'trace-start', traceId, run: { agent: 'a' } });
const event = (traceId: string, seq: number): TraceRecordInput => ({ type: 'event', traceId, seq, channel: 'C2', content: `m${seq}` });
const end = (traceId: string): TraceRecordInput => ({ type: 'trace-end', traceId, status: 'ok' });

function summary(items: readonly TraceItem[]): string[] {
  return items.map((item) =>
    item.kind === 'trace' ? `${item.trace.start.traceId}@${item.line}:[${item.trace.events.map((e) => e.seq).join(',')}]:${item.trace.end?.status ?? 'incomplete'}` : item.error.message,
  );
}

describe('assembleTraces', () => {
  it('groups the interleaved fixture, sorts events by seq and emits each trace at its end', async () => {
    const items = await collect(assembleTraces(readTraceRecords(fixture('interleaved.jsonl'))));
    expect(summary(items)).toEqual(['t2@2:[0]:ok', 't1@1:[0,1,2,3]:ok']);
    const t1 = items[1];
    expect(t1?.kind === 'trace' && t1.trace.events.map((e) => e.channel)).toEqual(['C2', 'C3', 'C4', 'C1']);
  });

  it('emits a trace before the input ends (memory holds only open traces)', async () => {
    let released = false;
    async function* slow(): AsyncGenerator<ReadItem> {
      yield* itemsOf([start('a'), event('a', 0), end('a')]);
      released = true;
      yield* itemsOf([start('b')]);
    }
    const iterator = assembleTraces(slow());
    const first = await iterator.next();
    expect(first.value?.kind === 'trace' && first.value.trace.start.traceId).toBe('a');
    expect(released).toBe(false);
    await iterator.return(undefined);
  });

  it('rejects records of unknown, ended or duplicated traces with their line', async () => {
    const items = await collect(assembleTraces(itemsOf([event('ghost', 0), start('a'), start('a'), event('a', 1), event('a', 1), end('ghost'), end('a'), event('a', 2), start('a')])));
    expect(summary(items)).toEqual([
      'f.jsonl:1: event ignored: no trace-start with this traceId came before it',
      'f.jsonl:3: duplicate trace-start: a trace with this traceId is already open (started at line 2)',
      'f.jsonl:5: field "seq": 1 is already used in this trace (at line 4)',
      'f.jsonl:6: trace-end ignored: no trace-start with this traceId came before it',
      'a@2:[1]:ok',
      'f.jsonl:8: event ignored: its trace has already ended',
      'f.jsonl:9: duplicate trace-start: a trace with this traceId has already ended earlier in the input',
    ]);
  });

  it('emits traces without an end at end of input, with end undefined', async () => {
    const items = await collect(assembleTraces(itemsOf([start('open1'), event('open1', 0), start('done'), end('done'), start('open2')])));
    expect(summary(items)).toEqual(['done@3:[]:ok', 'open1@1:[0]:incomplete', 'open2@5:[]:incomplete']);
  });

  it('passes rejected lines through in order', async () => {
    async function* withBadLine(): AsyncGenerator<ReadItem> {
      yield* itemsOf([start('a')]);
      yield parseTraceLine('{oops', 'f.jsonl', 2);
      yield* itemsOf([end('a')]);
    }
    expect(summary(await collect(assembleTraces(withBadLine())))).toEqual(['f.jsonl:2: not valid JSON (error at column 2)', 'a@1:[]:ok']);
  });
});
