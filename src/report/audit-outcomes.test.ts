import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../test/support/paths.js';
import type { ChannelId } from '../contracts/index.js';
import { CHANNEL_IDS, CHANNELS, DISCLOSURE_CHANNELS, INTERNAL_CHANNELS } from '../contracts/index.js';
import { clusteredHeadlines, clusteredRate, leakedOn, mcnemarExact, pairedComparisons, pairedDifference, PairedComparisons, type MetricOutcome, type TraceOutcome } from '../metrics/index.js';
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

  it('tallies clustered intervals, paired comparisons and runs as the list-based computation does', async () => {
    const { outcomes, report } = await audit({ sources: SOURCES, now });
    const options = { resamples: 200, seed: 7 };
    expect(clusteredHeadlines(outcomes, options)).toEqual(listClustered(outcomes, options));
    const paired = pairedComparisons(outcomes, { bootstrap: options });
    expect(paired.length).toBeGreaterThan(0);
    expect(paired).toEqual(listPaired(outcomes, options));
    // Input order does not change a paired comparison (clusters are resampled in sorted order).
    expect(pairedComparisons([...outcomes].reverse(), { bootstrap: options })).toEqual(paired);
    const tally = new PairedComparisons();
    for (const outcome of outcomes) tally.add(outcome);
    expect(tally.runs()).toEqual(listRuns(outcomes));
    expect(report.runs).toEqual(listRuns(outcomes));
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

// The list-based computations the tallies replaced, kept here as the oracle.
function listClustered(outcomes: readonly TraceOutcome[], options: { resamples: number; seed: number }) {
  const scored = outcomes.filter((o) => o.included && o.baseline === null);
  const estimate = (key: string, pick: (o: MetricOutcome) => boolean | null) =>
    clusteredRate(
      scored.flatMap((o) => {
        const value = pick(o);
        return value === null ? [] : [{ cluster: o.scenarioId ?? o.traceId, value }];
      }),
      { ...options, key: `headline/${key}` },
    );
  const counted: readonly ChannelId[] = DISCLOSURE_CHANNELS;
  const external = counted.filter((id) => CHANNELS[id].scope === 'external');
  const has = (o: MetricOutcome, ids: readonly ChannelId[]) => ids.some((id) => o.channelsPresent.includes(id));
  const leaks = (o: MetricOutcome, ids: readonly ChannelId[]) => ids.some((id) => leakedOn(o, id));
  return {
    method: 'cluster-bootstrap',
    clusterBy: 'scenario',
    ...options,
    clusters: new Set(scored.map((o) => o.scenarioId ?? o.traceId)).size,
    anyChannel: estimate('anyChannel', (o) => leaks(o, counted)),
    anyInternal: estimate('anyInternal', (o) => (has(o, INTERNAL_CHANNELS) ? leaks(o, INTERNAL_CHANNELS) : null)),
    anyExternal: estimate('anyExternal', (o) => (has(o, external) ? leaks(o, external) : null)),
    h1: estimate('h1', (o) => (has(o, INTERNAL_CHANNELS) ? !leakedOn(o, 'C1') && leaks(o, INTERNAL_CHANNELS) : null)),
    asr: estimate('asr', (o) => (o.attack?.delivered === true && o.attack.reached !== null ? o.attack.reached : null)),
    attackLeak: estimate('attackLeak', (o) => (o.attack === null ? null : leaks(o, counted))),
    channels: Object.fromEntries(CHANNEL_IDS.map((id) => [id, estimate(`channel/${id}`, (o) => (o.channelsPresent.includes(id) ? leakedOn(o, id) : null))])),
  };
}

function listComparison(label: string, pairs: ReadonlyArray<readonly [boolean, boolean, string]>, options: { resamples: number; seed: number }) {
  const onlyFirst = pairs.filter(([a, b]) => a && !b).length;
  const onlySecond = pairs.filter(([a, b]) => !a && b).length;
  const estimate = pairedDifference(
    pairs.map(([, b, cluster]) => ({ cluster, value: b })),
    pairs.map(([a, , cluster]) => ({ cluster, value: a })),
    { ...options, key: `paired/${label}` },
  );
  return {
    label,
    pairs: pairs.length,
    onlyFirst,
    onlySecond,
    pValue: mcnemarExact(onlyFirst, onlySecond),
    difference: estimate.difference,
    ci: estimate.ci,
    method: 'cluster-bootstrap',
    clusters: estimate.clusters,
  };
}

function listPaired(outcomes: readonly TraceOutcome[], options: { resamples: number; seed: number }) {
  const included = outcomes.filter((o) => o.included && o.baseline === null);
  const cluster = (o: MetricOutcome) => o.scenarioId ?? o.run.pairId ?? o.traceId;
  const internal = (o: MetricOutcome) => INTERNAL_CHANNELS.some((id) => leakedOn(o, id));
  const results: object[] = [];
  const byPair = new Map<string, MetricOutcome[]>();
  for (const o of included) if (o.run.pairId !== undefined) byPair.set(o.run.pairId, [...(byPair.get(o.run.pairId) ?? []), o]);
  const c1: Array<[boolean, boolean, string]> = [];
  const any: Array<[boolean, boolean, string]> = [];
  for (const list of byPair.values()) {
    const single = list.find((o) => o.run.topology === 'single');
    const multi = list.find((o) => o.run.topology !== 'single');
    if (single === undefined || multi === undefined) continue;
    c1.push([leakedOn(single, 'C1'), leakedOn(multi, 'C1'), cluster(single)]);
    any.push([leakedOn(single, 'C1'), DISCLOSURE_CHANNELS.some((id) => leakedOn(multi, id)), cluster(single)]);
  }
  if (c1.length > 0) results.push(listComparison('single-agent C1 vs multi-agent C1', c1, options), listComparison('single-agent C1 vs multi-agent any channel', any, options));
  const key = (o: MetricOutcome) => `${o.scenarioId ?? o.traceId}/${o.run.agent}/${o.run.model ?? ''}/${o.run.topology}`;
  const baseline = new Map(included.filter((o) => o.run.defense === 'none').map((o) => [key(o), o]));
  const byDefense = new Map<string, { defense: string; agent: string; pairs: Array<[boolean, boolean, string]> }>();
  for (const o of included) {
    const base = baseline.get(key(o));
    if (o.run.defense === 'none' || base === undefined) continue;
    const label = `${o.run.agent}: none vs ${o.run.defense} (C2/C5 leak)`;
    const entry = byDefense.get(label) ?? { defense: o.run.defense, agent: o.run.agent, pairs: [] };
    entry.pairs.push([internal(base), internal(o), cluster(o)]);
    byDefense.set(label, entry);
  }
  const sorted = [...byDefense].sort(([, a], [, b]) => a.defense.localeCompare(b.defense) || a.agent.localeCompare(b.agent));
  for (const [label, { pairs }] of sorted) results.push(listComparison(label, pairs, options));
  return results;
}

function listRuns(outcomes: readonly MetricOutcome[]) {
  const runs = new Map<string, boolean>();
  for (const o of outcomes) if (o.run.pairId !== undefined) runs.set(o.run.pairId, (runs.get(o.run.pairId) ?? true) && o.included);
  const included = [...runs.values()].filter(Boolean).length;
  return runs.size === 0 ? undefined : { total: runs.size, included, excluded: runs.size - included };
}
