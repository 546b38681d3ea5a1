import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateScenarios } from './generate/index.js';
import { scenarioHash, withHash } from './hash.js';

const [scenario] = generateScenarios({ count: 1, seed: 11 });
if (scenario === undefined) throw new Error('no scenario');

describe('scenarioHash', () => {
  it('ignores the hash field and key order, and is what the generator stored', () => {
    expect(scenarioHash(scenario)).toBe(scenario.hash);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(scenario).reverse()))) as typeof scenario;
    expect(scenarioHash({ ...reordered, hash: '0'.repeat(64) })).toBe(scenario.hash);
  });

  it('changes when any vault value changes (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: scenario.vault.length - 1 }), fc.string({ minLength: 1 }), (index, suffix) => {
        const changed = structuredClone(scenario);
        const field = changed.vault[index];
        if (field === undefined) return;
        field.value += suffix;
        expect(scenarioHash(changed)).not.toBe(scenario.hash);
        expect(withHash(changed).hash).toBe(scenarioHash(changed));
      }),
      { numRuns: 50 },
    );
  });

  it('withHash replaces a stale hash and puts it right after schemaVersion', () => {
    const stale = { ...structuredClone(scenario), hash: 'f'.repeat(64) };
    const fixed = withHash(stale);
    expect(fixed.hash).toBe(scenario.hash);
    expect(Object.keys(fixed).slice(0, 3)).toEqual(['id', 'schemaVersion', 'hash']);
  });
});
