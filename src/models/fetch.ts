/**
 * The layer's fetch, for frameworks that bring their own HTTP client (the OpenAI Agents SDK's
 * OpenAI client, the LangChain chat model): a JSON POST is answered from the content-addressed
 * cache (URL path and request body; tool-call ids renumbered; host and headers left out, so a
 * cache survives another port or key), otherwise sent with the layer's retry policy and budget
 * and accounted from the response's `usage`. Streaming requests, non-JSON bodies and other
 * methods pass through untouched.
 */
import { APICallError } from 'ai';
import { createHash } from 'node:crypto';
import { LeakscopeError } from '../contracts/index.js';
import type { SeededRandom } from '../lib/seeded-random.js';
import type { ResponseCache } from './cache.js';
import type { CallLedger } from './ledger.js';
import { callWithRetry } from './retry.js';
import type { RetrySettings } from './retry-settings.js';
import type { CallScope } from './types.js';

/** What the fetch of one scope needs. */
export interface ModelFetchOptions {
  /** The real HTTP client; default `globalThis.fetch`. */
  readonly base?: typeof globalThis.fetch;
  readonly cache: ResponseCache | undefined;
  readonly retry: RetrySettings;
  /** A fresh generator per request, seeded from its cache key (the retry jitter). */
  readonly random: (key: string) => SeededRandom;
  readonly ledger: CallLedger;
  readonly scope: CallScope;
  /** Requests in flight by cache key (the layer's): an identical request waits and replays the first one's response. */
  readonly inflight: Map<string, Promise<string | undefined>>;
}

/** A response as the cache keeps it. */
interface StoredHttpResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

const ID_KEYS = new Set(['tool_call_id', 'call_id']);

/** Tool-call ids in order of appearance (`tool_calls[].id`, `tool_call_id`, `call_id`). */
function collectIds(value: unknown, ids: Map<string, string>, inToolCalls = false): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids, inToolCalls);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string' && (ID_KEYS.has(key) || (inToolCalls && key === 'id'))) {
      if (!ids.has(child)) ids.set(child, `tool-call-${ids.size + 1}`);
    } else collectIds(child, ids, key === 'tool_calls');
  }
}

/**
 * The cache key of an HTTP model request: SHA-256 of the URL path and the JSON body, with
 * tool-call ids renumbered (providers and SDKs may make them up at random).
 *
 * @example fetchCacheKey('http://127.0.0.1:8080/v1/chat/completions', { model: 'm', messages: [] })
 */
export function fetchCacheKey(url: string, body: unknown, sample?: string | number): string {
  const ids = new Map<string, string>();
  collectIds(body, ids);
  const text = JSON.stringify({ route: 'fetch', path: new URL(url).pathname, ...(sample === undefined ? {} : { sample }), body }, (key, value: unknown) =>
    typeof value === 'string' && (ID_KEYS.has(key) || key === 'id') ? (ids.get(value) ?? value) : value,
  );
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type FetchInput = Parameters<typeof globalThis.fetch>[0];

function urlOf(input: FetchInput): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function number(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Tokens from a chat-completions, Responses or Messages API body. */
function tokensOf(body: string): { inputTokens: number; outputTokens: number } {
  try {
    const usage = (JSON.parse(body) as { usage?: Record<string, unknown> }).usage ?? {};
    return { inputTokens: number(usage['prompt_tokens'] ?? usage['input_tokens']), outputTokens: number(usage['completion_tokens'] ?? usage['output_tokens']) };
  } catch {
    return { inputTokens: 0, outputTokens: 0 };
  }
}

function replay(stored: StoredHttpResponse): Response {
  return new Response(stored.body, { status: stored.status, headers: { 'content-type': stored.contentType } });
}

/**
 * Creates the fetch of one scope.
 *
 * @example new OpenAI({ apiKey, baseURL, fetch: createModelFetch({ cache, retry, random, ledger, scope: {} }), maxRetries: 0 })
 */
export function createModelFetch(options: ModelFetchOptions): typeof globalThis.fetch {
  const base = options.base ?? globalThis.fetch;
  const { ledger, scope } = options;
  const cache = scope.cache === false ? undefined : options.cache;
  return async (input: FetchInput, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
    const text = init?.body;
    if (method !== 'POST' || typeof text !== 'string') return base(input, init);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return base(input, init);
    }
    const request = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (request['stream'] === true) return base(input, init);
    const url = urlOf(input);
    const model = typeof request['model'] === 'string' ? request['model'] : new URL(url).pathname;
    const key = fetchCacheKey(url, body, scope.sample);
    let hit = cache?.get(key);
    const leader = cache === undefined || hit !== undefined ? undefined : options.inflight.get(key);
    if (leader !== undefined) hit = await leader;
    if (hit !== undefined) {
      const stored = JSON.parse(hit) as StoredHttpResponse;
      ledger.record({ model, route: 'fetch', cached: true, ok: true, attempts: 0, ...tokensOf(stored.body) }, scope.meter);
      return replay(stored);
    }
    ledger.reserve(model, 'fetch', scope.meter);
    let attempts = 0;
    let stored: StoredHttpResponse;
    let settle: (kept: string | undefined) => void = () => undefined;
    if (cache !== undefined) options.inflight.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      stored = await callWithRetry(
        async (signal) => {
          const response = await base(input, { ...init, signal });
          const responseBody = await response.text();
          if (!response.ok && (response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500)) {
            throw new APICallError({ message: `HTTP ${response.status}`, url, requestBodyValues: {}, statusCode: response.status, responseBody, isRetryable: true });
          }
          return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: responseBody };
        },
        {
          settings: options.retry,
          random: options.random(key),
          signal: init?.signal ?? undefined,
          onRetry: () => ledger.retry(scope.meter),
          onAttempt: () => {
            attempts += 1;
          },
        },
      );
    } catch (error) {
      ledger.record({ model, route: 'fetch', cached: false, ok: false, attempts, inputTokens: 0, outputTokens: 0, error: error instanceof LeakscopeError ? error.code : 'aborted' }, scope.meter);
      if (cache !== undefined) options.inflight.delete(key);
      settle(undefined);
      throw error;
    }
    const ok = stored.status >= 200 && stored.status < 300;
    ledger.record(
      ok
        ? { model, route: 'fetch', cached: false, ok: true, attempts, ...tokensOf(stored.body) }
        : { model, route: 'fetch', cached: false, ok: false, attempts, inputTokens: 0, outputTokens: 0, error: `HTTP ${stored.status}` },
      scope.meter,
    );
    const kept = ok && cache !== undefined ? JSON.stringify(stored) : undefined;
    if (kept !== undefined) cache?.set(key, kept);
    if (cache !== undefined) options.inflight.delete(key);
    settle(kept);
    return replay(stored);
  };
}
