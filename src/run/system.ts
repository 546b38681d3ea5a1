/**
 * Runs one scenario on one path with one agent runtime and one defense: builds the trace's
 * runtime (gate, memory, artifacts, tools, bus, logger), places the attack, runs the entry
 * agent's turn (and every delegated turn), and delivers the final answer. Events are recorded by
 * the runtime as they happen; this module only wires things together.
 */
import { allowedFields, CHANNEL_IDS, type AgentSpec, type ChannelId, type Scenario, type ToolSpec } from '../contracts/index.js';
import type { AgentPolicy, AgentRuntime, ToolView, AgentToolbox, PolicyField, UsageMeter } from './agents/types.js';
import { createAttackPlacement } from './attacks.js';
import type { Defense, DefenseScope } from './defenses/types.js';
import { createArtifactStore } from './runtime/artifacts.js';
import { createMessageBus } from './runtime/bus.js';
import { deliverFinalAnswer } from './runtime/final-answer.js';
import { createFlowGate } from './runtime/gate.js';
import { createAgentLogger } from './runtime/logger.js';
import { createMemoryStore } from './runtime/memory.js';
import type { TraceRecorder } from '../trace/recorder.js';
import { createToolExecutor, type ToolOutputFormat } from './runtime/tools.js';
import { resolveTopology, type RunPath } from './topology.js';

/** Delegation chains deeper than this are refused (a guard against delegation loops). */
const MAX_DELEGATION_DEPTH = 6;

/** Inputs of {@link runScenario}. */
export interface ScenarioRunOptions {
  readonly scenario: Scenario;
  readonly path: RunPath;
  readonly agent: AgentRuntime;
  readonly defense: Defense;
  readonly recorder: TraceRecorder;
  readonly meter: UsageMeter;
  readonly signal: AbortSignal;
  readonly toolOutputFormat?: ToolOutputFormat;
}

/** What the run produced besides its events. */
export interface ScenarioRunResult {
  /** What the user received (after the defense); undefined when it was blocked. */
  readonly finalAnswer: string | undefined;
  /** Whether the attack payload was put anywhere an agent could read it. */
  readonly attackPlaced: boolean;
}

/** The instructions an agent starts its turn with: role, task purpose, the task's privacy note. */
function baseInstructions(scenario: Scenario, agent: AgentSpec, isEntry: boolean): string {
  const lines = [`You are the "${agent.id}" agent. ${agent.role}`, `Purpose of the task: ${scenario.task.purpose}`];
  if (isEntry && scenario.task.privacyInstruction !== undefined) lines.push(`Privacy instruction: ${scenario.task.privacyInstruction}`);
  return lines.join('\n');
}

/**
 * The deployment's policy as agents receive it: the purpose and, per channel, the allowed fields
 * with the labels tool outputs show them under. Built from the scenario's policy and vault labels;
 * no value, attack or expectation goes into it.
 */
export function agentPolicy(scenario: Scenario): AgentPolicy {
  const labels = new Map(scenario.vault.map((field) => [field.key, field.label ?? field.key]));
  const allowed = {} as Record<ChannelId, readonly PolicyField[]>;
  for (const channel of CHANNEL_IDS) allowed[channel] = allowedFields(scenario.policy, channel).map((key): PolicyField => ({ key, label: labels.get(key) ?? key }));
  return { purpose: scenario.task.purpose, allowed };
}

/** A tool as agents see it (see {@link ToolView}): the spec without its mock rules. */
export function toolView(spec: ToolSpec): ToolView {
  return {
    name: spec.name,
    description: spec.description,
    inputSchema: spec.inputSchema,
    kind: spec.kind,
    scope: spec.scope,
    effect: spec.mock.effect,
    recordKeys: spec.mock.rules.map((rule) => rule.when).filter((when) => Object.keys(when).length > 0),
  };
}

