/**
 * The benchmark runner: (scenario × agent × defense × path) units with bounded concurrency, a
 * per-run timeout, a response cache, exact resume, and progress. Traces are appended in unit
 * order, each as one block, so after a crash the file holds a prefix of the run (plus at most
 * one torn block) and `resume` continues it with no trace lost or doubled.
 */
import { join } from 'node:path';
import { LeakscopeError, TRACE_FORMAT_VERSION } from '../contracts/index.js';
import { findPackageInfo } from '../lib/package-info.js';
import type { ModelLayer } from '../models/index.js';
import type { ModelV3 } from '../models/types.js';
import { PROMPT_TEMPLATE_VERSION } from './agents/llm/prompt.js';
import { REFERENCE_AGENT_VERSION } from './agents/reference/index.js';
import { isFrameworkAgentSelector, resolveAgent, resolveFrameworkAgent, type FrameworkAgentRuntime } from './agents/registry.js';
import type { AgentRuntime } from './agents/types.js';
import { resolveDefense } from './defenses/index.js';
import { parseRunSettings, type RunBenchmarkOptions, type RunHooks, type RunSummary } from './options.js';
import { runPool, type PoolOutcome } from './pool.js';
import { createProgressTracker } from './progress.js';
import { recoverTraceFile } from './recover.js';
import { definitionDigest, prepareRunDir, RUN_CONFIG_VERSION, RUN_FILES, runFiles, scenarioListDigest, type RunConfig, type RunDefinition } from './run-dir.js';
import { logicalUnitClocks, systemClock, type Clock } from './runtime/clock.js';
import { openJsonlAppendSink } from './runtime/sink.js';
import type { TaskJudge } from './task-judge.js';
import { enumerateUnits, executeUnit, frameworkDefenseSupported, type RunUnit, type UnitResult, type UnitSettings } from './unit.js';

export type { RunBenchmarkOptions, RunHooks, RunSummary } from './options.js';

const PACKAGE_VERSION = findPackageInfo(import.meta.url).version;

