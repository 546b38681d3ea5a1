import { describe, expect, it } from 'vitest';
import type { Report } from '../src/contracts/index.js';
import { leakscope } from './support/cli.js';
import { needReferenceData } from './support/data.js';

const RELEASE = needReferenceData('agentleak/traces.jsonl.gz', 'the AgentLeak acceptance tests');

function auditJson(args: string[]): Report {
  const run = leakscope(['audit', RELEASE ?? '', '--format', 'json', ...args]);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Report;
}

const pct = (rate: { rate: number | null }): string => ((rate.rate ?? NaN) * 100).toFixed(1);

describe.skipIf(RELEASE === undefined)('audit on the AgentLeak release', () => {
  it('reproduces the paper headline rates from the embedded labels when errors are included', () => {
    const report = auditJson(['--labels', 'embedded', '--include-errors']);
    const single = report.groups.topology?.single;
    const multi = report.groups.topology?.['coordinator-worker'];
    expect(single?.traceCount).toBe(4979);
    expect(multi?.traceCount).toBe(4979);
    expect(single && pct(single.channels.C1)).toBe('43.2');
    expect(multi && pct(multi.channels.C1)).toBe('27.2');
    expect(multi && pct(multi.channels.C2)).toBe('68.8');
    expect(multi && pct(multi.channels.C5)).toBe('46.7');
    expect(multi && pct(multi.anyChannel)).toBe('68.9');
    expect(multi && pct(multi.h1)).toBe('41.7');
    expect(multi?.h1.n).toBe(4979);
  });

  it('excludes the 721 runs with a failed model call and says so in one line', () => {
    const report = auditJson(['--labels', 'embedded']);
    expect(report.runs).toEqual({ total: 4979, included: 4258, excluded: 721 });
    expect(report.traces.excluded.byReason['failed model call']).toBe(1442);
    expect(report.groups.topology?.['coordinator-worker']?.traceCount).toBe(4258);
    expect(report.notes.some((note) => note.includes('721 of 4979 source runs') && note.includes('over 4258 runs'))).toBe(true);
  });

  it('reports detector rates and per-channel agreement with the embedded labels', () => {
    const report = auditJson(['--compare', 'embedded']);
    expect(report.labels).toBe('detectors');
    expect(report.agreement?.map((a) => a.channel)).toEqual(['C1', 'C2', 'C5']);
    for (const row of report.agreement ?? []) {
      expect(row.n).toBeGreaterThan(4000);
      expect(row.kappa).not.toBeNull();
      expect(row.detectorOnlyExamples.length + row.labelOnlyExamples.length).toBeGreaterThan(0);
    }
  });
});
