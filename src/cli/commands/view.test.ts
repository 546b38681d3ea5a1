import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureIO, runCli } from '../../../test/support/cli.js';
import { LeakscopeError } from '../../contracts/index.js';
import { EXAMPLE_TRACES } from '../../report/html/example-vault.test-helpers.js';
import { auditCommand } from './audit.js';
import { resolveViewInputs, runView } from './view.js';

const work = mkdtempSync(join(tmpdir(), 'leakscope-view-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `view` until the test has fetched what it needs (once indexing is done); resolves to the fetched JSON. */
async function withViewer<T>(inputs: string[], flags: Parameters<typeof runView>[1], use: (url: string) => Promise<T>): Promise<{ status: number; result: T; err: string }> {
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const io = captureIO();
  const running = runView(inputs, flags, io, () => stopped);
  const [, url = ''] = await io.waitFor(/(http:\/\/\S+)/, 'stdout');
  await io.waitFor(/^Indexed \d+ traces/m);
  const result = await use(url);
  stop();
  return { status: await running, result, err: io.err() };
}

describe('leakscope view', () => {
  it('serves trace files on 127.0.0.1 with a free port and stops cleanly', async () => {
    const { status, result, err } = await withViewer([EXAMPLE_TRACES], { port: '0' }, async (url) => {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      return (await fetch(`${url}api/traces?channel=C2&leaked=true`)).json() as Promise<{ total: number }>;
    });
    expect(status).toBe(0);
    expect(result.total).toBe(1);
    expect(err).toContain('Indexed 4 traces (detectors run as traces are indexed).');
  });

  it.skipIf(process.platform === 'win32')('prints the URL and serves the list while the traces are still being read', async () => {
    // A named pipe: the viewer reads what the test has written so far, and waits for the rest.
    const fifo = join(work, 'slow.jsonl');
    execFileSync('mkfifo', [fifo]);
    const lines = readFileSync(EXAMPLE_TRACES, 'utf8').split('\n');
    const secondEnds = lines.findIndex((line) => line.includes('"trace-end"') && line.includes('"ex-hea-2"'));
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const io = captureIO();
    const running = runView([fifo], { port: '0' }, io, () => stopped);
    const [, url = ''] = await io.waitFor(/(http:\/\/\S+)/, 'stdout');
    const writer = createWriteStream(fifo);
    writer.write(`${lines.slice(0, secondEnds + 1).join('\n')}\n`);
    interface List {
      total: number;
      progress: { state: string; traces: number };
    }
    const list = async (): Promise<List> => (await fetch(`${url}api/traces`)).json() as Promise<List>;
    await expect.poll(async () => (await list()).total, { timeout: 30_000 }).toBe(2);
    expect((await list()).progress).toEqual(expect.objectContaining({ state: 'indexing', traces: 2 }));
    expect(io.err()).toContain('Indexing in the background');
    expect(io.err()).not.toContain('Indexed');
    writer.end(lines.slice(secondEnds + 1).join('\n'));
    await io.waitFor(/^Indexed 4 traces/m);
    expect(await list()).toMatchObject({ total: 4, progress: { state: 'complete', traces: 4 } });
    stop();
    expect(await running).toBe(0);
  });

  it('fails with the bad line of a findings.jsonl, as before', async () => {
    const dir = join(work, 'bad-findings');
    expect((await runCli(['audit', EXAMPLE_TRACES, '--out', dir], [auditCommand])).status).toBe(0);
    const findings = join(dir, 'findings.jsonl');
    const [first = '', ...rest] = readFileSync(findings, 'utf8').split('\n');
    writeFileSync(findings, [first, '{not json', ...rest].join('\n'));
    const io = captureIO();
    await expect(runView([dir], { port: '0' }, io, () => new Promise(() => undefined))).rejects.toThrow(/findings\.jsonl:2: not valid JSON/);
  });

  it('opens a run directory: its inputs and its findings.jsonl', async () => {
    const dir = join(work, 'run');
    expect((await runCli(['audit', EXAMPLE_TRACES, '--out', dir], [auditCommand])).status).toBe(0);
    expect(await resolveViewInputs([dir])).toEqual({ sources: [EXAMPLE_TRACES], findingsFile: join(dir, 'findings.jsonl') });
    const { status, err } = await withViewer([dir], { port: '0' }, async (url) => (await fetch(`${url}api/facets`)).status);
    expect(status).toBe(0);
    expect(err).toContain('findings from findings.jsonl');
  });

  it('refuses --show-values on a non-loopback host, and bad ports', async () => {
    await expect(runView([EXAMPLE_TRACES], { port: '0', host: '0.0.0.0', showValues: true }, captureIO())).rejects.toThrow(LeakscopeError);
    await expect(runView([EXAMPLE_TRACES], { port: '70000' }, captureIO())).rejects.toThrow(/--port/);
  });

  it('warns when told to listen on a non-loopback host', async () => {
    const { err } = await withViewer([EXAMPLE_TRACES], { port: '0', host: '0.0.0.0' }, async () => undefined);
    expect(err).toContain('warning: serving traces on 0.0.0.0');
  });
});
