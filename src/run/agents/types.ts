/**
 * The agent runtime interface. The harness runs one agent *turn* at a time: the entry agent's
 * turn on the user's request, and a delegate's turn each time another agent delegates to it.
 * Everything an agent can do goes through its toolbox, which records the channels.
 */
import type { AgentSpec, Scenario, ToolSpec } from '../../contracts/index.js';
import type { UsageMeter } from '../../models/types.js';

/** The capabilities of one agent in one turn; every call is recorded on its channel. */
export interface AgentToolbox {
  /** Scenario tools this agent may call, in the scenario's order. */
  readonly tools: readonly ToolSpec[];
  /** Agents this agent may delegate to. */
  readonly delegates: readonly AgentSpec[];
  readonly memory: AgentSpec['memory'];
  /** Calls a scenario tool (C3, C4, C7); an unknown or forbidden tool returns an error text. */
  callTool(name: string, args: Readonly<Record<string, unknown>>): Promise<string>;
  /** Sends a message to a delegate, runs its turn, and returns its reply (C2 both ways). */
  delegate(to: string, message: string): Promise<string>;
  /** Reads shared memory (C5): one key, or every entry. */
  readMemory(key?: string): string;
  /** Writes shared memory (C5); a no-op returning false without write access. */
  writeMemory(key: string, value: string): boolean;
  /** Writes a log line or reasoning note (C6). */
  log(message: string, kind?: 'log' | 'reasoning'): void;
}

/** Token and call accounting of a trace (the model layer's meter). */
export type { UsageMeter } from '../../models/types.js';

/** What an agent gets for one turn. */
export interface AgentTurnContext {
  readonly scenario: Scenario;
  readonly agent: AgentSpec;
  /** True for the agent that answers the user (its output becomes the C1 final answer). */
  readonly isEntry: boolean;
  /** `user`, or the id of the delegating agent. */
  readonly from: string;
  /** The request or delegated message, as delivered. */
  readonly input: string;
  /** Role instructions (with any agent-role attack payload) and the task framing. */
  readonly instructions: string;
  /** Instructions added by the active defense (privacy prompt), if any. */
  readonly privacyInstructions: string | undefined;
  readonly toolbox: AgentToolbox;
  readonly meter: UsageMeter;
  readonly signal: AbortSignal;
}

/** The outcome of a turn: the answer (entry) or the reply to the delegating agent. */
export interface AgentTurnResult {
  readonly output: string;
}

/**
 * An agent implementation: deterministic reference agents or an LLM through the AI SDK.
 *
 * @example
 * const agent: AgentRuntime = referenceAgent('naive');
 * agent.id; // 'reference:naive'
 */
export interface AgentRuntime {
  /** Recorded as `run.agent`, e.g. `reference:naive` or `llm`. */
  readonly id: string;
  readonly family: 'reference' | 'llm';
  readonly label: string;
  /** Recorded as `run.model` (`provider:model`), null for reference agents. */
  readonly model: string | null;
  run(context: AgentTurnContext): Promise<AgentTurnResult>;
}
