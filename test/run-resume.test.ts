import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TraceRecordSchema, type TraceRecord } from '../src/contracts/index.js';
import { referenceAgent, resolveDefense, unitTraceId } from '../src/run/index.js';
import { scenarioCopies } from './fixtures/run/scenarios.js';

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
