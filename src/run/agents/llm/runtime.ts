/**
 * The LLM agent runtime: each agent turn is an AI SDK `generateText` loop over the turn's tool
 * set, through the call middleware (cache, retries, accounting, reasoning capture). Nested
 * delegation runs the delegate's own loop inside the `delegate_to_<agent>` tool.
 */
import { generateText, stepCountIs, wrapLanguageModel } from 'ai';
import { createRandom, deriveSeed } from '../../../lib/seeded-random.js';
import type { AgentRuntime } from '../types.js';
import type { ResponseCache } from './cache.js';
import { createCallMiddleware } from './call-middleware.js';
import type { ModelV3 } from './model-types.js';
import { systemPrompt } from './prompt.js';
import { DEFAULT_RETRY, type RetrySettings } from './retry-settings.js';
import { buildToolSet } from './toolset.js';

/** Options of {@link createLlmAgent}. */
export interface LlmAgentOptions {
  readonly model: ModelV3;
  /** `provider:model`, recorded as `run.model` and part of the cache key. */
  readonly modelId: string;
  readonly cache?: ResponseCache;
  readonly retry?: Partial<RetrySettings>;
  /** Model steps per turn (each step is one call, possibly with tool calls). Default 12. */
  readonly maxSteps?: number;
  /** Sent to providers that support seeded sampling, and seeds the retry jitter. */
  readonly seed?: number;
  /** Default 0, for repeatability. */
  readonly temperature?: number;
}

/**
 * Creates an LLM agent runtime (`run.agent = 'llm'`).
 *
 * @example
 * const agent = createLlmAgent({ model: resolveLanguageModel({ spec: 'openai:gpt-4o-mini' }), modelId: 'openai:gpt-4o-mini' });
 */
export function createLlmAgent(options: LlmAgentOptions): AgentRuntime {
  const retry: RetrySettings = { ...DEFAULT_RETRY, ...options.retry };
  const maxSteps = options.maxSteps ?? 12;
  const seed = options.seed ?? 0;
  return {
    id: 'llm',
    family: 'llm',
    label: `LLM agent (${options.modelId})`,
    model: options.modelId,
    async run(context) {
      const middleware = createCallMiddleware({
        modelId: options.modelId,
        cache: options.cache,
        retry,
        random: createRandom(deriveSeed(seed, context.scenario.id, context.agent.id)),
        meter: context.meter,
        onThoughts: (text, kind) => context.toolbox.log(text, kind),
      });
      const result = await generateText({
        model: wrapLanguageModel({ model: options.model, middleware }),
        system: systemPrompt(context),
        prompt: context.input,
        tools: buildToolSet(context),
        stopWhen: stepCountIs(maxSteps),
        // Retries belong to the middleware (backoff with seeded jitter, accounting); none here.
        maxRetries: 0,
        abortSignal: context.signal,
        temperature: options.temperature ?? 0,
        seed,
      });
      return { output: result.text };
    },
  };
}
