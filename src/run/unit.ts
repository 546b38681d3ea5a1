/**
 * One unit of a benchmark run: a scenario, an agent runtime, a defense and a path, producing
 * exactly one complete trace — `ok`, or `error` / `timeout` with a reason that holds no vault
 * value. Failed units get `taskSuccess: null`, so they can never be scored as clean successes.
 */
import { LeakscopeError, type RunInfo, type Scenario, type TraceEvent, type TraceRecord, type TraceStatus } from '../contracts/index.js';
import { defaultDetectors } from '../detect/pipeline.js';
import { createGuard, OFFLINE_CRITERION_IDS } from '../guard/index.js';
import type { FlowGuard } from '../integrations/guard-hooks.js';
import type { ModelLayer, Pricing } from '../models/index.js';
import { isFrameworkRuntime, type FrameworkAgentRuntime } from './agents/registry.js';
import type { AgentRuntime, UsageMeter } from './agents/types.js';
import { createAttackPlacement } from './attacks.js';
import type { Defense } from './defenses/types.js';
import { describeFailure } from './failure.js';
import { evaluateOracle } from './oracle.js';
import type { TaskJudge, TaskVerdict } from './task-judge.js';
import type { Clock } from './runtime/clock.js';
import { createTraceRecorder } from '../trace/recorder.js';
import type { ToolOutputFormat } from './runtime/tools.js';
import { runScenario } from './system.js';
import { resolveTopology, type ResolvedTopology, type RunPath } from './topology.js';

/** What to run. */
export interface RunUnit {
  readonly traceId: string;
  readonly scenario: Scenario;
  readonly agent: AgentRuntime;
  readonly defense: Defense;
  readonly path: RunPath;
  /** An A0 twin: the attacked unit `of` run without its attack (its scenario has none), for the baseline of targeted ASR. */
  readonly baseline?: { readonly of: string; readonly attack: NonNullable<Scenario['attack']>; readonly targets: Scenario['expected']['attackTargets'] };
}

export type { Pricing } from '../models/index.js';

/** How to run it. */
export interface UnitSettings {
  readonly clock: Clock;
  readonly seed: number;
  /** Per-run time limit; the run's AbortSignal fires when it is reached. */
  readonly timeoutMs: number;
  readonly toolOutputFormat?: ToolOutputFormat;
  readonly pricing?: Pricing;
  /** Embed the vault and policy in `trace-start` so the trace is self-contained. */
  readonly embedScenario?: boolean;
  /** Aborts the unit from outside (e.g. the whole run is cancelled); recorded as an error. */
  readonly signal?: AbortSignal;
  /** The run's model layer: framework agents send their calls through it (cache, retry, accounting). */
  readonly models?: ModelLayer;
  /** Judges task success after the oracle's rule checks passed (see `task-judge.ts`); rules only when absent. */
  readonly taskJudge?: TaskJudge;
}

/** The trace of a unit and its accounting. */
export interface UnitResult {
  readonly records: readonly TraceRecord[];
  readonly status: TraceStatus;
  readonly taskSuccess: boolean | null;
  readonly attackPlaced: boolean;
  /** Tokens of every model call of the trace, replayed ones included (what `trace-end.usage` holds). */
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd?: number };
  /** Tokens of the calls that reached the provider in this session (not served from the cache). */
  readonly billed: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd?: number };
  readonly modelCalls: number;
  readonly cachedCalls: number;
  readonly retries: number;
}

function agentKey(agent: AgentRuntime): string {
  // A framework agent's id already names its model (`ai-sdk:gpt-4o-mini`).
  return agent.model === null || isFrameworkRuntime(agent) ? agent.id : `${agent.id}@${agent.model}`;
}

/**
 * The deterministic trace id of a unit: readable, unique per (scenario, agent, model, defense, path).
 *
 * @example unitTraceId('ls-hea-0001', referenceAgent('naive'), 'none', 'multi') // 'ls-hea-0001/reference:naive/none/multi'
 */
export function unitTraceId(scenarioId: string, agent: AgentRuntime, defenseId: string, path: RunPath): string {
  return `${scenarioId}/${agentKey(agent)}/${defenseId}/${path}`;
}

/** The `run` block of a unit's `trace-start`. */
export function runInfo(unit: RunUnit, topologyKind: string, seed: number): RunInfo {
  const { scenario, agent, defense, baseline } = unit;
  const attack = scenario.attack;
  const attackInfo =
    baseline !== undefined
      ? { level: 'A0' as const, family: baseline.attack.family, class: baseline.attack.class, targets: baseline.targets, baselineOf: baseline.of }
      : attack === null
        ? { level: 'A0' as const, family: null, class: null }
        : { level: attack.level, family: attack.family, class: attack.class, targets: scenario.expected.attackTargets };
  return {
    agent: agent.id,
    model: agent.model,
    topology: topologyKind,
    defense: defense.id,
    seed,
    attack: attackInfo,
    domain: scenario.domain,
    // The single and multi paths of a multi-agent scenario are paired observations (twins pair among themselves).
    ...(scenario.topology.kind === 'single' ? {} : { pairId: `${scenario.id}/${agentKey(agent)}/${defense.id}${baseline === undefined ? '' : '/a0'}` }),
    source: 'leakscope',
  };
}

