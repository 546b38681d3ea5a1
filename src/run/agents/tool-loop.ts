/**
 * The generic LLM agent: one AI SDK tool loop over a contract task's tools, through the model
 * layer (cache, retries, budget, accounting; reasoning to the task's log sink). It is the LLM
 * agent of `arena run` and `mosaic run`, and the harness's LLM agent runs each of its turns on it
 * (`llm/runtime.ts`).
 * Tool calls of one step run one at a time, in the order the model listed them, so traces do
 * not depend on timing. A replayed `history` becomes the conversation after the request.
 */
import { stepCountIs } from 'ai';
import type { Agent, AgentTask } from '../../contracts/index.js';
import { historyMessages, taskToolSet } from '../../integrations/ai-sdk/task-tools.js';
import type { CallScope, ModelLayer, ModelRef, ModelV3, RetrySettings } from '../../models/index.js';

/** Options of {@link createToolLoopAgent}. */
export interface ToolLoopAgentOptions<Context = unknown> {
  /** The model layer every call goes through. */
  readonly models: ModelLayer;
  /** A `provider:model` spec (resolved by the layer) or a model object. */
  readonly model: ModelRef;
  /** Recorded as `run.model` and naming the model object in the cache; default the layer's id of `model`. */
  readonly modelId?: string;
  /** Default `llm`. */
  readonly id?: string;
  /** Default `LLM agent (<modelId>)`. */
  readonly label?: string;
  /** Model steps per task (each one call, possibly with tool calls). Default 16. */
  readonly maxSteps?: number;
  /** Default 0, for repeatability. */
  readonly temperature?: number;
  /** Sent to providers that support seeded sampling. */
  readonly seed?: number;
  readonly maxOutputTokens?: number;
  /** Retry settings of this agent's calls, over the layer's. */
  readonly retry?: Partial<RetrySettings>;
  /**
   * The key that seeds the retry jitter of a task's calls (with the layer's seed); default
   * `[task.id]`. The harness keys by scenario and agent, as it always has.
   */
  readonly seedKey?: (task: AgentTask<Context>) => ReadonlyArray<string | number>;
  /**
   * Tells the cached responses of tasks apart whose requests are the same (the repetitions of a
   * cell). Default: the task id when `temperature` > 0 — each task is its own sample, so a cache
   * replays every repetition instead of the first one n times — and none at temperature 0, where
   * equal requests share one answer.
   */
  readonly sample?: (task: AgentTask<Context>) => string | number | undefined;
}

/** The call scope of a task: its meter, its reasoning sink, a seed key (default from its id), a sample. */
export function taskScope(task: AgentTask, retry: Partial<RetrySettings> | undefined, seedKey: ReadonlyArray<string | number> = [task.id], sample?: string | number): CallScope {
  const log = task.log;
  return {
    seedKey,
    ...(sample === undefined ? {} : { sample }),
    ...(task.meter === undefined ? {} : { meter: task.meter }),
    ...(log === undefined ? {} : { onThoughts: (text: string) => log(text, 'reasoning') }),
    ...(retry === undefined ? {} : { retry }),
  };
}

function isModelObject(model: ModelRef): model is ModelV3 {
  return typeof model === 'object' && !('spec' in model) && !('model' in model && 'id' in model);
}

/**
 * Creates the generic LLM agent.
 *
 * @example
 * const agent = createToolLoopAgent({ models: createModelLayer({ baseURL }), model: 'openai-compatible:llama3.1' });
 * const result = await agent.run({ id: 't1', instructions: 'You are…', input: 'Send the update.', tools, signal });
 */
export function createToolLoopAgent<Context = unknown>(options: ToolLoopAgentOptions<Context>): Agent<Context> {
  const { models } = options;
  const modelId = options.modelId ?? models.modelId(options.model);
  // A bare model object is cached and recorded under the id the caller gives it.
  const model: ModelRef = options.modelId !== undefined && isModelObject(options.model) ? { id: modelId, model: options.model } : options.model;
  const maxSteps = options.maxSteps ?? 16;
  const temperature = options.temperature ?? 0;
  const sampleOf = options.sample ?? ((task: AgentTask<Context>) => (temperature > 0 ? task.id : undefined));
  return {
    id: options.id ?? 'llm',
    kind: 'llm',
    model: modelId,
    label: options.label ?? `LLM agent (${modelId})`,
    accepts: { history: true },
    async run(task) {
      const result = await models.generateText({
        model,
        system: task.instructions,
        ...(task.history === undefined ? { prompt: task.input } : { messages: historyMessages(task.input, task.history) }),
        tools: taskToolSet(task),
        ...(task.toolChoice === 'none' ? { toolChoice: 'none' as const } : {}),
        stopWhen: stepCountIs(maxSteps),
        abortSignal: task.signal,
        temperature,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
        scope: taskScope(task, options.retry, options.seedKey?.(task), sampleOf(task)),
      });
      return {
        output: result.text,
        usage: { inputTokens: result.totalUsage.inputTokens ?? 0, outputTokens: result.totalUsage.outputTokens ?? 0 },
        modelCalls: result.steps.length,
        finish: result.finishReason === 'tool-calls' ? 'step-limit' : 'answer',
      };
    },
  };
}
