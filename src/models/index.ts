/**
 * The model layer — the one place in leakscope that calls a model: provider resolution through
 * the AI SDK (`openai:`, `anthropic:`, `openai-compatible:`), one content-addressed response
 * cache (memory or SQLite), one retry/timeout policy (cockatiel, seeded jitter), a call budget,
 * usage and cost accounting, a record of every call, and a `fetch` that gives frameworks with
 * their own HTTP client the same cache and retries. No other module imports `generateText`.
 *
 * @example
 * import { createModelLayer, openSqliteCache } from './models/index.js';
 * const models = createModelLayer({ cache: openSqliteCache('out/cache.sqlite'), seed: 42 });
 * const result = await models.generateText({ model: 'openai-compatible:llama3.1', prompt: 'Hello', temperature: 0 });
 * models.close();
 */
export { createModelLayer, type GenerateOptions, type ModelLayer, type ModelLayerOptions, type ModelRef, type NamedModel } from './layer.js';
export { PROVIDERS, chatEndpoint, parseModelSpec, resolveLanguageModel, safeParseModelSpec, type ModelProvider, type ModelSelection, type ModelSpec } from './providers.js';
export { cacheKey, createMemoryCache, openSqliteCache, type ResponseCache } from './cache.js';
export { fetchCacheKey } from './fetch.js';
export { callWithRetry, isRetryableModelError } from './retry.js';
export { DEFAULT_RETRY, type RetrySettings } from './retry-settings.js';
export type { CallScope, ModelCallOptions, ModelCallRecord, ModelCallResult, ModelUsage, ModelV3, Pricing, UsageMeter } from './types.js';
export {
  createJudgeCompletion,
  createJudgeModel,
  createModelJudge,
  JUDGE_PROVIDERS,
  parseJudgeSpecOrThrow,
  safeParseJudgeSpec,
  type JudgeCallSettings,
  type JudgeModel,
  type JudgeModelOptions,
  type JudgeProvider,
  type JudgeSpec,
  type ModelTier3JudgeOptions,
} from './judge.js';
