import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LeakscopeError, TraceRecordSchema, type TraceEvent, type TraceRecord } from '../src/contracts/index.js';
import { logicalClock, recoverTraceFile, referenceAgent, runBenchmark, type AgentRuntime, type RunProgress } from '../src/run/index.js';
import { baseScenario } from './fixtures/run/scenarios.js';
import { leaksByChannel } from './fixtures/run/leaks.js';

const workDir = mkdtempSync(join(tmpdir(), 'leakscope-runner-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const scenarios = [baseScenario('single'), baseScenario('coordinator-worker'), baseScenario('multi-worker')];

function readRecords(path: string): TraceRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
}

function traceIds(path: string): string[] {
  return readRecords(path)
    .filter((record) => record.type === 'trace-start')
    .map((record) => record.traceId);
}

async function rejection(promise: Promise<unknown>): Promise<LeakscopeError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LeakscopeError)) throw new Error(`expected a LeakscopeError, got ${String(error)}`);
  return error;
}

describe('runBenchmark', () => {
  const outDir = join(workDir, 'out');

  it('runs every (scenario, agent, defense, path) unit once, in order, with config.json and progress', async () => {
    const progress: RunProgress[] = [];
    const summary = await runBenchmark(
      {
        scenarios,
        outDir,
        runId: 'default',
        scenarioSource: 'fixtures',
        // Counts traces with a C2 leak: naive and relay on the multi path without the interceptor.
        countLeaks: (records, scenario) =>
          leaksByChannel(
            scenario,
            records.filter((record): record is TraceEvent => record.type === 'event'),
          ).has('C2'),
      },
      { onProgress: (report) => progress.push(report) },
    );
    // single: 1 path; coordinator-worker and multi-worker: 2 paths; × 3 agents × 3 defenses.
    expect(summary.units).toEqual({ total: 45, alreadyDone: 0, written: 45 });
    expect(summary.status).toEqual({ ok: 45, error: 0, timeout: 0 });
    // naive (none, privacy-prompt) and relay (none) on the multi path of the two multi-agent scenarios.
    expect(summary.leaks).toBe(6);
    expect(summary.taskSuccess).toEqual({ passed: 45, failed: 0, unknown: 0 });
    const ids = traceIds(summary.tracesPath);
    expect(ids[0]).toBe('s-run-single/reference:naive/none/single');
    expect(ids.slice(9, 15)).toEqual([
      's-run-cw/reference:naive/none/single',
      's-run-cw/reference:naive/none/multi',
      's-run-cw/reference:naive/privacy-prompt/single',
      's-run-cw/reference:naive/privacy-prompt/multi',
      's-run-cw/reference:naive/internal-interceptor/single',
      's-run-cw/reference:naive/internal-interceptor/multi',
    ]);
    expect(new Set(ids).size).toBe(45);
    expect(progress.map((report) => report.done)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(progress.at(-1)).toMatchObject({ done: 45, total: 45, etaSeconds: 0, errors: 0, timeouts: 0, leaksSoFar: summary.leaks });

    const config = JSON.parse(readFileSync(summary.configPath, 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({
      runId: 'default',
      definition: {
        scenarios: { source: 'fixtures', count: 3 },
        agents: ['reference:naive', 'reference:relay', 'reference:minimal'],
        defenses: ['none', 'privacy-prompt', 'internal-interceptor'],
        paths: ['single', 'multi'],
        seed: 42,
        timeoutMs: 60_000,
        promptTemplates: { llm: 'llm-agent/1', reference: 'reference/2' },
      },
      execution: { concurrency: 4 },
    });
    expect(config['digest']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to overwrite a run, resumes a finished one as a no-op, and refuses a changed configuration', async () => {
    const before = readFileSync(join(outDir, 'default', 'traces.jsonl'), 'utf8');
    expect((await rejection(runBenchmark({ scenarios, outDir, runId: 'default' }))).code).toBe('invalid-config');
    const resumed = await runBenchmark({ scenarios, outDir, runId: 'default', resume: true, scenarioSource: 'fixtures' });
    expect(resumed.units).toEqual({ total: 45, alreadyDone: 45, written: 0 });
    expect(readFileSync(resumed.tracesPath, 'utf8')).toBe(before);
    const changed = await rejection(runBenchmark({ scenarios, outDir, runId: 'default', resume: true, scenarioSource: 'fixtures', defenses: ['none'] }));
    expect(changed.message).toContain('defenses');
    // Resuming with other unit clocks would mix timestamp styles in one trace file.
    const clocks = await rejection(runBenchmark({ scenarios, outDir, runId: 'default', resume: true, scenarioSource: 'fixtures', unitClock: 'logical' }));
    expect(clocks.message).toContain('unitClock');
  });

  it('writes byte-identical traces for the same configuration and seed', async () => {
    const run = (runId: string) => runBenchmark({ scenarios, outDir, runId, concurrency: 1, clock: logicalClock() });
    const first = await run('same-1');
    const second = await run('same-2');
    expect(readFileSync(second.tracesPath, 'utf8')).toBe(readFileSync(first.tracesPath, 'utf8'));
  });

  it('stops on cancellation without writing unfinished units, and resume completes the run', async () => {
    const controller = new AbortController();
    const slow: AgentRuntime = {
      ...referenceAgent('naive'),
      run: async (context) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return referenceAgent('naive').run(context);
      },
    };
    const options = { scenarios, agents: [slow, 'reference:minimal'], defenses: ['none', 'internal-interceptor'], outDir, runId: 'cancel', concurrency: 2 } as const;
    const partial = await runBenchmark({ ...options, signal: controller.signal }, { onProgress: (report) => report.done === 3 && controller.abort() });
    expect(partial.cancelled).toBe(true);
    expect(partial.units.written).toBeLessThan(20);
    expect(traceIds(partial.tracesPath)).toHaveLength(partial.units.written);
    const finished = await runBenchmark({ ...options, resume: true });
    expect(finished.units.alreadyDone + finished.units.written).toBe(20);
    expect(new Set(traceIds(finished.tracesPath)).size).toBe(20);
    expect(traceIds(finished.tracesPath)).toHaveLength(20);
  });

  it('records a run that exceeds its time limit as timeout, and a failing agent as error without vault values', async () => {
    const stuck: AgentRuntime = { id: 'test:stuck', family: 'reference', label: 'never answers', model: null, run: () => new Promise(() => undefined) };
    const broken: AgentRuntime = { id: 'test:broken', family: 'reference', label: 'throws', model: null, run: () => Promise.reject(new Error('lookup failed for SSN 512-44-9921')) };
    const summary = await runBenchmark({ scenarios: [scenarios[0]!], agents: [stuck, broken], defenses: ['none'], outDir, runId: 'failures', timeoutMs: 50 });
    const ends = readRecords(summary.tracesPath).filter((record) => record.type === 'trace-end');
    expect(ends.map((end) => [end.status, end.taskSuccess, end.error])).toEqual([
      ['timeout', null, 'timeout: run exceeded 50 ms'],
      ['error', null, 'agent error: Error: lookup failed for SSN [redacted:patient.ssn]'],
    ]);
    expect(summary.taskSuccess.unknown).toBe(2);
  });

  it('rejects unknown agents, defenses and missing model keys before creating the run directory', async () => {
    expect((await rejection(runBenchmark({ scenarios, outDir, runId: 'bad-1', agents: ['reference:perfect'] }))).message).toContain('unknown agent "reference:perfect"');
    expect((await rejection(runBenchmark({ scenarios, outDir, runId: 'bad-2', defenses: ['magic'] }))).message).toContain('unknown defense "magic"');
    const missingKey = await rejection(runBenchmark({ scenarios, outDir, runId: 'bad-3', agents: ['llm'], model: 'openai:gpt-4o-mini', env: {} }));
    expect(missingKey.message).toBe('OPENAI_API_KEY is not set (needed for model openai:gpt-4o-mini)');
    for (const runId of ['bad-1', 'bad-2', 'bad-3']) expect(existsSync(join(outDir, runId))).toBe(false);
  });
});

describe('recoverTraceFile', () => {
  const block = (id: string, status = 'ok'): string =>
    `${[
      JSON.stringify({ type: 'trace-start', traceId: id, run: { agent: 'a' } }),
      JSON.stringify({ type: 'event', traceId: id, seq: 0, channel: 'C1', kind: 'final-answer', content: 'x' }),
      JSON.stringify({ type: 'trace-end', traceId: id, status }),
    ].join('\n')}\n`;

  it('truncates a torn tail', async () => {
    const path = join(workDir, 'torn.jsonl');
    writeFileSync(path, `${block('a')}${block('b')}${block('c').slice(0, 80)}`);
    const result = await recoverTraceFile(path);
    expect(result.action).toBe('truncated');
    expect([...result.completed]).toEqual(['a', 'b']);
    expect(readFileSync(path, 'utf8')).toBe(`${block('a')}${block('b')}`);
  });

  it('rewrites around an abandoned trace, a garbled line and a duplicate, and can drop failed traces', async () => {
    const path = join(workDir, 'messy.jsonl');
    const abandoned = `${block('x').split('\n').slice(0, 2).join('\n')}\n`;
    writeFileSync(path, `${block('a')}${abandoned}{"type":"ev\n${block('b', 'error')}${block('a')}${block('c')}`);
    const result = await recoverTraceFile(path, { dropFailed: true });
    expect(result.action).toBe('rewritten');
    expect([...result.completed]).toEqual(['a', 'c']);
    expect(readFileSync(path, 'utf8')).toBe(`${block('a')}${block('c')}`);
    expect((await recoverTraceFile(path)).action).toBe('none');
  });
});
