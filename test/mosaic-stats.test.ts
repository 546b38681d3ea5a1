import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapRateDistribution, clusteredRate, pairedContrast, pairedDifference, type ClusterObservation as Observation } from '../src/metrics/bootstrap.js';

const options = { resamples: 2000, seed: 42, key: 'test' };

function observations(cluster: string, values: ReadonlyArray<boolean | null>): Observation[] {
  return values.map((value) => ({ cluster, value }));
}

describe('example-clustered bootstrap', () => {
  // Example X has 10 answers, all mosaic; example Y has 1 answer, not mosaic.
  const skewed = [
    ...observations(
      'X',
      Array.from({ length: 10 }, () => true),
    ),
    ...observations('Y', [false]),
  ];

  it('resamples examples, not answers: each draw is {X,X}, {X,Y} or {Y,Y} with probability 1/4, 1/2, 1/4', () => {
    const draws = bootstrapRateDistribution(skewed, options);
    expect(draws).toHaveLength(2000);
    const share = (value: number): number => draws.filter((draw) => Math.abs(draw - value) < 1e-12).length / draws.length;
    // Only three resample values are possible when whole examples are drawn.
    expect(share(1) + share(10 / 11) + share(0)).toBe(1);
    expect(share(0)).toBeGreaterThan(0.2);
    expect(share(0)).toBeLessThan(0.3);
    expect(share(10 / 11)).toBeGreaterThan(0.45);
    expect(share(10 / 11)).toBeLessThan(0.55);
    // An answer-level bootstrap would almost never draw 11 non-mosaic answers (p ≈ 3e-12).
  });

  it('gives the interval of the example-level spread, not of the 11 answers', () => {
    const estimate = clusteredRate(skewed, options);
    expect(estimate).toMatchObject({ k: 10, n: 11, clusters: 2, unknown: 0 });
    expect(estimate.rate).toBeCloseTo(10 / 11);
    expect(estimate.ci).toEqual([0, 1]);
  });

  it('is reproducible from its seed and key, and changes with them', () => {
    const first = bootstrapRateDistribution(skewed, options);
    expect(bootstrapRateDistribution(skewed, options)).toEqual(first);
    expect(bootstrapRateDistribution(skewed, { ...options, seed: 43 })).not.toEqual(first);
    expect(bootstrapRateDistribution(skewed, { ...options, key: 'other' })).not.toEqual(first);
  });

  it('excludes unknown judgements from k and n and counts them', () => {
    const estimate = clusteredRate([...observations('A', [true, null]), ...observations('B', [null])], options);
    expect(estimate).toMatchObject({ k: 1, n: 1, unknown: 2, clusters: 1, rate: 1 });
    expect(clusteredRate(observations('A', [null]), options)).toMatchObject({ n: 0, rate: null, ci: null });
  });

  it('keeps every rate and interval inside [0, 1] with lower <= upper (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cluster: fc.constantFrom('a', 'b', 'c', 'd'), value: fc.option(fc.boolean(), { nil: null }) }), { minLength: 1, maxLength: 40 }), (sample) => {
        const estimate = clusteredRate(sample, { resamples: 200, seed: 1, key: 'p' });
        if (estimate.rate === null) return estimate.ci === null;
        const [low, high] = estimate.ci ?? [Number.NaN, Number.NaN];
        return estimate.rate >= 0 && estimate.rate <= 1 && low >= 0 && low <= high && high <= 1;
      }),
      { numRuns: 100 },
    );
  });
});

describe('paired differences', () => {
  const clusters = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'];
  // Example-level rates vary a lot, but both arms of an example agree except one answer.
  const armA = clusters.flatMap((cluster, index) => observations(cluster, [index % 2 === 0, index % 3 === 0, true]));
  const armB = clusters.flatMap((cluster, index) => observations(cluster, [index % 2 === 0, index % 3 === 0, false]));

  it('resamples the same examples for both arms, so shared example variation cancels', () => {
    const paired = pairedDifference(armA, armB, options);
    expect(paired.difference).toBeCloseTo(1 / 3);
    expect(paired.ci).toEqual([1 / 3, 1 / 3].map((x) => expect.closeTo(x, 10)));
    // Unpaired intervals of each arm are wide.
    expect((paired.a.ci?.[1] ?? 0) - (paired.a.ci?.[0] ?? 0)).toBeGreaterThan(0.2);
  });

  it('uses only the examples present in every arm', () => {
    const paired = pairedDifference([...armA, ...observations('only-a', [true])], armB, options);
    expect(paired.clusters).toBe(clusters.length);
    expect(paired.difference).toBeCloseTo(1 / 3);
  });

  it('computes a difference of differences (interaction) with weights', () => {
    const arm = (value: boolean): Observation[] => clusters.map((cluster) => ({ cluster, value }));
    const interaction = pairedContrast(
      [
        { observations: arm(false), weight: 1 },
        { observations: arm(true), weight: -1 },
        { observations: arm(true), weight: -1 },
        { observations: arm(true), weight: 1 },
      ],
      options,
    );
    expect(interaction.value).toBe(-1);
    expect(interaction.ci).toEqual([-1, -1]);
  });
});
