/**
 * What a mosaic agent sees. The two modes differ only in the environment: simulated mode hands
 * over a scripted transcript, live mode read-only file tools. Agents are contract agents
 * (`contracts/agent.ts`); {@link environmentTask} (agents/task.ts) turns an environment into
 * their task.
 */
import type { Agent, AgentTokenUsage } from '../../contracts/index.js';

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

/** Token use of an answer (zero for reference agents). */
export type AgentUsage = AgentTokenUsage;

/**
 * A system under test: any contract agent. Reference agents are deterministic programs,
 * labelled `reference:*` and never presented as LLM measurements; `llm:*` agents run the
 * generic tool loop through the model layer; framework agents (`ai-sdk:<model>`, ...) run their
 * framework (live mode only). `run` rejects when a model call fails; the runner records that
 * run as excluded.
 */
export type MosaicAgent = Agent;
