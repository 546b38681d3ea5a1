/**
 * The model layer: the one place in leakscope that calls a model. It resolves `provider:model`
 * specs, wraps every model in one middleware (content-addressed response cache, retry/timeout
 * with seeded jitter, a call budget, usage and cost accounting, a record of every call), runs
 * `generateText`, and offers the same cache/retry/accounting as a `fetch` for frameworks that
 * bring their own HTTP client.
 */
import { generateText as sdkGenerateText, wrapLanguageModel, type GenerateTextResult, type LanguageModelMiddleware, type OutputInterface as Output, type ToolSet } from 'ai';
import { createRandom, deriveSeed } from '../lib/seeded-random.js';
import type { ResponseCache } from './cache.js';
import { createModelFetch } from './fetch.js';
import { createLedger } from './ledger.js';
import { createCallMiddleware } from './middleware.js';
import { resolveLanguageModel, type ModelSelection } from './providers.js';
import { DEFAULT_RETRY, type RetrySettings } from './retry-settings.js';
import type { CallScope, ModelCallRecord, ModelUsage, ModelV3, Pricing } from './types.js';

/** Options of {@link createModelLayer}. */
export interface ModelLayerOptions {
  /** The one response cache (memory or SQLite file); none: every call reaches the provider. The layer owns it: `close()` closes it. */
  readonly cache?: ResponseCache;
  /** Retry/timeout policy; default {@link DEFAULT_RETRY}. */
  readonly retry?: Partial<RetrySettings>;
  /** Exceeding `maxCalls` provider calls (cache hits are free) fails the call with `model-budget-exceeded`. */
  readonly budget?: { readonly maxCalls?: number };
  /** Seeds the retry jitter (with each scope's seed key). Default 0. */
  readonly seed?: number;
  /** Defaults for resolving specs (base URL of `openai-compatible`, key, environment). */
  readonly baseURL?: string;
  readonly apiKey?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The HTTP client under the providers and under {@link ModelLayer.fetch}; default `globalThis.fetch`. */
  readonly fetch?: typeof globalThis.fetch;
  readonly pricing?: Pricing;
  /** Receives a record of every call (model, cached, tokens, attempts, ok/error) — no prompt text. */
  readonly onCall?: (call: ModelCallRecord) => void;
}

/** A model object with the id it is cached and recorded under. */
export interface NamedModel {
  readonly id: string;
  readonly model: ModelV3;
}

/**
 * What a model is given as: a `provider:model` spec, a selection (spec with its own base URL
 * or key), a model object (id `custom:<provider>/<modelId>`), or a model object with an id.
 */
export type ModelRef = string | ModelSelection | ModelV3 | NamedModel;

/** The options of {@link ModelLayer.generateText}: the AI SDK's, with a {@link ModelRef} and a scope. */
export type GenerateOptions<TOOLS extends ToolSet = ToolSet, OUTPUT extends Output = Output<string, string>> = Omit<Parameters<typeof sdkGenerateText<TOOLS, OUTPUT>>[0], 'model' | 'maxRetries'> & {
  readonly model: ModelRef;
  readonly scope?: CallScope;
  /**
   * Middleware outside the layer's (first = outermost), e.g. framework capture or a guard: it
   * sees each response as the layer returns it, replayed ones included.
   */
  readonly middleware?: LanguageModelMiddleware | LanguageModelMiddleware[];
};

/** The model layer. */
export interface ModelLayer {
  /** The layer's cache (undefined without one). */
  readonly cache: ResponseCache | undefined;
  /** The retry policy in force. */
  readonly retry: RetrySettings;
  /** The id a model is cached and recorded under (`provider:model`, or `custom:<provider>/<modelId>`). */
  modelId(model: ModelRef): string;
  /** An AI SDK model wrapped with the layer's cache/retry/budget/accounting middleware, for one scope. */
  languageModel(model: ModelRef, scope?: CallScope): ModelV3;
  /**
   * `generateText` through the layer (the only call of `generateText` in leakscope). Retries
   * are the layer's: the AI SDK's own `maxRetries` is 0.
   */
  generateText<TOOLS extends ToolSet = ToolSet, OUTPUT extends Output = Output<string, string>>(options: GenerateOptions<TOOLS, OUTPUT>): Promise<GenerateTextResult<TOOLS, OUTPUT>>;
  /** A fetch for frameworks with their own HTTP client: cache on the request body, the same retry policy, accounting. */
  readonly fetch: typeof globalThis.fetch;
  /** The fetch of one scope (its meter, seed key, overrides). */
  fetchFor(scope: CallScope): typeof globalThis.fetch;
  /** Totals of every call so far. */
  usage(): ModelUsage;
  /** Closes the cache. */
  close(): void;
}

