import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type ChannelId, type TraceEvent, type TraceRecord } from '../src/contracts/index.js';
import { logicalClock, runBenchmark } from '../src/run/index.js';
import { baseScenario } from './fixtures/run/scenarios.js';
import { scriptedAgent } from './fixtures/run/scripted-agent.js';
import { startStubModel, type StubModel } from './support/stub-model.js';

function readTraces(path: string): TraceRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
}

function eventsOf(records: readonly TraceRecord[], traceId: string): TraceEvent[] {
  return records.filter((record): record is TraceEvent => record.type === 'event' && record.traceId === traceId);
}

describe('LLM agents through the AI SDK against a stub OpenAI-compatible server', () => {
  let stub: StubModel;
  let outDir: string;
  beforeAll(async () => {
    stub = await startStubModel(scriptedAgent);
    outDir = mkdtempSync(join(tmpdir(), 'leakscope-llm-'));
  });
  afterAll(async () => {
    await stub.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  const scenarios = [baseScenario('single'), baseScenario('coordinator-worker'), baseScenario('multi-worker')];

  it('records every channel for each topology, with usage and a passing oracle', async () => {
    const summary = await runBenchmark({
      scenarios,
      agents: ['llm'],
      model: 'openai-compatible:stub-model',
      baseURL: stub.baseURL,
      defenses: ['none'],
      paths: ['multi', 'single'],
      outDir,
      runId: 'llm-topologies',
      concurrency: 2,
      clock: logicalClock(),
    });
    expect(summary.status).toEqual({ ok: 5, error: 0, timeout: 0 });
    expect(summary.taskSuccess.passed).toBe(5);
    expect(summary.modelCalls).toBeGreaterThan(0);
    const records = readTraces(summary.tracesPath);

    const starts = records.filter((record) => record.type === 'trace-start');
    expect(starts.map((start) => start.run.topology).sort()).toEqual(['coordinator-worker', 'multi-worker', 'single', 'single', 'single']);
    for (const start of starts) {
      expect(start.run.agent).toBe('llm');
      expect(start.run.model).toBe('openai-compatible:stub-model');
    }

    const expectChannels = (traceId: string, channels: readonly ChannelId[]): TraceEvent[] => {
      const events = eventsOf(records, traceId);
      expect([...new Set(events.map((event) => event.channel))].sort()).toEqual([...channels].sort());
      return events;
    };
    const single = expectChannels('s-run-single/llm@openai-compatible:stub-model/none/single', ['C1', 'C3', 'C4', 'C5', 'C6', 'C7']);
    expect(single.find((event) => event.kind === 'final-answer')?.content).toContain('Penicillin allergy');
    expect(single.some((event) => event.kind === 'reasoning' && event.content.includes('plans its steps'))).toBe(true);
    expect(single.some((event) => event.kind === 'log' && event.content.includes('started work'))).toBe(true);
    expect(single.find((event) => event.kind === 'artifact')?.content).toContain('Allergies: Penicillin allergy');
    expect(single.find((event) => event.kind === 'tool-result' && event.tool === 'patient_db.lookup')?.content).toContain('SSN: 512-44-9921');

    const cw = expectChannels('s-run-cw/llm@openai-compatible:stub-model/none/multi', ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']);
    const messages = cw.filter((event) => event.kind === 'message').map((event) => `${event.from}->${event.to}`);
    expect(messages).toEqual(['coordinator->records', 'records->coordinator']);
    expect(cw.filter((event) => event.kind === 'memory-write').map((event) => event.from)).toEqual(['records']);

    const mw = expectChannels('s-run-mw/llm@openai-compatible:stub-model/none/multi', ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']);
    const delegated = mw.filter((event) => event.kind === 'message' && event.from === 'coordinator').map((event) => event.to);
    expect(delegated.sort()).toEqual(['billing', 'records']);
    expect(mw.some((event) => event.kind === 'tool-call' && event.tool === 'billing.submit_claim')).toBe(true);

    const ends = records.filter((record) => record.type === 'trace-end');
    for (const end of ends) expect(end.usage?.inputTokens ?? 0).toBeGreaterThan(0);
    expect(summary.usage.inputTokens).toBe(ends.reduce((sum, end) => sum + (end.usage?.inputTokens ?? 0), 0));
  });

  it('replays a repeated run from the response cache, byte for byte, without calling the server', async () => {
    const options = {
      scenarios,
      agents: ['llm'],
      model: 'openai-compatible:stub-model',
      baseURL: stub.baseURL,
      defenses: ['none', 'internal-interceptor'],
      outDir,
      concurrency: 1,
      cacheFile: join(outDir, 'shared-cache.sqlite'),
      pricing: { inputPerMillion: 1, outputPerMillion: 4 },
    } as const;
    const before = stub.requests.length;
    const first = await runBenchmark({ ...options, runId: 'replay-1', clock: logicalClock() });
    const served = stub.requests.length;
    const second = await runBenchmark({ ...options, runId: 'replay-2', clock: logicalClock() });
    // Identical requests within the first run (e.g. the single path under both defenses) already hit the cache.
    expect(served - before).toBe(first.modelCalls - first.cachedCalls);
    expect(second.modelCalls).toBe(first.modelCalls);
    expect(second.cachedCalls).toBe(second.modelCalls);
    expect(stub.requests.length).toBe(served);
    expect(readFileSync(second.tracesPath, 'utf8')).toBe(readFileSync(first.tracesPath, 'utf8'));
    // The replay costs nothing, while its traces carry the same token usage as the original.
    expect(second.usage).toEqual(first.usage);
    expect(first.usage.costUsd).toBeCloseTo((first.usage.inputTokens + 4 * first.usage.outputTokens) / 1e6, 12);
    expect(first.billed.inputTokens).toBeGreaterThan(0);
    expect(second.billed).toEqual({ inputTokens: 0, outputTokens: 0, costUsd: 0 });
  });
});
