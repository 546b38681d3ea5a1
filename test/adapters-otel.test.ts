import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChannelPolicySchema, VaultSchema, type TraceRecord } from '../src/contracts/index.js';
import { audit } from '../src/report/audit.js';
import { createAdapterRecorder } from '../src/integrations/ai-sdk/index.js';
import { emptySummary, importOtel, startOtelReceiver, type OtelImportItem } from '../src/integrations/otlp/index.js';
import { runAiSdkConversation } from './fixtures/adapters/ai-sdk-conversation.js';
import { expectedUnguarded, POLICY, shapes, VAULT } from './fixtures/adapters/conversation.js';
import { memoryTracing, toOtlpJson } from './fixtures/adapters/otel.js';

const dir = mkdtempSync(join(tmpdir(), 'leakscope-otel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(items: AsyncIterable<OtelImportItem>): Promise<{ traces: TraceRecord[][]; rejected: string[] }> {
  const traces: TraceRecord[][] = [];
  const rejected: string[] = [];
  for await (const item of items) {
    if (item.kind === 'trace') traces.push([...item.records]);
    else rejected.push(item.error.message);
  }
  return { traces, rejected };
}

/** Runs the AI SDK conversation with the direct adapter and OTel telemetry at once. */
async function recordBoth(): Promise<{ direct: readonly TraceRecord[]; otlp: string[] }> {
  const tracing = memoryTracing();
  try {
    const tracer = tracing.provider.getTracer('ai');
    const recorder = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock-model-id' });
    await runAiSdkConversation({ recorder, telemetry: (functionId) => ({ isEnabled: true, tracer, functionId }) });
    const spans = tracing.exporter.getFinishedSpans();
    // Two export batches, one with base64 ids: both spellings must land in one trace.
    const half = Math.floor(spans.length / 2);
    return { direct: recorder.finish(), otlp: [toOtlpJson(spans.slice(0, half), 'hex'), toOtlpJson(spans.slice(half), 'base64')] };
  } finally {
    await tracing.dispose();
  }
}

function line(spans: readonly object[]): string {
  return JSON.stringify({ resourceSpans: [{ resource: { attributes: [{ key: 'service.name', value: { stringValue: 'billing-agents' } }] }, scopeSpans: [{ scope: { name: 'agents' }, spans }] }] });
}

function span(id: string, name: string, start: number, end: number, attributes: Record<string, string | number>, parent?: string, events: object[] = []): object {
  return {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: id.padStart(16, '0'),
    ...(parent === undefined ? {} : { parentSpanId: parent.padStart(16, '0') }),
    name,
    startTimeUnixNano: String(1_767_225_600_000_000_000n + BigInt(start)),
    endTimeUnixNano: String(1_767_225_600_000_000_000n + BigInt(end)),
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value: typeof value === 'number' ? { intValue: String(value) } : { stringValue: value } })),
    events,
  };
}

