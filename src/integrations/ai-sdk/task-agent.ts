/**
 * The AI SDK framework agent on the agent contract (`ai-sdk:<model>` in `arena run` and `mosaic
 * run`): the AI SDK's own agent, a `ToolLoopAgent`, runs the loop over the task's tools, on a
 * model of the model layer (cache, retries, accounting; the model's reasoning goes to the task's
 * log, C6, as each response arrives). The host records the channels inside the tools, so the
 * capture middleware of whole-scenario runs (agent.ts) is not needed here.
 */
import { stepCountIs, ToolLoopAgent } from 'ai';
import type { Agent } from '../../contracts/index.js';
import { endpointOf, modelName } from '../framework-agent.js';
import { checkFrameworkTask, frameworkIdentity, frameworkSignal, taskAccounting, type FrameworkTaskAgentOptions } from '../task-agent.js';
import { taskToolSet } from './task-tools.js';

/**
 * Creates the AI SDK task agent.
 *
 * @example
 * const agent = createAiSdkTaskAgent({ model: 'llama3.1', baseURL: 'http://127.0.0.1:11434/v1', models: createModelLayer() });
 * agent.id; // 'ai-sdk:llama3.1'
 */
export function createAiSdkTaskAgent(options: FrameworkTaskAgentOptions): Agent {
  const identity = frameworkIdentity('ai-sdk', options.model);
  const model = { spec: `openai-compatible:${modelName(options.model)}`, ...endpointOf(options) };
  return {
    ...identity,
    async run(task) {
      checkFrameworkTask(identity.id, task);
      const log = task.log;
      const accounting = taskAccounting(task, log === undefined ? {} : { onThoughts: (text) => log(text, 'reasoning') });
      const agent = new ToolLoopAgent({
        model: options.models.languageModel(model, accounting.scope),
        instructions: task.instructions,
        tools: taskToolSet(task),
        ...(task.toolChoice === 'none' ? { toolChoice: 'none' as const } : {}),
        stopWhen: stepCountIs(options.maxSteps ?? 16),
        temperature: options.temperature ?? 0,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        // Retries are the model layer's.
        maxRetries: 0,
      });
      const follow = frameworkSignal(task.signal);
      try {
        const result = await agent.generate({ prompt: task.input, abortSignal: follow.signal });
        return { output: result.text, usage: accounting.usage(), modelCalls: accounting.calls(), finish: result.finishReason === 'tool-calls' ? 'step-limit' : 'answer' };
      } finally {
        follow.release();
      }
    },
  };
}
