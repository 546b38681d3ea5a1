import { mkdtempSync, rmSync } from 'node:fs';
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

/** Runs `view` until the test has fetched what it needs; resolves to the fetched JSON. */
async function withViewer<T>(inputs: string[], flags: Parameters<typeof runView>[1], use: (url: string) => Promise<T>): Promise<{ status: number; result: T; err: string }> {
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const io = captureIO();
  const running = runView(inputs, flags, io, () => stopped);
  const [, url = ''] = await io.waitFor(/(http:\/\/\S+)/, 'stdout');
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
    expect(err).toContain('detectors run at startup');
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
