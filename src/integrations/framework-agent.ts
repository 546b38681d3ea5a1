/**
 * Framework agents for the benchmark: a leakscope scenario run as an idiomatic multi-agent
 * system of one framework (AI SDK, OpenAI Agents, LangGraph), captured through that framework's
 * adapter into one trace. The harness can offer them as `--agent <framework>:<model>`; they run
 * a whole scenario at once (the framework owns the agent loop), not one turn at a time.
 */
import type { AgentSpec, RunInfoInput, Scenario, ToolSpec, TraceEvent, TraceRecord } from '../contracts/index.js';
import type { CallScope, ModelLayer } from '../models/index.js';
import { chatEndpoint } from '../models/providers.js';
import { defenseId, type FlowGuard } from './guard-hooks.js';
import { frameworkSignal } from './task-agent.js';
import { createFrameworkRecorder, type Clock, type TraceRecorder } from '../trace/recorder.js';

/**
 * Where the scenario's attack payload goes during a run — the harness's `AttackPlacement`
 * (`run/attacks.ts`) fits this shape; without one, the run has no attack content placed.
 */
export interface ScenarioPlacement {
  userPrompt(request: string): string;
  role(agent: AgentSpec, instructions: string): string;
  toolOutput(tool: ToolSpec, output: string): string;
  message(from: AgentSpec, content: string): string;
  seedMemory(memory: { seed(key: string, value: string, author: string): void }): void;
  /** An agent read these memory entries (a pre-seeded payload is delivered when read). */
  memoryRead?(keys: readonly string[]): void;
}

/** How to run one scenario. */
export interface FrameworkRunOptions {
  /** `provider:model` (`openai:gpt-4o-mini`, `openai-compatible:llama3.1`) or a bare model name served at `baseURL`. */
  readonly model: string;
  /** An OpenAI-compatible endpoint (`http://127.0.0.1:11434/v1`); default OpenAI's. */
  readonly baseURL?: string;
  /** Default `OPENAI_API_KEY` for OpenAI, none for other endpoints. */
  readonly apiKey?: string;
  /** A guard, or a factory (a guard is bound to one scenario's vault and policy). */
  readonly guard?: FlowGuard | ((scenario: Scenario) => FlowGuard);
  readonly signal: AbortSignal;
  readonly traceId?: string;
  readonly placement?: ScenarioPlacement;
  /** The task oracle (e.g. `run/oracle.ts` `evaluateOracle(...).passed`); `taskSuccess` is null without one. */
  readonly evaluate?: (scenario: Scenario, events: readonly TraceEvent[]) => boolean | null;
  /** Model steps per agent turn; default 8. */
  readonly maxSteps?: number;
  readonly clock?: Clock;
  /** Embed vault and policy in `trace-start` (default true), so the trace is self-contained. */
  readonly embedScenario?: boolean;
  readonly seed?: number;
  /** Further `run` fields the harness sets (e.g. `pairId`); they override the defaults. */
  readonly run?: Partial<RunInfoInput>;
  /**
   * The model layer the framework's calls go through (response cache, retry, budget,
   * accounting): the AI SDK agent takes its model from it, the others its `fetch`. Without one,
   * the agent calls the endpoint directly (no cache, no retries).
   */
  readonly models?: ModelLayer;
  /** The scope of this run's calls in the layer (the harness's per-trace meter, a seed key). */
  readonly scope?: CallScope;
}

/**
 * A framework agent.
 *
 * @example
 * const agent = createAiSdkFrameworkAgent();
 * const records = await agent.runScenario(scenario, { model: 'openai-compatible:llama3.1', baseURL, signal });
 */
export interface FrameworkAgent {
  /** `ai-sdk`, `openai-agents`, `langgraph`; `run.agent` is `<id>:<model>`. */
  readonly id: string;
  runScenario(scenario: Scenario, options: FrameworkRunOptions): Promise<TraceRecord[]>;
}

/** The model name to send to the endpoint (`openai-compatible:llama3.1` → `llama3.1`). */
export function modelName(model: string): string {
  const match = /^(openai|openai-compatible|ai-sdk|openai-agents|langgraph):(.+)$/.exec(model);
  return match?.[2] ?? model;
}

/** The fetch of a run: the model layer's (scoped), or the global one without a layer. */
export function fetchOf(options: Pick<FrameworkRunOptions, 'models' | 'scope'>): typeof globalThis.fetch | undefined {
  return options.models === undefined ? undefined : options.models.fetchFor(options.scope ?? {});
}

/** The endpoint and key of a run: the model layer's one resolution ({@link chatEndpoint}). */
export function endpointOf(options: Pick<FrameworkRunOptions, 'baseURL' | 'apiKey'>): { baseURL: string; apiKey: string } {
  return chatEndpoint(options);
}

function maskValues(text: string, scenario: Scenario): string {
  let out = text;
  for (const field of scenario.vault) if (field.value.length >= 3) out = out.split(field.value).join(`[${field.key}]`);
  return out;
}

/** What a framework's run body gets. */
export interface FrameworkRunContext {
  readonly recorder: TraceRecorder;
  readonly guard: FlowGuard | undefined;
  /** Follows the run's signal; frameworks attach a listener per step, so it allows many. */
  readonly signal: AbortSignal;
}

/**
 * Runs a framework body under one recorder and turns the outcome into a complete trace: `ok`,
 * or `error` / `timeout` with a reason that holds no vault value — never a clean-looking trace
 * for a failed run.
 */
export async function runFrameworkScenario(
  framework: string,
  scenario: Scenario,
  options: FrameworkRunOptions,
  toolNames: Readonly<Record<string, string>>,
  body: (context: FrameworkRunContext) => Promise<void>,
): Promise<TraceRecord[]> {
  const guard = typeof options.guard === 'function' ? options.guard(scenario) : options.guard;
  const defense = defenseId(guard);
  const attack = scenario.attack;
  const recorder = createFrameworkRecorder({
    framework,
    model: options.model,
    topology: scenario.topology.kind,
    defense,
    traceId: options.traceId ?? `${scenario.id}/${framework}:${options.model}/${defense}/multi`,
    scenarioId: scenario.id,
    scenarioHash: scenario.hash,
    run: {
      domain: scenario.domain,
      attack: attack === null ? { level: 'A0', family: null, class: null } : { level: attack.level, family: attack.family, class: attack.class },
      source: 'leakscope',
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...options.run,
    },
    ...(options.embedScenario === false ? {} : { vault: scenario.vault, policy: scenario.policy }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    toolNames,
  });
  const follow = frameworkSignal(options.signal);
  try {
    options.signal.throwIfAborted();
    await body({ recorder, guard, signal: follow.signal });
    return [...recorder.finish({ status: 'ok', taskSuccess: options.evaluate?.(scenario, recorder.events()) ?? null })];
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return [...recorder.finish({ status: options.signal.aborted ? 'timeout' : 'error', error: maskValues(`${framework} run failed: ${reason}`, scenario).slice(0, 500), taskSuccess: null })];
  } finally {
    follow.release();
  }
}
