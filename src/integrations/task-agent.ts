/**
 * What the framework task agents share: a contract agent (`contracts/agent.ts`) whose task runs
 * through a real agent framework — the AI SDK, the OpenAI Agents SDK or LangGraph — with every
 * model call through the model layer (its cache, retries, budget and accounting). The host
 * records the channels inside the task's tools; the framework owns the loop. This is how
 * `arena run` and `mosaic run` run `ai-sdk:<model>`, `openai-agents:<model>` and `langgraph:<model>`
 * (the benchmark's whole-scenario runs are `runScenario`, framework-agent.ts).
 */
import { setMaxListeners } from 'node:events';
import { LeakscopeError, type Agent, type AgentTask, type AgentTokenUsage } from '../contracts/index.js';
import type { CallScope, ModelLayer } from '../models/index.js';

/** Options of a framework task agent. */
export interface FrameworkTaskAgentOptions {
  /**
   * The model as the selector names it (`ai-sdk:<model>` → `<model>`): a name served at
   * `baseURL`, or `openai-compatible:<name>` / `openai:<name>`; recorded as `run.model`.
   */
  readonly model: string;
  /** The model layer every call goes through. */
  readonly models: ModelLayer;
  /** An OpenAI-compatible endpoint (`http://127.0.0.1:11434/v1`); default OpenAI's. */
  readonly baseURL?: string;
  /** Default `OPENAI_API_KEY` for OpenAI, `LEAKSCOPE_API_KEY` or none for other endpoints. */
  readonly apiKey?: string;
  /** Model steps per task; default 16. */
  readonly maxSteps?: number;
  /** Default 0, for repeatability. */
  readonly temperature?: number;
  readonly seed?: number;
}

/** The identity of a framework agent: `<framework>:<model>`, kind `framework`. */
export function frameworkIdentity(framework: string, model: string): Pick<Agent, 'id' | 'kind' | 'model' | 'label'> {
  return { id: `${framework}:${model}`, kind: 'framework', model, label: `${framework} framework agent (${model})` };
}

/**
 * Refuses a task a framework agent cannot take: a replayed history (the framework owns its loop
 * and its messages).
 *
 * @throws LeakscopeError `invalid-config` naming the agent.
 */
export function checkFrameworkTask(agentId: string, task: AgentTask): void {
  if (task.history !== undefined) {
    throw new LeakscopeError('invalid-config', `${agentId} is a framework agent: it runs its own loop and cannot continue a replayed transcript (history)`, { agent: agentId });
  }
}

/** The accounting of one task: its usage and calls, forwarded to the task's meter. */
export interface TaskAccounting {
  /** The layer scope of the task's calls (meter, seed key). */
  readonly scope: CallScope;
  usage(): AgentTokenUsage;
  calls(): number;
}

/** Accounts a task's calls through the layer scope (cached replays included, as in the trace). */
export function taskAccounting(task: AgentTask, extra: Omit<CallScope, 'meter' | 'seedKey'> = {}): TaskAccounting {
  let inputTokens = 0;
  let outputTokens = 0;
  let calls = 0;
  const meter = task.meter;
  return {
    scope: {
      ...extra,
      seedKey: [task.id],
      meter: {
        addCall(usage, cached) {
          inputTokens += usage.inputTokens;
          outputTokens += usage.outputTokens;
          calls += 1;
          meter?.addCall(usage, cached);
        },
        addRetry() {
          meter?.addRetry();
        },
      },
    },
    usage: () => ({ inputTokens, outputTokens }),
    calls: () => calls,
  };
}

/**
 * A signal that follows the task's, for frameworks that attach a listener per step (so it allows
 * many); `release` detaches it.
 */
export function frameworkSignal(signal: AbortSignal): { readonly signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  const forward = (): void => controller.abort(signal.reason);
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', forward, { once: true });
  return { signal: controller.signal, release: () => signal.removeEventListener('abort', forward) };
}

/** Runs the tools of one step one at a time, in call order, so traces do not depend on timing. */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task);
    tail = next.catch(() => undefined);
    return next;
  };
}
