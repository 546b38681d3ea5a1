import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type Scenario, type TraceEnd, type TraceEvent, type TraceRecord, type TraceStart } from '../src/contracts/index.js';
import { exclusionReason } from '../src/metrics/index.js';
import { runBenchmark } from '../src/run/index.js';
import { VAULT, baseScenario, finalise } from './fixtures/run/scenarios.js';
import { scriptedAgent } from './fixtures/run/scripted-agent.js';
import { contentText, startStubModel, type ChatRequest, type StubModel } from './support/stub-model.js';

function variant(base: Scenario, suffix: string, marker: string): Scenario {
  const { hash: _old, ...rest } = base;
  return finalise({ ...rest, id: `${base.id}-${suffix}`, task: { ...rest.task, request: `${rest.task.request} ${marker}` } });
}

function mentions(request: ChatRequest, marker: string): boolean {
  return request.messages.some((message) => contentText(message.content).includes(marker));
}

describe('a flaky model server', () => {
  let stub: StubModel;
  let outDir: string;
  beforeAll(async () => {
    // Three failures (429, 500, garbage) before every success; one scenario always fails, one never answers.
    stub = await startStubModel((request, index) => {
      if (mentions(request, '[hang]')) return { hang: true };
      if (mentions(request, '[always-fail]')) return { status: 500 };
      switch (index % 4) {
        case 1:
          return { status: 429, body: { error: { message: 'rate limited' } } };
        case 2:
          return { status: 503 };
        case 3:
          return { raw: '{"choices": [ garbage' };
        default:
          return scriptedAgent(request);
      }
    });
    outDir = mkdtempSync(join(tmpdir(), 'leakscope-flaky-'));
  });
  afterAll(async () => {
    await stub.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('retries what can be retried and records the rest as error or timeout, never as clean', async () => {
    const base = baseScenario('single');
    const scenarios = [variant(base, 'a', '(routine)'), variant(base, 'b', '(routine)'), variant(base, 'c', '(routine)'), variant(base, 'fail', '[always-fail]'), variant(base, 'hang', '[hang]')];
    const summary = await runBenchmark({
      scenarios,
      agents: ['llm'],
      model: 'openai-compatible:flaky',
      baseURL: stub.baseURL,
      defenses: ['none'],
      outDir,
      runId: 'flaky',
      concurrency: 1,
      // Long enough for three failed attempts and a success per call on a loaded machine; the hung call waits it out.
      timeoutMs: 6000,
      retry: { retries: 4, initialDelayMs: 2, maxDelayMs: 10, callTimeoutMs: 10_000 },
    });
    expect(summary.status).toEqual({ ok: 3, error: 1, timeout: 1 });
    expect(summary.retries).toBeGreaterThanOrEqual(9);
    expect(summary.taskSuccess).toEqual({ passed: 3, failed: 0, unknown: 2 });

    const records: TraceRecord[] = readFileSync(summary.tracesPath, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
    const ends = new Map(records.filter((record): record is TraceEnd => record.type === 'trace-end').map((end) => [end.traceId, end]));
    expect(ends.size).toBe(5);

    const failed = ends.get('s-run-single-fail/llm@openai-compatible:flaky/none/single');
    expect(failed?.status).toBe('error');
    expect(failed?.error).toMatch(/^model call failed: HTTP 500 after 5 attempts/);
    expect(failed?.taskSuccess).toBeNull();
    const hung = ends.get('s-run-single-hang/llm@openai-compatible:flaky/none/single');
    expect(hung?.status).toBe('timeout');
    expect(hung?.error).toBe('timeout: run exceeded 6000 ms');
    expect(hung?.taskSuccess).toBeNull();

    for (const end of ends.values()) {
      for (const field of VAULT) expect(end.error ?? '').not.toContain(field.value);
      const start = records.find((record): record is TraceStart => record.type === 'trace-start' && record.traceId === end.traceId);
      const events = records.filter((record): record is TraceEvent => record.type === 'event' && record.traceId === end.traceId);
      if (start === undefined) throw new Error(`no trace-start for ${end.traceId}`);
      // What the metrics do with it: failed traces are excluded with their reason, never scored.
      const reason = exclusionReason({ start, events, end });
      expect(reason === null).toBe(end.status === 'ok');
    }
  });
});
