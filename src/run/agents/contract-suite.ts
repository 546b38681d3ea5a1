/**
 * The shared contract every agent runtime passes (one suite, many implementations): on each
 * given scenario and path, a run yields one complete, schema-valid trace labelled with the
 * runtime's id and model, with strictly increasing `seq`, a tool result for every tool call,
 * messages only between the topology's agents, exactly one final answer as the last event, a
 * known task outcome, and the same events when run again (deterministic runtimes).
 * Excluded from the build (tsconfig.build.json): it imports vitest.
 */
import { describe, expect, it } from 'vitest';
import { TraceRecordSchema, type Scenario, type TraceEvent } from '../../contracts/index.js';
import { resolveDefense } from '../defenses/index.js';
import { logicalClock } from '../runtime/clock.js';
import { resolveTopology, type RunPath } from '../topology.js';
import { executeUnit, unitTraceId } from '../unit.js';
import type { AgentRuntime } from './types.js';

/** Options of {@link runAgentRuntimeContract}. */
export interface AgentContractOptions {
  readonly scenarios: readonly Scenario[];
  /** Whether two runs must produce the same events (false for sampled models). Default true. */
  readonly deterministic?: boolean;
}

async function traceOf(runtime: AgentRuntime, scenario: Scenario, path: RunPath): Promise<{ events: TraceEvent[]; records: unknown[] }> {
  const defense = resolveDefense('none');
  const result = await executeUnit({ traceId: unitTraceId(scenario.id, runtime, defense.id, path), scenario, agent: runtime, defense, path }, { clock: logicalClock(), seed: 1, timeoutMs: 10_000 });
  const records = result.records.map((record) => TraceRecordSchema.parse(record));
  return { events: records.filter((record): record is TraceEvent => record.type === 'event'), records: [...result.records] };
}

/** Registers the contract tests for an agent runtime (a factory, so each test gets a fresh one). */
export function runAgentRuntimeContract(name: string, create: () => AgentRuntime, options: AgentContractOptions): void {
  const cases = options.scenarios.flatMap((scenario) => (['single', 'multi'] as const).filter((path) => path === 'single' || scenario.topology.kind !== 'single').map((path) => ({ scenario, path })));
  describe(`agent runtime contract: ${name}`, () => {
    it.each(cases.map((item) => [`${item.scenario.id} (${item.path})`, item] as const))('%s', async (_label, { scenario, path }) => {
      const runtime = create();
      const { events, records } = await traceOf(runtime, scenario, path);
      const start = TraceRecordSchema.parse(records[0]);
      const end = TraceRecordSchema.parse(records.at(-1));
      if (start.type !== 'trace-start' || end.type !== 'trace-end') throw new Error('a trace must open with trace-start and close with trace-end');
      expect(start.run.agent).toBe(runtime.id);
      expect(start.run.model).toBe(runtime.model);
      expect(end.status).toBe('ok');
      expect(typeof end.taskSuccess).toBe('boolean');
      expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index));

      const agents = new Set(resolveTopology(scenario, path).agents.keys());
      for (const event of events.filter((item) => item.kind === 'message')) {
        expect(agents.has(event.from ?? '')).toBe(true);
        expect(agents.has(event.to ?? '')).toBe(true);
      }
      const results = new Set(events.filter((item) => item.kind === 'tool-result').map((item) => item.callId));
      for (const call of events.filter((item) => item.kind === 'tool-call')) expect(results.has(call.callId)).toBe(true);
      const finals = events.filter((item) => item.kind === 'final-answer');
      expect(finals).toHaveLength(1);
      expect(events.at(-1)?.kind).toBe('final-answer');

      if (options.deterministic !== false) expect((await traceOf(create(), scenario, path)).records).toEqual(records);
    });
  });
}
