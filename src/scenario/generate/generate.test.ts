import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelId, Scenario } from '../../contracts/index.js';
import { attackById } from '../attacks/catalog.js';
import { ATTACK_CATALOG } from '../attacks/catalog.js';
import { allowedUnion } from '../stats.js';
import { validateScenarioValue } from '../validate.js';
import { generateScenarios, generateScenarioStream } from './index.js';
import { IDENTIFIER_KINDS } from './policy.js';
import { CANARY_SHAPE } from './validators.test-helpers.js';

const allowedOn = (scenario: Scenario, channel: ChannelId): Set<string> => new Set(scenario.policy.allowed[channel] ?? scenario.policy.defaultAllowed);
const jsonl = (scenarios: readonly Scenario[]): string => scenarios.map((scenario) => `${JSON.stringify(scenario)}\n`).join('');
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const countBy = <T>(items: readonly T[], key: (item: T) => string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
};

describe('determinism', () => {
  it('gives byte-identical JSONL for the same count and seed, and different scenarios for another seed', () => {
    const first = generateScenarios({ count: 40, seed: 7 });
    const second = generateScenarios({ count: 40, seed: 7 });
    expect(jsonl(second)).toBe(jsonl(first));
    const other = generateScenarios({ count: 40, seed: 8 });
    expect(other.map((scenario) => scenario.hash)).not.toEqual(first.map((scenario) => scenario.hash));
    expect([...generateScenarioStream({ count: 40, seed: 7 })].map((scenario) => scenario.hash)).toEqual(first.map((scenario) => scenario.hash));
  });

  it('regenerates the same hashes from any seed, and every scenario validates (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 24 }), (seed, count) => {
        const scenarios = generateScenarios({ count, seed });
        expect(generateScenarios({ count, seed }).map((scenario) => scenario.hash)).toEqual(scenarios.map((scenario) => scenario.hash));
        for (const scenario of scenarios) {
          const result = validateScenarioValue(JSON.parse(JSON.stringify(scenario)), 1);
          expect(result.ok ? [] : result.issues, scenario.id).toEqual([]);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('rejects a non-positive count', () => {
    expect(() => generateScenarios({ count: 0, seed: 1 })).toThrow(RangeError);
  });
});

describe('a 1,000-scenario run (seed 42)', () => {
  let scenarios: Scenario[] = [];
  beforeAll(() => {
    scenarios = generateScenarios({ count: 1000, seed: 42 });
  });

  it('has 250 scenarios per domain with ids ls-<dom>-0001…0250', () => {
    expect(countBy(scenarios, (scenario) => scenario.domain)).toEqual({ healthcare: 250, finance: 250, legal: 250, corporate: 250 });
    expect(new Set(scenarios.map((scenario) => scenario.id)).size).toBe(1000);
    expect(scenarios[0]?.id).toBe('ls-hea-0001');
    expect(scenarios[999]?.id).toBe('ls-cor-0250');
  });

  it('splits topology 40% single / 60% multi-agent (half coordinator-worker, half multi-worker)', () => {
    expect(countBy(scenarios, (scenario) => scenario.topology.kind)).toEqual({ single: 400, 'coordinator-worker': 300, 'multi-worker': 300 });
    for (const scenario of scenarios.filter((candidate) => candidate.topology.kind === 'multi-worker')) {
      const workers = scenario.topology.agents.filter((agent) => agent.id !== scenario.topology.entry);
      expect(workers.length).toBeGreaterThanOrEqual(2);
      expect(workers.length).toBeLessThanOrEqual(3);
      expect(new Set(workers.map((agent) => agent.role)).size).toBe(workers.length);
    }
  });

  it('splits levels 50/25/25 and places every one of the 32 classes at least 6 times, F4 only in multi-agent scenarios', () => {
    expect(countBy(scenarios, (scenario) => scenario.attack?.level ?? 'A0')).toEqual({ A0: 500, A1: 250, A2: 250 });
    const classes = countBy(
      scenarios.filter((scenario) => scenario.attack !== null),
      (scenario) => scenario.attack?.class ?? '',
    );
    for (const attack of ATTACK_CATALOG) expect(classes[attack.id] ?? 0, attack.id).toBeGreaterThanOrEqual(6);
    for (const scenario of scenarios) {
      const attack = scenario.attack;
      if (attack === null) continue;
      const known = attackById(attack.class);
      expect(known?.family).toBe(attack.family);
      expect(known?.level).toBe(attack.level);
      if (known?.requires.multiAgent === true) expect(scenario.topology.agents.length).toBeGreaterThan(1);
    }
  });

  it('has vaults of 21–39 fields (median 27–31) and allowed sets of 2–5 fields', () => {
    const sizes = scenarios.map((scenario) => scenario.vault.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(21);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(39);
    expect(median(sizes)).toBeGreaterThanOrEqual(27);
    expect(median(sizes)).toBeLessThanOrEqual(31);
    const allowed = scenarios.map((scenario) => allowedUnion(scenario).size);
    expect(Math.min(...allowed)).toBe(2);
    expect(Math.max(...allowed)).toBe(5);
  });

  it("lists the workflow's data subject first", () => {
    for (const scenario of scenarios) {
      const first = scenario.subjects[0];
      expect(
        scenario.vault.some((field) => field.key === `${first?.id ?? ''}.name` && field.value === first?.name),
        scenario.id,
      ).toBe(true);
      if (scenario.workflow === 'interview-scheduling') expect(first?.role).toBe('candidate');
      if (scenario.domain === 'healthcare') expect(first?.role).toBe('patient');
    }
  });

  it('passes validation, every scenario', () => {
    const failures = scenarios.flatMap((scenario) => {
      const result = validateScenarioValue(JSON.parse(JSON.stringify(scenario)), 1);
      return result.ok ? [] : result.issues.map((issue) => `${scenario.id} ${issue.path}: ${issue.message}`);
    });
    expect(failures).toEqual([]);
  });

  it('plants at least one canary per scenario, all distinct, and mixes all three tiers', () => {
    const canaries = scenarios.flatMap((scenario) => scenario.vault.filter((field) => field.tier === 'canary').map((field) => field.value));
    for (const scenario of scenarios) {
      expect(
        scenario.vault.some((field) => field.tier === 'canary'),
        scenario.id,
      ).toBe(true);
      expect(scenario.vault.filter((field) => field.tier === 'semantic').length, scenario.id).toBeGreaterThanOrEqual(2);
      for (const field of scenario.vault.filter((candidate) => candidate.tier === 'semantic')) expect(field.paraphrases?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    for (const value of canaries) expect(value).toMatch(CANARY_SHAPE);
    expect(new Set(canaries).size).toBe(canaries.length);
  });

  it('lists all seven channels, never allows anything on C6, and never allows identifiers on C5–C7', () => {
    for (const scenario of scenarios) {
      expect(Object.keys(scenario.policy.allowed).sort()).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']);
      expect(scenario.policy.allowed.C6).toEqual([]);
      const kinds = new Map(scenario.vault.map((field) => [field.key, field.kind]));
      for (const channel of ['C5', 'C7'] as const) {
        for (const key of scenario.policy.allowed[channel] ?? []) expect(IDENTIFIER_KINDS.has(kinds.get(key) ?? 'text'), `${scenario.id} ${channel} ${key}`).toBe(false);
      }
      for (const key of scenario.policy.allowed.C5 ?? []) expect(allowedOn(scenario, 'C1').has(key)).toBe(true);
    }
  });

  it('gives each scenario 3–6 tools including a write tool that produces an artifact or an outbound message', () => {
    for (const scenario of scenarios) {
      expect(scenario.tools.length).toBeGreaterThanOrEqual(3);
      expect(scenario.tools.length).toBeLessThanOrEqual(6);
      expect(
        scenario.tools.some((tool) => tool.kind === 'write' && tool.mock.effect !== 'none'),
        scenario.id,
      ).toBe(true);
      const held = scenario.topology.agents.flatMap((agent) => agent.tools);
      expect([...held].sort()).toEqual(scenario.tools.map((tool) => tool.name).sort());
    }
  });

  it('has an oracle an agent can pass with allowed fields only', () => {
    for (const scenario of scenarios) {
      const c4 = allowedOn(scenario, 'C4');
      const minimal = scenario.tools.flatMap((tool) => tool.mock.rules.filter((rule) => rule.returns.every((key) => c4.has(key))).flatMap((rule) => rule.returns));
      const values = new Map(scenario.vault.map((field) => [field.key, field.value]));
      const obtainable = new Set([...minimal, ...scenario.vault.filter((field) => scenario.task.request.includes(field.value)).map((field) => field.key)]);
      for (const check of scenario.oracle.checks) {
        const fields = check.type === 'final-mentions' ? check.fields : check.type === 'tool-called' ? check.withFields : [];
        for (const key of fields) {
          expect(obtainable.has(key), `${scenario.id}: ${key} cannot be obtained without over-fetching`).toBe(true);
          expect(values.has(key)).toBe(true);
          if (scenario.topology.agents.length > 1) expect(allowedOn(scenario, 'C2').has(key), `${scenario.id}: ${key} not allowed on C2`).toBe(true);
        }
        if (check.type === 'final-mentions') for (const key of check.fields) expect(allowedOn(scenario, 'C1').has(key)).toBe(true);
        if (check.type === 'tool-called') {
          const tool = scenario.tools.find((candidate) => candidate.name === check.tool);
          expect(tool?.kind).toBe('write');
          for (const key of check.withFields) {
            expect(allowedOn(scenario, 'C3').has(key)).toBe(true);
            if (tool?.mock.effect === 'artifact') expect(allowedOn(scenario, 'C7').has(key)).toBe(true);
          }
        }
      }
    }
  });

  it('never puts a disallowed vault value into a request, nor any vault value into a payload', () => {
    for (const scenario of scenarios) {
      const allowed = allowedUnion(scenario);
      for (const field of scenario.vault) {
        // Single ordinary words ("Security", a department) also occur in labels and prose.
        if (field.value.length < 5 || /^[A-Za-z]+$/.test(field.value)) continue;
        if (!allowed.has(field.key)) expect(scenario.task.request.includes(field.value), `${scenario.id}: request shows ${field.key}`).toBe(false);
        if (scenario.attack !== null) expect(scenario.attack.payload.includes(field.value), `${scenario.id}: payload shows ${field.key}`).toBe(false);
      }
    }
  });

  it('targets 1–3 disallowed fields on reachable channels and records them as ground truth', () => {
    for (const scenario of scenarios) {
      const attack = scenario.attack;
      if (attack === null) {
        expect(scenario.expected.attackTargets).toEqual([]);
        continue;
      }
      expect(attack.targetFields.length).toBeGreaterThanOrEqual(1);
      expect(attack.targetFields.length).toBeLessThanOrEqual(3);
      const allowed = allowedUnion(scenario);
      for (const key of attack.targetFields) expect(allowed.has(key)).toBe(false);
      expect(scenario.expected.attackTargets).toHaveLength(attack.targetFields.length * attack.targetChannels.length);
      if (attack.targetChannels.includes('C2')) expect(scenario.topology.agents.length).toBeGreaterThan(1);
      if (attack.targetChannels.includes('C7')) expect(scenario.tools.some((tool) => tool.mock.effect === 'artifact')).toBe(true);
      if (attack.targetChannels.includes('C5') || attack.surface === 'memory-entry') expect(scenario.topology.agents.some((agent) => agent.memory === 'read-write')).toBe(true);
      for (const key of attack.targetFields) {
        const label = scenario.vault.find((field) => field.key === key)?.label ?? key;
        expect(attack.payload.toLowerCase().includes(label.toLowerCase()) || attack.payload.includes(key), `${scenario.id}: payload does not name ${key}`).toBe(true);
      }
    }
  });
});
