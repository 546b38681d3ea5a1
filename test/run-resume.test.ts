import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type TraceRecord } from '../src/contracts/index.js';
import { referenceAgent, resolveDefense, unitTraceId } from '../src/run/index.js';
import { scenarioCopies } from './fixtures/run/scenarios.js';
import { leakscope } from './support/cli.js';

const fixtures = resolve(import.meta.dirname, 'fixtures/run');

interface Child {
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(): void;
}

/** Runs the benchmark in a child process; `killAt` SIGKILLs it once that many traces are written. */
function runChild(args: readonly string[], killAt?: number): Child {
  const child = spawn(process.execPath, ['--import', './ts-register.mjs', 'resume-child.mjs', ...args], { cwd: fixtures, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout.on('data', (chunk: Buffer) => {
    const done = [...chunk.toString().matchAll(/progress (\d+)\//g)].map((match) => Number(match[1]));
    if (killAt !== undefined && done.some((count) => count >= killAt)) child.kill('SIGKILL');
  });
  return {
    exit: new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit({ code, signal, stderr }))),
    kill: () => child.kill('SIGKILL'),
  };
}

function records(path: string): TraceRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => TraceRecordSchema.parse(JSON.parse(line)));
}

describe('resume after a crash', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'leakscope-resume-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('continues a SIGKILLed run with exactly one complete trace per unit', async () => {
    const scenarios = scenarioCopies(30);
    const scenariosFile = join(workDir, 'scenarios.json');
    writeFileSync(scenariosFile, JSON.stringify(scenarios));
    const outDir = join(workDir, 'out');
    const tracesPath = join(outDir, 'crash', 'traces.jsonl');

    // The child stalls its naive units once 40 are done, so it is killed mid-run even on a slow machine.
    const killed = await runChild([scenariosFile, outDir, 'crash', '0', '25', '40'], 40).exit;
    expect(killed.signal).toBe('SIGKILL');
    const before = readFileSync(tracesPath, 'utf8');
    const completeBefore = before.split('\n').filter((line) => line.includes('"type":"trace-end"')).length;
    expect(completeBefore).toBeGreaterThanOrEqual(40);

    // Simulate a write torn by the crash: a trace without its end, then half a line.
    const expected = new Set<string>();
    const agents = [referenceAgent('naive'), referenceAgent('minimal')];
    for (const scenario of scenarios) {
      for (const agent of agents) {
        for (const defense of ['none', 'internal-interceptor']) {
          for (const path of ['single', 'multi'] as const) {
            if (path === 'multi' && scenario.topology.kind === 'single') continue;
            expected.add(unitTraceId(scenario.id, agent, resolveDefense(defense).id, path));
          }
        }
      }
    }
    expect(completeBefore).toBeLessThan(expected.size);
    const lines = before.split('\n').filter((line) => line.length > 0);
    const torn = lines
      .slice(0, 3)
      .join('\n')
      .replaceAll(JSON.parse(lines[0] ?? '{}').traceId as string, [...expected].at(-1) ?? '');
    appendFileSync(tracesPath, `${torn}\n{"type":"event","traceId":"x","se`);

    const resumed = await runChild([scenariosFile, outDir, 'crash', '1', '0']).exit;
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);

    const all = records(tracesPath);
    const starts = all.filter((record) => record.type === 'trace-start').map((record) => record.traceId);
    const ends = all.filter((record) => record.type === 'trace-end').map((record) => record.traceId);
    expect(starts.length).toBe(expected.size);
    expect(new Set(starts)).toEqual(expected);
    expect(ends).toEqual(starts);
    // Every trace is one contiguous block: start, its events, end.
    let open: string | undefined;
    for (const record of all) {
      if (record.type === 'trace-start') {
        expect(open).toBeUndefined();
        open = record.traceId;
      } else {
        expect(record.traceId).toBe(open);
        if (record.type === 'trace-end') open = undefined;
      }
    }
  });
});

/** The bench notes that count runs (payloads with no place, A0 twins), from `report.json`. */
function countNotes(runDir: string): string[] {
  const report = JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')) as { notes: string[] };
  return report.notes.filter((note) => note.includes('never delivered their payload') || note.includes('A0 twins ran'));
}

describe('bench notes after a resume (issue 19, defect 8)', () => {
  const out = mkdtempSync(join(tmpdir(), 'leakscope-resume-notes-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const args = ['bench', '--count', '40', '--seed', '7', '--agents', 'reference:naive', '--defenses', 'none', '--clock', 'logical', '--out', out];

  it('counts attacked runs without a place for their payload (and A0 twins) over every stored trace, resumed or not', () => {
    const full = leakscope([...args, '--run-id', 'full']);
    expect(full.status, full.stderr).toBe(0);
    const notes = countNotes(join(out, 'full'));
    expect(notes).toHaveLength(2);
    const expected = notes.find((note) => note.includes('payload'));
    expect(expected).toMatch(/^\d+ attacked runs never delivered their payload/);
    expect(full.stdout).toContain(`Note: ${expected}`);
    const lines = gunzipSync(readFileSync(join(out, 'full', 'traces.jsonl.gz')))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0);

    // Killed while running, after the first attacked run whose payload had no place: the traces up to it are on disk, then a torn line.
    const notPlaced = lines.flatMap((line, index) => (line.includes('"type":"trace-end"') && line.includes('"attackDelivered":false') ? [index] : []));
    expect(notPlaced.length).toBeGreaterThanOrEqual(2);
    expect(expected).toMatch(new RegExp(`^${notPlaced.length} attacked runs`));
    const cut = (notPlaced[0] ?? 0) + 1;
    for (const runId of ['killed-running', 'killed-scoring']) mkdirSync(join(out, runId));
    cpSync(join(out, 'full', 'config.json'), join(out, 'killed-running', 'config.json'));
    writeFileSync(join(out, 'killed-running', 'traces.jsonl.gz'), gzipSync(`${lines.slice(0, cut).join('\n')}\n{"type":"event","traceId":"x","se`));
    // Killed while scoring: every trace is on disk, no report yet.
    cpSync(join(out, 'full', 'config.json'), join(out, 'killed-scoring', 'config.json'));
    cpSync(join(out, 'full', 'traces.jsonl.gz'), join(out, 'killed-scoring', 'traces.jsonl.gz'));

    for (const runId of ['killed-running', 'killed-scoring']) {
      const resumed = leakscope([...args, '--run-id', runId, '--resume']);
      expect(resumed.status, resumed.stderr).toBe(0);
      expect(countNotes(join(out, runId)), runId).toEqual(notes);
      for (const note of notes) expect(resumed.stdout, runId).toContain(`Note: ${note}`);
    }
  });
});
