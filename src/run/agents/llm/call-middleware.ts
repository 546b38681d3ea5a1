/**
 * The model-call middleware of LLM agents: response cache, retries, token accounting and the
 * capture of reasoning (C6) — at the moment each response arrives, before its tool calls run,
 * so the trace keeps the real order.
 */
import type { LanguageModelMiddleware } from 'ai';
import type { SeededRandom } from '../../../lib/seeded-random.js';
import type { UsageMeter } from '../types.js';
import { cacheKey, type ResponseCache } from './cache.js';
import type { ModelCallResult } from './model-types.js';
import { callWithRetry } from './retry.js';
import type { RetrySettings } from './retry-settings.js';

/** What the middleware needs for one agent turn. */
export interface CallMiddlewareOptions {
  /** `provider:model`, part of the cache key. */
  readonly modelId: string;
  readonly cache: ResponseCache | undefined;
  readonly retry: RetrySettings;
  readonly random: SeededRandom;
  readonly meter: UsageMeter;
  /** Receives reasoning and interim text of each response (the harness records them on C6). */
  readonly onThoughts: (text: string, kind: 'reasoning') => void;
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
 * Creates the middleware. Cached responses are replayed as they were stored, including their
 * token usage, so a replayed trace is identical to the original; the meter marks them cached.
 */
export function createCallMiddleware(options: CallMiddlewareOptions): LanguageModelMiddleware {
  return {
    specificationVersion: 'v3',
    async wrapGenerate({ params, model }) {
      const key = options.cache === undefined ? undefined : cacheKey(options.modelId, params);
      const hit = key === undefined ? undefined : options.cache?.get(key);
      let result: ModelCallResult;
      if (hit !== undefined) {
        result = revive(hit);
        options.meter.addCall(tokens(result), true);
      } else {
        result = await callWithRetry((signal) => model.doGenerate({ ...params, abortSignal: signal }), {
          settings: options.retry,
          random: options.random,
          signal: params.abortSignal,
          onRetry: () => options.meter.addRetry(),
        });
        options.meter.addCall(tokens(result), false);
        if (key !== undefined) options.cache?.set(key, store(result));
      }
      const callsTools = result.content.some((part) => part.type === 'tool-call');
      for (const part of result.content) {
        if (part.type === 'reasoning' && part.text.length > 0) options.onThoughts(part.text, 'reasoning');
        // Text next to tool calls is the model thinking aloud, not an answer anyone receives.
        if (part.type === 'text' && callsTools && part.text.trim().length > 0) options.onThoughts(part.text, 'reasoning');
      }
      return result;
    },
  };
}
