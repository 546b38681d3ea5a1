/**
 * The LangGraph framework agent: a scenario as a supervisor graph — each agent a `createAgent`
 * subgraph, handoff tools (`transfer_to_<agent>`, `Command.PARENT`) to its delegates, workers
 * returning to whoever handed over — with shared memory in a LangGraph store. Observed by the
 * callback handler, the handoff kit and the store wrapper; guarded by the tool-call middleware,
 * the handoff kit and the store wrapper when a guard is given.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { AgentMiddleware } from 'langchain';
import type { AgentSpec, Scenario } from '../../contracts/index.js';
import { endpointOf, fetchOf, modelName, runFrameworkScenario, type FrameworkAgent, type FrameworkRunOptions } from '../framework-agent.js';
import { createScenarioKit, LOG, MEMORY_READ, MEMORY_WRITE, modelToolName, scenarioToolActions, scenarioToolNames } from '../scenario-kit.js';
import { stringProperty } from '../../trace/content.js';
import type { ToolRole } from '../tool-flow.js';
import { createCallbackHandler } from './callbacks.js';
import { createOpenAICompatibleChatModel } from './chat-model.js';
import { createCaptureMiddleware } from './middleware.js';
import { storedText, wrapStore } from './persistence.js';
import { createSupervisorKit, type AgentLike } from './supervisor.js';

/** Options of {@link createLangGraphFrameworkAgent}. */
export interface LangGraphFrameworkAgentOptions {
  /** The chat model; default an OpenAI-compatible chat model at the run's base URL. */
  readonly resolveModel?: (options: FrameworkRunOptions) => BaseChatModel | Promise<BaseChatModel>;
}

/** Memory tools work on the store (whose wrapper records C5); the log tool is C6. */
const ROLES: Readonly<Record<string, ToolRole>> = { [MEMORY_READ]: 'internal', [MEMORY_WRITE]: 'internal', [LOG]: 'log' };
const NAMESPACE = ['memory'];

/**
 * Creates the LangGraph framework agent (`run.agent = langgraph:<model>`).
 *
 * @example
 * const records = await createLangGraphFrameworkAgent().runScenario(scenario, { model: 'openai-compatible:qwen2.5', baseURL, signal });
 */
export function createLangGraphFrameworkAgent(agentOptions: LangGraphFrameworkAgentOptions = {}): FrameworkAgent {
  return {
    id: 'langgraph',
    runScenario(scenario: Scenario, options: FrameworkRunOptions) {
      return runFrameworkScenario('langgraph', scenario, options, scenarioToolNames(scenario), async ({ recorder, guard, signal }) => {
        const [{ createAgent }, { tool }, { InMemoryStore, MemorySaver }] = await Promise.all([import('langchain'), import('@langchain/core/tools'), import('@langchain/langgraph')]);
        const { baseURL, apiKey } = endpointOf(options);
        // Through the model layer, the chat model sends its requests with the layer's fetch (response cache, retry, accounting).
        const fetch = fetchOf(options);
        const model =
          agentOptions.resolveModel === undefined
            ? await createOpenAICompatibleChatModel({ baseURL, apiKey, model: modelName(options.model), ...(fetch === undefined ? {} : { fetch }) })
            : await agentOptions.resolveModel(options);
        const kit = createScenarioKit(scenario, recorder, options.placement, guard);
        const purpose = scenario.task.purpose;
        const withGuard = guard === undefined ? {} : { guard };
        const actions = scenarioToolActions(scenario);
        const supervisor = await createSupervisorKit(recorder, { purpose, ...withGuard });
        const raw = new InMemoryStore();
        for (const [key, value] of kit.memoryEntries()) await raw.put(NAMESPACE, key, { value });
        const store = wrapStore(raw, recorder, { purpose, agentOf: supervisor.currentAgent, reads: true, ...withGuard });
        const handler = createCallbackHandler(recorder, { entry: kit.entry.id, roles: ROLES, actions });

        const toolsOf = (agent: AgentSpec) => {
          const tools = kit
            .toolsOf(agent)
            .map((spec) =>
              tool(async (args: Record<string, unknown>) => kit.callTool(agent, spec, args), { name: modelToolName(spec.name), description: spec.description, schema: kit.inputSchema(spec) }),
            );
          const handoffs = kit
            .delegatesOf(agent)
            .map((delegate) => supervisor.handoffTool(agent.id, delegate.id, `Hand a sub-task to the "${delegate.id}" agent (${delegate.role}), with a message saying what it should do.`));
          const memory = [];
          if (agent.memory !== 'none') {
            memory.push(
              tool(
                async (args: Record<string, unknown>) => {
                  const key = stringProperty(args, 'key');
                  const items = key === '' ? await store.search(NAMESPACE) : [await store.get(NAMESPACE, key)].flatMap((item) => (item === null ? [] : [item]));
                  return items.length === 0 ? '(memory is empty)' : items.map((item) => `${item.key}: ${storedText(item.value)}`).join('\n');
                },
                { name: MEMORY_READ, description: 'Reads the shared memory: one entry by key, or every entry.', schema: { type: 'object', properties: { key: { type: 'string' } } } },
              ),
            );
          }
          if (agent.memory === 'read-write') {
            memory.push(
              tool(
                async (args: Record<string, unknown>) => {
                  await store.put(NAMESPACE, stringProperty(args, 'key') || 'note', { value: stringProperty(args, 'value') });
                  return 'saved';
                },
                {
                  name: MEMORY_WRITE,
                  description: 'Writes an entry to the shared memory that other agents can read.',
                  schema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key', 'value'] },
                },
              ),
            );
          }
          const log = tool(async () => 'logged', {
            name: LOG,
            description: 'Records a working note in the system log.',
            schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
          });
          return [...tools, ...handoffs, ...memory, log];
        };

        const agents: Record<string, AgentLike> = {};
        for (const spec of kit.agents.values()) {
          const middleware: AgentMiddleware[] =
            guard === undefined ? [] : [await createCaptureMiddleware(recorder, { agent: spec.id, guard, roles: ROLES, actions, purpose, answersUser: spec.id === kit.entry.id })];
          agents[spec.id] = createAgent({ model, name: spec.id, systemPrompt: kit.instructions(spec), tools: toolsOf(spec), middleware });
        }
        const graph = supervisor.compile(agents, kit.entry.id, { checkpointer: new MemorySaver(), store });
        await graph.invoke(
          { messages: [{ role: 'user', content: kit.request }] },
          { configurable: { thread_id: recorder.traceId }, callbacks: [handler], recursionLimit: (options.maxSteps ?? 8) * 4 * kit.agents.size + 10, signal },
        );
        handler.flush();
      });
    },
  };
}
