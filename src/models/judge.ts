/**
 * The tier-3 judge's model, through the model layer: a `JudgeCompletion` (the interface
 * `detect/judge` asks for) made from any provider, with the layer's cache (keyed by the judge's
 * own content key, so a random fence key never causes a miss, and only readable replies kept),
 * retries, budget and accounting. Also the judge's `provider:model` spec parsing.
 */
import type { SafeResult } from '../contracts/index.js';
import { createLlmJudge, type Judge, type JudgeCompletion, type LlmJudgeOptions } from '../detect/judge/index.js';
import { createMemoryCache } from './cache.js';
import { createModelLayer, type ModelLayer, type ModelRef } from './layer.js';
import { PROVIDERS, resolveLanguageModel, safeParseModelSpec, type ModelProvider } from './providers.js';
import type { ModelCallResult, ModelV3, UsageMeter } from './types.js';

/** Judge providers (the layer's). */
export const JUDGE_PROVIDERS = PROVIDERS;
export type JudgeProvider = ModelProvider;

/** A parsed judge spec. */
export interface JudgeSpec {
  readonly provider: JudgeProvider;
  /** Everything after the first colon (model ids may contain colons: `qwen2.5:7b`). */
  readonly model: string;
}

/** A judge model object (tests pass `MockLanguageModelV3`). */
export type JudgeModel = ModelV3;

/**
 * Parses a judge spec (a command-line flag: errors are `usage`); the safe twin of {@link parseJudgeSpecOrThrow}.
 *
 * @example safeParseJudgeSpec('openai-compatible:qwen2.5:7b') // { success: true, value: { provider: 'openai-compatible', model: 'qwen2.5:7b' } }
 */
export function safeParseJudgeSpec(text: string): SafeResult<JudgeSpec> {
  return safeParseModelSpec(text, 'usage', 'judge');
}

/** Parses a judge spec, throwing a `usage` error for a bad one. */
export function parseJudgeSpecOrThrow(text: string): JudgeSpec {
  const parsed = safeParseJudgeSpec(text);
  if (!parsed.success) throw parsed.error;
  return parsed.value;
}

/** Options of {@link createJudgeModel}. */
export interface JudgeModelOptions {
  /** Base URL of an OpenAI-compatible server; default `LEAKSCOPE_BASE_URL`. */
  readonly baseUrl?: string;
  /** Environment to read variables from; default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A fetch implementation (tests). */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * The AI SDK model of a judge spec, by the layer's one resolver (keys and base URL checked now).
 *
 * @example createJudgeModel({ provider: 'openai-compatible', model: 'llama3' }, { baseUrl: 'http://127.0.0.1:11434/v1' })
 */
export function createJudgeModel(spec: JudgeSpec, options: JudgeModelOptions = {}): JudgeModel {
  return resolveLanguageModel({
    spec: `${spec.provider}:${spec.model}`,
    ...(options.baseUrl === undefined ? {} : { baseURL: options.baseUrl }),
    ...(options.env === undefined ? {} : { env: options.env }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}

/** Call settings of a judge's completion. */
export interface JudgeCallSettings {
  /** Retries per call; default 2. */
  readonly retries?: number;
  /** Per-attempt timeout in ms; default 60 000. */
  readonly timeoutMs?: number;
}

function textOf(result: ModelCallResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/**
 * A judge completion through the layer. A model object is named `provider:modelId` (in the
 * judge's cache key and id); a spec or selection is resolved now, so a missing key or base URL
 * is an error before the first call.
 *
 * @example const completion = createJudgeCompletion(models, 'openai:gpt-4o-mini', { retries: 2 });
 */
export function createJudgeCompletion(models: ModelLayer, model: ModelRef, settings: JudgeCallSettings = {}): JudgeCompletion {
  const named: ModelRef = typeof model === 'object' && 'doGenerate' in model ? { id: `${model.provider}:${model.modelId}`, model } : model;
  models.languageModel(named);
  const id = models.modelId(named);
  const retry = { retries: settings.retries ?? 2, callTimeoutMs: settings.timeoutMs ?? 60_000 };
  return {
    id,
    async complete(request) {
      let cached = false;
      let inputTokens = 0;
      let outputTokens = 0;
      const meter: UsageMeter = {
        addCall(usage, fromCache) {
          cached = fromCache;
          inputTokens += usage.inputTokens;
          outputTokens += usage.outputTokens;
        },
        addRetry: () => undefined,
      };
      const result = await models.generateText({
        model: named,
        scope: { meter, retry, cacheKey: request.cacheKey, cacheable: (response) => request.keep(textOf(response)), seedKey: ['judge', request.cacheKey] },
        system: request.system,
        prompt: request.user,
        temperature: 0,
        ...(request.maxOutputTokens === undefined ? {} : { maxOutputTokens: request.maxOutputTokens }),
      });
      return { text: result.text, cached, inputTokens, outputTokens };
    },
  };
}

/** Options of {@link createModelJudge} (the tier-3 judge; not the guard's `ModelJudgeOptions`). */
export interface ModelTier3JudgeOptions extends Omit<LlmJudgeOptions, 'completion'> {
  /** The layer (its cache keeps replies across runs); default a private layer with a memory cache. */
  readonly models?: ModelLayer;
  /** A spec (`openai:gpt-4o-mini`), a selection or a model object. */
  readonly model: ModelRef;
  /** Retries per call; default 2. */
  readonly maxRetries?: number;
  /** Per-attempt timeout in ms; default 60 000. */
  readonly timeoutMs?: number;
}

/**
 * The tier-3 LLM judge over a model of the layer.
 *
 * @example
 * const judge = createModelJudge({ models, model: 'openai:gpt-4o-mini' });
 * await judge.judge({ text: 'He is on metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] });
 * // [{ key: 'dx', disclosed: 'yes', evidence: 'on metformin' }]
 */
export function createModelJudge(options: ModelTier3JudgeOptions): Judge {
  const { models, model, maxRetries, timeoutMs, ...judge } = options;
  const layer = models ?? createModelLayer({ cache: createMemoryCache() });
  const completion = createJudgeCompletion(layer, model, { ...(maxRetries === undefined ? {} : { retries: maxRetries }), ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  return createLlmJudge({ ...judge, completion });
}
