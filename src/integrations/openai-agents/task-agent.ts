/**
 * The OpenAI Agents SDK framework agent on the agent contract (`openai-agents:<model>` in
 * `arena run` and `mosaic run`): an SDK `Agent` with the task's tools as function tools, run by
 * the SDK's `Runner`, on its Chat Completions model. The model's requests go through the model
 * layer's `fetch` (cache, retries, accounting) on the same client as the scenario agent
 * (`model.ts`). SDK tracing is off for these runs: nothing is exported to OpenAI.
 */
import type { Agent as ContractAgent, AgentTask } from '../../contracts/index.js';
import { endpointOf, modelName } from '../framework-agent.js';
import { openAIAgentsModel } from './model.js';
import { checkFrameworkTask, frameworkIdentity, frameworkSignal, serialQueue, taskAccounting, type FrameworkTaskAgentOptions } from '../task-agent.js';

/** The SDK's function-tool parameters for a JSON schema, non-strict (any schema the host gives). */
function parametersOf(schema: AgentTask['tools'][number]['inputSchema']): { type: 'object'; properties: Record<string, never>; required: never[]; additionalProperties: true } {
  const object = schema as { readonly properties?: Record<string, unknown>; readonly required?: readonly string[] };
  return { type: 'object', properties: (object.properties ?? {}) as Record<string, never>, required: [...(object.required ?? [])] as never[], additionalProperties: true };
}

/**
 * Creates the OpenAI Agents task agent (loads the SDK now, so a missing SDK is a configuration error).
 *
 * @example
 * const agent = await createOpenAIAgentsTaskAgent({ model: 'llama3.1', baseURL: 'http://127.0.0.1:11434/v1', models: createModelLayer() });
 * agent.id; // 'openai-agents:llama3.1'
 */
export async function createOpenAIAgentsTaskAgent(options: FrameworkTaskAgentOptions): Promise<ContractAgent> {
  const sdk = await import('@openai/agents');
  const identity = frameworkIdentity('openai-agents', options.model);
  const { baseURL, apiKey } = endpointOf(options);
  const maxTurns = options.maxSteps ?? 16;
  return {
    ...identity,
    async run(task) {
      checkFrameworkTask(identity.id, task);
      const accounting = taskAccounting(task);
      const model = await openAIAgentsModel(sdk, { baseURL, apiKey, model: modelName(options.model), fetch: options.models.fetchFor(accounting.scope) });
      const queue = serialQueue();
      const tools = task.tools.map((spec) =>
        sdk.tool({
          name: spec.name,
          description: spec.description,
          parameters: parametersOf(spec.inputSchema),
          strict: false,
          execute: (args) => queue(() => spec.execute((args ?? {}) as Record<string, unknown>)),
        }),
      );
      const agent = new sdk.Agent({
        name: 'assistant',
        instructions: task.instructions,
        model,
        tools,
        modelSettings: { temperature: options.temperature ?? 0, ...(task.toolChoice === 'none' ? { toolChoice: 'none' as const } : {}) },
      });
      const runner = new sdk.Runner({ tracingDisabled: true, workflowName: 'leakscope task' });
      const follow = frameworkSignal(task.signal);
      try {
        const result = await runner.run(agent, task.input, { maxTurns, signal: follow.signal });
        const output = typeof result.finalOutput === 'string' ? result.finalOutput : '';
        return { output, usage: accounting.usage(), modelCalls: accounting.calls(), finish: 'answer' };
      } catch (error) {
        // The step limit is not a failure of the run: the agent stopped while still calling tools.
        if (error instanceof sdk.MaxTurnsExceededError) return { output: '', usage: accounting.usage(), modelCalls: accounting.calls(), finish: 'step-limit' };
        throw error;
      } finally {
        follow.release();
      }
    },
  };
}
