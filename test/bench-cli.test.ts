import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../src/contracts/index.js';
import { generateScenarios } from '../src/scenario/index.js';
import { leakscope } from './support/cli.js';

const out = mkdtempSync(join(tmpdir(), 'leakscope-bench-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('leakscope bench (offline, reference agents)', () => {
  const run = leakscope(['bench', '--count', '60', '--seed', '42', '--out', out, '--run-id', 'b60']);
  const dir = join(out, 'b60');

  it('writes a complete run directory', () => {
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(expect.arrayContaining(['config.json', 'findings.jsonl', 'report.html', 'report.json', 'report.md', 'traces.jsonl']));
  });

  it('shows naive leaking on internal channels, minimal far less, and the interceptor lowering C2/C5 at its TSR cost', () => {
    const report = ReportSchema.parse(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')));
    const groups = report.groups['agentDefense'] ?? {};
    const naive = groups['reference:naive | none'];
    const minimal = groups['reference:minimal | none'];
    const intercepted = groups['reference:naive | internal-interceptor'];
    expect(naive?.anyInternal.rate).toBe(1);
    expect(minimal?.anyInternal.rate ?? 1).toBeLessThan(0.1);
    expect(intercepted?.anyInternal.rate ?? 1).toBeLessThan(0.1);
    expect(intercepted?.tsr.n).toBeGreaterThan(0);
    expect(run.stdout).toContain('reference:naive | internal-interceptor');
    expect(run.stdout).toContain('ASR by attack family');
    expect(run.stdout).toContain('not language models');
  });

  it('never writes a raw vault value into the reports', () => {
    const values = generateScenarios({ count: 60, seed: 42 })
      .flatMap((s) => s.vault.map((f) => f.value))
      .filter((v) => v.length >= 6 && /[\d\s_@]/.test(v)); // single common words (a department "Security") also occur in the page itself
    for (const file of ['report.json', 'report.md', 'report.html', 'findings.jsonl']) {
      // The run's own time stamps (`generatedAt`, trace times) are not vault values, even on a day a vault date equals today.
      const text = readFileSync(join(dir, file), 'utf8').replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, '<time>');
      const found = values.filter((value) => text.includes(value));
      expect(found, `${file} contains ${found.length} raw values`).toEqual([]);
    }
  });

  it('prints a dry run without running anything', () => {
    const dry = leakscope(['bench', '--count', '10', '--dry-run', '--out', out]);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/dry run: 10 scenarios, 2 agents × 2 defenses/);
  });
});
