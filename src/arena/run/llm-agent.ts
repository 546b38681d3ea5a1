/**
 * The LLM agent of the arena: the generic tool loop (`run/agents/tool-loop.ts`) through the
 * model layer, with the arena's defaults, over the tools the MCP servers list (so under C2–C4
 * every call passes the guard's gateway). Its system prompt is the arena's ({@link arenaSystemPrompt}).
 */
import { createModelLayer, type ModelLayer, type ModelRef } from '../../models/index.js';
import { createToolLoopAgent } from '../../run/agents/tool-loop.js';
import type { ArenaAgent } from './agent.js';

export { arenaSystemPrompt } from './agent.js';

/** Options of {@link createArenaLlmAgent}. */
export interface ArenaLlmAgentOptions {
  /** A `provider:model` spec or a model object. */
  readonly model: ModelRef;
  /** `provider:model`, recorded as `run.model`. */
  readonly modelId: string;
  /** The model layer (cache, retries, accounting); default one without a cache. */
  readonly models?: ModelLayer;
  /** Model steps per task; default 16. */
  readonly maxSteps?: number;
  /** Default 0. */
  readonly temperature?: number;
  readonly seed?: number;
  /** Retries of a failed model call, over the layer's policy. */
  readonly maxRetries?: number;
}

/**
 * Creates the LLM agent (`run.agent = llm`).
 *
 * @example createArenaLlmAgent({ models: createModelLayer(), model: 'openai:gpt-4o-mini', modelId: 'openai:gpt-4o-mini' })
 */
export function createArenaLlmAgent(options: ArenaLlmAgentOptions): ArenaAgent {
  return createToolLoopAgent({
    models: options.models ?? createModelLayer(),
    model: options.model,
    modelId: options.modelId,
    id: 'llm',
    label: `LLM agent (${options.modelId})`,
    maxSteps: options.maxSteps ?? 16,
    temperature: options.temperature ?? 0,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.maxRetries === undefined ? {} : { retry: { retries: options.maxRetries } }),
  });
}
