import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/support/cli.js';
import { needReferenceData } from '../../../test/support/data.js';
import { scenariosCommand } from './scenarios.js';

const RELEASE = needReferenceData('agentleak/scenarios_full_1000.jsonl', 'the AgentLeak scenario import through the CLI');
const dir = mkdtempSync(join(tmpdir(), 'leakscope-scenarios-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...argv: string[]) => runCli(argv, [scenariosCommand]);

describe('leakscope scenarios', () => {
  it('generates the same bytes to a file and to stdout, then validates them', async () => {
    const file = join(dir, 'nested', 'set.jsonl');
    const toFile = await run('scenarios', 'generate', '--count', '30', '--seed', '42', '--out', file);
    expect(toFile.status).toBe(0);
    expect(toFile.stderr).toContain(`Wrote 30 scenarios (seed 42) to ${file}`);
    const toStdout = await run('scenarios', 'generate', '--count', '30', '--seed', '42');
    expect(toStdout.stdout).toBe(readFileSync(file, 'utf8'));
    expect(toStdout.stdout.trimEnd().split('\n')).toHaveLength(30);

    const validated = await run('scenarios', 'validate', file);
    expect(validated).toMatchObject({ status: 0, stdout: `${file}: 30 scenarios, 30 valid, 0 invalid\n` });
  });

  it('exits 2 on an invalid line and prints file:line: field: message', async () => {
    const good = await run('scenarios', 'generate', '--count', '2', '--seed', '1');
    const [first, second] = good.stdout.trimEnd().split('\n');
    const broken = JSON.parse(second ?? '{}') as { vault: Array<{ weight: number }> };
    if (broken.vault[0] !== undefined) broken.vault[0].weight = 2;
    const file = join(dir, 'broken.jsonl');
    writeFileSync(file, `${first ?? ''}\n${JSON.stringify(broken)}\n`);
    const result = await run('scenarios', 'validate', file);
    expect(result.status).toBe(2);
    expect(result.stdout).toContain(`${file}:2: vault[0].weight: `);
    expect(result.stdout).toContain(`${file}: 2 scenarios, 1 valid, 1 invalid`);

    const stats = await run('scenarios', 'stats', file);
    expect(stats.status).toBe(2);
    expect(stats.stdout).toMatch(/^scenarios: 1\n/);
    expect(stats.stderr).toContain('1 invalid lines were left out of the stats');
  });

  it('prints stats as text or Markdown', async () => {
    const file = join(dir, 'stats.jsonl');
    await run('scenarios', 'generate', '--count', '40', '--seed', '9', '--out', file);
    const text = await run('scenarios', 'stats', file);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Attack class (all 32)');
    const markdown = await run('scenarios', 'stats', file, '--format', 'md');
    expect(markdown.stdout).toContain('### Topology');
  });

  it('rejects bad usage with exit 2', async () => {
    expect((await run('scenarios', 'generate', '--count', 'many')).status).toBe(2);
    expect((await run('scenarios', 'generate', '--count', '0')).status).toBe(2);
    expect((await run('scenarios', 'validate', join(dir, 'absent.jsonl'))).status).toBe(2);
    expect((await run('scenarios', 'stats', join(dir, 'absent.jsonl'), '--format', 'pdf')).status).toBe(2);
  });

  it.skipIf(RELEASE === undefined)('imports the AgentLeak release with a per-record report', async () => {
    const release = RELEASE ?? '';
    const out = join(dir, 'agentleak.jsonl');
    const report = join(dir, 'agentleak-report.jsonl');
    const result = await run('scenarios', 'import', 'agentleak', release, '--out', out, '--report', report);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('records: 1000');
    const entries = readFileSync(report, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: string; reasons: string[] });
    expect(entries).toHaveLength(1000);
    for (const entry of entries) if (entry.status !== 'imported') expect(entry.reasons.length).toBeGreaterThan(0);
    const imported = entries.filter((entry) => entry.status !== 'rejected').length;
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(imported);
    expect((await run('scenarios', 'validate', out)).status).toBe(0);
    expect((await run('scenarios', 'import', 'agentleak', release, '--out', out, '--strict')).status).toBe(imported < 1000 ? 1 : 0);
  });
});
