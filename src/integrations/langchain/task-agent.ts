/**
 * The LangGraph framework agent on the agent contract (`langgraph:<model>` in `arena run` and
 * `mosaic run`): LangChain's ReAct agent (`createAgent`, a LangGraph graph) over the task's
 * tools, on the OpenAI-compatible chat model whose requests go through the model layer's
 * `fetch` (cache, retries, accounting). The model's reasoning goes to the task's log (C6).
 */
import type { Agent } from '../../contracts/index.js';
import { endpointOf, modelName } from '../framework-agent.js';
import { checkFrameworkTask, frameworkIdentity, frameworkSignal, serialQueue, taskAccounting, type FrameworkTaskAgentOptions } from '../task-agent.js';
import { messageText } from './callbacks.js';
import { createOpenAICompatibleChatModel } from './chat-model.js';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The reasoning text a chat-completions server sent beside the answer (`reasoning_content`). */
function reasoningOf(output: unknown): string {
  const generations: unknown = record(output)['generations'];
  const first: unknown = Array.isArray(generations) && Array.isArray(generations[0]) ? generations[0][0] : undefined;
  const extra = record(record(record(first)['message'])['additional_kwargs']);
  const text = extra['reasoning_content'] ?? extra['reasoning'];
  return typeof text === 'string' ? text : '';
}

/**
 * Creates the LangGraph task agent (loads LangChain and LangGraph now, so a missing framework is a configuration error).
 *
 * @example
 * const agent = await createLangGraphTaskAgent({ model: 'llama3.1', baseURL: 'http://127.0.0.1:11434/v1', models: createModelLayer() });
 * agent.id; // 'langgraph:llama3.1'
 */
export async function createLangGraphTaskAgent(options: FrameworkTaskAgentOptions): Promise<Agent> {
  const [{ createAgent }, { tool }, { GraphRecursionError }] = await Promise.all([import('langchain'), import('@langchain/core/tools'), import('@langchain/langgraph')]);
  const identity = frameworkIdentity('langgraph', options.model);
  const { baseURL, apiKey } = endpointOf(options);
  const maxSteps = options.maxSteps ?? 16;
  return {
    ...identity,
    async run(task) {
      checkFrameworkTask(identity.id, task);
      const accounting = taskAccounting(task);
      const model = await createOpenAICompatibleChatModel({
        baseURL,
        ...(apiKey === '' ? {} : { apiKey }),
        model: modelName(options.model),
        temperature: options.temperature ?? 0,
        fetch: options.models.fetchFor(accounting.scope),
      });
      // LangGraph's tool node runs one step's calls at once; the queue keeps them in call order.
      const queue = serialQueue();
      const tools = task.tools.map((spec) =>
        tool(async (args: Record<string, unknown>) => queue(() => spec.execute(args)), { name: spec.name, description: spec.description, schema: spec.inputSchema as Record<string, unknown> }),
      );
      const agent = createAgent({ model, name: 'assistant', systemPrompt: task.instructions, tools });
      const log = task.log;
      const follow = frameworkSignal(task.signal);
      try {
        const state = await agent.invoke(
          { messages: [{ role: 'user', content: task.input }] },
          {
            signal: follow.signal,
            // A model step and a tool step per turn, plus the end.
            recursionLimit: maxSteps * 2 + 1,
            callbacks: [
              {
                handleLLMEnd(output: unknown) {
                  const reasoning = reasoningOf(output);
                  if (reasoning !== '') log?.(reasoning, 'reasoning');
                },
              },
            ],
          },
        );
        const last = state.messages.at(-1);
        return { output: last === undefined ? '' : messageText(last.content), usage: accounting.usage(), modelCalls: accounting.calls(), finish: 'answer' };
      } catch (error) {
        if (error instanceof GraphRecursionError) return { output: '', usage: accounting.usage(), modelCalls: accounting.calls(), finish: 'step-limit' };
        throw error;
      } finally {
        follow.release();
      }
    },
  };
}
