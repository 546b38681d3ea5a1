/**
 * The plan of a generation run: which domain, workflow, topology, adversary level and attack
 * class each scenario gets. Totals are exact (largest-remainder apportionment), labels are
 * spread evenly so each domain gets its share, then shuffled within the domain with the seed.
 */
import type { AttackLevel, Domain } from '../../contracts/index.js';
import { createRandom, deriveSeed } from '../../lib/seeded-random.js';
import { attacksAtLevel, type AttackClass } from '../attacks/catalog.js';
import { DOMAIN_ORDER, DOMAIN_SPECS } from './domains/index.js';
import type { TopologyKind } from './topology.js';

/** One planned scenario. */
export interface ScenarioSlot {
  /** 0-based position in the run. */
  readonly index: number;
  readonly domain: Domain;
  /** 1-based number within its domain (the `0001` of `ls-hea-0001`). */
  readonly ordinal: number;
  readonly workflow: number;
  readonly topology: TopologyKind;
  readonly level: AttackLevel;
  readonly attackClass: AttackClass | null;
  /** How many earlier slots of the run got the same attack class (0 for the first): templates rotate by it. */
  readonly classOccurrence: number;
}

/** Shares of the run (AgentLeak Table II; multi-agent split evenly between the two kinds). */
export const SHARES = {
  level: { A0: 2, A1: 1, A2: 1 },
  topology: { single: 4, 'coordinator-worker': 3, 'multi-worker': 3 },
} as const;

/**
 * Splits `total` in proportion to `weights` with integer parts that sum to `total`
 * (largest remainder; ties go to the earlier weight).
 *
 * @example apportion(10, [2, 1, 1]) // [5, 3, 2]
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** A sequence with exactly `counts[i]` copies of `labels[i]`, evenly interleaved. */
function spread<T>(labels: readonly T[], counts: readonly number[]): T[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const used = counts.map(() => 0);
  const out: T[] = [];
  for (let position = 1; position <= total; position += 1) {
    let best = 0;
    let bestDeficit = -Infinity;
    counts.forEach((count, index) => {
      const deficit = (count * position) / total - (used[index] ?? 0);
      if (deficit > bestDeficit && (used[index] ?? 0) < count) {
        best = index;
        bestDeficit = deficit;
      }
    });
    used[best] = (used[best] ?? 0) + 1;
    out.push(labels[best] as T);
  }
  return out;
}

function shuffleBlocks<T>(sequence: readonly T[], blocks: readonly number[], shuffle: (items: readonly T[]) => T[]): T[] {
  const out: T[] = [];
  let start = 0;
  for (const size of blocks) {
    out.push(...shuffle(sequence.slice(start, start + size)));
    start += size;
  }
  return out;
}

/**
 * Plans a run of `count` scenarios. Attack classes are assigned round-robin within their level
 * (the least-used class that fits the topology), so every class appears about equally often
 * and multi-agent classes only land in multi-agent scenarios.
 */
export function planScenarios(count: number, seed: number): ScenarioSlot[] {
  const random = createRandom(deriveSeed(seed, 'plan'));
  const domainCounts = apportion(
    count,
    DOMAIN_ORDER.map(() => 1),
  );
  const levels = shuffleBlocks(spread(['A0', 'A1', 'A2'] as const, apportion(count, Object.values(SHARES.level))), domainCounts, random.shuffle);
  const topologies = shuffleBlocks(spread(['single', 'coordinator-worker', 'multi-worker'] as const, apportion(count, Object.values(SHARES.topology))), domainCounts, random.shuffle);
  const uses = new Map<string, number>();
  const slots: ScenarioSlot[] = [];
  let index = 0;
  DOMAIN_ORDER.forEach((domain, domainIndex) => {
    const size = domainCounts[domainIndex] ?? 0;
    const workflowCount = DOMAIN_SPECS[domain].workflows.length;
    const workflows = random.shuffle(Array.from({ length: size }, (_, ordinal) => ordinal % workflowCount));
    for (let ordinal = 1; ordinal <= size; ordinal += 1, index += 1) {
      const level = levels[index] ?? 'A0';
      const topology = topologies[index] ?? 'single';
      let attackClass: AttackClass | null = null;
      let classOccurrence = 0;
      if (level !== 'A0') {
        const eligible = attacksAtLevel(level).filter((candidate) => !candidate.requires.multiAgent || topology !== 'single');
        attackClass = eligible.reduce((best, candidate) => ((uses.get(candidate.id) ?? 0) < (uses.get(best.id) ?? 0) ? candidate : best));
        classOccurrence = uses.get(attackClass.id) ?? 0;
        uses.set(attackClass.id, classOccurrence + 1);
      }
      slots.push({ index, domain, ordinal, workflow: workflows[ordinal - 1] ?? 0, topology, level, attackClass, classOccurrence });
    }
  });
  return slots;
}
