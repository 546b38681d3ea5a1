/**
 * `leakscope bench` writes its traces and findings gzip-compressed (`traces.jsonl.gz`,
 * `findings.jsonl.gz`), every command reads the run directory, and `--resume` continues a run
 * cut by a crash (the file ends inside a gzip member), a complete run, and a run from before
 * compression (plain `traces.jsonl`, named in its config.json) in its own format. The runs use
 * the logical clock, so an interrupted and resumed run must decode to the very bytes of an
 * uninterrupted one.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../src/contracts/index.js';
import { runBenchmark } from '../src/run/index.js';
import { generateScenarios } from '../src/scenario/index.js';
import { leakscope, startLeakscope } from './support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-bench-gzip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const out = join(work, 'out');
const bench = (...extra: string[]) =>
  leakscope(['bench', '--count', '6', '--agents', 'reference:naive,reference:minimal', '--defenses', 'none', '--paths', 'single', '--concurrency', '1', '--clock', 'logical', '--out', out, ...extra]);
const decoded = (path: string): string => gunzipSync(readFileSync(path)).toString('utf8');
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';
const traceStarts = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as { type: string; traceId: string })
    .filter((record) => record.type === 'trace-start')
    .map((record) => record.traceId);
/** report.json without its input paths (they name the run directory) and notes (a resumed run's count only the runs of its own session). */
const reportOf = (dir: string): string => {
  const { inputs: _inputs, notes: _notes, ...rest } = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { inputs: unknown; notes: unknown };
  return JSON.stringify(rest);
};