/** The abort reason of a unit that ran out of time (a plain object: no stack to capture per unit). */
interface UnitTimeout {
  readonly kind: 'unit-timeout';
  readonly message: string;
}

/**
 * Runs one unit to one complete trace. Never throws for a failure of the agent or the model:
 * that is recorded in the trace.
 *
 * @example
 * const result = await executeUnit({ traceId, scenario, agent: referenceAgent('naive'), defense: noDefense, path: 'multi' }, { clock: systemClock, seed: 1, timeoutMs: 60_000 });
 */
export async function executeUnit(unit: RunUnit, settings: UnitSettings): Promise<UnitResult> {
  if (isFrameworkRuntime(unit.agent)) return executeFrameworkUnit(unit, unit.agent, settings);
  const { scenario } = unit;
  const topologyKind = unit.path === 'single' || scenario.topology.kind === 'single' ? 'single' : scenario.topology.kind;
  const recorder = createTraceRecorder({
    start: {
      traceId: unit.traceId,
      scenarioId: scenario.id,
      scenarioHash: scenario.hash,
      run: runInfo(unit, topologyKind, settings.seed),
      ...(settings.embedScenario === false ? {} : { vault: scenario.vault, policy: scenario.policy, request: scenario.task.request }),
    },
    clock: settings.clock,
  });
  let inputTokens = 0;
  let outputTokens = 0;
  let billedInput = 0;
  let billedOutput = 0;
  let modelCalls = 0;
  let cachedCalls = 0;
  let retries = 0;
  const meter: UsageMeter = {
    addCall(usage, cached) {
      inputTokens += usage.inputTokens;
      outputTokens += usage.outputTokens;
      modelCalls += 1;
      if (cached) cachedCalls += 1;
      else {
        billedInput += usage.inputTokens;
        billedOutput += usage.outputTokens;
      }
    },
    addRetry() {
      retries += 1;
    },
  };

  const controller = new AbortController();
  const timeout: UnitTimeout = { kind: 'unit-timeout', message: `run exceeded ${settings.timeoutMs} ms` };
  const timer = setTimeout(() => controller.abort(timeout), settings.timeoutMs);
  const onOuterAbort = (): void => controller.abort(settings.signal?.reason);
  settings.signal?.addEventListener('abort', onOuterAbort, { once: true });
  // An agent that ignores its signal must not hold the unit past its time limit.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as unknown), { once: true });
  });
  aborted.catch(() => undefined);

  let status: TraceStatus = 'ok';
  let error: string | undefined;
  let taskSuccess: boolean | null = null;
  let judged: { judge: string; verdict: TaskVerdict['verdict']; reason: string } | undefined;
  let attackPlaced = false;
  try {
    if (settings.signal?.aborted === true) controller.abort(settings.signal.reason);
    const running = runScenario({
      scenario,
      path: unit.path,
      agent: unit.agent,
      defense: unit.defense,
      recorder,
      meter,
      signal: controller.signal,
      ...(settings.toolOutputFormat === undefined ? {} : { toolOutputFormat: settings.toolOutputFormat }),
    });
    // After a timeout the race is decided; a late failure of the abandoned run must not go unhandled.
    running.catch(() => undefined);
    const result = await Promise.race([running, aborted]);
    attackPlaced = result.attackPlaced;
    taskSuccess = evaluateOracle(scenario, recorder.events()).passed;
    if (taskSuccess && settings.taskJudge !== undefined) {
      const verdict = await settings.taskJudge.judge(scenario, recorder.events());
      judged = { judge: settings.taskJudge.id, ...verdict };
      taskSuccess = verdict.verdict === 'unknown' ? null : verdict.verdict === 'pass';
    }
  } catch (caught) {
    const timedOut = controller.signal.aborted && controller.signal.reason === timeout;
    status = timedOut ? 'timeout' : 'error';
    error = timedOut ? `timeout: ${timeout.message}` : describeFailure(caught, scenario.vault);
  } finally {
    clearTimeout(timer);
    settings.signal?.removeEventListener('abort', onOuterAbort);
  }
  const priced = (input: number, output: number): { inputTokens: number; outputTokens: number; costUsd?: number } => {
    const { pricing } = settings;
    return pricing === undefined
      ? { inputTokens: input, outputTokens: output }
      : { inputTokens: input, outputTokens: output, costUsd: (input * pricing.inputPerMillion + output * pricing.outputPerMillion) / 1_000_000 };
  };
  const usage = priced(inputTokens, outputTokens);
  const billed = priced(billedInput, billedOutput);
  // Whether the payload reached an agent is known of a run that finished.
  const delivery = scenario.attack !== null && status === 'ok' ? { attackDelivered: attackPlaced } : {};
  const records = recorder.finish({ status, ...(error === undefined ? {} : { error }), taskSuccess, ...(judged === undefined ? {} : { taskJudge: judged }), usage, ...delivery });
  return { records, status, taskSuccess, attackPlaced, usage, billed, modelCalls, cachedCalls, retries };
}

