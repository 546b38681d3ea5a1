/**
 * The OpenAI Agents SDK framework agent: a scenario as agents joined by handoffs — each agent
 * hands sub-tasks to its delegates (`transfer_to_<agent>`, with a message) and its delegates
 * hand back (`transfer_back_to_<agent>`) — observed by the leakscope trace processor and the
 * handoff input filter, with the guard on handoffs and tool arguments when one is given.
 */
import type { Agent, Model, Tool } from '@openai/agents';
import { z } from 'zod';
import type { AgentSpec, Scenario } from '../../contracts/index.js';
import { stringProperty } from '../../trace/content.js';
import { openAIAgentsModel } from './model.js';
import { endpointOf, fetchOf, modelName, runFrameworkScenario, type FrameworkAgent, type FrameworkRunOptions } from '../framework-agent.js';
import { createScenarioKit, LOG, MEMORY_READ, MEMORY_WRITE, modelToolName, scenarioToolActions, scenarioToolNames } from '../scenario-kit.js';
import { captureAgentsRun } from './capture.js';
import { createAgentsTracing, flushFinal } from './tracing.js';

/** Options of {@link createOpenAIAgentsFrameworkAgent}. */
export interface OpenAIAgentsFrameworkAgentOptions {
  /** The model to run; default Chat Completions at the run's base URL (`OpenAIProvider`, `useResponses: false`). */
  readonly resolveModel?: (options: FrameworkRunOptions) => Model | Promise<Model>;
}

type Sdk = typeof import('@openai/agents');

interface JsonObject {
  readonly type: 'object';
  readonly properties: Record<string, unknown>;
  readonly required?: readonly string[];
}

function nonStrict(schema: Record<string, unknown>): { type: 'object'; properties: Record<string, never>; required: never[]; additionalProperties: true } {
  const object = schema as unknown as JsonObject;
  return { type: 'object', properties: (object.properties ?? {}) as Record<string, never>, required: [...(object.required ?? [])] as never[], additionalProperties: true };
}

/**
 * Creates the OpenAI Agents framework agent (`run.agent = openai-agents:<model>`). On first use
 * it enables tracing (the SDK disables it when `NODE_ENV` is `test`) and replaces the SDK's trace
 * processors with leakscope's, so benchmark traces are never exported to OpenAI.
 *
 * @example
 * const records = await createOpenAIAgentsFrameworkAgent().runScenario(scenario, { model: 'openai-compatible:qwen2.5', baseURL, signal });
 */
export function createOpenAIAgentsFrameworkAgent(agentOptions: OpenAIAgentsFrameworkAgentOptions = {}): FrameworkAgent {
  const tracing = createAgentsTracing();
  let loading: Promise<Sdk> | undefined;
  const load = (): Promise<Sdk> =>
    (loading ??= import('@openai/agents').then((sdk) => {
      sdk.setTracingDisabled(false);
      sdk.setTraceProcessors([tracing.processor]);
      return sdk;
    }));

  return {
    id: 'openai-agents',
    runScenario(scenario: Scenario, options: FrameworkRunOptions) {
      return runFrameworkScenario('openai-agents', scenario, options, scenarioToolNames(scenario), async ({ recorder, guard, signal }) => {
        const sdk = await load();
        const { baseURL, apiKey } = endpointOf(options);
        // Through the model layer, the OpenAI client sends its requests with the layer's fetch
        // (response cache, retry, accounting) and does not retry on its own.
        const fetch = fetchOf(options);
        const defaultModel = (): Promise<Model> => openAIAgentsModel(sdk, { baseURL, apiKey, model: modelName(options.model), fetch });
        const model = agentOptions.resolveModel === undefined ? await defaultModel() : await agentOptions.resolveModel(options);
        const kit = createScenarioKit(scenario, recorder, options.placement, guard);
        const capture = captureAgentsRun(tracing, recorder, {
          roles: { [MEMORY_READ]: 'memory-read', [MEMORY_WRITE]: 'memory-write', [LOG]: 'log' },
          actions: scenarioToolActions(scenario),
          purpose: scenario.task.purpose,
          ...(guard === undefined ? {} : { guard }),
        });
        const toolsOf = (agent: AgentSpec): Tool[] => {
          const tools: Tool[] = kit.toolsOf(agent).map((spec) =>
            sdk.tool({
              name: modelToolName(spec.name),
              description: spec.description,
              parameters: nonStrict(kit.inputSchema(spec)),
              strict: false,
              execute: async (args) => kit.callTool(agent, spec, (args ?? {}) as Record<string, unknown>),
            }),
          );
          const keyValue = nonStrict({ properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key', 'value'] });
          if (agent.memory !== 'none')
            tools.push(
              sdk.tool({
                name: MEMORY_READ,
                description: 'Reads the shared memory: one entry by key, or every entry.',
                parameters: nonStrict({ properties: { key: { type: 'string' } } }),
                strict: false,
                execute: async (args) => kit.readMemory(stringProperty(args, 'key')),
              }),
            );
          if (agent.memory === 'read-write') {
            tools.push(
              sdk.tool({
                name: MEMORY_WRITE,
                description: 'Writes an entry to the shared memory that other agents can read.',
                parameters: keyValue,
                strict: false,
                execute: async (args) => {
                  kit.writeMemory(stringProperty(args, 'key') || 'note', stringProperty(args, 'value'));
                  return 'saved';
                },
              }),
            );
          }
          tools.push(
            sdk.tool({
              name: LOG,
              description: 'Records a working note in the system log.',
              parameters: nonStrict({ properties: { message: { type: 'string' } }, required: ['message'] }),
              strict: false,
              execute: async () => 'logged',
            }),
          );
          // With a guard, tools are wrapped (the guard decides on arguments); without, the trace processor records them.
          return guard === undefined ? tools : capture.tools(agent.id, tools);
        };
        const agents = new Map<string, Agent>();
        for (const spec of kit.agents.values())
          agents.set(spec.id, new sdk.Agent({ name: spec.id, instructions: kit.instructions(spec), model: capture.model(spec.id, model), tools: toolsOf(spec), modelSettings: { temperature: 0 } }));
        for (const spec of kit.agents.values()) {
          const agent = agents.get(spec.id);
          if (agent === undefined) continue;
          agent.handoffs = [
            ...kit.delegatesOf(spec).flatMap((delegate) => {
              const target = agents.get(delegate.id);
              return target === undefined
                ? []
                : [sdk.handoff(target, { toolNameOverride: modelToolName(`transfer_to_${delegate.id}`), inputType: z.object({ message: z.string() }), onHandoff: () => undefined })];
            }),
            ...kit.delegatorsOf(spec).flatMap((delegator) => {
              const target = agents.get(delegator.id);
              return target === undefined ? [] : [sdk.handoff(target, { toolNameOverride: modelToolName(`transfer_back_to_${delegator.id}`) })];
            }),
          ];
        }
        const entry = agents.get(kit.entry.id);
        if (entry === undefined) throw new Error(`scenario ${scenario.id}: no entry agent`);
        const runner = new sdk.Runner({ ...capture.runConfig, workflowName: scenario.id, traceIncludeSensitiveData: true });
        await runner.run(entry, kit.request, { maxTurns: (options.maxSteps ?? 8) * agents.size * 2 + 4, signal });
        flushFinal(capture.state);
      });
    },
  };
}
