/**
 * Example-clustered bootstrap for the mosaic benchmark: answers to the same example are not
 * independent, so each resample draws examples with replacement and takes all their answers.
 * Paired differences (rules on vs off, ...) resample the same examples for both arms.
 * Every estimate is reproducible from (seed, key): the key names the estimate, so results do
 * not depend on the order in which tables are computed.
 */
import { createRandom, deriveSeed } from '../lib/seeded-random.js';

/** One binary observation; `null` is an unknown judgement (excluded, counted). */
export interface Observation {
  /** The cluster (example id). */
  readonly cluster: string;
  readonly value: boolean | null;
}

/** How to resample. */
export interface BootstrapOptions {
  /** Number of resamples; the paper used 2,000. */
  readonly resamples: number;
  readonly seed: number;
  /** Names the estimate; mixed into the seed. */
  readonly key: string;
}

/** A rate with its 95% example-clustered bootstrap interval. */
export interface RateEstimate {
  readonly k: number;
  readonly n: number;
  /** Observations with an unknown value (not in k or n). */
  readonly unknown: number;
  /** Examples contributing at least one known observation. */
  readonly clusters: number;
  readonly rate: number | null;
  readonly interval: readonly [number, number] | null;
}

/** A paired difference `a − b` with its 95% interval over the examples both arms share. */
export interface DifferenceEstimate {
  readonly a: RateEstimate;
  readonly b: RateEstimate;
  readonly clusters: number;
  readonly difference: number | null;
  readonly interval: readonly [number, number] | null;
}

interface ClusterCounts {
  k: number;
  n: number;
}

function countByCluster(observations: readonly Observation[]): { counts: Map<string, ClusterCounts>; unknown: number } {
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

/** The q-quantile (0..1) of sorted values, with linear interpolation. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

function percentileInterval(values: number[]): readonly [number, number] | null {
  if (values.length === 0) return null;
  values.sort((x, y) => x - y);
  return [quantile(values, 0.025), quantile(values, 0.975)];
}

/**
 * The bootstrap distribution of a rate: one value per resample, each computed over examples
 * drawn with replacement (all answers of a drawn example count, as many times as it is drawn).
 *
 * @example bootstrapRateDistribution(observations, { resamples: 2000, seed: 42, key: 'overall' })
 */
export function bootstrapRateDistribution(observations: readonly Observation[], options: BootstrapOptions): number[] {
  const clusters = [...countByCluster(observations).counts.values()];
  if (clusters.length === 0) return [];
  const random = createRandom(deriveSeed(options.seed, options.key));
  const out: number[] = [];
  for (let r = 0; r < options.resamples; r += 1) {
    let k = 0;
    let n = 0;
    for (let i = 0; i < clusters.length; i += 1) {
      const drawn = clusters[random.int(0, clusters.length - 1)] as ClusterCounts;
      k += drawn.k;
      n += drawn.n;
    }
    out.push(k / n);
  }
  return out;
}

/**
 * A rate with its 95% example-clustered percentile bootstrap interval.
 *
 * @example clusteredRate([{ cluster: 'cyb_001', value: true }], { resamples: 2000, seed: 42, key: 'x' })
 */
export function clusteredRate(observations: readonly Observation[], options: BootstrapOptions): RateEstimate {
  const { counts, unknown } = countByCluster(observations);
  let k = 0;
  let n = 0;
  for (const entry of counts.values()) {
    k += entry.k;
    n += entry.n;
  }
  return {
    k,
    n,
    unknown,
    clusters: counts.size,
    rate: n === 0 ? null : k / n,
    interval: percentileInterval(bootstrapRateDistribution(observations, options)),
  };
}

/** One arm of a paired contrast: its observations and its weight (+1 / −1 for a difference). */
export interface ContrastArm {
  readonly observations: readonly Observation[];
  readonly weight: number;
}

/** A weighted sum of arm rates (a difference, or a difference of differences) with its interval. */
export interface ContrastEstimate {
  readonly arms: readonly RateEstimate[];
  /** Examples present in every arm (the only ones used). */
  readonly clusters: number;
  readonly value: number | null;
  readonly interval: readonly [number, number] | null;
}

/**
 * A paired contrast Σ weight × rate over the examples present in every arm. Each resample
 * draws examples with replacement once and recomputes every arm's rate on the same draw, so
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
  if (shared.length === 0) return { arms: estimates, clusters: 0, value: null, interval: null };
  const table = shared.map((cluster) => counts.map((map) => map.get(cluster) as ClusterCounts));
  const value = (rows: ReadonlyArray<readonly ClusterCounts[]>): number =>
    arms.reduce((sum, arm, index) => {
      let k = 0;
      let n = 0;
      for (const row of rows) {
        const entry = row[index] as ClusterCounts;
        k += entry.k;
        n += entry.n;
      }
      return sum + arm.weight * (k / n);
    }, 0);
  const random = createRandom(deriveSeed(options.seed, options.key));
  const draws: number[] = [];
  for (let r = 0; r < options.resamples; r += 1) {
    const rows: (readonly ClusterCounts[])[] = [];
    for (let i = 0; i < table.length; i += 1) rows.push(table[random.int(0, table.length - 1)] as readonly ClusterCounts[]);
    draws.push(value(rows));
  }
  return { arms: estimates, clusters: shared.length, value: value(table), interval: percentileInterval(draws) };
}

/**
 * The paired difference of two arms' rates (a − b) over the examples present in both, with a
 * 95% interval from resampling the same examples for both arms.
 */
export function pairedDifference(a: readonly Observation[], b: readonly Observation[], options: BootstrapOptions): DifferenceEstimate {
  const contrast = pairedContrast(
    [
      { observations: a, weight: 1 },
      { observations: b, weight: -1 },
    ],
    options,
  );
  const [estimateA, estimateB] = contrast.arms as [RateEstimate, RateEstimate];
  return { a: estimateA, b: estimateB, clusters: contrast.clusters, difference: contrast.value, interval: contrast.interval };
}