describe('OpenTelemetry GenAI import', () => {
  it('an AI SDK run exported by the real OTel SDK imports into the same channel events as the direct adapter', async () => {
    const { direct, otlp } = await recordBoth();
    const file = join(dir, 'ai-sdk.otlp.jsonl');
    writeFileSync(file, `${otlp.join('\n')}\n`);
    const summary = emptySummary();
    const { traces, rejected } = await collect(importOtel(file, { roles: { memory_write: 'memory-write' } }, summary));
    expect(rejected).toEqual([]);
    expect(traces).toHaveLength(1);
    const imported = traces[0] ?? [];
    expect(shapes(imported)).toEqual(shapes(direct));
    expect(shapes(imported)).toEqual(expectedUnguarded({ lookup: 'lookup_patient', memory: 'memory_write' }));
    expect(imported[0]).toMatchObject({ type: 'trace-start', run: { agent: 'ai-sdk:mock-model-id', model: 'mock-model-id', topology: 'multi-agent', source: 'otel' } });
    expect(imported.at(-1)).toMatchObject({ type: 'trace-end', status: 'ok', usage: { inputTokens: 50, outputTokens: 25 } });
    expect(summary).toMatchObject({ traces: 1, unknownSpans: 0, rejected: 0 });
  });

  it('maps the GenAI conventions: handoff between root agents (C2), tools (C3/C4), memory (C5), reasoning and span events (C6), final answer (C1); unknown spans kept', async () => {
    const messages = (role: string, parts: object[]) => JSON.stringify([{ role, parts }]);
    const file = join(dir, 'genai.jsonl');
    writeFileSync(
      file,
      [
        line([
          span('1', 'invoke_workflow support', 0, 100, { 'gen_ai.operation.name': 'invoke_workflow' }),
          span(
            '2',
            'invoke_agent triage',
            1,
            30,
            { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'triage', 'gen_ai.output.messages': messages('assistant', [{ type: 'text', content: 'handing over' }]) },
            '1',
          ),
          span(
            '3',
            'chat gpt-4o',
            2,
            10,
            {
              'gen_ai.operation.name': 'chat',
              'gen_ai.request.model': 'gpt-4o',
              'gen_ai.usage.input_tokens': 12,
              'gen_ai.usage.output_tokens': 3,
              'gen_ai.output.messages': messages('assistant', [{ type: 'reasoning', content: 'billing question' }]),
            },
            '2',
          ),
        ]),
        'not json at all',
        line([
          span(
            '4',
            'invoke_agent billing',
            31,
            99,
            {
              'gen_ai.operation.name': 'invoke_agent',
              'gen_ai.agent.name': 'billing',
              'gen_ai.input.messages': messages('user', [{ type: 'text', content: 'Refund card 4111 1111 1111 1111' }]),
              'gen_ai.output.messages': messages('assistant', [{ type: 'text', content: 'Refund issued.' }]),
            },
            '1',
          ),
          span(
            '5',
            'execute_tool refund',
            40,
            50,
            {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.name': 'refund',
              'gen_ai.tool.call.id': 'call_1',
              'gen_ai.tool.call.arguments': '{"card":"4111 1111 1111 1111"}',
              'gen_ai.tool.call.result': 'ok',
            },
            '4',
            [{ name: 'refund.audit', timeUnixNano: String(1_767_225_600_000_000_045n), attributes: [{ key: 'amount', value: { doubleValue: 12.5 } }] }],
          ),
          span('6', 'create_memory', 60, 61, { 'gen_ai.operation.name': 'create_memory', 'gen_ai.memory.key': 'last-refund', 'gen_ai.memory.content': 'refund to 4111 1111 1111 1111' }, '4'),
          span('7', 'HTTP POST', 70, 71, { 'http.method': 'POST' }, '4'),
        ]),
      ].join('\n'),
    );
    const summary = emptySummary();
    const { traces, rejected } = await collect(importOtel(file, {}, summary));
    expect(rejected).toEqual([`${file}:2: not valid JSON (error at column 2)`]);
    expect(shapes(traces[0] ?? [])).toEqual([
      ['C6', 'reasoning', 'triage', 'log', 'billing question'],
      ['C2', 'handoff', 'triage', 'billing', 'Refund card 4111 1111 1111 1111'],
      ['C3', 'tool-call', 'billing', 'refund', '{"card":"4111 1111 1111 1111"}'],
      ['C6', 'log', 'billing', 'log', 'refund.audit {"amount":12.5}'],
      ['C4', 'tool-result', 'refund', 'billing', 'ok'],
      ['C5', 'memory-write', 'billing', 'memory', 'refund to 4111 1111 1111 1111'],
      ['C6', 'other', 'billing', 'log', 'HTTP POST {"http.method":"POST"}'],
      ['C1', 'final-answer', 'billing', 'user', 'Refund issued.'],
    ]);
    expect(traces[0]?.[0]).toMatchObject({ run: { agent: 'billing-agents:gpt-4o', topology: 'multi-agent' } });
    expect(traces[0]?.at(-1)).toMatchObject({ usage: { inputTokens: 12, outputTokens: 3 } });
    expect(summary).toMatchObject({ traces: 1, spans: 7, unknownSpans: 1, unknownByName: { 'HTTP POST': 1 }, rejected: 1 });
  });

  it("an imported trace that names its scenario is audited with that scenario's vault and policy", async () => {
    const { otlp } = await recordBoth();
    const file = join(dir, 'audit.otlp.jsonl');
    writeFileSync(file, `${otlp.join('\n')}\n`);
    const out = join(dir, 'audit.traces.jsonl');
    const { traces } = await collect(importOtel(file, { roles: { memory_write: 'memory-write' }, scenarioId: 'patient-demo' }));
    writeFileSync(
      out,
      traces
        .flat()
        .map((record) => JSON.stringify(record))
        .join('\n'),
    );
    const scenarios = new Map([['patient-demo', { vault: VaultSchema.parse(VAULT), policy: ChannelPolicySchema.parse(POLICY) }]]);
    const { report } = await audit({ sources: out, scenarios });
    expect(report.traces.included).toBe(1);
    // The SSN went to the clerk (C2) and to the lookup tool (C3): both are leaks under the policy.
    expect(report.channels.C2.k).toBe(1);
    expect(report.channels.C3.k).toBe(1);
    expect(report.channels.C1.k).toBe(0);
  });

  it('otel receive: OTLP/HTTP JSON on loopback in, leakscope traces out', async () => {
    const { direct, otlp } = await recordBoth();
    const received: TraceRecord[][] = [];
    const receiver = await startOtelReceiver({ roles: { memory_write: 'memory-write' }, idleMs: 60_000, onTrace: (records) => void received.push([...records]) });
    try {
      expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/traces$/);
      for (const body of otlp) {
        const response = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ partialSuccess: {} });
      }
      const protobuf = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: 'x' });
      expect(protobuf.status).toBe(415);
      const garbage = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"resourceSpans":7}' });
      expect(garbage.status).toBe(400);
      expect(received).toEqual([]);
    } finally {
      await receiver.close();
    }
    expect(received).toHaveLength(1);
    expect(shapes(received[0] ?? [])).toEqual(shapes(direct));
    expect(receiver.summary).toMatchObject({ traces: 1, requests: 2 });
  });

  it('otel receive writes a trace once it has been idle', async () => {
    let clock = 0;
    const received: TraceRecord[][] = [];
    const receiver = await startOtelReceiver({ idleMs: 20, now: () => clock, onTrace: (records) => void received.push([...records]) });
    try {
      const body = line([
        span('1', 'invoke_agent solo', 0, 5, {
          'gen_ai.operation.name': 'invoke_agent',
          'gen_ai.agent.name': 'solo',
          'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'hi' }] }]),
        }),
      ]);
      await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      clock = 100;
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(shapes(received[0] ?? [])).toEqual([['C1', 'final-answer', 'solo', 'user', 'hi']]);
    } finally {
      await receiver.close();
    }
  });
});
