import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureIO, runCli } from '../../../test/support/cli.js';
import { otelCommand, parseToolRoles, runOtelReceive } from './otel.js';

const dir = mkdtempSync(join(tmpdir(), 'leakscope-otel-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TRACE = '5b8efff798038103d269b633813fc60c';

function request(spans: object[]): string {
  return JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans }] }] });
}

const AGENT_SPAN = {
  traceId: TRACE,
  spanId: 'eee19b7ec3c1b174',
  name: 'invoke_agent helper',
  startTimeUnixNano: '1767225600000000000',
  endTimeUnixNano: '1767225601000000000',
  attributes: [
    { key: 'gen_ai.operation.name', value: { stringValue: 'invoke_agent' } },
    { key: 'gen_ai.agent.name', value: { stringValue: 'helper' } },
    { key: 'gen_ai.output.messages', value: { stringValue: '[{"role":"assistant","parts":[{"type":"text","content":"All done."}]}]' } },
  ],
};
const TOOL_SPAN = {
  traceId: TRACE,
  spanId: 'eee19b7ec3c1b175',
  parentSpanId: 'eee19b7ec3c1b174',
  name: 'execute_tool remember',
  startTimeUnixNano: '1767225600100000000',
  endTimeUnixNano: '1767225600200000000',
  attributes: [
    { key: 'gen_ai.operation.name', value: { stringValue: 'execute_tool' } },
    { key: 'gen_ai.tool.name', value: { stringValue: 'remember' } },
    { key: 'gen_ai.tool.call.arguments', value: { stringValue: '{"value":"note"}' } },
  ],
};

describe('leakscope import otel', () => {
  it('writes one trace per OTel trace id, applies tool roles, reports bad lines with file:line and exits 2', async () => {
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, `${request([TOOL_SPAN])}\n{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"zz","spanId":"x","name":"a","startTimeUnixNano":"1"}]}]}]}\n${request([AGENT_SPAN])}\n`);
    const out = join(dir, 'traces.jsonl');
    const run = await runCli(['import', 'otel', file, '--out', out, '--tool-role', 'remember=memory-write', '--scenario', 's-1'], [otelCommand]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file}:2: resourceSpans[0].scopeSpans[0].spans[0]: trace or span id is neither hex nor base64`);
    expect(run.stderr).toContain('1 traces, 2 events from 2 spans in 3 requests; 0 spans of unknown kind kept as C6; 1 rejected');
    const records = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as { type: string; channel?: string; kind?: string; content?: string; scenarioId?: string });
    expect(records.map((record) => [record.type, record.channel, record.kind, record.content])).toEqual([
      ['trace-start', undefined, undefined, undefined],
      ['event', 'C5', 'memory-write', 'note'],
      ['event', 'C1', 'final-answer', 'All done.'],
      ['trace-end', undefined, undefined, undefined],
    ]);
    expect(records[0]?.scenarioId).toBe('s-1');
  });

  it('refuses a malformed --tool-role', () => {
    expect(() => parseToolRoles(['remember'])).toThrow(/--tool-role expects NAME=ROLE/);
    expect(parseToolRoles(['ask=agent:clerk', 'note=log'])).toEqual({ ask: 'agent:clerk', note: 'log' });
  });
});

describe('leakscope otel receive', () => {
  it('round trip on loopback: POST /v1/traces in, leakscope traces in the --out file after shutdown', async () => {
    const out = join(dir, 'received.jsonl');
    const io = captureIO();
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const done = runOtelReceive({ port: '0', out, toolRole: [], idleMs: '60000' }, io, stopped);
    const [, url = ''] = await io.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+\/v1\/traces)/);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request([AGENT_SPAN, TOOL_SPAN]) });
    expect(response.status).toBe(200);
    stop();
    expect(await done).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as { type: string; channel?: string });
    expect(lines.map((line) => line.channel ?? line.type)).toEqual(['trace-start', 'C3', 'C1', 'trace-end']);
    expect(io.err()).toContain('1 traces, 2 events from 2 spans in 1 requests');
  });
});
