import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { LeakscopeError } from '../contracts/index.js';
import { startStubModel } from '../../test/support/stub-model.js';
import { cacheKey, createMemoryCache, createModelLayer, fetchCacheKey, type ModelCallOptions, type ModelCallRecord, type UsageMeter } from './index.js';

const usage = { inputTokens: { total: 7, noCache: 7, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 3, text: 3, reasoning: undefined } };
const FAST = { initialDelayMs: 1, maxDelayMs: 2, callTimeoutMs: 5_000 };

/** A mock model answering `text`, failing the first `failures` calls with `error`. */
function mockModel(text: string, options: { failures?: number; error?: () => unknown; reasoning?: string } = {}): MockLanguageModelV3 & { calls: () => number } {
  let calls = 0;
  const model = new MockLanguageModelV3({
    provider: 'mock',
    modelId: 'm',
    doGenerate: async () => {
      calls += 1;
      if (calls <= (options.failures ?? 0)) throw options.error?.() ?? new Error('boom');
      return {
        content: [...(options.reasoning === undefined ? [] : [{ type: 'reasoning' as const, text: options.reasoning }]), { type: 'text' as const, text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  return Object.assign(model, { calls: () => calls });
}

const busy = (): APICallError => new APICallError({ message: 'busy', url: 'http://127.0.0.1/v1/chat/completions', requestBodyValues: {}, statusCode: 503 });

function recordingMeter(): UsageMeter & { calls: { cached: boolean; inputTokens: number }[]; retries: number } {
  const meter = {
    calls: [] as { cached: boolean; inputTokens: number }[],
    retries: 0,
    addCall(call: { inputTokens: number; outputTokens: number }, cached: boolean) {
      meter.calls.push({ cached, inputTokens: call.inputTokens });
    },
    addRetry() {
      meter.retries += 1;
    },
  };
  return meter;
}

describe('cache keys', () => {
  const params: ModelCallOptions = {
    prompt: [
      { role: 'system', content: 'rules' },
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'random-abc', toolName: 'lookup', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'random-abc', toolName: 'lookup', output: { type: 'text', value: 'x' } }] },
    ],
    temperature: 0,
  };

  it('is stable: the same request gives the same key on every run (existing caches stay valid)', () => {
    // A golden value: if this changes, every cache on disk stops matching. Change it only on purpose.
    expect(cacheKey('openai-compatible:stub', params)).toBe(cacheKey('openai-compatible:stub', structuredClone(params)));
    expect(cacheKey('openai-compatible:stub', params)).toMatchInlineSnapshot(`"3a1ee86dc4ad96ef7f314d8dcd775e61ec8b4c8fa9f18338d1a31864af5e43ef"`);
  });

  it('ignores random tool-call ids but not the model, the prompt, the settings or the sample', () => {
    const renamed = JSON.parse(JSON.stringify(params).replaceAll('random-abc', 'other-id')) as ModelCallOptions;
    expect(cacheKey('a:m', renamed)).toBe(cacheKey('a:m', params));
    expect(cacheKey('a:other', params)).not.toBe(cacheKey('a:m', params));
    expect(cacheKey('a:m', { ...params, temperature: 1 })).not.toBe(cacheKey('a:m', params));
    expect(cacheKey('a:m', params, 1)).not.toBe(cacheKey('a:m', params));
    expect(cacheKey('a:m', params, 1)).not.toBe(cacheKey('a:m', params, 2));
  });

  it('keys HTTP requests by path and body, not host, with tool-call ids renumbered', () => {
    const body = {
      model: 'm',
      messages: [
        { role: 'assistant', tool_calls: [{ id: 'call-7-1', type: 'function' }] },
        { role: 'tool', tool_call_id: 'call-7-1', content: 'x' },
      ],
    };
    const other = JSON.parse(JSON.stringify(body).replaceAll('call-7-1', 'call-2-1')) as unknown;
    expect(fetchCacheKey('http://127.0.0.1:1234/v1/chat/completions', body)).toBe(fetchCacheKey('http://127.0.0.1:9999/v1/chat/completions', other));
    expect(fetchCacheKey('http://h/v1/chat/completions', body)).not.toBe(fetchCacheKey('http://h/v1/responses', body));
    expect(fetchCacheKey('http://h/v1/chat/completions', { ...body, temperature: 1 })).not.toBe(fetchCacheKey('http://h/v1/chat/completions', body));
  });
});

describe('the model layer', () => {
  it('replays a cached response with its usage and reasoning, and counts it as cached', async () => {
    const model = mockModel('hello', { reasoning: 'thinking it over' });
    const models = createModelLayer({ cache: createMemoryCache() });
    const thoughts: string[] = [];
    const meter = recordingMeter();
    const ask = () => models.generateText({ model: { id: 'mock:m', model }, scope: { meter, onThoughts: (text) => thoughts.push(text) }, prompt: 'hi', temperature: 0 });
    const first = await ask();
    const second = await ask();
    expect(second.text).toBe(first.text);
    expect(second.usage).toEqual(first.usage);
    expect(model.calls()).toBe(1);
    expect(thoughts).toEqual(['thinking it over', 'thinking it over']);
    expect(meter.calls).toEqual([
      { cached: false, inputTokens: 7 },
      { cached: true, inputTokens: 7 },
    ]);
    expect(models.usage()).toMatchObject({ calls: 2, cachedCalls: 1, failedCalls: 0, retries: 0, inputTokens: 14, outputTokens: 6, billedInputTokens: 7, billedOutputTokens: 3 });
  });

  it('tells samples of one request apart in the cache', async () => {
    const model = mockModel('vote');
    const models = createModelLayer({ cache: createMemoryCache() });
    for (const sample of [0, 1, 2, 0]) await models.generateText({ model, scope: { sample }, prompt: 'judge this', temperature: 1 });
    expect(model.calls()).toBe(3);
  });

  it('retries transient failures with the layer policy and counts every retry', async () => {
    const model = mockModel('ok', { failures: 2, error: busy });
    const records: ModelCallRecord[] = [];
    const meter = recordingMeter();
    const models = createModelLayer({ retry: { retries: 3, ...FAST }, onCall: (call) => records.push(call) });
    expect((await models.generateText({ model, scope: { meter }, prompt: 'x' })).text).toBe('ok');
    expect(model.calls()).toBe(3);
    expect(meter.retries).toBe(2);
    expect(models.usage()).toMatchObject({ calls: 1, retries: 2, failedCalls: 0 });
    expect(records).toEqual([{ model: 'custom:mock/m', route: 'sdk', cached: false, ok: true, attempts: 3, inputTokens: 7, outputTokens: 3 }]);
  });

  it('fails with model-call-failed after its retries, naming the attempts; a failure is never cached', async () => {
    const model = mockModel('late', { failures: 2, error: busy });
    const records: ModelCallRecord[] = [];
    const models = createModelLayer({ cache: createMemoryCache(), retry: { retries: 1, ...FAST }, onCall: (call) => records.push(call) });
    const failure = await models.generateText({ model, prompt: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LeakscopeError);
    expect(failure).toMatchObject({ code: 'model-call-failed', message: 'HTTP 503 after 2 attempts' });
    expect(records.at(-1)).toMatchObject({ ok: false, attempts: 2, error: 'model-call-failed' });
    // The next call reaches the model again (and succeeds).
    expect((await models.generateText({ model, prompt: 'x' })).text).toBe('late');
    expect(models.usage()).toMatchObject({ calls: 1, failedCalls: 1, retries: 1 });
  });

  it('does not retry what cannot succeed', async () => {
    const model = mockModel('never', { failures: 5, error: () => new Error('bad request') });
    const models = createModelLayer({ retry: { retries: 4, ...FAST } });
    await expect(models.generateText({ model, prompt: 'x' })).rejects.toMatchObject({ code: 'model-call-failed', message: 'Error after 1 attempt' });
    expect(model.calls()).toBe(1);
  });

  it('fails the call over the budget with model-budget-exceeded; cache hits are free', async () => {
    const model = mockModel('answer');
    const records: ModelCallRecord[] = [];
    const models = createModelLayer({ cache: createMemoryCache(), budget: { maxCalls: 2 }, onCall: (call) => records.push(call) });
    await models.generateText({ model, prompt: 'one' });
    await models.generateText({ model, prompt: 'two' });
    await models.generateText({ model, prompt: 'one' });
    const refused = await models.generateText({ model, prompt: 'three' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LeakscopeError);
    expect(refused).toMatchObject({ code: 'model-budget-exceeded', details: { maxCalls: 2 } });
    expect(model.calls()).toBe(2);
    expect(records.map((call) => [call.cached, call.ok, call.error ?? null])).toEqual([
      [false, true, null],
      [false, true, null],
      [true, true, null],
      [false, false, 'model-budget-exceeded'],
    ]);
    expect(models.usage()).toMatchObject({ calls: 3, cachedCalls: 1, failedCalls: 1 });
  });

  it('prices the billed tokens', async () => {
    const models = createModelLayer({ cache: createMemoryCache(), pricing: { inputPerMillion: 1_000_000, outputPerMillion: 2_000_000 } });
    const model = mockModel('x');
    await models.generateText({ model, prompt: 'p' });
    await models.generateText({ model, prompt: 'p' });
    expect(models.usage()).toMatchObject({ inputTokens: 14, billedInputTokens: 7, costUsd: 7 + 6 });
  });

  it('makes concurrent identical requests wait for one call, so the cache holds what every caller saw', async () => {
    const model = mockModel('shared');
    const models = createModelLayer({ cache: createMemoryCache() });
    const texts = await Promise.all([1, 2, 3].map(() => models.generateText({ model, prompt: 'same' }).then((result) => result.text)));
    expect(texts).toEqual(['shared', 'shared', 'shared']);
    expect(model.calls()).toBe(1);
    expect(models.usage()).toMatchObject({ calls: 3, cachedCalls: 2 });
  });

  it('resolves specs by the one resolver and names models consistently', () => {
    const models = createModelLayer({ env: {} });
    expect(models.modelId('openai-compatible:qwen2.5:7b')).toBe('openai-compatible:qwen2.5:7b');
    expect(models.modelId(mockModel('x'))).toBe('custom:mock/m');
    expect(() => models.languageModel('openai-compatible:m')).toThrow(/needs a base URL/);
    expect(() => models.languageModel('openai:gpt-4o-mini')).toThrow('OPENAI_API_KEY is not set (needed for model openai:gpt-4o-mini)');
    expect(() => models.languageModel('gemini:pro')).toThrow(/unknown model provider "gemini"/);
    expect(models.languageModel({ spec: 'openai-compatible:m', baseURL: 'http://127.0.0.1:1/v1' }).modelId).toBe('m');
  });
});

describe('the layer fetch (frameworks with their own HTTP client)', () => {
  const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers a repeated request from the cache, retries 5xx and accounts tokens', async () => {
    let failed = false;
    const stub = await startStubModel(() => {
      if (!failed) {
        failed = true;
        return { status: 503 };
      }
      return { text: 'from the stub' };
    });
    try {
      const meter = recordingMeter();
      const models = createModelLayer({ cache: createMemoryCache(), retry: { retries: 2, ...FAST } });
      const send = models.fetchFor({ meter });
      const body = { model: 'stub', messages: [{ role: 'user', content: 'hi' }] };
      const first = await send(`${stub.baseURL}/chat/completions`, post(body));
      const second = await send(`${stub.baseURL}/chat/completions`, post(body));
      expect(first.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      expect(stub.calls()).toBe(2);
      expect(meter.retries).toBe(1);
      expect(meter.calls).toEqual([
        { cached: false, inputTokens: 100 },
        { cached: true, inputTokens: 100 },
      ]);
      expect(models.usage()).toMatchObject({ calls: 2, cachedCalls: 1, retries: 1, inputTokens: 200, outputTokens: 40, billedInputTokens: 100 });
    } finally {
      await stub.close();
    }
  });

  it('passes a client error through uncached, and GET requests untouched', async () => {
    const stub = await startStubModel(() => ({ status: 400 }));
    try {
      const models = createModelLayer({ cache: createMemoryCache(), retry: { retries: 3, ...FAST } });
      const body = { model: 'stub', messages: [] };
      expect((await models.fetch(`${stub.baseURL}/chat/completions`, post(body))).status).toBe(400);
      expect((await models.fetch(`${stub.baseURL}/chat/completions`, post(body))).status).toBe(400);
      expect(stub.calls()).toBe(2);
      expect((await models.fetch(`${stub.baseURL}/models`)).status).toBe(404);
      expect(models.usage()).toMatchObject({ calls: 0, failedCalls: 2 });
    } finally {
      await stub.close();
    }
  });

  it('counts against the same budget', async () => {
    const stub = await startStubModel(() => ({ text: 'ok' }));
    try {
      const models = createModelLayer({ budget: { maxCalls: 1 } });
      await models.fetch(`${stub.baseURL}/chat/completions`, post({ model: 'stub', messages: [{ role: 'user', content: 'a' }] }));
      await expect(models.fetch(`${stub.baseURL}/chat/completions`, post({ model: 'stub', messages: [{ role: 'user', content: 'b' }] }))).rejects.toMatchObject({ code: 'model-budget-exceeded' });
      expect(stub.calls()).toBe(1);
    } finally {
      await stub.close();
    }
  });
});
