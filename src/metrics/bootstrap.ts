/**
 * Example-clustered percentile bootstrap: observations of the same cluster (e.g. answers to the
 * same example, runs of the same scenario) are not independent, so each resample draws clusters
 * with replacement and takes all their observations. Paired contrasts (rules on vs off, ...)
 * resample the same clusters for every arm. Every estimate is reproducible from (seed, key):
 * the key names the estimate, so results do not depend on the order in which they are computed.
 * Pure: a seeded stream per call, no module state.
 */
import type { Rate } from '../contracts/index.js';
import { createRandom, deriveSeed } from '../lib/seeded-random.js';

/** One binary observation; `null` is an unknown judgement (excluded, counted). */
export interface ClusterObservation {
  /** The cluster (e.g. the example id). */
  readonly cluster: string;
  readonly value: boolean | null;
}

/** How to resample. */
export interface BootstrapOptions {
  /** Number of resamples; the Mosaic paper used 2,000. */
  readonly resamples: number;
  readonly seed: number;
  /** Names the estimate; mixed into the seed. */
  readonly key: string;
}

/** A {@link Rate} whose `ci` is the 95% cluster-bootstrap interval, with its cluster counts. */
export interface ClusteredRate extends Rate {
  readonly method: 'cluster-bootstrap';
  /** Observations with an unknown value (not in k or n). */
  readonly unknown: number;
  /** Clusters contributing at least one known observation. */
  readonly clusters: number;
}

/** A weighted sum of arm rates (a difference, or a difference of differences) with its 95% interval. */
export interface ContrastEstimate {
  readonly arms: readonly ClusteredRate[];
  /** Clusters present in every arm (the only ones used). */
  readonly clusters: number;
  readonly value: number | null;
  readonly ci: [number, number] | null;
}

/** A paired difference `a − b` with its 95% interval over the clusters both arms share. */
export interface DifferenceEstimate {
  readonly a: ClusteredRate;
  readonly b: ClusteredRate;
  readonly clusters: number;
  readonly difference: number | null;
  readonly ci: [number, number] | null;
}

/** One arm of a paired contrast: its observations and its weight (+1 / −1 for a difference). */
export interface ContrastArm {
  readonly observations: readonly ClusterObservation[];
  readonly weight: number;
}

interface ClusterCounts {
  k: number;
  n: number;
}

function countByCluster(observations: readonly ClusterObservation[]): { counts: Map<string, ClusterCounts>; unknown: number } {
  const counts = new Map<string, ClusterCounts>();
  let unknown = 0;
  for (const { cluster, value } of observations) {
    if (value === null) {
      unknown += 1;
      continue;
    }
    const entry = counts.get(cluster) ?? { k: 0, n: 0 };
    entry.n += 1;
    if (value) entry.k += 1;
    counts.set(cluster, entry);
  }
  return { counts, unknown };
}

/**
 * The q-quantile (0..1) of sorted values, with linear interpolation.
 *
 * @example quantile([0, 1, 2, 3], 0.5) // 1.5
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

function percentileInterval(values: number[]): [number, number] | null {
  if (values.length === 0) return null;
  values.sort((x, y) => x - y);
  return [quantile(values, 0.025), quantile(values, 0.975)];
}

/**
 * Per-cluster counts in a fixed order: cluster i has `ks[i]` successes out of `ns[i]` known
 * observations (each `ns[i]` ≥ 1). Tallies that see outcomes one at a time keep these instead of
 * the observations.
 */
export interface ClusterTable {
  readonly ks: Float64Array;
  readonly ns: Float64Array;
}

function tableOf(counts: Map<string, ClusterCounts>): ClusterTable {
  const clusters = [...counts.values()];
  return { ks: Float64Array.from(clusters, (entry) => entry.k), ns: Float64Array.from(clusters, (entry) => entry.n) };
}

/**
 * The bootstrap distribution of a rate: one value per resample, each computed over clusters
 * drawn with replacement (all observations of a drawn cluster count, as many times as it is drawn).
 *
 * @example bootstrapRateDistribution(observations, { resamples: 2000, seed: 42, key: 'overall' })
 */
export function bootstrapRateDistribution(observations: readonly ClusterObservation[], options: BootstrapOptions): number[] {
  return tableRateDistribution(tableOf(countByCluster(observations).counts), options);
}

/** {@link bootstrapRateDistribution} over per-cluster counts, in their order. */
export function tableRateDistribution({ ks, ns }: ClusterTable, options: BootstrapOptions): number[] {
  const size = ks.length;
  if (size === 0) return [];
  const random = createRandom(deriveSeed(options.seed, options.key));
  const out: number[] = [];
  for (let r = 0; r < options.resamples; r += 1) {
    let k = 0;
    let n = 0;
    for (let i = 0; i < size; i += 1) {
      // Equals random.int(0, size - 1), without its argument checks.
      const drawn = Math.floor(random.next() * size);
      k += ks[drawn] as number;
      n += ns[drawn] as number;
    }
    out.push(k / n);
  }
  return out;
}

/**
 * A rate with its 95% cluster-bootstrap percentile interval.
 *
 * @example clusteredRate([{ cluster: 'cyb_001', value: true }], { resamples: 2000, seed: 42, key: 'x' })
 */
