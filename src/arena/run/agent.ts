/**
 * The arena's agent interface: an agent gets the instruction and a toolbox that reaches the
 * services only over MCP (through the guard's gateway under C2–C4), and returns its final
 * answer. Reference agents are deterministic programs; LLM agents run an AI SDK tool loop.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ArenaTask, ArenaUser, ServiceId } from '../task.js';

/** What a tool call returned, as the agent sees it. */
export interface ArenaToolResult {
  readonly text: string;
  readonly isError: boolean;
  /** The guard refused the call (BLOCK); the agent may recompose once. */
  readonly blocked: boolean;
}

/** The agent's MCP tools. */
export interface ArenaToolbox {
  /** The tools the MCP servers list. */
  listTools(): Promise<readonly Tool[]>;
  call(name: string, args: Record<string, unknown>): Promise<ArenaToolResult>;
}

/** Everything an agent gets for one task. */
export interface ArenaAgentContext {
  readonly instruction: string;
  readonly user: ArenaUser;
  /** Services the instruction points to. */
  readonly services: readonly ServiceId[];
  /**
   * The required write and its recipient. Reference agents use it (an LLM infers it from the
   * instruction); LLM agents never see it.
   */
  readonly plan: { readonly finalTool: string; readonly recipient: ArenaTask['recipient'] };
  /** The privacy prompt (C1), if any. */
  readonly privacyPrompt: string | undefined;
  readonly toolbox: ArenaToolbox;
  readonly signal: AbortSignal;
}

/** What an agent returns. */
export interface ArenaAgentResult {
  readonly finalAnswer: string;
  readonly usage?: { readonly inputTokens: number; readonly outputTokens: number };
  readonly modelCalls?: number;
}

/** An agent of the arena. */
export interface ArenaAgent {
  /** Recorded as `run.agent` (`reference:naive`, `reference:minimal`, `llm`). */
  readonly id: string;
  readonly family: 'reference' | 'llm';
  readonly label: string;
  readonly model: string | null;
  run(context: ArenaAgentContext): Promise<ArenaAgentResult>;
}

/** The prefix the guard's gateway puts on a refusal. */
export const BLOCKED_PREFIX = 'Blocked by the leakscope guard';

/** The JSON of a successful tool result, or undefined. */
export function resultJson(result: ArenaToolResult): Record<string, unknown> | undefined {
  if (result.isError) return undefined;
  try {
    const value: unknown = JSON.parse(result.text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