function defaultRunId(clock: Clock, digest: string): string {
  const stamp = new Date(clock.now()).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${digest.slice(0, 8)}`;
}

/**
 * Runs a benchmark and writes `leakscope-out/<run-id>/{config.json,traces.jsonl}`
 * (`traces.jsonl.gz` with `compressTraces`).
 *
 * @example
 * const summary = await runBenchmark(
 *   { scenarios, agents: ['reference:naive', 'reference:minimal'], defenses: ['none', 'internal-interceptor'] },
 *   { onProgress: (p) => process.stderr.write(`\r${p.done}/${p.total}`) },
 * );
 * summary.tracesPath; // 'leakscope-out/20260101-120000-1a2b3c4d/traces.jsonl'
 */
export async function runBenchmark(options: RunBenchmarkOptions, hooks: RunHooks = {}): Promise<RunSummary> {
  const settings = parseRunSettings(options);
  const clock = options.clock ?? systemClock;
  const started = clock.now();
  const { retry } = settings;
  const cancelled = (): boolean => options.signal?.aborted === true;
  const agentSelectors = options.agents ?? ['reference:naive', 'reference:relay', 'reference:minimal'];
  const defenses = (options.defenses ?? ['none', 'privacy-prompt', 'internal-interceptor']).map(resolveDefense);
  // Unknown agent ids fail before anything is written.
  const isFramework = (selector: string | AgentRuntime): selector is string => typeof selector === 'string' && isFrameworkAgentSelector(selector);
  for (const selector of agentSelectors) if (selector !== 'llm' && !isFramework(selector)) resolveAgent(selector, undefined);
  // Framework agents (`ai-sdk:<model>`, ...) run whole scenarios through their framework; they are
  // loaded here (the framework must be installed) and support `none` and `guard:<criterion>`.
  const frameworkAgents = new Map<string, FrameworkAgentRuntime>();
  for (const selector of agentSelectors) {
    if (!isFramework(selector) || frameworkAgents.has(selector)) continue;
    frameworkAgents.set(
      selector,
      await resolveFrameworkAgent(selector, {
        ...(options.model === undefined ? {} : { model: options.model }),
        ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
        ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
      }),
    );
  }
  if (frameworkAgents.size > 0) {
    const unsupported = defenses.filter((defense) => !frameworkDefenseSupported(defense.id)).map((defense) => defense.id);
    if (unsupported.length > 0) {
      throw new LeakscopeError('invalid-config', `defense(s) ${unsupported.join(', ')} not supported for framework agents (${[...frameworkAgents.keys()].join(', ')}); use none or guard:<criterion>`, {
        defenses: unsupported,
      });
    }
  }
  const wantsLlm = agentSelectors.includes('llm');
  const modelId = options.model ?? (options.languageModel === undefined ? undefined : `custom:${options.languageModel.provider}/${options.languageModel.modelId}`);
  // Resolve the model (and check its key) before creating anything on disk. The AI SDK is
  // loaded only when an LLM agent runs, so offline runs start fast.
  let model = options.languageModel;
  if (wantsLlm && model === undefined && options.model !== undefined) {
    const { resolveLanguageModel } = await import('../models/index.js');
    model = resolveLanguageModel({
      spec: options.model,
      ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
      ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
      ...(options.env === undefined ? {} : { env: options.env }),
    });
  }
  if (wantsLlm && model === undefined) throw new LeakscopeError('invalid-config', 'agent "llm" needs a model (e.g. --model openai:gpt-4o-mini)');
  // The task judge's model is resolved (its key checked) before anything is written, like the agent's.
  let judgeModel: { readonly id: string; readonly model: ModelV3 } | undefined;
  if (options.taskJudge !== undefined) {
    if (typeof options.taskJudge === 'string') {
      const { resolveLanguageModel } = await import('../models/index.js');
      const resolved = resolveLanguageModel({
        spec: options.taskJudge,
        ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
        ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
        ...(options.env === undefined ? {} : { env: options.env }),
      });
      judgeModel = { id: options.taskJudge, model: resolved };
    } else {
      judgeModel = { id: `${options.taskJudge.provider}:${options.taskJudge.modelId}`, model: options.taskJudge };
    }
  }

  const ids = new Set<string>();
  for (const scenario of options.scenarios) {
    if (ids.has(scenario.id)) throw new LeakscopeError('invalid-config', `scenario id "${scenario.id}" appears twice`, { scenarioId: scenario.id });
    ids.add(scenario.id);
  }
  const definition: RunDefinition = {
    scenarios: { source: options.scenarioSource ?? null, count: options.scenarios.length, hashDigest: scenarioListDigest(options.scenarios) },
    agents: agentSelectors.map((agent) => (typeof agent === 'string' ? (frameworkAgents.get(agent)?.id ?? agent) : agent.id)),
    model: wantsLlm ? (modelId ?? null) : null,
    baseURL: wantsLlm || frameworkAgents.size > 0 ? (options.baseURL ?? null) : null,
    defenses: defenses.map((defense) => defense.id),
    paths: settings.paths,
    seed: settings.seed,
    timeoutMs: settings.timeoutMs,
    retry: { ...retry },
    maxSteps: settings.maxSteps,
    toolOutputFormat: settings.toolOutputFormat,
    embedScenario: options.embedScenario ?? true,
    packageVersion: PACKAGE_VERSION,
    promptTemplates: { llm: PROMPT_TEMPLATE_VERSION, reference: REFERENCE_AGENT_VERSION },
    traceFormat: TRACE_FORMAT_VERSION,
    ...(options.attackBaseline === false ? { attackBaseline: false as const } : {}),
    ...(judgeModel === undefined ? {} : { taskJudge: judgeModel.id }),
    // Only a non-default unit clock enters the definition, so the digests (and run ids) of default runs stay as they were.
    ...(options.unitClock === 'logical' ? { unitClock: 'logical' as const } : typeof options.unitClock === 'function' ? { unitClock: 'custom' as const } : {}),
  };
  const digest = definitionDigest(definition);
  if (options.resume === true && settings.runId === undefined) throw new LeakscopeError('invalid-config', 'resume needs the run id of the run to continue');
  const runId = settings.runId ?? defaultRunId(clock, digest);
  const runDir = join(settings.outDir, runId);
  const config: RunConfig = {
    configVersion: RUN_CONFIG_VERSION,
    runId,
    createdAt: new Date(started).toISOString(),
    digest,
    definition,
    execution: { concurrency: settings.concurrency },
    files: runFiles(options.compressTraces === true),
  };
  const inForce = await prepareRunDir(runDir, config, options.resume === true);
  const tracesPath = join(runDir, inForce.files.traces);
  const recovered = options.resume === true ? await recoverTraceFile(tracesPath, { dropFailed: options.rerunFailed === true }) : undefined;

  // One model layer per run for every model-driven agent (LLM and framework agents): one
  // response cache in the run directory, one retry policy, one accounting.
  let models: ModelLayer | undefined = options.models;
  const ownsModels = models === undefined && (wantsLlm || frameworkAgents.size > 0 || judgeModel !== undefined);
  if (ownsModels) {
    const { createModelLayer, openSqliteCache } = await import('../models/index.js');
    models = createModelLayer({
      ...(options.cache === false ? {} : { cache: openSqliteCache(options.cacheFile ?? join(runDir, RUN_FILES.cache)) }),
      retry,
      seed: settings.seed,
      ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
      ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
      ...(options.env === undefined ? {} : { env: options.env }),
      ...(options.pricing === undefined ? {} : { pricing: options.pricing }),
    });
  }
  let taskJudge: TaskJudge | undefined;
  if (judgeModel !== undefined && models !== undefined) {
    const { createJudgeCompletion } = await import('../models/index.js');
    const { createTaskJudge } = await import('./task-judge.js');
    taskJudge = createTaskJudge(createJudgeCompletion(models, judgeModel, { retries: retry.retries, timeoutMs: retry.callTimeoutMs }));
  }
  let llm: AgentRuntime | undefined;
  if (wantsLlm && model !== undefined && modelId !== undefined && models !== undefined) {
    const { createLlmAgent } = await import('./agents/llm/runtime.js');
    llm = createLlmAgent({ model: { id: modelId, model }, modelId, models, retry, maxSteps: settings.maxSteps, seed: settings.seed });
  }
  const agents = agentSelectors.map((selector) => (typeof selector === 'string' ? frameworkAgents.get(selector) : undefined) ?? resolveAgent(selector, llm));
  const units = enumerateUnits(options.scenarios, agents, defenses, settings.paths, { attackBaseline: options.attackBaseline ?? true });
  const pending = units.filter((unit) => recovered?.completed.has(unit.traceId) !== true);
  const alreadyDone = units.length - pending.length;

  const sink = await openJsonlAppendSink(tracesPath);
  const tracker = createProgressTracker(units.length, alreadyDone, clock, options.countLeaks !== undefined);
  const totals = {
    ok: 0,
    error: 0,
    timeout: 0,
    passed: 0,
    failed: 0,
    unknown: 0,
    notPlaced: 0,
    baselines: 0,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    billedInput: 0,
    billedOutput: 0,
    billedCost: 0,
    calls: 0,
    cached: 0,
    retries: 0,
    leaks: 0,
  };
  const unitClock = options.unitClock === 'logical' ? logicalUnitClocks(settings.seed) : typeof options.unitClock === 'function' ? options.unitClock : undefined;
  const unitSettings: UnitSettings = {
    clock,
    seed: settings.seed,
    timeoutMs: settings.timeoutMs,
    toolOutputFormat: settings.toolOutputFormat,
    embedScenario: options.embedScenario ?? true,
    ...(options.pricing === undefined ? {} : { pricing: options.pricing }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(models === undefined ? {} : { models }),
    ...(taskJudge === undefined ? {} : { taskJudge }),
  };

  // The engine runs the pending units in order; a unit counts as done only once its trace-end is on disk.
  let outcome: PoolOutcome<{ unit: RunUnit; result: UnitResult }>;
  try {
    outcome = await runPool({
      units: pending,
      concurrency: settings.concurrency,
      run: async (unit) => ({ unit, result: await executeUnit(unit, unitClock === undefined ? unitSettings : { ...unitSettings, clock: unitClock(unit) }) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      write: (batch) => sink.write(batch.map((item) => item.result.records)),
      onResult: ({ unit, result }) => {
        totals[result.status] += 1;
        if (result.taskSuccess === true) totals.passed += 1;
        else if (result.taskSuccess === false) totals.failed += 1;
        else totals.unknown += 1;
        if (unit.scenario.attack !== null && !result.attackPlaced) totals.notPlaced += 1;
        if (unit.baseline !== undefined) totals.baselines += 1;
        totals.inputTokens += result.usage.inputTokens;
        totals.outputTokens += result.usage.outputTokens;
        totals.costUsd += result.usage.costUsd ?? 0;
        totals.billedInput += result.billed.inputTokens;
        totals.billedOutput += result.billed.outputTokens;
        totals.billedCost += result.billed.costUsd ?? 0;
        totals.calls += result.modelCalls;
        totals.cached += result.cachedCalls;
        totals.retries += result.retries;
        const leaked = options.countLeaks?.(result.records, unit.scenario);
        if (leaked === true) totals.leaks += 1;
        hooks.onProgress?.(tracker.record(result.status, leaked));
      },
    });
  } finally {
    await sink.close();
    if (ownsModels) models?.close();
  }
  const writeFailure = outcome.writeFailure;
  if (writeFailure !== undefined) {
    throw new LeakscopeError('internal', `cannot write ${tracesPath}: ${writeFailure instanceof Error ? writeFailure.message : String(writeFailure)}`, { path: tracesPath }, { cause: writeFailure });
  }
  return {
    runId,
    runDir,
    tracesPath,
    configPath: join(runDir, RUN_FILES.config),
    units: { total: units.length, alreadyDone, written: outcome.written },
    status: { ok: totals.ok, error: totals.error, timeout: totals.timeout },
    taskSuccess: { passed: totals.passed, failed: totals.failed, unknown: totals.unknown },
    attacksNotPlaced: totals.notPlaced,
    attackBaselines: totals.baselines,
    usage: { inputTokens: totals.inputTokens, outputTokens: totals.outputTokens, ...(options.pricing === undefined ? {} : { costUsd: totals.costUsd }) },
    billed: { inputTokens: totals.billedInput, outputTokens: totals.billedOutput, ...(options.pricing === undefined ? {} : { costUsd: totals.billedCost }) },
    modelCalls: totals.calls,
    cachedCalls: totals.cached,
    retries: totals.retries,
    ...(options.countLeaks === undefined ? {} : { leaks: totals.leaks }),
    cancelled: cancelled(),
    wallMs: clock.now() - started,
  };
}
