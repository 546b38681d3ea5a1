/**
 * The response cache of `arena run` and `mosaic run`, through the built CLI, as `bench` keeps
 * one in its run directory: with `--out`, the model-driven agents' responses go to
 * `<out>/cache.sqlite`, and a second run into the same directory — against a stub that fails
 * every request — makes no model call and writes the same bytes (traces, scores, results and
 * reports, and stdout). `--no-cache` turns it off; `--cache FILE` puts it elsewhere.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MINI_PRIVACYLENS } from './fixtures/arena/tasks.js';
import { arenaScript, mosaicScript } from './fixtures/scripted-models.js';
import { leakscopeAsync, type CliResult } from './support/cli.js';
import { startStubModel, type ChatRequest, type StubModel, type StubReply } from './support/stub-model.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-cli-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stub that must not be called: every request fails. */
const refuseAll = () => startStubModel(() => ({ status: 500 }));

/** Runs the CLI against `stub` and keeps what it wrote: stdout and each named file of `out`. */
async function runAgainst(stub: StubModel, args: (baseURL: string) => string[], out: string, files: readonly string[]): Promise<{ run: CliResult; outputs: Record<string, string> }> {
  const run = await leakscopeAsync(args(stub.baseURL));
  expect(run.stderr).not.toContain('internal error');
  expect(run.status, run.stderr).toBe(0);
  return { run, outputs: Object.fromEntries([['stdout', run.stdout], ...files.map((file) => [file, readFileSync(join(out, file), 'utf8')])]) };
}

/** A first run against an answering stub, then the same command against a refusing one: 0 calls, the same bytes. */
async function expectCachedRerun(script: (request: ChatRequest) => StubReply, args: (baseURL: string) => string[], out: string, files: readonly string[]): Promise<number> {
  const answering = await startStubModel(script);
  let first: Awaited<ReturnType<typeof runAgainst>>;
  let calls: number;
  try {
    first = await runAgainst(answering, args, out, files);
    calls = answering.calls();
  } finally {
    await answering.close();
  }
  expect(calls).toBeGreaterThan(0);
  expect(existsSync(join(out, 'cache.sqlite'))).toBe(true);
  const refusing = await refuseAll();
  try {
    const second = await runAgainst(refusing, args, out, files);
    expect(refusing.calls()).toBe(0);
    for (const name of Object.keys(first.outputs)) {
      const [a, b] = [first.outputs[name] ?? '', second.outputs[name] ?? ''];
      // Line by line first, for a readable difference; then byte for byte.
      expect(b.split('\n'), name).toEqual(a.split('\n'));
      expect(b, name).toBe(a);
    }
  } finally {
    await refusing.close();
  }
  return calls;
}

describe('leakscope arena run keeps a response cache in --out', () => {
  const out = join(work, 'arena');
  const args =
    (...extra: string[]) =>
    (baseURL: string) => [
      'arena',
      'run',
      '--privacylens',
      MINI_PRIVACYLENS,
      '--limit',
      '1',
      '--agents',
      'llm',
      '--model',
      'openai-compatible:stub',
      '--base-url',
      baseURL,
      '--conditions',
      'C0,C1,C4',
      '--concurrency',
      '2',
      '--out',
      out,
      ...extra,
    ];

  it('a second run into the same directory makes no model call and writes the same traces, scores and reports', async () => {
    await expectCachedRerun(arenaScript, args(), out, ['traces.jsonl', 'scores.jsonl', 'metrics.json', 'metrics.md']);
    const traces = readFileSync(join(out, 'traces.jsonl'), 'utf8');
    expect(traces).toContain('"agent":"llm"');
    expect(traces).not.toContain('"status":"error"');
  });

  it('--no-cache sends every call to the model', async () => {
    // The directory holds the cache of the run above; without it, the same run reaches the model again.
    const answering = await startStubModel(arenaScript);
    try {
      const run = await leakscopeAsync(args('--no-cache')(answering.baseURL));
      expect(run.status, run.stderr).toBe(0);
      expect(answering.calls()).toBeGreaterThan(0);
    } finally {
      await answering.close();
    }
  });
});

describe('leakscope mosaic run keeps a response cache in --out', () => {
  const out = join(work, 'mosaic');
  const args = (baseURL: string) => [
    'mosaic',
    'run',
    '--mode',
    'live',
    '--model',
    'openai-compatible:stub',
    '--base-url',
    baseURL,
    '--limit',
    '1',
    '--reps',
    '2',
    '--no-guard',
    '--resamples',
    '100',
    '--format',
    'json',
    '--out',
    out,
  ];

  it('a second run into the same directory makes no model call and writes the same results and reports; each repetition is its own sample', async () => {
    const calls = await expectCachedRerun(mosaicScript, args, out, ['mosaic-results.jsonl', 'mosaic-report.json', 'mosaic-report.md']);
    // 24 configurations × 2 repetitions × 3 steps (list, read, answer): the repetitions of a cell
    // (temperature 1) are separate calls and separate cache entries, not one answer replayed.
    expect(calls).toBe(24 * 2 * 3);
    const results = readFileSync(join(out, 'mosaic-results.jsonl'), 'utf8');
    expect(results).not.toContain('"status":"error"');
  });

  it('--cache FILE keeps the cache elsewhere, and a reference-only run opens none', async () => {
    const file = join(work, 'elsewhere', 'mosaic.sqlite');
    const answering = await startStubModel(mosaicScript);
    try {
      const run = await leakscopeAsync([...args(answering.baseURL).slice(0, -2), '--reps', '1', '--cache', file, '--out', join(work, 'mosaic-file')]);
      expect(run.status, run.stderr).toBe(0);
    } finally {
      await answering.close();
    }
    expect(existsSync(file)).toBe(true);
    expect(existsSync(join(work, 'mosaic-file', 'cache.sqlite'))).toBe(false);
    const offline = await leakscopeAsync(['mosaic', 'run', '--limit', '1', '--no-guard', '--resamples', '100', '--out', join(work, 'mosaic-offline')]);
    expect(offline.status, offline.stderr).toBe(0);
    expect(existsSync(join(work, 'mosaic-offline', 'cache.sqlite'))).toBe(false);
  });
});

describe('leakscope bench --clock logical', () => {
  it('two runs at concurrency 4 write byte-identical traces (decoded) and the same report (but for the input paths)', async () => {
    const out = join(work, 'bench');
    const bench = (runId: string) => leakscopeAsync(['bench', '--count', '12', '--concurrency', '4', '--clock', 'logical', '--out', out, '--run-id', runId]);
    const [a, b] = [await bench('a'), await bench('b')];
    expect(a.status, a.stderr).toBe(0);
    expect(b.status, b.stderr).toBe(0);
    // The decoded traces: the gzip bytes also depend on how the finished runs were batched into writes.
    const traces = (runId: string) => gunzipSync(readFileSync(join(out, runId, 'traces.jsonl.gz')));
    expect(traces('b').equals(traces('a'))).toBe(true);
    const report = (runId: string) => {
      const { inputs: _inputs, ...rest } = JSON.parse(readFileSync(join(out, runId, 'report.json'), 'utf8')) as { inputs: unknown };
      return JSON.stringify(rest);
    };
    expect(report('b')).toBe(report('a'));
    expect(readFileSync(join(out, 'a', 'report.json'), 'utf8')).toContain('"generatedAt": "2026-01-01T');
  });
});