describe('leakscope bench writes gzip files that every command reads', () => {
  const whole = join(out, 'whole');
  const run = bench('--run-id', 'whole');

  it('writes traces.jsonl.gz and findings.jsonl.gz, records the name in config.json and says so', () => {
    expect(run.stderr).not.toContain('internal error');
    expect(run.status, run.stderr).toBe(0);
    const files = readdirSync(whole);
    expect(files).toEqual(expect.arrayContaining(['config.json', 'traces.jsonl.gz', 'findings.jsonl.gz', 'report.json', 'report.md', 'report.csv', 'report.html']));
    expect(files).not.toContain('traces.jsonl');
    expect(files).not.toContain('findings.jsonl');
    expect(JSON.parse(readFileSync(join(whole, 'config.json'), 'utf8')).files).toEqual({ config: 'config.json', traces: 'traces.jsonl.gz', cache: 'cache.sqlite' });
    expect(lastLine(run.stderr)).toBe(`Wrote config.json, traces.jsonl.gz, findings.jsonl.gz, report.json, report.md, report.csv, report.html to ${whole}`);
    const report = ReportSchema.parse(JSON.parse(readFileSync(join(whole, 'report.json'), 'utf8')));
    expect(report.inputs).toEqual([join(whole, 'traces.jsonl.gz')]);
    expect(traceStarts(decoded(join(whole, 'traces.jsonl.gz'))).length).toBeGreaterThan(report.traceCount - 1);
    // The HTML lists the findings read back from findings.jsonl.gz.
    const findings = decoded(join(whole, 'findings.jsonl.gz'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { traceId: string; kind: string });
    const leak = findings.find((finding) => finding.kind === 'vault-leak');
    expect(leak).toBeDefined();
    const html = readFileSync(join(whole, 'report.html'), 'utf8');
    expect(html).not.toContain('Findings were not provided');
    expect(html).toContain(leak?.traceId);
  });

  it('is read by report, audit and view', async () => {
    const rendered = join(work, 'rendered');
    const report = leakscope(['report', whole, '--out', rendered]);
    expect(report.status, report.stderr).toBe(0);
    expect(readFileSync(join(rendered, 'report.html'), 'utf8')).not.toContain('Findings were not provided');

    const audited = leakscope(['audit', join(whole, 'traces.jsonl.gz'), '--format', 'json']);
    expect(audited.status, audited.stderr).toBe(0);
    expect(ReportSchema.parse(JSON.parse(audited.stdout)).traceCount).toBe(ReportSchema.parse(JSON.parse(readFileSync(join(whole, 'report.json'), 'utf8'))).traceCount);

    const traces = traceStarts(decoded(join(whole, 'traces.jsonl.gz'))).length;
    const viewer = startLeakscope(['view', whole, '--port', '0']);
    try {
      const [, indexed] = await viewer.waitFor(/^Indexed (\d+) traces \(findings from findings\.jsonl\.gz\)/m);
      expect(Number(indexed)).toBe(traces);
    } finally {
      await viewer.stop();
    }
  });

  it('resumes a run cut inside its gzip member to the traces and report of the uninterrupted run', () => {
    const cut = join(out, 'cut');
    expect(bench('--run-id', 'cut').status).toBe(0);
    const tracesFile = join(cut, 'traces.jsonl.gz');
    truncateSync(tracesFile, Math.floor(statSync(tracesFile).size / 2));
    for (const file of ['findings.jsonl.gz', 'report.json']) rmSync(join(cut, file));
    const resumed = bench('--run-id', 'cut', '--resume');
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(decoded(tracesFile)).toBe(decoded(join(whole, 'traces.jsonl.gz')));
    expect(decoded(join(cut, 'findings.jsonl.gz'))).toBe(decoded(join(whole, 'findings.jsonl.gz')));
    expect(reportOf(cut)).toBe(reportOf(whole));
  });

  it('resumes a complete run without touching its traces', () => {
    const before = readFileSync(join(whole, 'traces.jsonl.gz'));
    const again = bench('--run-id', 'whole', '--resume');
    expect(again.status, again.stderr).toBe(0);
    expect(readFileSync(join(whole, 'traces.jsonl.gz')).equals(before)).toBe(true);
    expect(lastLine(again.stderr)).toContain('traces.jsonl.gz, findings.jsonl.gz');
  });

  it('resumes a run from before compression in plain files, as its config.json names them', () => {
    const legacy = join(out, 'legacy');
    expect(bench('--run-id', 'legacy').status).toBe(0);
    // A run directory as the previous version left it, interrupted after the third trace.
    const lines = decoded(join(legacy, 'traces.jsonl.gz')).split('\n');
    const thirdEnd = lines.findIndex((line, index) => line.includes('"type":"trace-end"') && lines.slice(0, index + 1).filter((l) => l.includes('"type":"trace-end"')).length === 3);
    writeFileSync(join(legacy, 'traces.jsonl'), `${lines.slice(0, thirdEnd + 1).join('\n')}\n`);
    for (const file of ['traces.jsonl.gz', 'findings.jsonl.gz', 'report.json']) rmSync(join(legacy, file));
    const config = JSON.parse(readFileSync(join(legacy, 'config.json'), 'utf8')) as { files: Record<string, string> };
    writeFileSync(join(legacy, 'config.json'), `${JSON.stringify({ ...config, files: { ...config.files, traces: 'traces.jsonl' } }, null, 2)}\n`);

    const resumed = bench('--run-id', 'legacy', '--resume');
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(readFileSync(join(legacy, 'traces.jsonl'), 'utf8')).toBe(decoded(join(whole, 'traces.jsonl.gz')));
    expect(readFileSync(join(legacy, 'findings.jsonl'), 'utf8')).toBe(decoded(join(whole, 'findings.jsonl.gz')));
    expect(existsSync(join(legacy, 'traces.jsonl.gz'))).toBe(false);
    expect(existsSync(join(legacy, 'findings.jsonl.gz'))).toBe(false);
    expect(lastLine(resumed.stderr)).toContain('config.json, traces.jsonl, findings.jsonl, report.json');
  });
});

describe('runBenchmark compressTraces', () => {
  const scenarios = generateScenarios({ count: 5, seed: 7 });
  const base = { scenarios, agents: ['reference:naive'], defenses: ['none'], paths: ['single' as const], outDir: join(work, 'api'), concurrency: 1, unitClock: 'logical' as const };

  it('writes traces.jsonl.gz, and a resume continues the file config.json names whatever it asks for', async () => {
    const plain = await runBenchmark({ ...base, runId: 'plain' });
    expect(plain.tracesPath).toBe(join(base.outDir, 'plain', 'traces.jsonl'));
    const expected = readFileSync(plain.tracesPath, 'utf8');

    for (const [runId, first, second] of [
      ['gz-then-plain', true, false],
      ['plain-then-gz', false, true],
    ] as const) {
      const started = await runBenchmark({ ...base, runId, compressTraces: first });
      expect(started.tracesPath, runId).toBe(join(base.outDir, runId, first ? 'traces.jsonl.gz' : 'traces.jsonl'));
      // Interrupted: the file cut in half (inside the gzip member, or inside a line).
      truncateSync(started.tracesPath, Math.floor(statSync(started.tracesPath).size / 2));
      const resumed = await runBenchmark({ ...base, runId, compressTraces: second, resume: true });
      expect(resumed.units.alreadyDone, runId).toBeGreaterThan(0);
      expect(resumed.units.written, runId).toBeGreaterThan(0);
      expect(resumed.tracesPath, runId).toBe(started.tracesPath);
      expect(existsSync(join(base.outDir, runId, second ? 'traces.jsonl.gz' : 'traces.jsonl')), runId).toBe(false);
      const bytes = readFileSync(resumed.tracesPath);
      expect((first ? gunzipSync(bytes) : bytes).toString('utf8'), runId).toBe(expected);
    }
  });

  it('refuses to resume when config.json names some other traces file', async () => {
    await runBenchmark({ ...base, runId: 'odd' });
    const configPath = join(base.outDir, 'odd', 'config.json');
    const config = JSON.parse(readFileSync(configPath, 'utf8')) as { files: Record<string, string> };
    writeFileSync(configPath, JSON.stringify({ ...config, files: { ...config.files, traces: '../elsewhere.jsonl' } }));
    await expect(runBenchmark({ ...base, runId: 'odd', resume: true })).rejects.toThrow(/files\.traces is "\.\.\/elsewhere\.jsonl", expected "traces\.jsonl" or "traces\.jsonl\.gz"/);
  });
});
