/**
 * Runs tier 3 over labelled data and measures it: the offline matcher over a threshold grid
 * (with the τ chosen for a target FPR), each judge and their majority at their yes/no answers,
 * Cohen's kappa between judges and against the labels, and what the judges spent.
 */
import { breakdown, chooseThreshold, confusionAt, kappaBetween, thresholdGrid, type ScoredPair, type ThresholdRow } from '../semantic/calibration.js';
import { SEMANTIC_DETECTOR_ID, SEMANTIC_DETECTOR_VERSION } from '../semantic/detector.js';
import type { SemanticEngine } from '../semantic/engine.js';
import { vaultOfItem, type LabelledItem } from '../semantic/labelled-data.js';
import { SEMANTIC_THRESHOLD } from '../semantic/threshold.js';
import { statementOf } from './escalation.js';
import { emptyJudgeStats, type Judge, type JudgeStats } from './judge.js';
import { majority, type Disclosure, type FactVerdict } from './verdicts.js';

/** Options of {@link runCalibration}. */
export interface CalibrationOptions {
  /** Offline engine; omit to skip the offline matcher. */
  readonly engine?: SemanticEngine;
  /** Judges to evaluate one by one; with two or more, their majority vote is evaluated too (from the same answers, no extra calls). */
  readonly judges?: readonly Judge[];
  readonly targetFpr?: number;
  readonly step?: number;
  /** τ to evaluate; default: the τ chosen on these items (tune) or the recorded default (other splits). */
  readonly tau?: number;
  readonly split?: string;
  /** Only pairs scoring at least this offline go to judges (0: all). Skipped pairs count as "no". */
  readonly prefilter?: number;
  /** Judge calls in flight at once; default 4. */
  readonly concurrency?: number;
  /** Whether "partial" counts as disclosed; default true. */
  readonly partialIsDisclosed?: boolean;
}

/** Figures of one rater at one operating point. */
export interface RaterFigures {
  readonly row: ThresholdRow;
  readonly byKind: ReturnType<typeof breakdown>;
  readonly byDomain: ReturnType<typeof breakdown>;
  readonly kappaVsLabels: { kappa: number | null; n: number };
}

/** The measured calibration. */
export interface CalibrationReport {
  readonly split: string;
  readonly items: number;
  readonly pairs: number;
  readonly positives: number;
  readonly negatives: number;
  readonly offline?: RaterFigures & {
    readonly detector: string;
    readonly version: string;
    readonly grid: readonly ThresholdRow[];
    readonly targetFpr: number;
    readonly chosen: ThresholdRow | null;
    readonly tau: number;
    readonly tauSource: 'option' | 'chosen' | 'recorded';
    readonly millisecondsPerPair: number;
  };
  readonly judges: readonly (RaterFigures & { readonly id: string; readonly stats: JudgeStats; readonly skipped: number })[];
  readonly agreement: readonly { readonly a: string; readonly b: string; readonly kappa: number | null; readonly n: number }[];
}

async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}

function figures(pairs: readonly ScoredPair[], tau: number): RaterFigures {
  const labels = new Map(pairs.map((pair) => [`${pair.item}\u0000${pair.key}`, pair.label as boolean | null]));
  const answers = new Map(pairs.map((pair) => [`${pair.item}\u0000${pair.key}`, pair.score === null ? null : pair.score >= tau - 1e-9]));
  return { row: confusionAt(pairs, tau), byKind: breakdown(pairs, tau, 'kind'), byDomain: breakdown(pairs, tau, 'domain'), kappaVsLabels: kappaBetween(answers, labels) };
}

function answersOf(pairs: readonly ScoredPair[]): Map<string, boolean | null> {
  return new Map(pairs.map((pair) => [`${pair.item}\u0000${pair.key}`, pair.score === null ? null : pair.score >= 0.5]));
}

/**
 * Measures tier 3 on labelled items (already filtered to one split).
 *
 * @example const report = await runCalibration(items, { engine: createSemanticEngine(), split: 'tune' });
 */
