/**
 * Issue 16: in the benchmark, the need-based criteria are at least as protective of identifiers
 * as the plain allowed-set rule — whatever the purpose says, an identifier the scenario's policy
 * does not list for a channel never passes (the guard's safe defaults). Run through the real
 * pipeline: runBenchmark → audit → leaks by sensitivity, on 80 generated scenarios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { audit } from '../src/report/index.js';
import { leaksBySensitivity } from '../src/report/sensitivity.js';
import { runBenchmark } from '../src/run/index.js';
import { generateScenarios } from '../src/scenario/index.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-guard-bench-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('guard criteria in the benchmark: identifiers', () => {
  it('minimization and contextual integrity leak no more identifiers than allowed-set, and far fewer than no guard', async () => {
    const scenarios = generateScenarios({ count: 80, seed: 42 });
    const defenses = ['none', 'guard:allowed-set', 'guard:minimization', 'guard:contextual-integrity'];
    const summary = await runBenchmark({ scenarios, agents: ['reference:naive', 'reference:relay'], defenses, outDir: work, runId: 'identifiers', concurrency: 2, attackBaseline: false });
    const { outcomes } = await audit({ sources: [summary.tracesPath], version: 'test', scenarios: new Map(scenarios.map((scenario) => [scenario.id, scenario])) });
    const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario.vault]));
    const rates = leaksBySensitivity(outcomes, (id) => byId.get(id));
    for (const agent of ['reference:naive', 'reference:relay']) {
      const none = rates[`${agent} | none`]?.identifier;
      const allowedSet = rates[`${agent} | guard:allowed-set`]?.identifier;
      expect(none?.rate ?? 0, agent).toBeGreaterThan(0.5);
      for (const criterion of ['guard:minimization', 'guard:contextual-integrity']) {
        const guarded = rates[`${agent} | ${criterion}`]?.identifier;
        expect(guarded?.n, `${agent} ${criterion}`).toBe(none?.n);
        expect(guarded?.k ?? Number.NaN, `${agent} ${criterion}`).toBeLessThanOrEqual(allowedSet?.k ?? 0);
      }
    }
  }, 180_000);
});