/**
 * Runs a scenario and records its events through `recorder`. Throws when the agent runtime
 * fails (e.g. a model call that failed after retries) or when `signal` aborts; the runner turns
 * that into an `error` / `timeout` trace.
 *
 * @example
 * const result = await runScenario({ scenario, path: 'multi', agent: referenceAgent('naive'), defense: noDefense, recorder, meter, signal });
 */
export async function runScenario(options: ScenarioRunOptions): Promise<ScenarioRunResult> {
  const { scenario, agent: runtime, defense, recorder, meter, signal } = options;
  const topology = resolveTopology(scenario, options.path);
  const scope: DefenseScope = { scenario };
  const gate = createFlowGate(defense, scope, recorder);
  const placement = createAttackPlacement(scenario, topology);
  const memory = createMemoryStore(recorder, gate, (keys) => placement.memoryRead(keys));
  placement.seedMemory(memory);
  const artifacts = createArtifactStore(recorder, gate);
  const tools = createToolExecutor({ scenario, recorder, gate, artifacts, placement, format: options.toolOutputFormat ?? 'lines' });
  const bus = createMessageBus(recorder, gate, placement);
  const logger = createAgentLogger(recorder, gate);
  const toolSpecs = new Map(scenario.tools.map((tool) => [tool.name, tool]));
  const toolViews = new Map(scenario.tools.map((tool) => [tool.name, toolView(tool)]));
  const policy = agentPolicy(scenario);
  const active: string[] = [];

  const runTurn = async (agent: AgentSpec, from: string, input: string): Promise<string> => {
    signal.throwIfAborted();
    const isEntry = agent.id === topology.entry.id;
    active.push(agent.id);
    try {
      const toolbox: AgentToolbox = {
        tools: agent.tools.flatMap((name) => toolViews.get(name) ?? []),
        delegates: agent.delegatesTo.flatMap((id) => topology.agents.get(id) ?? []),
        memory: agent.memory,
        callTool: (name, args) => {
          signal.throwIfAborted();
          const spec = agent.tools.includes(name) ? toolSpecs.get(name) : undefined;
          if (spec === undefined) return Promise.resolve(`Error: unknown tool "${name}". Available: ${agent.tools.join(', ') || 'none'}.`);
          return Promise.resolve(tools.call(agent, spec, args));
        },
        delegate: async (to, message) => {
          signal.throwIfAborted();
          const target = agent.delegatesTo.includes(to) ? topology.agents.get(to) : undefined;
          if (target === undefined) return `Error: "${agent.id}" cannot delegate to "${to}".`;
          if (active.includes(to) || active.length >= MAX_DELEGATION_DEPTH) return `Error: delegation to "${to}" refused (it would loop).`;
          const delivered = bus.send(agent, target, message, 'delegation');
          const reply = await runTurn(target, agent.id, delivered);
          return bus.send(target, agent, reply, 'reply');
        },
        readMemory: (key) => {
          signal.throwIfAborted();
          return agent.memory === 'none' ? 'Error: no memory access.' : memory.read(agent, key);
        },
        writeMemory: (key, value) => {
          signal.throwIfAborted();
          return agent.memory === 'read-write' && memory.write(agent, key, value) !== undefined;
        },
        log: (message, kind) => {
          signal.throwIfAborted();
          logger.log(agent, message, kind);
        },
      };
      const result = await runtime.run({
        scenarioId: scenario.id,
        agent,
        policy,
        isEntry,
        from,
        input,
        instructions: placement.role(agent, baseInstructions(scenario, agent, isEntry)),
        privacyInstructions: defense.instructions?.(agent, scope),
        toolbox,
        meter,
        signal,
      });
      return result.output;
    } finally {
      active.pop();
    }
  };

  const request = placement.userPrompt(scenario.task.request);
  const output = await runTurn(topology.entry, 'user', request);
  signal.throwIfAborted();
  const finalAnswer = deliverFinalAnswer(recorder, gate, topology.entry, output);
  return { finalAnswer, attackPlaced: placement.placed() };
}