export async function runCalibration(items: readonly LabelledItem[], options: CalibrationOptions): Promise<CalibrationReport> {
  const split = options.split ?? 'all';
  const targetFpr = options.targetFpr ?? SEMANTIC_THRESHOLD.targetFpr;
  const step = options.step ?? SEMANTIC_THRESHOLD.gridStep;
  const partialIsDisclosed = options.partialIsDisclosed ?? true;
  const base = items.flatMap((item) => item.facts.filter((fact) => item.labels[fact.key] !== undefined).map((fact) => ({ item, key: fact.key, label: item.labels[fact.key] === true })));
  const pairOf = (entry: (typeof base)[number], score: number | null): ScoredPair => ({
    item: entry.item.id,
    key: entry.key,
    label: entry.label,
    score,
    ...(entry.item.kind === undefined ? {} : { kind: entry.item.kind }),
    ...(entry.item.domain === undefined ? {} : { domain: entry.item.domain }),
  });

  // Offline scores (also the judge pre-filter).
  const offlineScores = new Map<string, number>();
  let offline: CalibrationReport['offline'];
  if (options.engine !== undefined || (options.prefilter ?? 0) > 0) {
    const engine = options.engine;
    if (engine === undefined) throw new RangeError('a judge pre-filter needs the offline engine');
    const started = performance.now();
    for (const item of items) {
      const scores = engine.prepare(vaultOfItem(item)).score(item.text, 0);
      for (const fact of item.facts) offlineScores.set(`${item.id}\u0000${fact.key}`, scores.find((found) => found.field === fact.key)?.score ?? 0);
    }
    const elapsed = performance.now() - started;
    const pairs = base.map((entry) => pairOf(entry, offlineScores.get(`${entry.item.id}\u0000${entry.key}`) ?? 0));
    const grid = thresholdGrid(pairs, step);
    const chosen = chooseThreshold(grid, targetFpr);
    const tauSource = options.tau !== undefined ? 'option' : split === 'tune' && chosen !== null ? 'chosen' : 'recorded';
    const tau = options.tau ?? (tauSource === 'chosen' && chosen !== null ? chosen.tau : SEMANTIC_THRESHOLD.tau);
    offline = {
      detector: SEMANTIC_DETECTOR_ID,
      version: SEMANTIC_DETECTOR_VERSION,
      grid,
      targetFpr,
      chosen,
      tau,
      tauSource,
      millisecondsPerPair: pairs.length === 0 ? 0 : elapsed / pairs.length,
      ...figures(pairs, tau),
    };
  }

  // Judges: every item once per judge, all its facts in one request.
  const members = options.judges ?? [];
  const judged = new Map<string, Map<string, FactVerdict>>();
  const skippedBy = new Map<string, number>();
  for (const judge of members) {
    const answers = new Map<string, FactVerdict>();
    let skipped = 0;
    await inPool(items, options.concurrency ?? 4, async (item) => {
      const facts = item.facts.filter((fact) => (offlineScores.get(`${item.id}\u0000${fact.key}`) ?? 1) >= (options.prefilter ?? 0));
      skipped += item.facts.length - facts.length;
      for (const fact of item.facts) if (!facts.includes(fact)) answers.set(`${item.id}\u0000${fact.key}`, { key: fact.key, disclosed: 'no' });
      if (facts.length === 0) return;
      const vault = new Map(vaultOfItem(item).map((field) => [field.key, field]));
      const request = {
        text: item.text,
        facts: facts.flatMap((fact) => {
          const field = vault.get(fact.key);
          return field === undefined ? [] : [{ key: fact.key, statement: statementOf(field) }];
        }),
      };
      const verdicts = await judge.judge(request);
      for (const verdict of verdicts) answers.set(`${item.id}\u0000${verdict.key}`, verdict);
    });
    judged.set(judge.id, answers);
    skippedBy.set(judge.id, skipped);
  }
  // The majority vote, computed from the members' answers.
  const raters: { id: string; stats: JudgeStats }[] = members.map((judge) => ({ id: judge.id, stats: judge.stats() }));
  if (members.length >= 2) {
    const id = `majority(${members.map((judge) => judge.id).join(',')})`;
    const answers = new Map<string, FactVerdict>();
    for (const entry of base) {
      const pair = `${entry.item.id}\u0000${entry.key}`;
      answers.set(pair, majority(members.map((judge) => judged.get(judge.id)?.get(pair) ?? { key: entry.key, disclosed: 'unknown', reason: 'missing-key' })));
    }
    judged.set(id, answers);
    const stats = emptyJudgeStats();
    for (const rater of raters) {
      stats.calls += rater.stats.calls;
      stats.inputTokens += rater.stats.inputTokens;
      stats.outputTokens += rater.stats.outputTokens;
      stats.cacheHits += rater.stats.cacheHits;
      stats.failedCalls += rater.stats.failedCalls;
      stats.unparsable += rater.stats.unparsable;
    }
    stats.unknown = [...answers.values()].filter((verdict) => verdict.disclosed === 'unknown').length;
    raters.push({ id, stats });
  }
  const judgePairs = (id: string): ScoredPair[] => {
    const answers = judged.get(id) ?? new Map<string, FactVerdict>();
    return base.map((entry) => {
      const answer: Disclosure = answers.get(`${entry.item.id}\u0000${entry.key}`)?.disclosed ?? 'unknown';
      const score = answer === 'unknown' ? null : answer === 'yes' || (answer === 'partial' && partialIsDisclosed) ? 1 : 0;
      return pairOf(entry, score);
    });
  };
  const judges = raters.map((rater) => ({ id: rater.id, stats: rater.stats, skipped: skippedBy.get(rater.id) ?? 0, ...figures(judgePairs(rater.id), 0.5) }));

  // Agreement between every two raters (the offline matcher at its τ included).
  const answerSets: [string, Map<string, boolean | null>][] = raters.map((judge) => [judge.id, answersOf(judgePairs(judge.id))]);
  if (offline !== undefined) {
    const tau = offline.tau;
    answerSets.unshift([
      `${SEMANTIC_DETECTOR_ID}@${tau}`,
      new Map(base.map((entry) => [`${entry.item.id}\u0000${entry.key}`, (offlineScores.get(`${entry.item.id}\u0000${entry.key}`) ?? 0) >= tau - 1e-9])),
    ]);
  }
  const agreement: { a: string; b: string; kappa: number | null; n: number }[] = [];
  for (let i = 0; i < answerSets.length; i += 1) {
    for (let j = i + 1; j < answerSets.length; j += 1) {
      const [a, first] = answerSets[i] ?? ['', new Map()];
      const [b, second] = answerSets[j] ?? ['', new Map()];
      agreement.push({ a, b, ...kappaBetween(first, second) });
    }
  }
  const positives = base.filter((entry) => entry.label).length;
  return { split, items: items.length, pairs: base.length, positives, negatives: base.length - positives, ...(offline === undefined ? {} : { offline }), judges, agreement };
}
