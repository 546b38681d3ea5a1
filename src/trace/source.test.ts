import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFormat, openTraceSource, readSourceRecords } from './source.js';
import { collect, fixture, tempDir } from './trace.test-helpers.js';
import type { TraceItem } from './types.js';

const temp = tempDir('source');
afterAll(() => temp.remove());

const AGENTLEAK = fixture('agentleak-sample.jsonl');
const LEAKSCOPE = fixture('interleaved.jsonl');

function ids(items: readonly TraceItem[]): string[] {
  return items.map((item) => (item.kind === 'trace' ? item.trace.start.traceId : `rejected ${item.error.message}`));
}

describe('detectFormat', () => {
  it('recognises leakscope records, AgentLeak lines, directories and .json files', async () => {
    const gz = temp.path('agentleak-disguised.log');
    writeFileSync(gz, gzipSync(readFileSync(AGENTLEAK)));
    const dir = temp.path('dir');
    mkdirSync(dir);
    const json = temp.path('one.json');
    writeFileSync(json, '{}');
    expect(await detectFormat(LEAKSCOPE)).toBe('leakscope');
    expect(await detectFormat(AGENTLEAK)).toBe('agentleak');
    expect(await detectFormat(gz)).toBe('agentleak');
    expect(await detectFormat(dir)).toBe('agentleak-directory');
    expect(await detectFormat(json)).toBe('agentleak');
  });

  it('looks past corrupt leading lines, and calls undecidable input unknown', async () => {
    const corrupt = temp.path('corrupt-first.jsonl');
    writeFileSync(corrupt, `{oops\n\n"text"\n${readFileSync(LEAKSCOPE, 'utf8')}`);
    const csv = temp.path('table.csv');
    writeFileSync(csv, 'a,b\n1,2\n');
    expect(await detectFormat(corrupt)).toBe('leakscope');
    expect(await detectFormat(csv)).toBe('unknown');
  });

  it('throws input-not-found for a missing source', async () => {
    await expect(detectFormat(temp.path('missing.jsonl'))).rejects.toMatchObject({ code: 'input-not-found' });
  });
});

describe('openTraceSource', () => {
  it('reads mixed formats in one call, in source order', async () => {
    const items = await collect(openTraceSource([LEAKSCOPE, AGENTLEAK]));
    expect(ids(items)).toEqual(['t2', 't1', 'fx_trace_001#single', 'fx_trace_001#multi', 'fx_trace_002#single', 'fx_trace_002#multi', 'fx_trace_003#single', 'fx_trace_003#multi']);
  });

  it('sniffs stdin without losing the lines it read to decide', async () => {
    const agentleak = await collect(openTraceSource('-', { stdin: Readable.from([readFileSync(AGENTLEAK)]) }));
    expect(ids(agentleak)).toHaveLength(6);
    const leakscope = await collect(openTraceSource('-', { stdin: Readable.from([gzipSync(readFileSync(LEAKSCOPE))]) }));
    expect(ids(leakscope)).toEqual(['t2', 't1']);
  });

  it('reads unknown input as leakscope so every line gets its reason', async () => {
    const csv = temp.path('table2.csv');
    writeFileSync(csv, 'a,b\n12\n1,2\n');
    const items = await collect(readSourceRecords(csv));
    expect(items.map((item) => (item.ok ? 'ok' : item.error.message))).toEqual([
      `${csv}:1: not valid JSON (error at column 1)`,
      `${csv}:2: expected a JSON object, got a number`,
      `${csv}:3: not valid JSON (error at column 2)`,
    ]);
  });

  it('catches the same AgentLeak trace given twice across sources', async () => {
    const items = await collect(openTraceSource([AGENTLEAK, AGENTLEAK]));
    expect(items.filter((item) => item.kind === 'trace')).toHaveLength(6);
    expect(items.filter((item) => item.kind === 'rejected')).toHaveLength(3);
  });

  it('yields traces lazily: the first arrives before the whole input is read', async () => {
    const iterator = openTraceSource(AGENTLEAK);
    const first = await iterator.next();
    expect(first.value?.kind === 'trace' && first.value.trace.start.traceId).toBe('fx_trace_001#single');
    await iterator.return(undefined);
  });
});
