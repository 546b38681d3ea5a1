/**
 * Calibration arithmetic for tier 3: confusion counts over a threshold grid, precision /
 * recall / FPR / FNR with Wilson intervals, the threshold chosen for a target false-positive
 * rate, breakdowns by item kind and domain, and Cohen's kappa between raters.
 * Pure: scored pairs in, numbers out.
 */
import type { Rate } from '../../contracts/index.js';
import { rate } from '../../metrics/rate.js';
import { cohenKappa } from '../../metrics/statistics.js';

/** One (item, fact) pair with its label and a rater's answer: a score, or null when unknown. */
export interface ScoredPair {
  readonly item: string;
  readonly key: string;
  readonly label: boolean;
  /** Offline matcher: a score in [0, 1]; a judge: 1 (disclosed), 0 (not), null (unknown). */
  readonly score: number | null;
  readonly kind?: string;
  readonly domain?: string;
}

/** The one rate of leakscope: k of n with its 95% Wilson interval (`rate`/`ci` null when n = 0). */
export type { Rate };

/** Confusion counts and rates at one threshold; unknown answers are counted, never scored. */
export interface ThresholdRow {
  readonly tau: number;
  readonly tp: number;
  readonly fp: number;
  readonly tn: number;
  readonly fn: number;
  readonly unknown: number;
  readonly precision: Rate;
  readonly recall: Rate;
  readonly fpr: Rate;
  readonly fnr: Rate;
}

/** Builds a rate from k of n (the one constructor, in metrics/). */
export { rate };

/**
 * Confusion at threshold `tau`: a pair is predicted disclosed when its score is >= tau.
 *
 * @example confusionAt([{ item: 'a', key: 'k', label: true, score: 0.8 }], 0.5).tp // 1
 */
export function confusionAt(pairs: readonly ScoredPair[], tau: number): ThresholdRow {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  let unknown = 0;
  for (const pair of pairs) {
    if (pair.score === null) {
      unknown += 1;
      continue;
    }
    const predicted = pair.score >= tau - 1e-9;
    if (predicted && pair.label) tp += 1;
    else if (predicted) fp += 1;
    else if (pair.label) fn += 1;
    else tn += 1;
  }
  return { tau, tp, fp, tn, fn, unknown, precision: rate(tp, tp + fp), recall: rate(tp, tp + fn), fpr: rate(fp, fp + tn), fnr: rate(fn, fn + tp) };
}

/** The grid τ = step, 2·step, …, 1 (rounded to avoid 0.30000000000000004). */
export function thresholdValues(step = 0.05): number[] {
  const values: number[] = [];
  for (let index = 1; index * step <= 1 + 1e-9; index += 1) values.push(Math.round(index * step * 1e6) / 1e6);
  return values;
}

/** Confusion rows over the threshold grid. */
export function thresholdGrid(pairs: readonly ScoredPair[], step = 0.05): ThresholdRow[] {
  return thresholdValues(step).map((tau) => confusionAt(pairs, tau));
}

/**
 * The threshold for a target false-positive rate: the lowest τ of the grid whose FPR (point
 * estimate) is at most `targetFpr`, i.e. the highest recall that keeps FPR on target.
 * Null when no τ reaches it or there are no negatives.
 */
export function chooseThreshold(grid: readonly ThresholdRow[], targetFpr: number): ThresholdRow | null {
  for (const row of [...grid].sort((a, b) => a.tau - b.tau)) {
    if (row.fpr.rate !== null && row.fpr.rate <= targetFpr + 1e-12) return row;
  }
  return null;
}

/** Recall per positive kind and false-positive rate per negative kind (or domain) at τ. */
export function breakdown(pairs: readonly ScoredPair[], tau: number, by: 'kind' | 'domain'): { group: string; positives: Rate; negatives: Rate; unknown: number }[] {
  const groups = new Map<string, ScoredPair[]>();
  for (const pair of pairs) {
    const group = pair[by] ?? '(none)';
    groups.set(group, [...(groups.get(group) ?? []), pair]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, members]) => {
      const row = confusionAt(members, tau);
      return { group, positives: rate(row.tp, row.tp + row.fn), negatives: rate(row.fp, row.fp + row.tn), unknown: row.unknown };
    });
}

/**
 * Cohen's kappa between two raters' binary answers on the same pairs (pairs where either
 * is unknown are left out; `n` says how many were compared).
 */
export function kappaBetween(first: ReadonlyMap<string, boolean | null>, second: ReadonlyMap<string, boolean | null>): { kappa: number | null; n: number } {
  let both = 0;
  let firstOnly = 0;
  let secondOnly = 0;
  let neither = 0;
  for (const [key, a] of first) {
    const b = second.get(key);
    if (a === null || b === null || b === undefined) continue;
    if (a && b) both += 1;
    else if (a) firstOnly += 1;
    else if (b) secondOnly += 1;
    else neither += 1;
  }
  const n = both + firstOnly + secondOnly + neither;
  return { kappa: cohenKappa(both, firstOnly, secondOnly, neither), n };
}
