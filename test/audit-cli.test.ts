import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../src/contracts/index.js';
import { leakscope, PROJECT_ROOT } from './support/cli.js';

const EXAMPLE = join(PROJECT_ROOT, 'examples/traces.jsonl');
const work = mkdtempSync(join(tmpdir(), 'leakscope-audit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every raw value in the example vaults (the strings that must never be printed). */
function exampleValues(): string[] {
  const values: string[] = [];
  for (const line of readFileSync(EXAMPLE, 'utf8').split('\n')) {
    if (!line.includes('"trace-start"')) continue;
    const record = JSON.parse(line) as { vault?: Array<{ value: string }> };
    for (const field of record.vault ?? []) values.push(field.value);
  }
  return values.filter((value) => value.length >= 4);
}

describe('leakscope audit on the bundled example', () => {
  const out = join(work, 'example');
  const run = leakscope(['audit', EXAMPLE, '--out', out]);

  it('exits 0 and writes report.json, report.md, report.html, report.csv and findings.jsonl', () => {
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['findings.jsonl', 'report.csv', 'report.html', 'report.json', 'report.md']);
  });

  it('report.json follows the report schema and has the documented fields', () => {
    const report = ReportSchema.parse(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))) as Report;
    expect(report.traces).toMatchObject({ total: 4, included: 3, excluded: { total: 1, byReason: { 'failed model call': 1 } } });
    expect(report.channels.C2).toMatchObject({ n: 2, k: 1 });
    expect(report.h1).toMatchObject({ n: 2, k: 1 });
    expect(report.groups.model?.['example:single']?.channels.C1.n).toBe(1);
  });

  it('finds the obfuscated and partial disclosures and not the look-alike ticket id', () => {
    const findings = readFileSync(join(out, 'findings.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { traceId: string; channel: string; field: string | null; method: string; kind: string });
    const leaks = (trace: string, channel: string): string[] => findings.filter((f) => f.traceId === trace && f.channel === channel && f.kind === 'vault-leak').map((f) => f.field ?? '');
    expect(leaks('ex-hea-1', 'C5')).toEqual(expect.arrayContaining(['patient.ssn', 'patient.notes']));
    expect(leaks('ex-hea-1', 'C2')).toEqual(expect.arrayContaining(['patient.ssn', 'patient.dob', 'patient.phone', 'patient.diagnosis_code']));
    expect(leaks('ex-fin-1', 'C3')).toContain('customer.card');
    expect(leaks('ex-fin-1', 'C6')).toEqual(expect.arrayContaining(['customer.secret', 'customer.income']));
    expect(leaks('ex-hea-2', 'C1')).toEqual([]);
    expect(findings.some((f) => f.traceId === 'ex-fin-1' && f.kind === 'unvaulted-pii' && f.channel === 'C1')).toBe(false);
  });

  it('never prints a raw vault value in any output', () => {
    // The report's own generation time is no vault value, even on the day a vault date names
    // (the example books a follow-up on 2026-12-04): it is taken out before looking.
    const generatedAt = (JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { generatedAt: string }).generatedAt;
    const outputs = [run.stdout, run.stderr, ...readdirSync(out).map((file) => readFileSync(join(out, file), 'utf8'))].map((text) => text.replaceAll(generatedAt, '<generatedAt>'));
    for (const value of exampleValues()) {
      for (const text of outputs) expect(text.includes(value), `value of length ${value.length} leaked`).toBe(false);
    }
  });

  it('prints the exclusion line and per-channel rates with intervals', () => {
    expect(run.stdout).toContain('Excluded 1 of 4 traces');
    expect(run.stdout).toMatch(/C2 +inter-agent messages +internal +\d+\.\d% \[/);
  });
});

describe('leakscope audit exit statuses', () => {
  it('exits 1 when a rate is above --fail-above', () => {
    const run = leakscope(['audit', EXAMPLE, '--fail-above', '10%', '--format', 'md']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is above --fail-above 10.0%');
    expect(run.stdout).toContain('# leakscope report');
  });

  it('exits 0 when under the gate', () => {
    expect(leakscope(['audit', EXAMPLE, '--fail-above', '1']).status).toBe(0);
  });

  it('reports malformed lines with file and line, keeps every valid trace, and exits 2', () => {
    const lines = readFileSync(EXAMPLE, 'utf8').trim().split('\n');
    lines.splice(3, 0, '{"type":"event","traceId":"ex-hea-1","seq":99,"channel":"C9","content":"x"}', '{not json');
    const broken = join(work, 'broken.jsonl');
    writeFileSync(broken, `${lines.join('\n')}\n`);
    const run = leakscope(['audit', broken, '--format', 'json']);
    expect(run.status).toBe(2);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.traces.total).toBe(4);
    expect(report.rejectedLines.total).toBe(2);
    expect(report.rejectedLines.examples.map((e) => e.line)).toEqual([4, 5]);
    expect(report.rejectedLines.examples[0]?.message).toContain('channel');
  });

  it('exits 2 with a clear message for a missing file and for a bad flag value', () => {
    const missing = leakscope(['audit', join(work, 'nope.jsonl')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('nope.jsonl');
    const bad = leakscope(['audit', EXAMPLE, '--fail-above', 'lots']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--fail-above expects a rate');
  });

  it('reads traces from stdin', () => {
    const run = leakscope(['audit', '-', '--format', 'json'], { input: readFileSync(EXAMPLE, 'utf8') });
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as Report).traces.total).toBe(4);
  });
});

describe('leakscope audit --semantic offline', () => {
  it('adds tier 3 to the detectors and says so in the report', () => {
    const run = leakscope(['audit', EXAMPLE, '--semantic', 'offline', '--format', 'json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(Object.keys(report.tool.detectors)).toEqual(expect.arrayContaining(['canary', 'structured', 'semantic-offline']));
    expect(report.notes.some((note) => note.includes('3 (offline paraphrase matcher)'))).toBe(true);
  });
});
