import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../test/support/paths.js';
import { clusteredHeadlines, pairedComparisons, slimOutcome } from '../metrics/index.js';
import { needReferenceData } from '../../test/support/data.js';
import { audit } from './audit.js';

const REAL = needReferenceData('agentleak/traces.jsonl.gz', 'the slim-outcome check on the AgentLeak release');

const SOURCES = [join(PROJECT_ROOT, 'examples/traces.jsonl'), join(PROJECT_ROOT, 'test/fixtures/trace/agentleak-sample.jsonl')];
const now = () => new Date('2026-01-01T00:00:00Z');

describe('audit without kept outcomes', () => {
  it('reports exactly what it reports with them, and returns none', async () => {
    const kept = await audit({ sources: SOURCES, now });
    const slim = await audit({ sources: SOURCES, now, keepOutcomes: false });
    expect(kept.outcomes.length).toBeGreaterThanOrEqual(10);
    expect(slim.outcomes).toEqual([]);
    expect(slim.report).toEqual(kept.report);
  });

  it('gives clustered intervals and paired comparisons from slim outcomes equal to those from full ones', async () => {
    const { outcomes } = await audit({ sources: SOURCES, now });
    const shared = new Map<string, unknown>();
    const slim = outcomes.map((outcome) => slimOutcome(outcome, shared));
    expect(clusteredHeadlines(slim)).toEqual(clusteredHeadlines(outcomes));
    expect(pairedComparisons(slim, { bootstrap: { resamples: 200, seed: 7 } })).toEqual(pairedComparisons(outcomes, { bootstrap: { resamples: 200, seed: 7 } }));
    // Equal channel lists and leak maps are one object each.
    expect(shared.size).toBeLessThan(2 * outcomes.length);
    expect(pairedComparisons(outcomes).length).toBeGreaterThan(0);
  });

  it.skipIf(REAL === undefined)(
    'reports the same on the AgentLeak release with and without kept outcomes',
    async () => {
      const kept = await audit({ sources: [REAL ?? ''], now });
      const slim = await audit({ sources: [REAL ?? ''], now, keepOutcomes: false });
      expect(kept.outcomes.length).toBe(9958);
      expect(slim.report).toEqual(kept.report);
    },
    120_000,
  );
});
