/**
 * The AI SDK framework agent: a scenario as a supervisor with sub-agents as tools — the AI
 * SDK's way to have several agents (`delegate_to_<agent>` tools whose `execute` runs the other
 * agent's `generateText` loop) — captured with `captureMiddleware` and `captureTools`.
 */
import { jsonSchema, stepCountIs, tool, type JSONSchema7, type ToolSet } from 'ai';
import type { AgentSpec, Scenario } from '../../contracts/index.js';
import { createModelLayer, type ModelRef } from '../../models/index.js';
import { endpointOf, modelName, runFrameworkScenario, type FrameworkAgent, type FrameworkRunOptions } from '../framework-agent.js';
import { createScenarioKit, LOG, MEMORY_READ, MEMORY_WRITE, modelToolName, scenarioToolActions, scenarioToolNames } from '../scenario-kit.js';
import { stringProperty } from '../../trace/content.js';
import { captureMiddleware } from './middleware.js';
import { captureTools } from './tools.js';

/** Options of {@link createAiSdkFrameworkAgent}. */
export interface AiSdkFrameworkAgentOptions {
  /** The model to run (a spec, a selection or a model object); default an OpenAI-compatible chat model at the run's base URL. */
  readonly resolveModel?: (options: FrameworkRunOptions) => ModelRef;
}

/** Delegation chains deeper than this are refused (as in the harness). */
const MAX_DEPTH = 6;

const MESSAGE_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Everything the agent needs to do the sub-task.' } },
  required: ['message'],
  additionalProperties: false,
};
const KEY_VALUE_SCHEMA: JSONSchema7 = { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key', 'value'], additionalProperties: false };
const KEY_SCHEMA: JSONSchema7 = { type: 'object', properties: { key: { type: 'string' } }, additionalProperties: false };
const LOG_SCHEMA: JSONSchema7 = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false };

function defaultModel(options: FrameworkRunOptions): ModelRef {
  const { baseURL, apiKey } = endpointOf(options);
  return { spec: `openai-compatible:${modelName(options.model)}`, baseURL, apiKey };
}

/**
 * Creates the AI SDK framework agent (`run.agent = ai-sdk:<model>`).
 *
 * @example
 * const records = await createAiSdkFrameworkAgent().runScenario(scenario, { model: 'openai-compatible:qwen2.5', baseURL, signal });
 */
export function createAiSdkFrameworkAgent(agentOptions: AiSdkFrameworkAgentOptions = {}): FrameworkAgent {
  return {
    id: 'ai-sdk',
    runScenario(scenario: Scenario, options: FrameworkRunOptions) {
      return runFrameworkScenario('ai-sdk', scenario, options, scenarioToolNames(scenario), async ({ recorder, guard, signal }) => {
        const base = (agentOptions.resolveModel ?? defaultModel)(options);
        // Every call goes through the model layer (cache, retry, accounting); a run without one gets a private layer with no cache.
        const models = options.models ?? createModelLayer(options.seed === undefined ? {} : { seed: options.seed });
        const scope = options.scope ?? {};
        const kit = createScenarioKit(scenario, recorder, options.placement, guard);
        const purpose = scenario.task.purpose;
        const actions = scenarioToolActions(scenario);
        const withGuard = guard === undefined ? {} : { guard };
        const active: string[] = [];

        const runAgent = async (agent: AgentSpec, input: string): Promise<string> => {
          const isEntry = agent.id === kit.entry.id;
          const middleware = captureMiddleware(recorder, { agent: agent.id, ...(isEntry ? {} : { text: false }), purpose, ...withGuard });
          const raw: ToolSet = {};
          for (const spec of kit.toolsOf(agent)) {
            raw[modelToolName(spec.name)] = tool({
              description: spec.description,
              inputSchema: jsonSchema<Record<string, unknown>>(kit.inputSchema(spec) as JSONSchema7),
              execute: async (args) => kit.callTool(agent, spec, args),
            });
          }
          const agents: Record<string, string> = {};
          for (const delegate of kit.delegatesOf(agent)) {
            const name = modelToolName(`delegate_to_${delegate.id}`);
            agents[name] = delegate.id;
            raw[name] = tool({
              description: `Delegate a sub-task to the "${delegate.id}" agent (${delegate.role}). Returns its reply.`,
              inputSchema: jsonSchema<{ message: string }>(MESSAGE_SCHEMA),
              execute: async (args) => {
                if (active.includes(delegate.id) || active.length >= MAX_DEPTH) return `Error: delegation to "${delegate.id}" refused (it would loop).`;
                return kit.message(delegate, await runAgent(delegate, stringProperty(args, 'message')));
              },
            });
          }
          if (agent.memory !== 'none')
            raw[MEMORY_READ] = tool({
              description: 'Reads the shared memory: one entry by key, or every entry.',
              inputSchema: jsonSchema<{ key?: string }>(KEY_SCHEMA),
              execute: async (args) => kit.readMemory(stringProperty(args, 'key')),
            });
          if (agent.memory === 'read-write') {
            raw[MEMORY_WRITE] = tool({
              description: 'Writes an entry to the shared memory that other agents can read.',
              inputSchema: jsonSchema<{ key: string; value: string }>(KEY_VALUE_SCHEMA),
              execute: async (args) => {
                kit.writeMemory(stringProperty(args, 'key') || 'note', stringProperty(args, 'value'));
                return 'saved';
              },
            });
          }
          raw[LOG] = tool({ description: 'Records a working note in the system log.', inputSchema: jsonSchema<{ message: string }>(LOG_SCHEMA), execute: async () => 'logged' });
          const tools = captureTools(raw, recorder, { agent: agent.id, agents, roles: { [MEMORY_READ]: 'memory-read', [MEMORY_WRITE]: 'memory-write', [LOG]: 'log' }, actions, purpose, ...withGuard });
          active.push(agent.id);
          try {
            const result = await models.generateText({
              model: base,
              scope,
              middleware,
              system: kit.instructions(agent),
              prompt: input,
              tools,
              stopWhen: stepCountIs(options.maxSteps ?? 8),
              abortSignal: signal,
              temperature: 0,
              ...(options.seed === undefined ? {} : { seed: options.seed }),
            });
            return result.text;
          } finally {
            active.pop();
          }
        };

        await runAgent(kit.entry, kit.request);
      });
    },
  };
}
