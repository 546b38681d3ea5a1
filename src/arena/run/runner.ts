/**
 * A full arena run: every task × agent × condition as an isolated unit (fresh world each),
 * traces written as they complete (in unit order, so the file is the same whatever the
 * concurrency), each unit scored, and the metrics aggregated per agent × condition.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TraceRecord } from '../../contracts/index.js';
import type { ModelJudgeOptions } from '../../guard/index.js';
import { logicalClock, runPool, type Clock, type PoolOutcome } from '../../run/index.js';
import { createJsonlWriter, createTraceWriter } from '../../trace/writer.js';
import { spanMatcher, type ItemMatcher } from '../matching/judges.js';
import { aggregateArena, scoreUnit, type ConditionMetrics, type HelpfulnessSource, type UnitScore } from '../metrics.js';
import type { ArenaWorldOptions } from '../services/world.js';
import type { ArenaTask } from '../task.js';
import type { ArenaAgent } from './agent.js';
import type { ArenaCondition } from './conditions.js';
import { runArenaUnit } from './session.js';

/** Options of {@link runArena}. */
export interface ArenaRunOptions {
  readonly tasks: readonly ArenaTask[];
  readonly agents: readonly ArenaAgent[];
  readonly conditions: readonly ArenaCondition[];
  /** Writes `traces.jsonl`, `scores.jsonl` and `metrics.json` here when given. */
  readonly outDir?: string;
  readonly world?: ArenaWorldOptions;
  /** Judges committed writes; default the deterministic span matcher. */
  readonly matcher?: (task: ArenaTask) => ItemMatcher;
  /** Judges observations (exposure, extraction); default the deterministic span matcher. */
  readonly exposureMatcher?: (task: ArenaTask) => ItemMatcher;
  /** Default: the offline proxy. */
  readonly helpfulness?: HelpfulnessSource;
  /** Model for the model-judged guard criteria (C3, C4); offline approximations without it. */
  readonly guardJudge?: ModelJudgeOptions;
  /** Units at a time; default 1. */
  readonly concurrency?: number;
  /** Per unit; default 120 s. */
  readonly timeoutMs?: number;
  /** A clock per unit; default a logical clock (reproducible traces). */
  readonly clock?: () => Clock;
  readonly onProgress?: (done: number, total: number, score: UnitScore) => void;
}

/** What a run produced. */
export interface ArenaRunSummary {
  readonly units: number;
  readonly scores: readonly UnitScore[];
  readonly metrics: readonly ConditionMetrics[];
  readonly helpfulnessLabel: string;
  readonly matcher: string;
  readonly files?: { readonly traces: string; readonly scores: string; readonly metrics: string };
}

/** The label every report shows next to helpfulness. */
export function helpfulnessLabelOf(source: HelpfulnessSource): string {
  return source.kind === 'proxy' ? 'offline proxy (not the PrivacyLens rubric)' : `LLM judges, 2-of-3 majority (${source.models.map((model) => model.id).join(', ')})`;
}

/**
 * Runs the arena.
 *
 * @example
 * const summary = await runArena({ tasks, agents: [naiveArenaAgent, minimalArenaAgent], conditions: parseConditions('C0,C2,C3,C4'), outDir: 'arena-run' });
 */
export async function runArena(options: ArenaRunOptions): Promise<ArenaRunSummary> {
  const units = options.tasks.flatMap((task) => options.agents.flatMap((agent) => options.conditions.map((condition) => ({ task, agent, condition }))));
  const helpfulness = options.helpfulness ?? { kind: 'proxy' };
  const helpfulnessLabel = helpfulnessLabelOf(helpfulness);
  const cached = (make: (task: ArenaTask) => ItemMatcher) => {
    const matchers = new Map<string, ItemMatcher>();
    return (task: ArenaTask): ItemMatcher => {
      let matcher = matchers.get(task.id);
      if (matcher === undefined) {
        matcher = make(task);
        matchers.set(task.id, matcher);
      }
      return matcher;
    };
  };
  const matcherOf = cached(options.matcher ?? spanMatcher);
  const exposureOf = cached(options.exposureMatcher ?? spanMatcher);
  if (options.outDir !== undefined) await mkdir(options.outDir, { recursive: true });
  const traces = options.outDir === undefined ? undefined : createTraceWriter(join(options.outDir, 'traces.jsonl'));
  const scoreFile = options.outDir === undefined ? undefined : createJsonlWriter<UnitScore>(join(options.outDir, 'scores.jsonl'));
  let outcome: PoolOutcome<{ records: readonly TraceRecord[]; score: UnitScore }>;
  try {
    outcome = await runPool({
      units,
      concurrency: options.concurrency ?? 1,
      run: async (unit) => {
        const result = await runArenaUnit(unit.task, unit.agent, unit.condition, {
          ...(options.world === undefined ? {} : { world: options.world }),
          clock: options.clock?.() ?? logicalClock(),
          ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
          ...(options.guardJudge === undefined ? {} : { guardJudge: options.guardJudge }),
        });
        return { records: result.records, score: await scoreUnit(unit.task, result, matcherOf(unit.task), helpfulness, exposureOf(unit.task)) };
      },
      write: async (batch) => {
        for (const entry of batch) {
          if (traces !== undefined) for (const record of entry.records) await traces.write(record);
          await scoreFile?.write(entry.score);
        }
      },
      onResult: (entry, index) => options.onProgress?.(index + 1, units.length, entry.score),
    });
  } finally {
    await traces?.close();
    await scoreFile?.close();
  }
  if (outcome.writeFailure !== undefined) throw outcome.writeFailure;
  const scores = outcome.results.map((entry) => entry?.score);
  const finished = scores.filter((score): score is UnitScore => score !== undefined);
  const metrics = aggregateArena(finished, helpfulnessLabel);
  const matcherId = options.tasks[0] === undefined ? 'span-matcher' : matcherOf(options.tasks[0]).id;
  if (options.outDir === undefined) return { units: units.length, scores: finished, metrics, helpfulnessLabel, matcher: matcherId };
  const metricsPath = join(options.outDir, 'metrics.json');
  await writeFile(metricsPath, `${JSON.stringify({ matcher: matcherId, helpfulness: helpfulnessLabel, units: units.length, metrics }, null, 2)}\n`);
  return {
    units: units.length,
    scores: finished,
    metrics,
    helpfulnessLabel,
    matcher: matcherId,
    files: { traces: join(options.outDir, 'traces.jsonl'), scores: join(options.outDir, 'scores.jsonl'), metrics: metricsPath },
  };
}
