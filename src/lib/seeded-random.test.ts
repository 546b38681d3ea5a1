import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, permute32 } from './seeded-random.js';

describe('createRandom', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const draw = (seed: number | string): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.uint32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw('scenario')).toEqual(draw('scenario'));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() inside its bounds and reaches both ends (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 20 }), (seed, min, width) => {
        const random = createRandom(seed);
        const seen = new Set<number>();
        for (let i = 0; i < 400; i += 1) {
          const value = random.int(min, min + width);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + width);
          seen.add(value);
        }
        expect(seen.has(min) && seen.has(min + width)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const random = createRandom(7);
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...random.shuffle(items)].sort((a, b) => a - b)).toEqual(items);
    const sample = random.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(random.hex(8)).toMatch(/^[0-9A-F]{8}$/);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

describe('deriveSeed and permute32', () => {
  it('derives distinct seeds for distinct parts', () => {
    const seeds = new Set(Array.from({ length: 2000 }, (_, i) => deriveSeed(42, 'scenario', i)));
    expect(seeds.size).toBe(2000);
    expect(deriveSeed(1, 'a')).not.toBe(deriveSeed('1', 'a'));
  });

  it('is a bijection: distinct inputs never collide', () => {
    const key = deriveSeed(42, 'canary');
    const outputs = new Set(Array.from({ length: 100_000 }, (_, i) => permute32(i, key)));
    expect(outputs.size).toBe(100_000);
  });
});
