/**
 * Benchmarks of the framework adapters, returning numbers (the bench runner prints them):
 * capture overhead per model call and per tool call for each adapter — the median of the same
 * calls with and without the adapter, against an in-process mock model and tool — and OTLP/JSON
 * import throughput on a generated file. Frameworks that are not installed are skipped.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonSchema, tool, wrapLanguageModel, type ToolExecutionOptions } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { emptySummary, importOtel } from '../src/trace/importers/otel/import.js';
import { captureMiddleware } from '../src/integrations/ai-sdk/middleware.js';
import { captureTools } from '../src/integrations/ai-sdk/tools.js';
import { createFrameworkRecorder } from '../src/trace/recorder.js';

/** Latency percentiles in microseconds. */
export interface LatencyMicros {
  readonly p50Us: number;
  readonly p99Us: number;
}

/** One kind of call, with and without the adapter. */
export interface OverheadFigures {
  readonly calls: number;
  readonly baseline: LatencyMicros;
  readonly captured: LatencyMicros;
  /** `captured.p50 - baseline.p50`: the adapter's own work per call (target under 1,000 µs). */
  readonly addedP50Us: number;
}

/** The figures of one adapter. */
export interface AdapterOverhead {
  readonly adapter: string;
  /** What a "call" is for this adapter (which hooks run). */
  readonly hooks: string;
  readonly modelCall: OverheadFigures;
  readonly toolCall: OverheadFigures;
}

/** What {@link benchAdapters} returns. */
export interface AdapterBenchResult {
  readonly adapters: readonly AdapterOverhead[];
  readonly skipped: readonly string[];
  readonly otlpImport: { readonly spans: number; readonly traces: number; readonly events: number; readonly megabytes: number; readonly seconds: number; readonly spansPerSecond: number };
}

/** Options of {@link benchAdapters}. */
export interface AdapterBenchOptions {
  /** Timed calls per measurement (after as many warm-up calls); default 2,000. */
  readonly calls?: number;
  /** Spans in the generated OTLP file; default 100,000. */
  readonly spans?: number;
}

async function time(calls: number, body: () => PromiseLike<unknown>): Promise<LatencyMicros> {
  for (let index = 0; index < calls; index += 1) await body();
  const samples = new Float64Array(calls);
  for (let index = 0; index < calls; index += 1) {
    const start = process.hrtime.bigint();
    await body();
    samples[index] = Number(process.hrtime.bigint() - start) / 1000;
  }
  samples.sort();
  return { p50Us: samples[Math.floor(calls / 2)] ?? 0, p99Us: samples[Math.min(calls - 1, Math.floor(calls * 0.99))] ?? 0 };
}

async function overhead(calls: number, baseline: () => PromiseLike<unknown>, captured: () => PromiseLike<unknown>): Promise<OverheadFigures> {
  const without = await time(calls, baseline);
  const withAdapter = await time(calls, captured);
  return { calls, baseline: without, captured: withAdapter, addedP50Us: Math.max(0, withAdapter.p50Us - without.p50Us) };
}

const USAGE = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };
const ANSWER = 'The patient Colleen Nguyen was seen on 2026-01-05; follow-up booked.';
const TOOL_OUTPUT = 'name: Colleen Nguyen\nmrn: MRN-8386028\ndiagnosis: E11.9';

async function benchAiSdk(calls: number): Promise<AdapterOverhead> {
  const mock = new MockLanguageModelV3({ doGenerate: async () => ({ content: [{ type: 'text', text: ANSWER }], finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE, warnings: [] }) });
  const recorder = createFrameworkRecorder({ framework: 'ai-sdk', model: 'mock' });
  const wrapped = wrapLanguageModel({ model: mock, middleware: captureMiddleware(recorder, { agent: 'assistant' }) });
  const params = { prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'What is the diagnosis?' }] }] };
  const raw = { lookup: tool({ description: 'look up', inputSchema: jsonSchema<{ id: string }>({ type: 'object', properties: { id: { type: 'string' } } }), execute: async () => TOOL_OUTPUT }) };
  const tools = captureTools(raw, recorder, { agent: 'assistant' });
  let call = 0;
  const options = (): ToolExecutionOptions => ({ toolCallId: `c${(call += 1)}`, messages: [] });
  return {
    adapter: 'ai-sdk',
    hooks: 'wrapLanguageModel(captureMiddleware).doGenerate; captureTools execute',
    modelCall: await overhead(
      calls,
      () => mock.doGenerate(params),
      () => wrapped.doGenerate(params),
    ),
    toolCall: await overhead(
      calls,
      async () => raw.lookup.execute?.({ id: 'P-1' }, options()),
      async () => tools.lookup.execute?.({ id: 'P-1' }, options()),
    ),
  };
}

