/**
 * What a mosaic agent sees and returns. The two modes differ only in the environment:
 * simulated mode hands over a scripted transcript, live mode read-only file tools.
 */

/** One scripted step of a simulated run: a reflection, then a search call and its result. */
export interface TranscriptStep {
  /** The agent's scripted reasoning before the search. */
  readonly reflection: string;
  readonly callId: string;
  /** The search query the scripted call sent. */
  readonly search: string;
  /** The document text the search returned (banner included when headers are shown). */
  readonly result: string;
}

/** Read-only file tools over a workspace (paths relative to its root, `/` separators). */
export interface WorkspaceTools {
  listFiles(): Promise<string[]>;
  /** The file's text, or a tool error message starting with `error:` (never throws). */
  readFile(path: string): Promise<string>;
}

/** Everything an agent is given for one answer. */
export type AgentEnvironment =
  | { readonly mode: 'simulated'; readonly system: string; readonly query: string; readonly transcript: readonly TranscriptStep[] }
  | { readonly mode: 'live'; readonly system: string; readonly query: string; readonly tools: WorkspaceTools };

/** Token use of a model call (zero for reference agents). */
export interface AgentUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** An agent's final answer. */
export interface AgentAnswer {
  readonly text: string;
  readonly usage: AgentUsage;
}

/**
 * A system under test. Reference agents are deterministic programs, labelled `reference:*`
 * and never presented as LLM measurements; `llm:*` agents call a model through the AI SDK.
 * `answer` rejects when a model call fails; the runner records that run as excluded.
 */
export interface MosaicAgent {
  readonly id: string;
  readonly kind: 'reference' | 'llm';
  /** `provider:model` for LLM agents, null for reference agents. */
  readonly model: string | null;
  /** One line saying what the agent is (printed in every report). */
  readonly description: string;
  answer(environment: AgentEnvironment, signal?: AbortSignal): Promise<AgentAnswer>;
}
