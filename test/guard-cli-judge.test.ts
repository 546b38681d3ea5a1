/**
 * `leakscope guard … --judge-model`: the arbiter (and the model-judged criteria) from the command
 * line, against a stub OpenAI-compatible server on 127.0.0.1, with the response cache; without a
 * model the arbiter is refused with a clear message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures/guard/paths.js';
import { leakscopeAsync } from './support/cli.js';
import { startStubModel } from './support/stub-model.js';

const FIXTURE = join(FIXTURES, 'replay-traces.jsonl');
const work = mkdtempSync(join(tmpdir(), 'leakscope-guard-judge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('leakscope guard replay --criterion arbiter', () => {
  it('refuses the arbiter without a model, naming what to add', async () => {
    const run = await leakscopeAsync(['guard', 'replay', FIXTURE, '--criterion', 'arbiter']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('the arbiter criterion needs a model');
  });

  it('asks the model once per flow, and a re-run with the cache asks nothing', async () => {
    const stub = await startStubModel(() => ({ text: JSON.stringify({ decision: 'BLOCK', rationale: 'the recipient has no need for these facts', facts: [] }) }));
    try {
      const cache = join(work, 'judge.sqlite');
      const args = ['guard', 'replay', FIXTURE, '--criterion', 'arbiter', '--judge-model', 'openai-compatible:stub', '--base-url', stub.baseURL, '--cache', cache, '--format', 'json'];
      const first = await leakscopeAsync(args);
      // The fixture holds one malformed line on purpose: exit 2 (bad input), figures still printed.
      expect(first.status).toBe(2);
      const report = JSON.parse(first.stdout) as { criterion: string; overall: { decisions: Record<string, number>; failures: number } };
      expect(report.criterion).toBe('arbiter');
      expect(report.overall.failures).toBe(0);
      expect(report.overall.decisions['BLOCK']).toBeGreaterThan(0);
      const asked = stub.requests.length;
      expect(asked).toBeGreaterThan(0);
      const again = await leakscopeAsync(args);
      expect(JSON.parse(again.stdout)).toEqual(report);
      expect(stub.requests.length).toBe(asked);
    } finally {
      await stub.close();
    }
  });

  it('wants --judge-model with --cache or --base-url', async () => {
    const run = await leakscopeAsync(['guard', 'replay', FIXTURE, '--cache', join(work, 'x.sqlite')]);
    expect(run.stderr).toContain('give --judge-model too');
  });
});
