import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIO, runCli } from '../../../test/support/cli.js';
import { EXAMPLE_TRACES, rawValuesIn, vaultValues } from '../../report/html/example-vault.test-helpers.js';
import { auditCommand } from './audit.js';
import { reportCommand } from './report.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const run = async (args: string[], io = captureIO()): Promise<number> => (await runCli(args, [auditCommand, reportCommand], io)).status;

describe('leakscope report <run-dir>', () => {
  const dir = join(work, 'run');
  beforeAll(async () => {
    expect(await run(['audit', EXAMPLE_TRACES, '--out', dir])).toBe(0);
  });

  it('re-renders report.html and report.md from report.json and findings.jsonl', async () => {
    const io = captureIO();
    expect(await run(['report', dir, '--title', 'Quarterly audit'], io)).toBe(0);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<title>Quarterly audit</title>');
    expect(html).toContain('patient.ssn ***-**-3981');
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(/^# Quarterly audit/);
    expect(io.err()).toContain('report.html');
    const values = await vaultValues();
    expect(rawValuesIn(html, values)).toEqual([]);
  });

  it('exits 2 with a clear message when the run directory or report.json is missing', async () => {
    const io = captureIO();
    expect(await run(['report', join(work, 'nope')], io)).toBe(2);
    expect(io.err()).toContain('run directory not found');
    const empty = join(work, 'empty');
    await run(['audit', EXAMPLE_TRACES, '--out', empty]);
    rmSync(join(empty, 'report.json'));
    const second = captureIO();
    expect(await run(['report', empty], second)).toBe(2);
    expect(second.err()).toMatch(/report\.json: not found/);
  });

  it('exits 2 naming the field when report.json is not a report, and the line when findings.jsonl is broken', async () => {
    const broken = join(work, 'broken');
    await run(['audit', EXAMPLE_TRACES, '--out', broken]);
    const report = JSON.parse(readFileSync(join(broken, 'report.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(broken, 'report.json'), JSON.stringify({ ...report, traces: 'many' }));
    const io = captureIO();
    expect(await run(['report', broken], io)).toBe(2);
    expect(io.err()).toContain('traces');
    writeFileSync(join(broken, 'report.json'), JSON.stringify(report));
    writeFileSync(join(broken, 'findings.jsonl'), '{"traceId":"x"}\n');
    const second = captureIO();
    expect(await run(['report', broken], second)).toBe(2);
    expect(second.err()).toContain('findings.jsonl:1: not a finding');
    rmSync(join(broken, 'findings.jsonl'));
    const third = captureIO();
    expect(await run(['report', broken], third)).toBe(2);
    expect(third.err()).toContain('--no-findings');
    expect(await run(['report', broken, '--no-findings'])).toBe(0);
  });
});