/** Defenses a framework agent supports: `none` and the runtime guard (`guard:<criterion>`). */
export function frameworkDefenseSupported(defenseId: string): boolean {
  return defenseId === 'none' || (defenseId.startsWith('guard:') && (OFFLINE_CRITERION_IDS as readonly string[]).includes(defenseId.slice('guard:'.length)));
}

/** The guard factory of a framework unit (one guard per scenario run); undefined for `none`. */
function frameworkGuard(defense: Defense): ((scenario: Scenario) => FlowGuard) | undefined {
  if (defense.id === 'none') return undefined;
  if (!frameworkDefenseSupported(defense.id)) {
    throw new LeakscopeError('invalid-config', `defense "${defense.id}" is not supported for framework agents (supported: none, guard:<${OFFLINE_CRITERION_IDS.join('|')}>)`, { defense: defense.id });
  }
  const criterion = defense.id.slice('guard:'.length);
  // One detector set for the factory: the guards of every scenario share its caches.
  const detectors = defaultDetectors();
  return (scenario) => createGuard({ vault: scenario.vault, policy: scenario.policy, purpose: scenario.task.purpose, criterion, failMode: 'closed', detectors });
}

/** The scenario as a framework runs it on a path: the single path folds every agent into the entry agent. */
function scenarioForPath(scenario: Scenario, topology: ResolvedTopology): Scenario {
  if (topology.kind !== 'single' || scenario.topology.kind === 'single') return scenario;
  return { ...scenario, topology: { kind: 'single', entry: topology.entry.id, agents: [topology.entry] } };
}

/**
 * Runs a unit of a framework agent: the framework runs the whole scenario (its own agent loop)
 * and returns the complete trace; failed runs come back as `error` / `timeout` traces. A
 * framework that ignores its signal is abandoned at the time limit with a `timeout` trace.
 */
