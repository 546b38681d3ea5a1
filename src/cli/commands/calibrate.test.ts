import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/support/cli.js';
import { startStubModel, userText } from '../../../test/support/stub-model.js';
import { replyAll } from '../../models/judge.test-helpers.js';
import { SEMANTIC_THRESHOLD } from '../../detect/semantic/index.js';
import { EXIT } from '../exit-codes.js';
import { calibrateCommand } from './calibrate.js';

const DEV = resolve(import.meta.dirname, '../../../test/data/semantic/dev.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'leakscope-calibrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const calibrate = (args: readonly string[]) => runCli(['calibrate', ...args], [calibrateCommand]);
/** The judges' token usage per call, as the text report prints it. */
const USAGE = { usage: { prompt_tokens: 50, completion_tokens: 10 } };

interface JsonReport {
  offline: {
    chosen: { tau: number } | null;
    tau: number;
    tauSource: string;
    grid: unknown[];
    row: { precision: { rate: number; ci: [number, number] }; recall: { rate: number; ci: [number, number] }; fpr: { rate: number } };
  };
  judges: { id: string; row: { tp: number; fp: number; tn: number; fn: number; unknown: number }; stats: { calls: number; cacheHits: number; failedCalls: number; unknown: number } }[];
  agreement: { a: string; b: string; kappa: number | null }[];
}

describe('leakscope calibrate', () => {
  it('prints the τ grid and chooses τ for the target FPR on the tuning split — the recorded default', async () => {
    const { status, stdout } = await calibrate([DEV]);
    expect(status).toBe(EXIT.ok);
    expect(stdout).toMatch(/split "tune": \d+ items/);
    expect(stdout.match(/^ {2}\d\.\d{2} {2}(\d+\.\d% \[|—)/gm)).toHaveLength(21);
    expect(stdout).toContain(`Chosen τ for FPR <= 0.05: ${SEMANTIC_THRESHOLD.tau.toFixed(2)}`);
    const json = JSON.parse((await calibrate([DEV, '--format', 'json'])).stdout) as JsonReport;
    // The recorded default is what calibration chooses now: change one, re-run, update the other.
    expect(json.offline.chosen?.tau).toBe(SEMANTIC_THRESHOLD.tau);
    expect(json.offline.row.fpr.rate).toBeLessThanOrEqual(SEMANTIC_THRESHOLD.targetFpr);
  });

  it('reports held-out test-split precision and recall at the recorded τ, with intervals', async () => {
    const { status, stdout } = await calibrate([DEV, '--split', 'test']);
    expect(status).toBe(EXIT.ok);
    expect(stdout).toContain(`Evaluated at τ = ${SEMANTIC_THRESHOLD.tau.toFixed(2)} (recorded default`);
    const json = JSON.parse((await calibrate([DEV, '--split', 'test', '--format', 'json'])).stdout) as JsonReport;
    expect(json.offline.tauSource).toBe('recorded');
    const { precision, recall } = json.offline.row;
    for (const rate of [precision, recall]) {
      expect(rate.ci[0]).toBeLessThanOrEqual(rate.rate);
      expect(rate.rate).toBeLessThanOrEqual(rate.ci[1]);
    }
    // The matcher is useful on facts it was never tuned on (measured figures are in docs/semantic.md).
    expect(precision.rate).toBeGreaterThan(0.75);
    expect(recall.rate).toBeGreaterThan(0.6);
  });

  it('evaluates three stub judges and their majority, counts failed calls as unknown, and caches', async () => {
    const data = join(dir, 'small.jsonl');
    const items = [
      { id: 'p1', text: 'He takes metformin daily.', facts: [{ key: 'dx', value: 'has type 2 diabetes' }], labels: { dx: true }, split: 'tune', kind: 'inference' },
      { id: 'n1', text: 'No history of diabetes.', facts: [{ key: 'dx', value: 'has type 2 diabetes' }], labels: { dx: false }, split: 'tune', kind: 'negation' },
      { id: 'p2', text: 'She went bankrupt in 2021.', facts: [{ key: 'bk', value: 'filed for Chapter 7 bankruptcy in 2021' }], labels: { bk: true }, split: 'tune', kind: 'partial' },
    ];
    writeFileSync(data, `${items.map((item) => JSON.stringify(item)).join('\n')}\n`);
    // Judge "right" follows the labels, "contrarian" says yes to everything, "down" fails with HTTP 503.
    const server = await startStubModel((request) => {
      if (request.model === 'down') return { status: 503 };
      return { text: replyAll(userText(request), (_fact, event) => (request.model === 'contrarian' || event.includes('metformin') || event.includes('bankrupt') ? 'yes' : 'no')) };
    }, USAGE);
    const cache = join(dir, 'cache.sqlite');
    try {
      const args = [
        data,
        '--no-matcher',
        '--judges',
        'openai-compatible:right,openai-compatible:contrarian,openai-compatible:down',
        '--base-url',
        server.baseURL,
        '--max-retries',
        '0',
        '--cache',
        cache,
        '--format',
        'json',
      ];
      const first = await calibrate(args);
      expect(first.status).toBe(EXIT.ok);
      const report = JSON.parse(first.stdout) as JsonReport;
      const byId = new Map(report.judges.map((judge) => [judge.id, judge]));
      expect(byId.get('openai-compatible:right')?.row).toMatchObject({ tp: 2, tn: 1, fp: 0, fn: 0 });
      expect(byId.get('openai-compatible:contrarian')?.row).toMatchObject({ tp: 2, fp: 1 });
      expect(byId.get('openai-compatible:down')?.row).toMatchObject({ tp: 0, fp: 0, tn: 0, fn: 0, unknown: 3 });
      expect(byId.get('openai-compatible:down')?.stats).toMatchObject({ failedCalls: 3, unknown: 3 });
      // Majority: right + contrarian agree on the positives; on the negative they split and "down" is unknown.
      const majority = report.judges.find((judge) => judge.id.startsWith('majority('));
      expect(majority?.row).toMatchObject({ tp: 2, unknown: 1 });
      expect(report.agreement.some((pair) => pair.a === 'openai-compatible:right' && pair.b === 'openai-compatible:contrarian')).toBe(true);
      const callsBefore = server.requests.length;
      const second = JSON.parse((await calibrate(args)).stdout) as JsonReport;
      // Readable replies came from the cache; only the failing judge was asked again.
      expect(second.judges.find((judge) => judge.id === 'openai-compatible:right')?.stats).toMatchObject({ calls: 0, cacheHits: 3 });
      expect(server.requests.slice(callsBefore).every((request) => request.model === 'down')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('prints judge figures and spending in the text report', async () => {
    const data = join(dir, 'one.jsonl');
    writeFileSync(data, `${JSON.stringify({ id: 'x', text: 'She is diabetic.', facts: [{ key: 'dx', value: 'has type 2 diabetes' }], labels: { dx: true }, split: 'tune' })}\n`);
    const server = await startStubModel((request) => ({ text: replyAll(userText(request), () => 'yes') }), USAGE);
    try {
      const { status, stdout } = await calibrate([data, '--judge', 'openai-compatible:m', '--base-url', server.baseURL]);
      expect(status).toBe(EXIT.ok);
      expect(stdout).toContain('Judge openai-compatible:m');
      expect(stdout).toMatch(/calls 1, tokens in 50 \/ out 10, cache hits 0, failed calls 0/);
      expect(stdout).toMatch(/semantic-offline@.* vs openai-compatible:m/);
    } finally {
      await server.close();
    }
  });

  it('reports malformed lines with file and line, keeps the valid ones, and exits 2', async () => {
    const data = join(dir, 'broken.jsonl');
    writeFileSync(
      data,
      `${JSON.stringify({ id: 'a', text: 'She is diabetic.', facts: [{ key: 'dx', value: 'has type 2 diabetes' }], labels: { dx: true }, split: 'tune' })}\n{"id": "b", "text": \n${JSON.stringify({ id: 'c', text: 't', facts: [{ key: 'dx', value: 'v' }], labels: { other: true } })}\n`,
    );
    const { status, stdout, stderr } = await calibrate([data, '--format', 'json']);
    expect(status).toBe(EXIT.badInput);
    const report = JSON.parse(stdout) as { rejected: string[] };
    expect(report.rejected).toEqual([expect.stringMatching(/broken\.jsonl:2: not valid JSON/), expect.stringMatching(/broken\.jsonl:3: .*labels/)]);
    expect(stderr).toContain('2 input lines were rejected');
  });

  it('fails clearly on a missing file, an empty split and bad options', async () => {
    expect((await calibrate([join(dir, 'nope.jsonl')])).status).toBe(EXIT.badInput);
    const empty = await calibrate([DEV, '--split', 'nonexistent']);
    expect(empty.status).toBe(EXIT.badInput);
    expect(empty.stderr).toContain('no labelled items in split "nonexistent"');
    expect((await calibrate([DEV, '--target-fpr', '2'])).stderr).toContain('--target-fpr expects a number in [0, 1]');
    expect((await calibrate([DEV, '--judge', 'gemini:pro'])).stderr).toContain('unknown judge provider "gemini"');
    expect((await calibrate([DEV, '--no-matcher'])).stderr).toContain('nothing to calibrate');
  });
});
