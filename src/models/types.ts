/**
 * Shared types of the model layer: the language-model specification types (taken from the `ai`
 * package's own middleware type, so that no undeclared dependency such as `@ai-sdk/provider` is
 * imported), the usage meter every caller can hand in, prices, and the record of one call.
 * Type-only: importing this file loads nothing.
 */
import type { LanguageModelMiddleware } from 'ai';
import type { AgentUsageMeter } from '../contracts/index.js';
import type { RetrySettings } from './retry-settings.js';

type WrapGenerate = NonNullable<LanguageModelMiddleware['wrapGenerate']>;

/** A provider model (specification v3). */
export type ModelV3 = Parameters<WrapGenerate>[0]['model'];
/** The options of one model call (prompt, tools, settings). */
export type ModelCallOptions = Parameters<WrapGenerate>[0]['params'];
/** The result of one model call. */
export type ModelCallResult = Awaited<ReturnType<WrapGenerate>>;

/** Token and call accounting, updated as calls happen (so failed runs are counted too): the agent contract's meter. */
export type UsageMeter = AgentUsageMeter;

/** Prices in US dollars per million tokens, for cost accounting. */
export interface Pricing {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

/** What the layer records of one model call — never prompt or response text. */
export interface ModelCallRecord {
  /** The model's id in the cache key: `provider:model` (or `custom:<provider>/<model>` for a model object). */
  readonly model: string;
  /** `sdk`: a call of an AI SDK model; `fetch`: an HTTP request through {@link ModelLayer.fetch}. */
  readonly route: 'sdk' | 'fetch';
  /** Served from the cache (no provider call). */
  readonly cached: boolean;
  readonly ok: boolean;
  /** Attempts that reached the provider (0 for a cached call or a call refused by the budget). */
  readonly attempts: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Error code or short reason of a failed call (`model-call-failed`, `model-budget-exceeded`). */
  readonly error?: string;
}

/** Totals of a layer (or of one scope). */
export interface ModelUsage {
  /** Calls answered, cached ones included (failed ones are counted in `failedCalls`). */
  readonly calls: number;
  /** Calls served from the cache. */
  readonly cachedCalls: number;
  /** Calls that failed (after their retries), or were refused by the budget. */
  readonly failedCalls: number;
  /** Retries after a first attempt. */
  readonly retries: number;
  /** Tokens of every answered call, replayed ones included. */
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Tokens of the calls that reached the provider (cache misses): what was spent. */
  readonly billedInputTokens: number;
  readonly billedOutputTokens: number;
  /** Cost of the billed tokens, with {@link Pricing}. */
  readonly costUsd?: number;
}

/**
 * The per-call context a caller gives the layer: whom to bill, how to seed the retry jitter,
 * where reasoning goes, and call-specific overrides.
 */
export interface CallScope {
  /** Receives every call of this scope (the harness's per-trace meter). */
  readonly meter?: UsageMeter;
  /** Seeds the retry jitter with `deriveSeed(layer seed, ...seedKey)`; default the model id. */
  readonly seedKey?: ReadonlyArray<string | number>;
  /** Reasoning and interim text of each response (the harness records them on C6), in arrival order. */
  readonly onThoughts?: (text: string, kind: 'reasoning') => void;
  /** Retry/timeout settings of this scope, over the layer's. */
  readonly retry?: Partial<RetrySettings>;
  /** `false`: neither read nor write the cache for these calls. */
  readonly cache?: false;
  /**
   * An explicit cache key replacing the content-addressed one: for callers whose prompt holds
   * a random part that must not decide the key (the judge's fence key). It must name the model
   * and everything that decides the answer.
   */
  readonly cacheKey?: string;
  /**
   * Tells repeated samples of one request apart in the cache (a judge's votes, an agent's
   * repetitions at temperature > 0), which would otherwise all replay the first answer.
   */
  readonly sample?: string | number;
  /** Whether a response may be kept in the cache (e.g. only readable judge replies); default all. */
  readonly cacheable?: (result: ModelCallResult) => boolean;
}
