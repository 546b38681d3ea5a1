/**
 * The agent runtime interface. The harness runs one agent *turn* at a time: the entry agent's
 * turn on the user's request, and a delegate's turn each time another agent delegates to it.
 * Everything an agent can do goes through its toolbox, which records the channels.
 */
import type { AgentSpec, ChannelId, ToolSpec } from '../../contracts/index.js';
import type { UsageMeter } from '../../models/types.js';

/**
 * A tool as a deployed agent sees it: name, description, input schema and the annotations a tool
 * registry declares (read or write, internal or external, what a write produces) — never the mock
 * rules behind it, so never which fields a call will return.
 */
export interface ToolView {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly kind: ToolSpec['kind'];
  readonly scope: ToolSpec['scope'];
  readonly effect: ToolSpec['mock']['effect'];
  /**
   * The argument sets the service accepts as a record key (`{ patient_id: 'MRN-…', view: 'summary' }`),
   * the way a search box completes a known id. Reference agents use one only when they have read
   * every value in it (or the schema enumerates it); it says nothing about what the call returns.
   */
  readonly recordKeys: readonly Readonly<Record<string, string>>[];
}

/** A field a deployment's policy names: its key and the label tool outputs show it under. */
export interface PolicyField {
  readonly key: string;
  readonly label: string;
}

/**
 * The data-sharing policy a deployment configures for its agents (what a DLP or minimum-necessary
 * rule says): the task's purpose and, per channel, which fields may go out on it. It is system
 * configuration, not an answer key: it names no attack, no expected answer, no vault value.
 */
export interface AgentPolicy {
  readonly purpose: string;
  readonly allowed: Readonly<Record<ChannelId, readonly PolicyField[]>>;
}

/** The capabilities of one agent in one turn; every call is recorded on its channel. */
export interface AgentToolbox {
  /** Scenario tools this agent may call, in the scenario's order, as a deployed agent sees them. */
  readonly tools: readonly ToolView[];
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

/**
 * What an agent gets for one turn: what a deployed agent would — its role, the text delivered to
 * it, its tools and the deployment's policy. Scenario metadata (the vault, the attack and its
 * targets, the oracle, the expected answers) is not reachable from here: the agent learns values
 * only by reading them, and obeys an injection only because it read one.
 */
export interface AgentTurnContext {
  /** The scenario's id: a run label (it keys caches and retry jitter), no content. */
  readonly scenarioId: string;
  readonly agent: AgentSpec;
  /** The policy the deployment configures (see {@link AgentPolicy}). */
  readonly policy: AgentPolicy;
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
