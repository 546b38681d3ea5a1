import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cohenKappa, mcnemarExact, wilson } from './statistics.js';

describe('wilson', () => {
  it('matches the AgentLeak paper H1 interval (2,076 of 4,979 → [40.3%, 43.1%])', () => {
    const ci = wilson(2076, 4979);
    expect(ci?.[0]).toBeCloseTo(0.4033, 3);
    expect(ci?.[1]).toBeCloseTo(0.4308, 3);
  });

  it('is null for n = 0 and stays in [0, 1] around the rate', () => {
    expect(wilson(0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n);
        const ci = wilson(k, n);
        expect(ci).not.toBeNull();
        const [lo, hi] = ci ?? [2, -1];
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
      }),
    );
  });
});

describe('mcnemarExact', () => {
  it('agrees with the binomial test on small tables', () => {
    // b=1, c=9: 2 * P(X <= 1 | n=10, p=.5) = 2 * 11/1024
    expect(mcnemarExact(1, 9)).toBeCloseTo(22 / 1024, 10);
    expect(mcnemarExact(5, 5)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
  });

  it('stays finite and tiny for thousands of lopsided pairs', () => {
    const p = mcnemarExact(100, 2000);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-100);
  });
});

describe('cohenKappa', () => {
  it('is 1 for perfect agreement and 0 for chance agreement', () => {
    expect(cohenKappa(30, 0, 0, 70)).toBe(1);
    expect(cohenKappa(25, 25, 25, 25)).toBe(0);
    expect(cohenKappa(0, 0, 0, 10)).toBeNull();
  });
});
