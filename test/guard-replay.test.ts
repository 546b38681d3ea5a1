/**
 * Replay: what the guard would have stopped, on a hand-written fixture and on the AgentLeak
 * release (skipped with a message when the reference data is absent, see test/support/data.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryOf, replayTraces } from '../src/guard/replay.js';
import { renderReplayText } from '../src/guard/replay-render.js';
import { FIXTURES } from './fixtures/guard/paths.js';
import { leakscope } from './support/cli.js';
import { needReferenceData } from './support/data.js';

const FIXTURE = join(FIXTURES, 'replay-traces.jsonl');
const AGENTLEAK = needReferenceData('agentleak/traces.jsonl.gz', 'the replay on the AgentLeak release');

describe('replay on a small fixture', () => {
  it('routes read-boundary events to observe and outbound events to inspect', () => {
    expect(boundaryOf({ channel: 'C4', kind: 'tool-result' })).toBe('observe');
    expect(boundaryOf({ channel: 'C5', kind: 'memory-read' })).toBe('observe');
    expect(boundaryOf({ channel: 'C5', kind: 'memory-write' })).toBe('inspect');
    expect(boundaryOf({ channel: 'C2', kind: 'message' })).toBe('both');
    expect(boundaryOf({ channel: 'C3', kind: 'tool-call' })).toBe('inspect');
    expect(boundaryOf({ channel: 'C3', kind: 'guard-decision' })).toBe('skip');
  });

  it('allowed-set stops every leaking event and touches no clean one; failed and context-less traces are excluded', async () => {
    const report = await replayTraces({ sources: [FIXTURE] });
    expect(report.traces).toEqual({ replayed: 1, excluded: { 'status error': 1, 'no vault or policy': 1 } });
    expect(report.rejectedLines).toBe(1);
    expect(report.observedEvents).toBe(3);
    expect(report.channels.C2).toMatchObject({ stopped: { k: 1, n: 1 }, touched: { k: 0, n: 1 }, decisions: { PASS: 1, ABSTRACT: 1, BLOCK: 0 } });
    expect(report.channels.C3).toMatchObject({ stopped: { k: 1, n: 1 }, decisions: { BLOCK: 1 } });
    expect(report.channels.C5).toMatchObject({ stopped: { k: 1, n: 1 }, decisions: { ABSTRACT: 1 } });
    expect(report.channels.C1).toMatchObject({ stopped: { n: 0, rate: null, ci: null }, touched: { k: 0, n: 1 } });
    expect(report.channels.C4).toBeUndefined();
    expect(report.overall.stopped).toMatchObject({ k: 3, n: 3, rate: 1 });
    expect(report.overall.stopped.ci?.[0]).toBeGreaterThan(0.4);
    expect(report.overall.stopped.ci?.[1]).toBe(1);
  });

  it('pii intervenes on clean events the allowed sets accept (false interventions are counted)', async () => {
    const report = await replayTraces({ sources: [FIXTURE], criterion: 'pii' });
    expect(report.criterion).toBe('pii');
    expect(report.overall.touched.k).toBeGreaterThan(0);
    expect(renderReplayText(report)).toContain('clean events touched (false interventions)');
  });

  describe('leakscope guard replay', () => {
    it('prints JSON figures and exits 2 because a line was rejected', () => {
      const result = leakscope(['guard', 'replay', FIXTURE, '--format', 'json']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('1 input lines were rejected');
      expect(JSON.parse(result.stdout)).toMatchObject({ criterion: 'allowed-set', overall: { stopped: { k: 3, n: 3 } } });
    });
  });
});

describe.skipIf(AGENTLEAK === undefined)('replay on the AgentLeak release', () => {
  it('runs over all 9,958 imported traces and reports per-channel figures with intervals', async () => {
    const report = await replayTraces({ sources: [AGENTLEAK ?? ''], criterion: 'allowed-set' });
    const excluded = Object.values(report.traces.excluded).reduce((sum, n) => sum + n, 0);
    expect(report.traces.replayed + excluded).toBe(9958);
    expect(report.traces.excluded['status error']).toBeGreaterThan(1000);
    for (const channel of ['C1', 'C2', 'C5'] as const) {
      const figures = report.channels[channel];
      expect(figures?.stopped.n).toBeGreaterThan(100);
      expect(figures?.stopped.rate).toBeGreaterThan(0.9);
    }
    console.info(`AgentLeak replay:\n${renderReplayText(report)}`);
  }, 600_000);
});
