/**
 * A trace that lost a line is never scored as complete (issue 19, defect 3): in the audit, a trace
 * whose line was rejected is excluded as `incomplete: rejected line N` and counted with its reason,
 * with the API and with the CLI, for any number of worker threads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../src/contracts/index.js';
import { audit } from '../src/report/index.js';
import { corruptedTraces } from '../src/trace/corrupted-traces.test-helpers.js';
import { tempDir } from '../src/trace/trace.test-helpers.js';
import { leakscope } from './support/cli.js';

const temp = tempDir('audit-incomplete');
afterAll(() => temp.remove());

const file = corruptedTraces(2000, 0.01, 19);
const input = temp.path('corrupted.jsonl');
writeFileSync(input, file.text);
const REASON = 'incomplete: rejected line';

describe('audit of traces with rejected lines', () => {
  it('excludes every trace that lost a line, at its first rejected line, and scores the rest', async () => {
    const { report, outcomes } = await audit({ sources: [input], now: () => new Date(0) });
    expect(outcomes).toHaveLength(file.traces);
    for (const outcome of outcomes) {
      const line = file.incomplete.get(outcome.traceId);
      expect([outcome.included, outcome.exclusion], outcome.traceId).toEqual(line === undefined ? [true, null] : [false, `${REASON} ${line}`]);
    }
    // The traces whose leaking answer was corrupted are not clean results.
    for (const id of file.lostLeak) expect(outcomes.find((outcome) => outcome.traceId === id)?.included).toBe(false);
    const leaking = outcomes.filter((outcome) => outcome.included && Object.keys(outcome.leaked).length > 0).map((outcome) => outcome.traceId);
    expect(new Set(leaking)).toEqual(file.leaking);

    expect(report.traces).toEqual({ total: file.traces, included: file.traces - file.incomplete.size, excluded: { total: file.incomplete.size, byReason: { [REASON]: file.incomplete.size } } });
    expect(report.rejectedLines.total).toBe(file.rejectedLines);
    expect(report.anyChannel).toMatchObject({ k: file.leaking.size, n: file.traces - file.incomplete.size });
    const first = Math.min(...file.incomplete.values());
    expect(report.notes).toContain(`Excluded ${file.incomplete.size} of ${file.traces} traces: ${file.incomplete.size} ${REASON}.`);
    expect(report.notes.find((note) => note.startsWith(`${file.incomplete.size} traces lost a line`))).toContain(`"${REASON} ${first}"`);
  });

  it('prints the same exclusions from the CLI with --jobs 1 and 2', () => {
    const outputs = [1, 2].map((jobs) => {
      const out = join(temp.dir, `out-j${jobs}`);
      mkdirSync(out, { recursive: true });
      const run = leakscope(['audit', input, '--jobs', String(jobs), '--format', 'json', '--out', out]);
      expect(run.status, run.stderr).toBe(2);
      const report = JSON.parse(run.stdout) as Report;
      expect(report.traces.excluded).toEqual({ total: file.incomplete.size, byReason: { [REASON]: file.incomplete.size } });
      expect(report.traces.included).toBe(file.traces - file.incomplete.size);
      expect(report.rejectedLines.total).toBe(file.rejectedLines);
      expect(report.anyChannel.k).toBe(file.leaking.size);
      expect(run.stderr).toContain(`${file.rejectedLines} input lines were rejected`);
      expect(run.stderr).toContain(`${file.incomplete.size} traces that lost one are excluded as incomplete`);
      const text = leakscope(['audit', input, '--jobs', String(jobs)]).stdout;
      expect(text).toContain(`Excluded ${file.incomplete.size} of ${file.traces} traces: ${file.incomplete.size} ${REASON}.`);
      // No output repeats a vault value.
      for (const name of ['report.json', 'report.md', 'report.csv', 'report.html', 'findings.jsonl']) {
        expect(readFileSync(join(out, name), 'utf8'), name).not.toMatch(/CANARY_NOTE_[0-9A-F]{8}/);
      }
      return { report: { ...report, generatedAt: '' }, findings: readFileSync(join(out, 'findings.jsonl'), 'utf8') };
    });
    expect(outputs[1]).toEqual(outputs[0]);
  });
});
