/**
 * End to end: framework agents (AI SDK, LangGraph) in the benchmark runner against a stub
 * OpenAI-compatible model on 127.0.0.1, then `audit` on the traces the run wrote.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, LeakscopeError, TraceRecordSchema, type TraceRecord } from '../src/contracts/index.js';
import { audit } from '../src/report/audit.js';
import { runBenchmark } from '../src/run/index.js';
import { generateScenarios } from '../src/scenario/index.js';
import { scenarioScript } from './fixtures/adapters/scenario-stub.js';
import { startStubModel, type StubModel } from './support/stub-model.js';

const scenarios = generateScenarios({ count: 30, seed: 3 });
const workDir = mkdtempSync(join(tmpdir(), 'leakscope-bench-frameworks-'));
const AGENTS = ['ai-sdk:stub-model', 'langgraph:stub-model'] as const;
let stub: StubModel;

function readRecords(path: string): TraceRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
}

beforeAll(async () => {
  stub = await startStubModel(scenarioScript(scenarios, { steps: 'history' }), { usage: { prompt_tokens: 10, completion_tokens: 5 } });
});
afterAll(async () => {
  await stub.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('runBenchmark with framework agents (stub model on 127.0.0.1)', () => {
  it('runs 30 scenarios through two frameworks on both paths and audits them per framework', async () => {
    const summary = await runBenchmark({ scenarios, agents: AGENTS, defenses: ['none'], baseURL: stub.baseURL, outDir: workDir, runId: 'frameworks', concurrency: 8, timeoutMs: 30_000 });
    // Paths per scenario, twice for an attacked one (its A0 twin follows it).
    const paths = (scenario: (typeof scenarios)[number]): string[] => (scenario.topology.kind === 'single' ? ['single'] : ['single', 'multi']);
    const units = AGENTS.length * scenarios.reduce((sum, scenario) => sum + paths(scenario).length * (scenario.attack === null ? 1 : 2), 0);
    expect(summary.units).toEqual({ total: units, alreadyDone: 0, written: units });
    expect(summary.status).toEqual({ ok: units, error: 0, timeout: 0 });
    expect(summary.usage.inputTokens).toBeGreaterThan(0);

    const records = readRecords(summary.tracesPath);
    const starts = records.filter((record) => record.type === 'trace-start');
    expect(starts).toHaveLength(units);
    // Run order: scenario, then agent, then path; each trace is one contiguous block.
    const expectedIds = scenarios.flatMap((scenario) =>
      AGENTS.flatMap((agent) => paths(scenario).flatMap((path) => [`${scenario.id}/${agent}/none/${path}`, ...(scenario.attack === null ? [] : [`${scenario.id}/${agent}/none/${path}/a0`])])),
    );
    expect(starts.map((start) => start.traceId)).toEqual(expectedIds);
    let open: string | undefined;
    for (const record of records) {
      if (record.type === 'trace-start') open = record.traceId;
      else expect(record.traceId).toBe(open);
    }
    for (const start of starts) {
      const scenario = scenarios.find((candidate) => candidate.id === start.scenarioId);
      const twin = start.traceId.endsWith('/a0');
      const path = start.traceId.split('/').at(twin ? -2 : -1);
      expect(AGENTS as readonly string[]).toContain(start.run.agent);
      expect(start.run.defense).toBe('none');
      expect(start.run.topology).toBe(path === 'single' ? 'single' : scenario?.topology.kind);
      expect(start.run.attack?.baselineOf).toBe(twin ? start.traceId.slice(0, -'/a0'.length) : undefined);
      if (scenario?.topology.kind !== 'single') expect(start.run.pairId).toBe(`${start.scenarioId}/${start.run.agent}/none${twin ? '/a0' : ''}`);
    }
    const events = records.filter((record) => record.type === 'event');
    // The single path folds the topology: no inter-agent messages there.
    const c2Traces = new Set(events.filter((event) => event.channel === 'C2').map((event) => event.traceId));
    expect([...c2Traces].every((id) => id.endsWith('/multi') || id.endsWith('/multi/a0'))).toBe(true);
    expect(c2Traces.size).toBeGreaterThan(0);
    // Every trace did scenario work (the stub reads on each agent's first step).
    const c3Traces = new Set(events.filter((event) => event.channel === 'C3').map((event) => event.traceId));
    expect(c3Traces.size).toBe(units);

    const { report } = await audit({ sources: summary.tracesPath });
    expect(report.traces).toMatchObject({ total: units, included: units });
    const byAgent = report.groups['agent'] ?? {};
    expect(Object.keys(byAgent).sort()).toEqual([...AGENTS].sort());
    const rows: string[] = [];
    for (const agent of AGENTS) {
      const block = byAgent[agent];
      // A0 twins are in no rate.
      const rated = scenarios.reduce((sum, scenario) => sum + paths(scenario).length, 0);
      expect(block?.traceCount).toBe(rated);
      for (const channel of CHANNEL_IDS) {
        const rate = block?.channels[channel];
        expect(rate, `${agent} ${channel}`).toBeDefined();
        if (rate !== undefined && rate.n > 0) {
          expect(rate.rate).not.toBeNull();
          expect(rate.ci).not.toBeNull();
          const [low, high] = rate.ci ?? [0, 0];
          expect(low).toBeLessThanOrEqual((rate.rate ?? -1) + 1e-9);
          expect(high).toBeGreaterThanOrEqual((rate.rate ?? 2) - 1e-9);
        }
      }
      // The naive stub script leaks the final answer and tool inputs almost everywhere.
      expect(block?.channels.C1.rate ?? 0).toBeGreaterThan(0.5);
      expect(block?.channels.C3.rate ?? 0).toBeGreaterThan(0.5);
      rows.push(
        `${agent.padEnd(22)} ${CHANNEL_IDS.map((channel) => {
          const rate = block?.channels[channel];
          return rate?.rate == null ? '   –' : `${(100 * rate.rate).toFixed(0).padStart(4)}% [${(100 * (rate.ci?.[0] ?? 0)).toFixed(0)}–${(100 * (rate.ci?.[1] ?? 0)).toFixed(0)}]`;
        }).join(' ')}`,
      );
    }
    console.log([`agent                  ${CHANNEL_IDS.join('              ')}`, ...rows].join('\n'));
  });

  it('runs the guard defense for framework agents and resumes without doubling traces', async () => {
    const subset = scenarios.slice(0, 6);
    const options = {
      scenarios: subset,
      agents: AGENTS,
      defenses: ['none', 'guard:allowed-set'],
      paths: ['multi'] as const,
      baseURL: stub.baseURL,
      outDir: workDir,
      runId: 'guarded',
      concurrency: 4,
      timeoutMs: 30_000,
    };
    const first = await runBenchmark(options);
    const again = await runBenchmark({ ...options, resume: true });
    expect(again.units.alreadyDone).toBe(first.units.total);
    expect(again.units.written).toBe(0);
    const starts = readRecords(first.tracesPath).filter((record) => record.type === 'trace-start');
    expect(starts).toHaveLength(first.units.total);
    expect(new Set(starts.map((start) => start.run.defense))).toEqual(new Set(['none', 'guard:allowed-set']));
    const { report } = await audit({ sources: first.tracesPath });
    const byDefense = report.groups['defense'] ?? {};
    const unguarded = byDefense['none']?.channels.C3.rate ?? 0;
    expect(unguarded).toBeGreaterThan(0);
    expect(byDefense['guard:allowed-set']?.channels.C3.rate ?? 1).toBeLessThan(unguarded);
  });

  it('rejects harness-only defenses and framework selectors without a model before writing anything', async () => {
    const base = { scenarios: scenarios.slice(0, 1), baseURL: stub.baseURL, outDir: join(workDir, 'rejected') };
    await expect(runBenchmark({ ...base, agents: ['ai-sdk:stub-model'], defenses: ['privacy-prompt'] })).rejects.toThrow(/privacy-prompt not supported for framework agents/);
    await expect(runBenchmark({ ...base, agents: ['langgraph'], defenses: ['none'] })).rejects.toBeInstanceOf(LeakscopeError);
    expect(() => readFileSync(join(workDir, 'rejected'))).toThrow();
  });

  it('records a timeout trace for a framework run that exceeds its time limit', async () => {
    // A server that never answers: accept the connection and stay silent.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const summary = await runBenchmark({
        scenarios: scenarios.slice(0, 1),
        agents: ['ai-sdk:stub-model'],
        defenses: ['none'],
        paths: ['single'],
        baseURL: `http://127.0.0.1:${port}/v1`,
        outDir: workDir,
        runId: 'timeout',
        timeoutMs: 300,
        retry: { retries: 0 },
      });
      expect(summary.status).toEqual({ ok: 0, error: 0, timeout: 1 });
      const end = readRecords(summary.tracesPath).at(-1);
      expect(end).toMatchObject({ type: 'trace-end', status: 'timeout', taskSuccess: null });
    } finally {
      silent.close();
    }
  });
});