async function benchOpenAIAgents(calls: number): Promise<AdapterOverhead> {
  const { createAgentsTracing, createRunState } = await import('../src/integrations/openai-agents/tracing.js');
  const tracing = createAgentsTracing();
  const traceId = 'trace_bench';
  tracing.attach(traceId, createRunState(createFrameworkRecorder({ framework: 'openai-agents', model: 'mock' })));
  const { processor } = tracing;
  const model = async (): Promise<unknown> => ({ output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: ANSWER }] }] });
  const execute = async (): Promise<string> => TOOL_OUTPUT;
  let id = 0;
  // Span-shaped objects: the processor reads these fields only.
  const span = (data: Record<string, unknown>, parentId: string | null): Parameters<typeof processor.onSpanStart>[0] =>
    ({ traceId, spanId: `span_${(id += 1)}`, parentId, spanData: data, error: null }) as unknown as Parameters<typeof processor.onSpanStart>[0];
  const agent = span({ type: 'agent', name: 'assistant' }, null);
  await processor.onSpanStart(agent);
  return {
    adapter: 'openai-agents',
    hooks: 'trace processor onSpanStart/onSpanEnd for a generation span; for a function span',
    modelCall: await overhead(calls, model, async () => {
      const generation = span({ type: 'generation', input: [{ role: 'user', content: 'What is the diagnosis?' }], output: [] }, agent.spanId);
      await processor.onSpanStart(generation);
      const output = await model();
      (generation.spanData as { output: unknown[] }).output = [output];
      await processor.onSpanEnd(generation);
    }),
    toolCall: await overhead(calls, execute, async () => {
      const fn = span({ type: 'function', name: 'lookup', input: '{"id":"P-1"}', output: '' }, agent.spanId);
      await processor.onSpanStart(fn);
      (fn.spanData as { output: string }).output = await execute();
      await processor.onSpanEnd(fn);
    }),
  };
}

async function benchLangChain(calls: number): Promise<AdapterOverhead> {
  const { createCallbackHandler } = await import('../src/integrations/langchain/callbacks.js');
  const handler = createCallbackHandler(createFrameworkRecorder({ framework: 'langgraph', model: 'mock' }), { entry: 'assistant' });
  const llmResult = { generations: [[{ text: ANSWER, message: { content: ANSWER, tool_calls: [], additional_kwargs: {} } }]], llmOutput: { tokenUsage: { promptTokens: 10, completionTokens: 5 } } };
  const model = async (): Promise<typeof llmResult> => llmResult;
  const execute = async (): Promise<string> => TOOL_OUTPUT;
  const metadata = { lc_agent_name: 'assistant' };
  let id = 0;
  return {
    adapter: 'langchain',
    hooks: 'callback handler handleChatModelStart + handleLLMEnd; handleToolStart + handleToolEnd',
    modelCall: await overhead(calls, model, async () => {
      const runId = `run-${(id += 1)}`;
      await handler.handleChatModelStart?.({ lc: 1, type: 'not_implemented', id: ['mock'] }, [], runId, undefined, {}, [], metadata);
      await handler.handleLLMEnd?.((await model()) as never, runId);
    }),
    toolCall: await overhead(calls, execute, async () => {
      const runId = `run-${(id += 1)}`;
      await handler.handleToolStart?.({ lc: 1, type: 'not_implemented', id: ['lookup'] }, '{"id":"P-1"}', runId, undefined, [], metadata, 'lookup', runId);
      await handler.handleToolEnd?.(await execute(), runId);
    }),
  };
}

