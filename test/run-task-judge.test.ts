/**
 * The optional task judge: asked after the oracle's rule checks pass, through the model layer's
 * judge completion (AI SDK mock model here). pass / fail decide task success; an unreadable reply
 * or a failed call leaves it unknown, is not cached, and never counts as a success.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, describe, expect, it } from 'vitest';
import type { Scenario, TraceEnd } from '../src/contracts/index.js';
import { createJudgeCompletion, createMemoryCache, createModelLayer } from '../src/models/index.js';
import { fencedEvent, stubModel } from '../src/models/judge.test-helpers.js';
import { executeUnit, logicalClock, referenceAgent, resolveDefense, runBenchmark, unitTraceId, type Defense } from '../src/run/index.js';
import { createTaskJudge, parseTaskVerdict, type TaskJudge } from '../src/run/task-judge.js';
import { baseScenario } from './fixtures/run/scenarios.js';
import { leakscopeAsync } from './support/cli.js';
import { startStubModel } from './support/stub-model.js';

const outDir = mkdtempSync(join(tmpdir(), 'leakscope-task-judge-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function judgeOf(model: MockLanguageModelV3): TaskJudge {
  const models = createModelLayer({ cache: createMemoryCache(), retry: { retries: 0, initialDelayMs: 1, maxDelayMs: 1, callTimeoutMs: 5_000 } });
  return createTaskJudge(createJudgeCompletion(models, model, { retries: 0 }));
}

async function endOf(scenario: Scenario, judge: TaskJudge, defense: string | Defense = 'none'): Promise<TraceEnd> {
  const resolved = resolveDefense(defense);
  const agent = referenceAgent('minimal');
  const result = await executeUnit(
    { traceId: unitTraceId(scenario.id, agent, resolved.id, 'single'), scenario, agent, defense: resolved, path: 'single' },
    { clock: logicalClock(), seed: 1, timeoutMs: 5_000, taskJudge: judge },
  );
  const end = result.records.at(-1);
  if (end?.type !== 'trace-end') throw new Error('no trace-end');
  return end;
}

const scenario = baseScenario('single');

describe('the task judge', () => {
  it('decides task success after the rules: pass and fail, with the judge and its reason on trace-end', async () => {
    const passing = stubModel(() => '{"verdict": "pass", "reason": "The summary was written."}');
    const passed = await endOf(scenario, judgeOf(passing));
    expect(passed.taskSuccess).toBe(true);
    expect(passed.taskJudge).toEqual({ judge: 'stub:stub', verdict: 'pass', reason: 'The summary was written.' });
    // The delivered result is inside the fence: the final answer and the tool calls.
    const user = passing.seen[0]?.user ?? '';
    expect(fencedEvent(user)).toContain('FINAL ANSWER:');
    expect(fencedEvent(user)).toContain('TOOL CALL chart.write_summary');
    expect(user).toContain(scenario.task.request);

    const failed = await endOf(scenario, judgeOf(stubModel(() => 'Sure! {"verdict":"FAIL","reason":"Nothing was booked."}')));
    expect(failed.taskSuccess).toBe(false);
    expect(failed.taskJudge?.verdict).toBe('fail');
  });

  it('leaves task success unknown for an unreadable reply (and does not cache it) or a failed call', async () => {
    const garbled = stubModel(() => 'I think it went fine.');
    const judge = judgeOf(garbled);
    const first = await endOf(scenario, judge);
    expect(first.taskSuccess).toBeNull();
    expect(first.taskJudge).toMatchObject({ verdict: 'unknown', reason: 'unparsable judge reply' });
    await endOf(scenario, judge);
    expect(garbled.seen).toHaveLength(2);

    const broken = new MockLanguageModelV3({
      provider: 'stub',
      modelId: 'down',
      doGenerate: () => Promise.reject(new Error(`upstream refused ${scenario.vault[0]?.value ?? ''}`)),
    });
    const failed = await endOf(scenario, judgeOf(broken));
    expect(failed.status).toBe('ok');
    expect(failed.taskSuccess).toBeNull();
    expect(failed.taskJudge?.reason).toMatch(/^judge call failed/);
    expect(failed.taskJudge?.reason).not.toContain(scenario.vault[0]?.value ?? '∅');
  });

  it('is not asked when the rule checks already failed', async () => {
    const model = stubModel(() => '{"verdict":"pass","reason":""}');
    const blockWrites: Defense = {
      id: 'block-writes',
      description: 'Blocks every tool call',
      transform: (flow) => (flow.channel === 'C3' ? { content: '', blocked: true } : { content: flow.content }),
    };
    const end = await endOf(scenario, judgeOf(model), blockWrites);
    expect(end.taskSuccess).toBe(false);
    expect(end.taskJudge).toBeUndefined();
    expect(model.seen).toHaveLength(0);
  });

  it('reads replies strictly', () => {
    expect(parseTaskVerdict('{"verdict":"pass","reason":"ok"}')).toEqual({ verdict: 'pass', reason: 'ok' });
    expect(parseTaskVerdict('```json\n{"verdict": "fail", "reason": "wrong recipient"}\n```')).toEqual({ verdict: 'fail', reason: 'wrong recipient' });
    expect(parseTaskVerdict('{"verdict":"maybe"}').verdict).toBe('unknown');
    expect(parseTaskVerdict('{"verdict":').verdict).toBe('unknown');
  });

  it('runs inside a benchmark: the judge is part of the run definition and unknown verdicts are counted', async () => {
    const model = stubModel(() => 'no idea');
    const summary = await runBenchmark({ scenarios: [scenario], agents: ['reference:minimal'], defenses: ['none'], outDir, runId: 'judged', taskJudge: model, cache: false });
    expect(summary.taskSuccess).toEqual({ passed: 0, failed: 0, unknown: 1 });
    const config = JSON.parse(readFileSync(summary.configPath, 'utf8')) as { definition: { taskJudge?: string } };
    expect(config.definition.taskJudge).toBe('stub:stub');
  });
});

describe('bench --task-judge (stub OpenAI-compatible server on 127.0.0.1)', () => {
  it('asks the judge once per run whose rules passed and reports the verdicts in the traces and the notes', async () => {
    const stub = await startStubModel(() => ({ text: '{"verdict":"fail","reason":"The confirmation never went out."}' }));
    try {
      const out = join(outDir, 'cli');
      const run = await leakscopeAsync(
        [
          'bench',
          '--count',
          '8',
          '--agents',
          'reference:minimal',
          '--defenses',
          'none',
          '--paths',
          'single',
          '--no-attack-baseline',
          '--task-judge',
          'openai-compatible:judge',
          '--base-url',
          stub.baseURL,
          '--out',
          out,
          '--run-id',
          'judged',
        ],
        { env: { LEAKSCOPE_BASE_URL: undefined } },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(stub.calls()).toBe(8);
      const ends = gunzipSync(readFileSync(join(out, 'judged', 'traces.jsonl.gz')))
        .toString('utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; taskSuccess?: boolean | null; taskJudge?: { verdict: string } })
        .filter((record) => record.type === 'trace-end');
      expect(ends).toHaveLength(8);
      expect(ends.every((end) => end.taskSuccess === false && end.taskJudge?.verdict === 'fail')).toBe(true);
      expect(run.stdout).toContain('task judge openai-compatible:judge');
    } finally {
      await stub.close();
    }
  });
});
