/**
 * A worker thread of `audit --jobs N` ({@link ./audit-workers.ts}): reads the same sources as
 * every other worker, scores the traces it owns with the same scorer as the audit's own thread,
 * and posts the results for the parent to take in input order.
 */
import { servePartition } from '../lib/partitioned-workers.js';
import { openTraceSource } from '../trace/source.js';
import { auditEngine, type AuditWorkerData } from './audit-workers.js';
import { createTraceScorer, type ScoredItem } from './score-trace.js';

servePartition<AuditWorkerData, ScoredItem>(async function* (data, owns) {
  const scorer = createTraceScorer({ ...data, engine: auditEngine(data.semantic) });
  let index = 0;
  for await (const item of openTraceSource(data.sources)) {
    if (owns(index)) yield await scorer.score(item);
    index += 1;
  }
  return index;
});