export function clusteredRate(observations: readonly ClusterObservation[], options: BootstrapOptions): ClusteredRate {
  const { counts, unknown } = countByCluster(observations);
  return tableRate(tableOf(counts), unknown, options);
}

/** {@link clusteredRate} over per-cluster counts (`unknown`: observations with no value). */
export function tableRate(table: ClusterTable, unknown: number, options: BootstrapOptions): ClusteredRate {
  let k = 0;
  let n = 0;
  for (let i = 0; i < table.ks.length; i += 1) {
    k += table.ks[i] as number;
    n += table.ns[i] as number;
  }
  return {
    k,
    n,
    rate: n === 0 ? null : k / n,
    ci: percentileInterval(tableRateDistribution(table, options)),
    method: 'cluster-bootstrap',
    unknown,
    clusters: table.ks.length,
  };
}

/**
 * A paired contrast Σ weight × rate over the clusters present in every arm. Each resample
 * draws clusters with replacement once and recomputes every arm's rate on the same draw, so
 * the interval reflects the pairing.
 *
 * @example // interaction of rules and headers
 * pairedContrast([{ observations: h1r1, weight: 1 }, { observations: h1r0, weight: -1 }, { observations: h0r1, weight: -1 }, { observations: h0r0, weight: 1 }], options)
 */
export function pairedContrast(arms: readonly ContrastArm[], options: BootstrapOptions): ContrastEstimate {
  const counts = arms.map((arm) => countByCluster(arm.observations).counts);
  const estimates = arms.map((arm, index) => clusteredRate(arm.observations, { ...options, key: `${options.key}/arm${index}` }));
  const first = counts[0];
  const shared = first === undefined ? [] : [...first.keys()].filter((cluster) => counts.every((map) => map.has(cluster))).sort();
  if (shared.length === 0) return { arms: estimates, clusters: 0, value: null, ci: null };
  const armCount = arms.length;
  // Row-major typed table: cluster i, arm a at i * armCount + a.
  const ks = new Float64Array(shared.length * armCount);
  const ns = new Float64Array(shared.length * armCount);
  shared.forEach((cluster, i) => {
    counts.forEach((map, a) => {
      const entry = map.get(cluster) as ClusterCounts;
      ks[i * armCount + a] = entry.k;
      ns[i * armCount + a] = entry.n;
    });
  });
  const { value, ci } = contrastOfRows(
    { ks, ns },
    arms.map((arm) => arm.weight),
    options,
  );
  return { arms: estimates, clusters: shared.length, value, ci };
}

/**
 * The contrast Σ weight × rate over per-cluster arm counts, row-major (cluster i, arm a at
 * `i * weights.length + a`; every cluster has a known observation in every arm), with the 95%
 * interval of {@link pairedContrast}: each resample draws clusters once for all arms.
 */
export function contrastOfRows({ ks, ns }: ClusterTable, weights: readonly number[], options: BootstrapOptions): { readonly value: number | null; readonly ci: [number, number] | null } {
  const armCount = weights.length;
  const size = armCount === 0 ? 0 : ks.length / armCount;
  if (size === 0) return { value: null, ci: null };
  const sumK = new Float64Array(armCount);
  const sumN = new Float64Array(armCount);
  const weighted = (): number => weights.reduce((sum, weight, a) => sum + weight * ((sumK[a] as number) / (sumN[a] as number)), 0);
  for (let i = 0; i < size; i += 1) {
    for (let a = 0; a < armCount; a += 1) {
      sumK[a] = (sumK[a] as number) + (ks[i * armCount + a] as number);
      sumN[a] = (sumN[a] as number) + (ns[i * armCount + a] as number);
    }
  }
  const observed = weighted();
  const random = createRandom(deriveSeed(options.seed, options.key));
  const draws: number[] = [];
  for (let r = 0; r < options.resamples; r += 1) {
    sumK.fill(0);
    sumN.fill(0);
    for (let i = 0; i < size; i += 1) {
      // Equals random.int(0, size - 1), without its argument checks.
      const row = Math.floor(random.next() * size) * armCount;
      for (let a = 0; a < armCount; a += 1) {
        sumK[a] = (sumK[a] as number) + (ks[row + a] as number);
        sumN[a] = (sumN[a] as number) + (ns[row + a] as number);
      }
    }
    draws.push(weighted());
  }
  return { value: observed, ci: percentileInterval(draws) };
}

/**
 * The paired difference of two arms' rates (a − b) over the clusters present in both, with a
 * 95% interval from resampling the same clusters for both arms.
 *
 * @example pairedDifference(guarded, unguarded, { resamples: 2000, seed: 42, key: 'guard/residual' }).difference
 */
export function pairedDifference(a: readonly ClusterObservation[], b: readonly ClusterObservation[], options: BootstrapOptions): DifferenceEstimate {
  const contrast = pairedContrast(
    [
      { observations: a, weight: 1 },
      { observations: b, weight: -1 },
    ],
    options,
  );
  const [estimateA, estimateB] = contrast.arms as [ClusteredRate, ClusteredRate];
  return { a: estimateA, b: estimateB, clusters: contrast.clusters, difference: contrast.value, ci: contrast.ci };
}
