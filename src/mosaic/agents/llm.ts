/**
 * The LLM agent of the mosaic benchmark: the generic tool loop (`run/agents/tool-loop.ts`)
 * through the model layer, with the benchmark's defaults. Simulated mode replays the scripted
 * transcript as the model's own earlier tool calls and results (the search tool declared but not
 * callable); live mode gives it `list_files` and `read_file` over the run's workspace.
 */
import { createModelLayer, type ModelLayer, type ModelRef } from '../../models/index.js';
import { createToolLoopAgent } from '../../run/agents/tool-loop.js';
import type { MosaicAgent } from './types.js';

/** Options of {@link createLlmMosaicAgent}. */
export interface LlmMosaicAgentOptions {
  /** A `provider:model` spec or a model object. */
  readonly model: ModelRef;
  /** `provider:model`, recorded with every answer. */
  readonly modelId: string;
  /** The model layer (cache, retries, accounting); default one without a cache. */
  readonly models?: ModelLayer;
  /** Live mode: model steps before giving up without a final answer. Default 8. */
  readonly maxSteps?: number;
  /** Default 1 (the paper sampled; use 0 for repeatability). */
  readonly temperature?: number;
  readonly maxOutputTokens?: number;
  /** Retries per call, over the layer's policy. */
  readonly maxRetries?: number;
}

/**
 * Creates an `llm:<provider:model>` agent.
 *
 * @example
 * const agent = createLlmMosaicAgent({ models: createModelLayer(), model: 'openai:gpt-4o-mini', modelId: 'openai:gpt-4o-mini' });
 */
export function createLlmMosaicAgent(options: LlmMosaicAgentOptions): MosaicAgent {
  const temperature = options.temperature ?? 1;
  return createToolLoopAgent({
    models: options.models ?? createModelLayer(),
    model: options.model,
    modelId: options.modelId,
    id: `llm:${options.modelId}`,
    label: `LLM ${options.modelId} through the AI SDK (temperature ${temperature})`,
    maxSteps: options.maxSteps ?? 8,
    temperature,
    ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
    ...(options.maxRetries === undefined ? {} : { retry: { retries: options.maxRetries } }),
  });
}
