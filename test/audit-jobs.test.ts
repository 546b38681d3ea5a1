/**
 * `audit --jobs N` scores traces in N worker threads; the report and findings must be the same
 * bytes as one thread's, whatever the timing (issue 17). Inputs span several of the 32-trace
 * chunks the workers deal out, with rejected and duplicate lines in between.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leakscope, PROJECT_ROOT } from './support/cli.js';
import { tempDir } from '../src/trace/trace.test-helpers.js';

const temp = tempDir('audit-jobs');
afterAll(() => temp.remove());

const SAMPLE = join(PROJECT_ROOT, 'test/fixtures/trace/agentleak-sample.jsonl');
const OUTPUTS = ['findings.jsonl', 'report.json', 'report.md', 'report.csv', 'report.html'];

/** An AgentLeak-format file of `copies` × the sample's lines (fresh trace ids), with a broken line and a duplicate. */
function agentLeakInput(copies: number): string {
  const lines = readFileSync(SAMPLE, 'utf8').trimEnd().split('\n');
  const out: string[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const line of lines) out.push(line.replace(/"trace_id": ?"/, (match) => `${match}c${copy}-`));
    if (copy === 7) out.push('{"trace_id": "broken", "channel_messages": [');
    if (copy === 20) out.push(out[3] ?? '');
  }
  const file = join(temp.dir, `agentleak-x${copies}.jsonl`);
  writeFileSync(file, `${out.join('\n')}\n`);
  return file;
}

function auditOutputs(args: readonly string[], jobs: number): Record<string, string> {
  const dir = join(
    temp.dir,
    `out-${args
      .join('-')
      .replace(/[^a-z0-9]+/gi, '_')
      .slice(-60)}-j${jobs}`,
  );
  mkdirSync(dir, { recursive: true });
  const result = leakscope(['audit', ...args, '--jobs', String(jobs), '--out', dir, '--format', 'json']);
  expect([0, 2], result.stderr).toContain(result.status);
  // Progress lines come as time passes; the rest of stderr must match.
  const stderr = result.stderr
    .split('\n')
    .filter((line) => !line.startsWith('audit: '))
    .join('\n');
  const files: Record<string, string> = { stdout: result.stdout, stderr: stderr.replaceAll(dir, '<out>') };
  // The generation time is the one thing allowed to differ between two runs.
  for (const name of OUTPUTS) files[name] = readFileSync(join(dir, name), 'utf8').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');
  files['stdout'] = (files['stdout'] ?? '').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');
  return files;
}

describe('audit --jobs', () => {
  const input = agentLeakInput(60);

  it('writes byte-identical findings and reports with 1, 2 and 3 worker threads', () => {
    const one = auditOutputs([input], 1);
    expect(JSON.parse(one['report.json'] ?? '{}').traces.total).toBeGreaterThan(300);
    expect(JSON.parse(one['report.json'] ?? '{}').rejectedLines.total).toBe(2);
    expect((one['findings.jsonl'] ?? '').split('\n').length).toBeGreaterThan(100);
    for (const jobs of [2, 3]) expect(auditOutputs([input], jobs)).toEqual(one);
  });

  it('is identical with tier 3 on, agreement with embedded labels, and several sources', () => {
    const args = [input, join(PROJECT_ROOT, 'examples/traces.jsonl'), join(PROJECT_ROOT, 'test/fixtures/trace/interleaved.jsonl'), '--semantic', 'offline', '--compare', 'embedded'];
    const one = auditOutputs(args, 1);
    expect(JSON.parse(one['report.json'] ?? '{}').agreement.length).toBeGreaterThan(0);
    expect(auditOutputs(args, 2)).toEqual(one);
  });

  it('guard replay reports the same with 1 and 2 worker threads', () => {
    const replay = (jobs: number) => leakscope(['guard', 'replay', input, '--format', 'json', '--jobs', String(jobs)]);
    const one = replay(1);
    expect(one.status, one.stderr).toBe(2);
    const report = JSON.parse(one.stdout) as { traces: { replayed: number }; rejectedLines: number; overall: { decisions: Record<string, number> } };
    expect(report.traces.replayed).toBeGreaterThan(200);
    expect(report.rejectedLines).toBe(2);
    expect(Object.values(report.overall.decisions).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(500);
    const two = replay(2);
    expect(two.stdout).toBe(one.stdout);
    expect(two.status).toBe(one.status);
  });

  it('refuses a --jobs that is not a whole number from 1', () => {
    for (const bad of ['0', '1.5', 'two']) {
      const result = leakscope(['audit', input, '--jobs', bad]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('--jobs expects a whole number');
    }
  });
});
