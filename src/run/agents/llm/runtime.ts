/**
 * The harness's LLM agent: a thin adapter from a harness turn (`AgentTurnContext`) to a contract
 * task, run by the generic tool-loop agent (`../tool-loop.ts`, the LLM agent of `arena run` and
 * `mosaic run`) through the model layer (cache, retries, budget, accounting, reasoning capture).
 * Nested delegation runs the delegate's own turn inside the `delegate_to_<agent>` tool.
 */
import type { AgentTask } from '../../../contracts/index.js';
import { createModelLayer, type ModelLayer, type ModelRef, type ResponseCache, type RetrySettings } from '../../../models/index.js';
import { createToolLoopAgent } from '../tool-loop.js';
import type { AgentRuntime, AgentTurnContext } from '../types.js';
import { systemPrompt } from './prompt.js';
import { turnTools } from './toolset.js';

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
 * A harness turn as a contract task: the turn's system prompt, its input, its toolbox as tools,
 * its meter and signal, log lines and reasoning to the toolbox (C6). The task id names the
 * scenario and the agent; the turn rides along as the task's context.
 */
export function turnTask(context: AgentTurnContext): AgentTask<AgentTurnContext> {
  return {
    id: `${context.scenarioId}/${context.agent.id}`,
    instructions: systemPrompt(context),
    input: context.input,
    tools: turnTools(context),
    signal: context.signal,
    meter: context.meter,
    log: (text, kind) => context.toolbox.log(text, kind),
    context,
  };
}

/**
 * Creates an LLM agent runtime (`run.agent = 'llm'`).
 *
 * @example
 * const agent = createLlmAgent({ model: 'openai:gpt-4o-mini', modelId: 'openai:gpt-4o-mini', models: createModelLayer({ seed: 42 }) });
 */
export function createLlmAgent(options: LlmAgentOptions): AgentRuntime {
  const seed = options.seed ?? 0;
  const models = options.models ?? createModelLayer({ seed, ...(options.retry === undefined ? {} : { retry: options.retry }), ...(options.cache === undefined ? {} : { cache: options.cache }) });
  const label = `LLM agent (${options.modelId})`;
  const loop = createToolLoopAgent<AgentTurnContext>({
    models,
    model: options.model,
    // The cache key names the model by the id recorded in the trace.
    modelId: options.modelId,
    id: 'llm',
    label,
    maxSteps: options.maxSteps ?? 12,
    temperature: options.temperature ?? 0,
    seed,
    // A layer of its own already has the retry settings.
    ...(options.models !== undefined && options.retry !== undefined ? { retry: options.retry } : {}),
    // The retry jitter of a turn is seeded by its scenario and agent, as before the tool loop was shared.
    seedKey: (task) => (task.context === undefined ? [task.id] : [task.context.scenarioId, task.context.agent.id]),
    // Cache keys as they have always been: no sample number, whatever the temperature.
    sample: () => undefined,
  });
  return {
    id: 'llm',
    family: 'llm',
    label,
    model: options.modelId,
    async run(context) {
      const result = await loop.run(turnTask(context));
      return { output: result.output };
    },
  };
}
