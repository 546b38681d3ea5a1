/**
 * The OpenAI Agents SDK framework agent on the agent contract (`openai-agents:<model>` in
 * `arena run` and `mosaic run`): an SDK `Agent` with the task's tools as function tools, run by
 * the SDK's `Runner`, on its Chat Completions model. The model's requests go through the model
 * layer's `fetch` (cache, retries, accounting) by a minimal chat-completions client, so the
 * `openai` package need not be a dependency. SDK tracing is off for these runs: nothing is
 * exported to OpenAI.
 */
import type { Agent as ContractAgent, AgentTask } from '../../contracts/index.js';
import { endpointOf, modelName } from '../framework-agent.js';
import { checkFrameworkTask, frameworkIdentity, frameworkSignal, serialQueue, taskAccounting, type FrameworkTaskAgentOptions } from '../task-agent.js';

type Sdk = typeof import('@openai/agents');
type OpenAIClient = ConstructorParameters<Sdk['OpenAIChatCompletionsModel']>[0];

/** A chat-completions client over a `fetch`: the one method the SDK's Chat Completions model calls. */
function chatCompletionsClient(baseURL: string, apiKey: string, fetch: typeof globalThis.fetch): OpenAIClient {
  const endpoint = `${baseURL.replace(/\/+$/, '')}/chat/completions`;
  const client = {
    baseURL,
    chat: {
      completions: {
        async create(body: unknown, options?: { readonly signal?: AbortSignal | null; readonly headers?: Record<string, string> }) {
          const response = await fetch(endpoint, {
            method: 'POST',
            headers: { ...options?.headers, 'content-type': 'application/json', ...(apiKey === '' ? {} : { authorization: `Bearer ${apiKey}` }) },
            body: JSON.stringify(body),
            ...(options?.signal === undefined || options.signal === null ? {} : { signal: options.signal }),
          });
          if (!response.ok) throw new Error(`model call failed: HTTP ${response.status} from ${endpoint}`);
          return response.json();
        },
      },
    },
  };
  return client as unknown as OpenAIClient;
}

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
      const model = new sdk.OpenAIChatCompletionsModel(chatCompletionsClient(baseURL, apiKey, options.models.fetchFor(accounting.scope)), modelName(options.model));
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
