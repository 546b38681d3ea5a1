/**
 * The model-call middleware of the layer: response cache, retries, budget, token accounting and
 * the capture of reasoning (C6) — at the moment each response arrives, before its tool calls
 * run, so a trace keeps the real order.
 */
import type { LanguageModelMiddleware } from 'ai';
import { LeakscopeError } from '../contracts/index.js';
import type { SeededRandom } from '../lib/seeded-random.js';
import { cacheKey, type ResponseCache } from './cache.js';
import type { CallLedger } from './ledger.js';
import { callWithRetry } from './retry.js';
import type { RetrySettings } from './retry-settings.js';
import type { CallScope, ModelCallResult } from './types.js';

/** What the middleware needs for one scope. */
export interface CallMiddlewareOptions {
  /** `provider:model`, part of the cache key. */
  readonly modelId: string;
  readonly cache: ResponseCache | undefined;
  readonly retry: RetrySettings;
  readonly random: SeededRandom;
  readonly ledger: CallLedger;
  readonly scope: CallScope;
  /**
   * Calls in flight by cache key (shared by the whole layer): a second identical request waits
   * for the first and replays its response, so concurrent units never store two different
   * answers under one key (which would make a replay differ from the run that filled the cache).
   */
  readonly inflight: Map<string, Promise<string | undefined>>;
}

/** The JSON-safe part of a response that the cache keeps. */
interface StoredResponse {
  readonly content: ModelCallResult['content'];
  readonly finishReason: ModelCallResult['finishReason'];
  readonly usage: ModelCallResult['usage'];
  readonly providerMetadata?: ModelCallResult['providerMetadata'];
  readonly warnings: ModelCallResult['warnings'];
  readonly response?: { readonly id?: string; readonly modelId?: string; readonly timestamp?: string };
}

function store(result: ModelCallResult): string {
  const response = result.response;
  const stored: StoredResponse = {
    content: result.content,
    finishReason: result.finishReason,
    usage: result.usage,
    ...(result.providerMetadata === undefined ? {} : { providerMetadata: result.providerMetadata }),
    warnings: result.warnings,
    ...(response === undefined
      ? {}
      : {
          response: {
            ...(response.id === undefined ? {} : { id: response.id }),
            ...(response.modelId === undefined ? {} : { modelId: response.modelId }),
            ...(response.timestamp === undefined ? {} : { timestamp: response.timestamp.toISOString() }),
          },
        }),
  };
  return JSON.stringify(stored);
}

function revive(text: string): ModelCallResult {
  const stored = JSON.parse(text) as StoredResponse;
  const response = stored.response;
  return {
    content: stored.content,
    finishReason: stored.finishReason,
    usage: stored.usage,
    ...(stored.providerMetadata === undefined ? {} : { providerMetadata: stored.providerMetadata }),
    warnings: stored.warnings,
    ...(response === undefined
      ? {}
      : {
          response: {
            ...(response.id === undefined ? {} : { id: response.id }),
            ...(response.modelId === undefined ? {} : { modelId: response.modelId }),
            ...(response.timestamp === undefined ? {} : { timestamp: new Date(response.timestamp) }),
          },
        }),
  };
}

function tokens(result: ModelCallResult): { inputTokens: number; outputTokens: number } {
  return { inputTokens: result.usage.inputTokens.total ?? 0, outputTokens: result.usage.outputTokens.total ?? 0 };
}

/**
 * Creates the middleware of one scope. Cached responses are replayed as they were stored,
 * including their token usage, so a replayed trace is identical to the original; the meter
 * marks them cached. Only `doGenerate` is wrapped: streaming calls are not used in leakscope.
 *
 * @example wrapLanguageModel({ model, middleware: createCallMiddleware({ modelId: 'openai:gpt-4o-mini', cache, retry: DEFAULT_RETRY, random, ledger, scope: {} }) })
 */
export function createCallMiddleware(options: CallMiddlewareOptions): LanguageModelMiddleware {
  const { scope, ledger, modelId } = options;
  const cache = scope.cache === false ? undefined : options.cache;
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ params, model }) {
      const key = cache === undefined ? undefined : (scope.cacheKey ?? cacheKey(modelId, params, scope.sample));
      let hit = key === undefined ? undefined : cache?.get(key);
      const leader = key === undefined || hit !== undefined ? undefined : options.inflight.get(key);
      if (leader !== undefined) hit = await leader;
      let result: ModelCallResult;
      if (hit !== undefined) {
        result = revive(hit);
        ledger.record({ model: modelId, route: 'sdk', cached: true, ok: true, attempts: 0, ...tokens(result) }, scope.meter);
      } else {
        ledger.reserve(modelId, 'sdk', scope.meter);
        let attempts = 0;
        let settle: (stored: string | undefined) => void = () => undefined;
        if (key !== undefined) options.inflight.set(key, new Promise((resolve) => (settle = resolve)));
        try {
          result = await callWithRetry((signal) => model.doGenerate({ ...params, abortSignal: signal }), {
            settings: options.retry,
            random: options.random,
            signal: params.abortSignal,
            onRetry: () => ledger.retry(scope.meter),
            onAttempt: () => {
              attempts += 1;
            },
          });
        } catch (error) {
          const code = error instanceof LeakscopeError ? error.code : 'aborted';
          ledger.record({ model: modelId, route: 'sdk', cached: false, ok: false, attempts, inputTokens: 0, outputTokens: 0, error: code }, scope.meter);
          if (key !== undefined) options.inflight.delete(key);
          settle(undefined);
          throw error;
        }
        ledger.record({ model: modelId, route: 'sdk', cached: false, ok: true, attempts, ...tokens(result) }, scope.meter);
        const kept = key !== undefined && (scope.cacheable?.(result) ?? true) ? store(result) : undefined;
        if (key !== undefined && kept !== undefined) cache?.set(key, kept);
        if (key !== undefined) options.inflight.delete(key);
        settle(kept);
      }
      const onThoughts = scope.onThoughts;
      if (onThoughts !== undefined) {
        const callsTools = result.content.some((part) => part.type === 'tool-call');
        for (const part of result.content) {
          if (part.type === 'reasoning' && part.text.length > 0) onThoughts(part.text, 'reasoning');
          // Text next to tool calls is the model thinking aloud, not an answer anyone receives.
          if (part.type === 'text' && callsTools && part.text.trim().length > 0) onThoughts(part.text, 'reasoning');
        }
      }
      return result;
    },
  };
}
