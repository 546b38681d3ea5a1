import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateSchema } from '../contracts/index.js';
import { clusteredRate } from './bootstrap.js';
import { rate } from './rate.js';

const counts = fc.integer({ min: 0, max: 5000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n)));

describe('rate (Wilson)', () => {
  it('has rate and ci null when n = 0, and is a valid contract Rate', () => {
    expect(rate(0, 0)).toEqual({ k: 0, n: 0, rate: null, ci: null });
    expect(RateSchema.parse(rate(3, 7))).toEqual(rate(3, 7));
  });

  it('is in [0, 1], inside its interval, with k ≤ n (property)', () => {
    fc.assert(
      fc.property(counts, ([k, n]) => {
        const value = rate(k, n);
        expect(value.k).toBeLessThanOrEqual(value.n);
        expect(RateSchema.safeParse(value).success).toBe(true);
        if (n === 0) return value.rate === null && value.ci === null;
        const [lo, hi] = value.ci ?? [Number.NaN, Number.NaN];
        const r = value.rate ?? Number.NaN;
        return r >= 0 && r <= 1 && lo >= 0 && hi <= 1 && lo <= r + 1e-12 && r - 1e-12 <= hi;
      }),
    );
  });

  it('always lies inside its Wilson interval (moved from the arena metrics tests)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.floor(share * n);
        const value = rate(k, n);
        expect(value.ci?.[0]).toBeLessThanOrEqual((value.rate ?? 0) + 1e-12);
        expect(value.ci?.[1]).toBeGreaterThanOrEqual((value.rate ?? 0) - 1e-12);
      }),
    );
  });
});

describe('clusteredRate (cluster bootstrap)', () => {
  it('is a contract Rate that names its method, in [0, 1], with k ≤ n and lo ≤ hi (property)', () => {
    const observation = fc.record({ cluster: fc.constantFrom('a', 'b', 'c', 'd', 'e'), value: fc.option(fc.boolean(), { nil: null }) });
    fc.assert(
      fc.property(fc.array(observation, { maxLength: 50 }), fc.integer({ min: 0, max: 1000 }), (sample, seed) => {
        const estimate = clusteredRate(sample, { resamples: 100, seed, key: 'property' });
        const { unknown: _unknown, clusters: _clusters, ...contract } = estimate;
        expect(RateSchema.parse(contract)).toEqual(contract);
        expect(estimate.method).toBe('cluster-bootstrap');
        expect(estimate.k).toBeLessThanOrEqual(estimate.n);
        expect(estimate.n + estimate.unknown).toBe(sample.length);
        if (estimate.n === 0) return estimate.rate === null && estimate.ci === null;
        const [lo, hi] = estimate.ci ?? [Number.NaN, Number.NaN];
        const r = estimate.rate ?? Number.NaN;
        return r >= 0 && r <= 1 && lo >= 0 && lo <= hi && hi <= 1;
      }),
      { numRuns: 100 },
    );
  });
});