/** One OTLP/JSON request line holding `count` spans of `traces` GenAI traces (10 spans each). */
function otlpLine(first: number, count: number): string {
  const spans: object[] = [];
  const attribute = (key: string, value: string | number) => ({ key, value: typeof value === 'number' ? { intValue: String(value) } : { stringValue: value } });
  for (let index = first; index < first + count; index += 1) {
    const trace = Math.floor(index / 10);
    const position = index % 10;
    const start = 1_767_225_600_000_000_000n + BigInt(index) * 1_000_000n;
    const traceId = trace.toString(16).padStart(32, '0');
    const spanId = (index + 1).toString(16).padStart(16, '0');
    const root = (trace * 10 + 1).toString(16).padStart(16, '0');
    const operation = position === 0 ? 'invoke_agent' : position === 9 ? undefined : ['chat', 'execute_tool', 'chat', 'execute_tool', 'create_memory', 'chat', 'execute_tool', 'chat'][position - 1];
    const attributes = [
      ...(operation === undefined ? [attribute('http.method', 'POST')] : [attribute('gen_ai.operation.name', operation)]),
      ...(operation === 'invoke_agent'
        ? [attribute('gen_ai.agent.name', 'assistant'), attribute('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }] }]))]
        : []),
      ...(operation === 'chat' ? [attribute('gen_ai.request.model', 'gpt-4o-mini'), attribute('gen_ai.usage.input_tokens', 120), attribute('gen_ai.usage.output_tokens', 30)] : []),
      ...(operation === 'execute_tool'
        ? [
            attribute('gen_ai.tool.name', 'lookup'),
            attribute('gen_ai.tool.call.id', `call_${index}`),
            attribute('gen_ai.tool.call.arguments', '{"patient_id":"MRN-8386028"}'),
            attribute('gen_ai.tool.call.result', TOOL_OUTPUT),
          ]
        : []),
      ...(operation === 'create_memory' ? [attribute('gen_ai.memory.content', 'Colleen Nguyen: diagnosis E11.9')] : []),
    ];
    spans.push({
      traceId,
      spanId,
      ...(position === 0 ? {} : { parentSpanId: root }),
      name: operation ?? 'HTTP POST',
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(start + 500_000n),
      attributes,
    });
  }
  return JSON.stringify({ resourceSpans: [{ resource: { attributes: [attribute('service.name', 'bench')] }, scopeSpans: [{ scope: { name: 'bench' }, spans }] }] });
}

async function benchOtlpImport(spanCount: number): Promise<AdapterBenchResult['otlpImport']> {
  const dir = await mkdtemp(join(tmpdir(), 'leakscope-otlp-bench-'));
  try {
    const file = join(dir, 'spans.jsonl');
    const lines: string[] = [];
    for (let first = 0; first < spanCount; first += 100) lines.push(otlpLine(first, Math.min(100, spanCount - first)));
    const text = `${lines.join('\n')}\n`;
    await writeFile(file, text);
    const summary = emptySummary();
    const start = process.hrtime.bigint();
    for await (const item of importOtel(file, {}, summary)) void item;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    return { spans: summary.spans, traces: summary.traces, events: summary.events, megabytes: Buffer.byteLength(text) / 1024 / 1024, seconds, spansPerSecond: summary.spans / seconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the adapter benchmarks.
 *
 * @example
 * const result = await benchAdapters({ calls: 2000, spans: 100_000 });
 * for (const entry of result.adapters) console.log(entry.adapter, entry.modelCall.addedP50Us, entry.toolCall.addedP50Us);
 */
export async function benchAdapters(options: AdapterBenchOptions = {}): Promise<AdapterBenchResult> {
  const calls = options.calls ?? 2000;
  const adapters: AdapterOverhead[] = [await benchAiSdk(calls)];
  const skipped: string[] = [];
  for (const [name, run] of [
    ['openai-agents', benchOpenAIAgents],
    ['langchain', benchLangChain],
  ] as const) {
    try {
      adapters.push(await run(calls));
    } catch (error) {
      skipped.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { adapters, skipped, otlpImport: await benchOtlpImport(options.spans ?? 100_000) };
}
