/**
 * The one agent contract. Every system under test — a deterministic reference program, the
 * generic LLM tool loop, or an agent framework (AI SDK, OpenAI Agents, LangGraph) — is an
 * {@link Agent}: it gets one {@link AgentTask} (instructions, a request, tools whose `execute`
 * the host records, a signal, a meter and a log sink) and returns one {@link AgentResult}.
 * Benchmarks (`bench`, `arena run`, `mosaic run`) build tasks; agents never know which one runs them.
 * Plain types: nothing here runs.
 */

/** Agent kinds, in the order reports list them. */
export const AGENT_KINDS = ['reference', 'llm', 'framework'] as const;

/** `reference` agents are deterministic programs (never presented as model measurements). */
export type AgentKind = (typeof AGENT_KINDS)[number];

/** A JSON Schema (draft 7) object describing a tool's input. */
export type AgentJsonSchema = Readonly<Record<string, unknown>>;

/** A tool the host offers; the host records every channel a call touches inside `execute`. */
export interface AgentTool {
  /** The name the model calls (`[a-zA-Z0-9_-]`). */
  readonly name: string;
  readonly description: string;
  readonly inputSchema: AgentJsonSchema;
  /** Runs the call and returns what the agent sees; a refused or failed call returns an error text, it does not throw. */
  execute(args: Readonly<Record<string, unknown>>): Promise<string>;
}

/** Tokens of one call or of a whole task. */
export interface AgentTokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** Accounting of a task, updated as calls happen (so a failed task is counted too). */
export interface AgentUsageMeter {
  addCall(usage: AgentTokenUsage, cached: boolean): void;
  addRetry(): void;
}

/** Where an agent's log lines and reasoning go (C6); the host records them. */
export type AgentLogSink = (text: string, kind: 'log' | 'reasoning') => void;

/** A tool call in a replayed step. */
export interface AgentHistoryCall {
  readonly id: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** One replayed step: an assistant turn (text and tool calls) or the result of one call. */
export type AgentHistoryItem =
  | { readonly role: 'assistant'; readonly text: string; readonly calls: readonly AgentHistoryCall[] }
  | { readonly role: 'tool'; readonly callId: string; readonly name: string; readonly output: string };

/**
 * One task for one agent.
 *
 * @example
 * const task: AgentTask = { id: 'mini1|C0', instructions: 'You are a personal assistant…', input: 'Tell the club about the picnic.', tools, signal };
 */
export interface AgentTask<Context = unknown> {
  /** Stable across runs (seeds and cache keys derive from it), e.g. `<task>|<condition>|<rep>`. */
  readonly id: string;
  /** The system instructions. */
  readonly instructions: string;
  /** The user's request. */
  readonly input: string;
  /**
   * Steps already taken after `input`, replayed as if the agent had taken them (a scripted
   * transcript); the agent continues from the last one. Agents without `accepts.history` refuse tasks that have one.
   */
  readonly history?: readonly AgentHistoryItem[];
  readonly tools: readonly AgentTool[];
  /** `none`: the tools are declared (the history calls them) but may not be called. Default `auto`. */
  readonly toolChoice?: 'auto' | 'none';
  /** Aborted at the task's time limit or when the run is cancelled. */
  readonly signal: AbortSignal;
  readonly meter?: AgentUsageMeter;
  readonly log?: AgentLogSink;
  /**
   * What a benchmark tells its reference agents beyond the task (the arena's plan, the mosaic
   * environment, the harness turn). Only reference agents read it; model-driven agents infer
   * everything from the instructions, the request and the tools.
   */
  readonly context?: Context;
}

/** What an agent returns. */
export interface AgentResult {
  /** The final answer. */
  readonly output: string;
  readonly usage: AgentTokenUsage;
  /** Model calls made (0 for reference agents). */
  readonly modelCalls: number;
  /** `step-limit` when the agent stopped while still calling tools (no final answer). Default `answer`. */
  readonly finish?: 'answer' | 'step-limit';
}

/** What an agent can take beyond instructions, input and tools. */
export interface AgentCapabilities {
  /** Continues from a replayed {@link AgentTask.history}. */
  readonly history?: boolean;
}

/**
 * An agent. `run` rejects when the agent could not do the task (a model call failed, the signal
 * aborted); the runner then records the unit as excluded with the reason — never as clean.
 *
 * @example
 * const result = await agent.run(task);
 * result.output; // 'Sent the picnic update to the Riverside Book Club.'
 */
export interface Agent<Context = unknown> {
  /** Recorded as `run.agent`: `reference:naive`, `llm`, `ai-sdk:gpt-4o-mini`. */
  readonly id: string;
  readonly kind: AgentKind;
  /** `provider:model` (or the framework's model), null for reference agents. */
  readonly model: string | null;
  /** One line saying what the agent is (printed in reports). */
  readonly label: string;
  readonly accepts?: AgentCapabilities;
  run(task: AgentTask<Context>): Promise<AgentResult>;
}

/** The zero usage of a task that made no model call. */
export const NO_USAGE: AgentTokenUsage = Object.freeze({ inputTokens: 0, outputTokens: 0 });
