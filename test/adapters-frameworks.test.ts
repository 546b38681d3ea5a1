import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, type Report, type Scenario, type TraceEvent, type TraceRecord } from '../src/contracts/index.js';
import { createGuard } from '../src/guard/index.js';
import { audit } from '../src/report/audit.js';
import { evaluateOracle } from '../src/run/oracle.js';
import { generateScenarios } from '../src/scenario/index.js';
import { loadFrameworkAgent, FRAMEWORK_AGENT_IDS } from '../src/integrations/registry.js';
import type { FrameworkAgent } from '../src/integrations/framework-agent.js';
import { scenarioScript } from './fixtures/adapters/scenario-stub.js';
import { startStubModel, type StubModel } from './support/stub-model.js';

const scenarios = generateScenarios({ count: 20, seed: 1 });
const dir = mkdtempSync(join(tmpdir(), 'leakscope-frameworks-'));
let stub: StubModel;

interface FrameworkResult {
  readonly traces: TraceRecord[][];
  readonly report: Report;
}
const results = new Map<string, FrameworkResult>();

async function runAll(agent: FrameworkAgent, guarded: boolean): Promise<FrameworkResult> {
  const traces: TraceRecord[][] = [];
  for (const scenario of scenarios) {
    const records = await agent.runScenario(scenario, {
      model: `openai-compatible:stub-${agent.id}${guarded ? '-guarded' : ''}`,
      baseURL: stub.baseURL,
      signal: AbortSignal.timeout(30_000),
      evaluate: (run: Scenario, events: readonly TraceEvent[]) => evaluateOracle(run, events).passed,
      ...(guarded ? { guard: (run: Scenario) => createGuard({ vault: run.vault, policy: run.policy, purpose: run.task.purpose }) } : {}),
    });
    traces.push(records);
  }
  const file = join(dir, `${agent.id}${guarded ? '-guarded' : ''}.jsonl`);
  writeFileSync(
    file,
    traces
      .flat()
      .map((record) => `${JSON.stringify(record)}\n`)
      .join(''),
  );
  const { report } = await audit({ sources: file });
  return { traces, report };
}

function eventsOf(records: readonly TraceRecord[]): TraceEvent[] {
  return records.filter((record): record is TraceEvent => record.type === 'event');
}

function percent(rate: number | null): string {
  return rate === null ? '   –  ' : `${(100 * rate).toFixed(0).padStart(4)}% `;
}

beforeAll(async () => {
  stub = await startStubModel(scenarioScript(scenarios), { usage: { prompt_tokens: 10, completion_tokens: 5 } });
});
afterAll(async () => {
  await stub.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('framework agents on 20 generated scenarios (stub model on 127.0.0.1)', () => {
  it.each(FRAMEWORK_AGENT_IDS)('%s runs every scenario to a complete, auditable trace', async (id) => {
    const agent = await loadFrameworkAgent(id);
    const result = await runAll(agent, false);
    results.set(id, result);
    const ends = result.traces.map((records) => records.at(-1));
    expect(ends.filter((end) => end?.type === 'trace-end' && end.status !== 'ok').map((end) => (end?.type === 'trace-end' ? end.error : ''))).toEqual([]);
    expect(result.report.traces).toMatchObject({ total: 20, included: 20 });
    for (const [index, scenario] of scenarios.entries()) {
      const events = eventsOf(result.traces[index] ?? []);
      const start = result.traces[index]?.[0];
      expect(start).toMatchObject({ type: 'trace-start', scenarioId: scenario.id, run: { agent: `${id}:openai-compatible:stub-${id}`, topology: scenario.topology.kind, defense: 'none' } });
      // Every scenario tool call is recorded under the scenario's tool name, with its output.
      const calls = events.filter((event) => event.channel === 'C3');
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((event) => scenario.tools.some((tool) => tool.name === event.tool))).toBe(true);
      expect(events.filter((event) => event.channel === 'C4').length).toBe(calls.length);
      // Inter-agent messages exist exactly when the scenario has more than one agent.
      expect(events.some((event) => event.channel === 'C2')).toBe(scenario.topology.agents.length > 1);
      expect(events.filter((event) => event.kind === 'final-answer')).toHaveLength(1);
    }
  });

  it('the three frameworks agree on which channels carry data, and differ where their hand-over semantics differ', () => {
    expect([...results.keys()].sort()).toEqual([...FRAMEWORK_AGENT_IDS].sort());
    const rows = [...results].map(
      ([id, { report }]) =>
        `${id.padEnd(14)} ${CHANNEL_IDS.map((channel) => percent(report.channels[channel].rate)).join('')} ${percent(report.anyChannel.rate)} ${percent(report.h1.rate)} ${percent(report.tsr.rate)}`,
    );
    const volume = [...results].map(([id, { report, traces }]) => {
      const c2 = traces.flatMap(eventsOf).filter((event) => event.channel === 'C2' && event.kind !== 'guard-decision');
      const findings = CHANNEL_IDS.map((channel) => String(report.findings.byChannel[channel] ?? 0).padStart(5)).join(' ');
      return `${id.padEnd(14)} ${findings}   C2 events ${String(c2.length).padStart(3)}, ${String(Math.round(c2.reduce((sum, event) => sum + event.content.length, 0) / 12)).padStart(5)} chars per multi-agent trace`;
    });
    console.log(['leak rate        C1    C2    C3    C4    C5    C6    C7   any    H1   TSR', ...rows, '', 'findings          C1    C2    C3    C4    C5    C6    C7', ...volume].join('\n'));
    for (const { report } of results.values()) {
      // The naive script hands everything on: the final answer and the tool inputs leak everywhere it can.
      expect(report.channels.C1.rate).toBeGreaterThan(0.5);
      expect(report.channels.C3.rate).toBeGreaterThan(0.5);
      expect(report.channels.C2.n).toBe(12);
    }
  });

  it.each(FRAMEWORK_AGENT_IDS)('%s with the guard: every channel it writes on stops leaking (tool outputs are only observed)', async (id) => {
    const unguarded = results.get(id);
    const agent = await loadFrameworkAgent(id);
    const guarded = await runAll(agent, true);
    console.log(`${id} guarded: ${CHANNEL_IDS.map((channel) => `${channel} ${percent(guarded.report.channels[channel].rate).trim()}`).join(', ')}`);
    expect(guarded.report.traces.included).toBe(20);
    for (const channel of ['C1', 'C2', 'C3', 'C5', 'C6', 'C7'] as const) expect(guarded.report.channels[channel].rate ?? 0, channel).toBeLessThan(unguarded?.report.channels[channel].rate ?? 1);
    expect(guarded.report.channels.C4.rate).toBe(unguarded?.report.channels.C4.rate);
    expect(guarded.traces.every((records) => records[0]?.type === 'trace-start' && records[0].run.defense === 'guard:allowed-set')).toBe(true);
  });
});
