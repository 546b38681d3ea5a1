/**
 * The LLM agent runtime: each agent turn is a `generateText` loop over the turn's tool set,
 * through the model layer (cache, retries, budget, accounting, reasoning capture). Nested
 * delegation runs the delegate's own loop inside the `delegate_to_<agent>` tool.
 */
import { stepCountIs } from 'ai';
import { createModelLayer, type ModelLayer, type ModelRef, type ResponseCache, type RetrySettings } from '../../../models/index.js';
import type { AgentRuntime } from '../types.js';
import { systemPrompt } from './prompt.js';
import { buildToolSet } from './toolset.js';

/** Options of {@link createLlmAgent}. */
export interface LlmAgentOptions {
  /** A `provider:model` spec or a model object, resolved by the layer. */
  readonly model: ModelRef;
  /** `provider:model`, recorded as `run.model` and part of the cache key. */
  readonly modelId: string;
  /** The run's model layer; without one, the agent gets its own from `cache`, `retry` and `seed`. */
  readonly models?: ModelLayer;
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
 * const agent = createLlmAgent({ model: 'openai:gpt-4o-mini', modelId: 'openai:gpt-4o-mini', models: createModelLayer({ seed: 42 }) });
 */
export function createLlmAgent(options: LlmAgentOptions): AgentRuntime {
  const maxSteps = options.maxSteps ?? 12;
  const seed = options.seed ?? 0;
  const models = options.models ?? createModelLayer({ seed, ...(options.retry === undefined ? {} : { retry: options.retry }), ...(options.cache === undefined ? {} : { cache: options.cache }) });
  // The cache key names the model by the id recorded in the trace.
  const model: ModelRef = typeof options.model === 'object' && 'doGenerate' in options.model ? { id: options.modelId, model: options.model } : options.model;
  return {
    id: 'llm',
    family: 'llm',
    label: `LLM agent (${options.modelId})`,
    model: options.modelId,
    async run(context) {
      const result = await models.generateText({
        model,
        scope: {
          meter: context.meter,
          seedKey: [context.scenario.id, context.agent.id],
          onThoughts: (text, kind) => context.toolbox.log(text, kind),
          ...(options.models !== undefined && options.retry !== undefined ? { retry: options.retry } : {}),
        },
        system: systemPrompt(context),
        prompt: context.input,
        tools: buildToolSet(context),
        stopWhen: stepCountIs(maxSteps),
        abortSignal: context.signal,
        temperature: options.temperature ?? 0,
        seed,
      });
      return { output: result.text };
    },
  };
}