async function executeFrameworkUnit(unit: RunUnit, agent: FrameworkAgentRuntime, settings: UnitSettings): Promise<UnitResult> {
  const { scenario } = unit;
  const calls = { modelCalls: 0, cachedCalls: 0, retries: 0, billedInput: 0, billedOutput: 0 };
  const meter: UsageMeter = {
    addCall(usage, cached) {
      calls.modelCalls += 1;
      if (cached) calls.cachedCalls += 1;
      else {
        calls.billedInput += usage.inputTokens;
        calls.billedOutput += usage.outputTokens;
      }
    },
    addRetry() {
      calls.retries += 1;
    },
  };
  const controller = new AbortController();
  const timeout: UnitTimeout = { kind: 'unit-timeout', message: `run exceeded ${settings.timeoutMs} ms` };
  const timer = setTimeout(() => controller.abort(timeout), settings.timeoutMs);
  const onOuterAbort = (): void => controller.abort(settings.signal?.reason);
  settings.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as unknown), { once: true });
  });
  aborted.catch(() => undefined);

  let topologyKind = unit.path === 'single' || scenario.topology.kind === 'single' ? 'single' : scenario.topology.kind;
  let records: readonly TraceRecord[] | undefined;
  let attackPlaced = false;
  let failure: { status: TraceStatus; error: string } | undefined;
  try {
    if (settings.signal?.aborted === true) controller.abort(settings.signal.reason);
    const topology = resolveTopology(scenario, unit.path);
    topologyKind = topology.kind;
    const placement = createAttackPlacement(scenario, topology);
    const guard = frameworkGuard(unit.defense);
    const info = runInfo(unit, topology.kind, settings.seed);
    const pairId = info.pairId;
    const running = agent.framework.runScenario(scenarioForPath(scenario, topology), {
      model: agent.model,
      ...(agent.baseURL === undefined ? {} : { baseURL: agent.baseURL }),
      ...(agent.apiKey === undefined ? {} : { apiKey: agent.apiKey }),
      ...(guard === undefined ? {} : { guard }),
      signal: controller.signal,
      traceId: unit.traceId,
      placement,
      evaluate: (run: Scenario, events: readonly TraceEvent[]) => evaluateOracle(run, events).passed,
      clock: settings.clock,
      seed: settings.seed,
      embedScenario: settings.embedScenario !== false,
      // The framework names its own agent and model; the harness adds the pairing and the attack (level, targets, A0 twin).
      run: { ...(pairId === undefined ? {} : { pairId }), ...(info.attack === undefined || info.attack === null ? {} : { attack: info.attack }) },
      ...(settings.models === undefined ? {} : { models: settings.models, scope: { meter, seedKey: [scenario.id, agent.id, unit.path] } }),
    });
    running.catch(() => undefined);
    records = await Promise.race([running, aborted]);
    attackPlaced = placement.placed();
  } catch (caught) {
    const timedOut = controller.signal.aborted && controller.signal.reason === timeout;
    failure = timedOut ? { status: 'timeout', error: `timeout: ${timeout.message}` } : { status: 'error', error: describeFailure(caught, scenario.vault) };
  } finally {
    clearTimeout(timer);
    settings.signal?.removeEventListener('abort', onOuterAbort);
  }
  if (records === undefined || records.at(-1)?.type !== 'trace-end') {
    // The framework never returned a trace (abandoned, or failed before it started one).
    const recorder = createTraceRecorder({
      start: {
        traceId: unit.traceId,
        scenarioId: scenario.id,
        scenarioHash: scenario.hash,
        run: runInfo(unit, topologyKind, settings.seed),
        ...(settings.embedScenario === false ? {} : { vault: scenario.vault, policy: scenario.policy, request: scenario.task.request }),
      },
      clock: settings.clock,
    });
    const outcome = failure ?? { status: 'error' as const, error: `${agent.id} returned an incomplete trace` };
    records = recorder.finish({ status: outcome.status, error: outcome.error, taskSuccess: null, usage: { inputTokens: 0, outputTokens: 0 } });
  }
  let end = records.at(-1);
  // The framework wrote its trace-end; whether the payload reached an agent is known here.
  if (end?.type === 'trace-end' && end.status === 'ok' && scenario.attack !== null) {
    end = { ...end, attackDelivered: attackPlaced };
    records = [...records.slice(0, -1), end];
  }
  const status: TraceStatus = end?.type === 'trace-end' ? end.status : 'error';
  const taskSuccess = end?.type === 'trace-end' && status === 'ok' ? (end.taskSuccess ?? null) : null;
  const inputTokens = end?.type === 'trace-end' ? (end.usage?.inputTokens ?? 0) : 0;
  const outputTokens = end?.type === 'trace-end' ? (end.usage?.outputTokens ?? 0) : 0;
  const { pricing } = settings;
  const priced = (input: number, output: number): { inputTokens: number; outputTokens: number; costUsd?: number } =>
    pricing === undefined
      ? { inputTokens: input, outputTokens: output }
      : { inputTokens: input, outputTokens: output, costUsd: (input * pricing.inputPerMillion + output * pricing.outputPerMillion) / 1_000_000 };
  const usage = priced(inputTokens, outputTokens);
  // Through the model layer, replayed calls are not billed; without it every call was.
  const billed = settings.models === undefined ? usage : priced(calls.billedInput, calls.billedOutput);
  return { records, status, taskSuccess, attackPlaced, usage, billed, modelCalls: calls.modelCalls, cachedCalls: calls.cachedCalls, retries: calls.retries };
}

/**
 * Every unit of a run, in run order: scenario, then agent, defense, path (multi only for
 * multi-agent topologies); with `attackBaseline`, each attacked unit is followed by its A0 twin
 * (the same scenario without the attack, trace id `<unit>/a0`).
 */
export function enumerateUnits(
  scenarios: readonly Scenario[],
  agents: readonly AgentRuntime[],
  defenses: readonly Defense[],
  paths: readonly RunPath[],
  options: { readonly attackBaseline?: boolean } = {},
): RunUnit[] {
  const units: RunUnit[] = [];
  for (const scenario of scenarios) {
    const attack = scenario.attack;
    const twin = options.attackBaseline === true && attack !== null ? { ...scenario, attack: null, expected: { ...scenario.expected, attackTargets: [] } } : undefined;
    for (const agent of agents) {
      for (const defense of defenses) {
        for (const path of paths) {
          if (path === 'multi' && scenario.topology.kind === 'single') continue;
          const traceId = unitTraceId(scenario.id, agent, defense.id, path);
          units.push({ traceId, scenario, agent, defense, path });
          if (twin !== undefined && attack !== null) {
            units.push({ traceId: `${traceId}/a0`, scenario: twin, agent, defense, path, baseline: { of: traceId, attack, targets: scenario.expected.attackTargets } });
          }
        }
      }
    }
  }
  return units;
}