function isNamed(model: ModelRef): model is NamedModel {
  return typeof model === 'object' && 'id' in model && 'model' in model && typeof (model as NamedModel).id === 'string';
}

function isSelection(model: ModelRef): model is ModelSelection {
  return typeof model === 'object' && 'spec' in model && typeof (model as ModelSelection).spec === 'string';
}

/**
 * Creates a model layer.
 *
 * @example
 * const models = createModelLayer({ cache: openSqliteCache('leakscope-out/r1/cache.sqlite'), seed: 42, budget: { maxCalls: 500 } });
 * const { text } = await models.generateText({ model: 'openai:gpt-4o-mini', prompt: 'Say hi.', temperature: 0 });
 * models.usage(); // { calls: 1, cachedCalls: 0, retries: 0, inputTokens: 9, outputTokens: 3, ... }
 * models.close();
 */
export function createModelLayer(options: ModelLayerOptions = {}): ModelLayer {
  const retry: RetrySettings = { ...DEFAULT_RETRY, ...options.retry };
  const seed = options.seed ?? 0;
  const ledger = createLedger({
    ...(options.budget?.maxCalls === undefined ? {} : { maxCalls: options.budget.maxCalls }),
    ...(options.pricing === undefined ? {} : { pricing: options.pricing }),
    ...(options.onCall === undefined ? {} : { onCall: options.onCall }),
  });
  const resolved = new Map<string, ModelV3>();
  const inflight = new Map<string, Promise<string | undefined>>();
  let closed = false;

  const modelId = (model: ModelRef): string => {
    if (typeof model === 'string') return model;
    if (isNamed(model)) return model.id;
    if (isSelection(model)) return model.spec;
    return `custom:${model.provider}/${model.modelId}`;
  };
  const resolve = (model: ModelRef): ModelV3 => {
    if (isNamed(model)) return model.model;
    if (typeof model !== 'string' && !isSelection(model)) return model;
    const selection: ModelSelection = typeof model === 'string' ? { spec: model } : model;
    const memo = `${selection.spec}\u0000${selection.baseURL ?? ''}\u0000${selection.apiKey ?? ''}`;
    const known = resolved.get(memo);
    if (known !== undefined) return known;
    const baseURL = selection.baseURL ?? options.baseURL;
    const apiKey = selection.apiKey ?? options.apiKey;
    const env = selection.env ?? options.env;
    const fetch = selection.fetch ?? options.fetch;
    const created = resolveLanguageModel({
      spec: selection.spec,
      ...(baseURL === undefined ? {} : { baseURL }),
      ...(apiKey === undefined ? {} : { apiKey }),
      ...(env === undefined ? {} : { env }),
      ...(fetch === undefined ? {} : { fetch }),
    });
    resolved.set(memo, created);
    return created;
  };
  const settingsOf = (scope: CallScope): RetrySettings => (scope.retry === undefined ? retry : { ...retry, ...scope.retry });

  const languageModel = (model: ModelRef, scope: CallScope = {}): ModelV3 => {
    const id = modelId(model);
    const middleware = createCallMiddleware({
      modelId: id,
      cache: options.cache,
      retry: settingsOf(scope),
      random: createRandom(deriveSeed(seed, ...(scope.seedKey ?? [id]))),
      ledger,
      scope,
      inflight,
    });
    return wrapLanguageModel({ model: resolve(model), middleware });
  };
  const fetchFor = (scope: CallScope): typeof globalThis.fetch =>
    createModelFetch({
      ...(options.fetch === undefined ? {} : { base: options.fetch }),
      cache: options.cache,
      retry: settingsOf(scope),
      random: (key) => createRandom(deriveSeed(seed, ...(scope.seedKey ?? []), key)),
      ledger,
      scope,
      inflight,
    });

  return {
    cache: options.cache,
    retry,
    modelId,
    languageModel,
    generateText<TOOLS extends ToolSet = ToolSet, OUTPUT extends Output = Output<string, string>>(generate: GenerateOptions<TOOLS, OUTPUT>): Promise<GenerateTextResult<TOOLS, OUTPUT>> {
      const { model, scope, middleware, ...rest } = generate;
      const layered = languageModel(model, scope);
      const wrapped = middleware === undefined ? layered : wrapLanguageModel({ model: layered, middleware });
      return sdkGenerateText<TOOLS, OUTPUT>({ ...rest, model: wrapped, maxRetries: 0 } as Parameters<typeof sdkGenerateText<TOOLS, OUTPUT>>[0]);
    },
    fetch: fetchFor({}),
    fetchFor,
    usage: () => ledger.usage(),
    close() {
      if (closed) return;
      closed = true;
      options.cache?.close();
    },
  };
}
