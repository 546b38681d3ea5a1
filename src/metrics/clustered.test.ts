import { describe, expect, it } from 'vitest';
import { MetricAccumulator } from './aggregate.js';
import { clusteredHeadlines } from './clustered.js';
import type { TraceOutcome } from './outcome.js';

function outcome(scenarioId: string, leaked: boolean, extra: Partial<TraceOutcome> = {}): TraceOutcome {
  return {
    traceId: `${scenarioId}/${Math.random()}`,
    scenarioId,
    run: { agent: 'a', model: null, topology: 'coordinator-worker', defense: 'none' },
    included: true,
    exclusion: null,
    channelsPresent: ['C1', 'C2'],
    leaked: leaked ? { C2: ['ssn'] } : {},
    leakedWeight: 0,
    vaultWeight: 1,
    taskSuccess: null,
    attack: null,
    baseline: null,
    ...extra,
  };
}

describe('scenario-clustered headline intervals', () => {
  // 40 scenarios, 10 traces each, every trace of a scenario alike: 400 traces that carry the
  // information of 40. Wilson treats them as 400 independent observations.
  const outcomes = Array.from({ length: 40 }, (_, s) => Array.from({ length: 10 }, () => outcome(`s${s}`, s % 2 === 0))).flat();

  it('are wider than Wilson when the traces of a scenario are alike, and keep the same point estimate', () => {
    const wilson = (() => {
      const acc = new MetricAccumulator();
      for (const item of outcomes) acc.add(item);
      return acc.result().anyInternal;
    })();
    const clustered = clusteredHeadlines(outcomes, { resamples: 500, seed: 1 });
    expect(clustered.clusters).toBe(40);
    expect(clustered.anyInternal).toMatchObject({ k: wilson.k, n: wilson.n, rate: wilson.rate, method: 'cluster-bootstrap', clusters: 40 });
    const width = (ci: readonly [number, number] | null): number => (ci === null ? 0 : ci[1] - ci[0]);
    expect(width(clustered.anyInternal.ci)).toBeGreaterThan(2 * width(wilson.ci));
  });

  it('are reproducible from the seed, and leave excluded traces and A0 twins out', () => {
    const again = clusteredHeadlines(outcomes, { resamples: 500, seed: 1 });
    expect(again.anyInternal.ci).toEqual(clusteredHeadlines(outcomes, { resamples: 500, seed: 1 }).anyInternal.ci);
    const withOthers = [...outcomes, outcome('x', true, { included: false, exclusion: 'timeout' }), outcome('y', true, { baseline: { of: 'z', reached: true } })];
    expect(clusteredHeadlines(withOthers, { resamples: 500, seed: 1 }).anyInternal).toMatchObject({ k: again.anyInternal.k, n: again.anyInternal.n });
  });

  it('make each trace without a scenario its own cluster, even when its id is some scenario name', () => {
    const alone = (traceId: string, leaked: boolean): TraceOutcome => ({ ...outcome('unused', leaked), traceId, scenarioId: null });
    const mixed = [...outcomes, alone('s0', true), alone('t2', false), alone('t3', true)];
    const clustered = clusteredHeadlines(mixed, { resamples: 500, seed: 1 });
    // 40 scenarios plus 3 lone traces; the lone trace named "s0" does not join scenario s0.
    expect(clustered.clusters).toBe(43);
    const base = clusteredHeadlines(outcomes, { resamples: 500, seed: 1 }).anyInternal;
    expect(clustered.anyInternal).toMatchObject({ k: base.k + 2, n: base.n + 3, clusters: 43 });
    // Only lone traces: one cluster each, in input order, as a plain (unclustered) bootstrap.
    const lone = Array.from({ length: 30 }, (_, i) => alone(`t${i}`, i % 3 === 0));
    expect(clusteredHeadlines(lone, { resamples: 200, seed: 3 }).anyInternal).toMatchObject({ k: 10, n: 30, clusters: 30 });
    expect(clusteredHeadlines(lone, { resamples: 200, seed: 3 })).toEqual(clusteredHeadlines(lone, { resamples: 200, seed: 3 }));
  });
});
