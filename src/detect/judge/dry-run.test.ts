import { describe, expect, it } from 'vitest';
import { createDryRunCompletion, estimateTokens } from './dry-run.js';
import { createLimitedJudge, createLlmJudge, type Judge, type JudgeRequest } from './judge.js';
import type { FactVerdict } from './verdicts.js';

describe('judge dry run', () => {
  it('estimates tokens as characters / 4, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('counts the calls and prompt tokens a judge would send, one batch call per 8 facts, and answers unknown', async () => {
    const completion = createDryRunCompletion('openai:gpt-4o-mini');
    const judge = createLlmJudge({ completion, fenceKey: () => 'k' });
    const facts = Array.from({ length: 9 }, (_, index) => ({ key: `f${index}`, statement: `fact number ${index}` }));
    const verdicts = await judge.judge({ text: 'Some event text.', facts });
    expect(completion.tally().calls).toBe(2);
    expect(completion.tally().inputTokens).toBeGreaterThan(20);
    expect(verdicts.every((verdict) => verdict.disclosed === 'unknown')).toBe(true);
  });
});

describe('createLimitedJudge', () => {
  it('never runs more than its limit at once and keeps every verdict', async () => {
    let running = 0;
    let peak = 0;
    const inner: Judge = {
      id: 'slow',
      async judge(request: JudgeRequest): Promise<FactVerdict[]> {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return request.facts.map((fact) => ({ key: fact.key, disclosed: 'no' }));
      },
      stats: () => ({ calls: 0, inputTokens: 0, outputTokens: 0, cacheHits: 0, failedCalls: 0, unparsable: 0, unknown: 0 }),
    };
    const limited = createLimitedJudge(inner, 2);
    const results = await Promise.all(Array.from({ length: 7 }, (_, index) => limited.judge({ text: 't', facts: [{ key: `k${index}`, statement: 's' }] })));
    expect(peak).toBe(2);
    expect(results.map((verdicts) => verdicts[0]?.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
    expect(limited.id).toBe('slow');
  });
});
