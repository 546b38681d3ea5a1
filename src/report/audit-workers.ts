/**
 * `audit --jobs N`: traces scored by N worker threads, in input order. Each worker reads all the
 * sources (reading and parsing are a small share of an audit) and scores every N-th trace; the
 * audit's thread takes the results in turn, so the report and `findings.jsonl` are byte-identical
 * to a one-thread audit.
 */
import { createDetectionEngine, defaultDetectors, type DetectionEngine } from '../detect/pipeline.js';
import { createSemanticDetector } from '../detect/semantic/index.js';
import { orderedWorkerMap, workerScript } from '../lib/partitioned-workers.js';
import type { ScenarioContexts, ScoredItem, TraceScorerOptions } from './score-trace.js';

/** What an audit worker builds its scorer from (structured-clone data). */
export interface AuditWorkerData extends Omit<TraceScorerOptions, 'engine' | 'judge' | 'scenarios'> {
  readonly sources: readonly string[];
  readonly semantic: 'off' | 'offline';
  readonly scenarios?: ScenarioContexts | undefined;
}

/** The detection engine of an audit: tiers 1–2, plus the offline paraphrase matcher with `semantic: 'offline'`. */
export function auditEngine(semantic: 'off' | 'offline' | 'judge'): DetectionEngine {
  return createDetectionEngine(semantic === 'offline' ? { detectors: [...defaultDetectors(), createSemanticDetector()] } : {});
}

/** Scored items of all sources from `jobs` worker threads, in input order. */
export function scoreInWorkers(data: AuditWorkerData, jobs: number): AsyncGenerator<ScoredItem> {
  return orderedWorkerMap<AuditWorkerData, ScoredItem>({ script: workerScript(new URL('./audit-worker.js', import.meta.url)), jobs, data });
}
