import { describe, expect, it } from 'vitest';
import { createLlmJudge, loadPromptTemplates, type JudgeCompletion, type JudgeCompletionRequest } from './index.js';

// The judge's logic with an injected completion: no model package, no network (detect/ stays pure).
// The same judge over real AI SDK models and the layer's cache is tested in models/judge.test.ts.
const templates = loadPromptTemplates('v1');
const request = { text: 'He takes metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] };

function fakeCompletion(reply: (request: JudgeCompletionRequest) => string | Error): JudgeCompletion & { seen: JudgeCompletionRequest[]; stored: Map<string, string> } {
  const seen: JudgeCompletionRequest[] = [];
  const stored = new Map<string, string>();
  return {
    id: 'fake:judge',
    seen,
    stored,
    async complete(asked) {
      seen.push(asked);
      const hit = stored.get(asked.cacheKey);
      if (hit !== undefined) return { text: hit, cached: true, inputTokens: 0, outputTokens: 0 };
      const answer = reply(asked);
      if (answer instanceof Error) throw answer;
      if (asked.keep(answer)) stored.set(asked.cacheKey, answer);
      return { text: answer, cached: false, inputTokens: 10, outputTokens: 2 };
    },
  };
}

describe('the judge over an injected completion', () => {
  it('keys the cache by content, not by the random fence key, and counts cache hits as no call', async () => {
    const completion = fakeCompletion(() => '{"facts":[{"key":"dx","disclosed":"yes"}]}');
    let fence = 0;
    const judge = createLlmJudge({ completion, templates, fenceKey: () => `fence${(fence += 1)}`.padEnd(16, '0') });
    await judge.judge(request);
    await judge.judge(request);
    expect(completion.seen[0]?.user).not.toBe(completion.seen[1]?.user);
    expect(completion.seen[0]?.cacheKey).toBe(completion.seen[1]?.cacheKey);
    expect(judge.stats()).toMatchObject({ calls: 1, cacheHits: 1, inputTokens: 10, outputTokens: 2 });
  });

  it('lets only readable replies be kept', async () => {
    const completion = fakeCompletion(() => 'no idea');
    const judge = createLlmJudge({ completion, templates });
    expect((await judge.judge(request))[0]).toEqual({ key: 'dx', disclosed: 'unknown', reason: 'unparsable' });
    expect(completion.stored.size).toBe(0);
    expect(completion.seen[0]?.keep('{"facts":[{"key":"dx","disclosed":"no"}]}')).toBe(true);
  });

  it('turns a failed completion into unknown verdicts naming the HTTP status from its causes, without vault text', async () => {
    const cause = Object.assign(new Error('server said has type 2 diabetes'), { statusCode: 503 });
    const judge = createLlmJudge({ completion: fakeCompletion(() => new Error('HTTP 503 after 3 attempts', { cause })), templates });
    const [verdict] = await judge.judge(request);
    expect(verdict?.disclosed).toBe('unknown');
    expect(verdict?.reason).toMatch(/^call-failed: HTTP 503 Error: HTTP 503 after 3 attempts/);
    expect(judge.stats()).toMatchObject({ calls: 1, failedCalls: 1, unknown: 1 });
  });
});
