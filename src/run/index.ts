/**
 * The execution harness: agents, topologies, runtime channels, attacks, defenses and the
 * benchmark runner. Every export here is used by `cli/`, `bench/` or other layers above.
 */
export { runBenchmark, type RunBenchmarkOptions, type RunHooks, type RunSummary } from './runner.js';
export { parseRunSettings, type RunSettings } from './options.js';
export { createOrderedWriter, type OrderedWriter } from './ordered-writer.js';
export { runPool, type PoolOptions, type PoolOutcome, type PoolUnitContext, type UnitFailure } from './pool.js';
export type { RunProgress } from './progress.js';
export { executeUnit, enumerateUnits, unitTraceId, type RunUnit, type UnitSettings, type UnitResult, type Pricing } from './unit.js';
export { runScenario, type ScenarioRunOptions, type ScenarioRunResult } from './system.js';
export { resolveTopology, type RunPath, type ResolvedTopology } from './topology.js';
export { evaluateOracle, type OracleResult, type OracleCheckResult } from './oracle.js';
export { recoverTraceFile, type RecoveryResult, type RecoveryOptions } from './recover.js';
export { RUN_FILES, type RunConfig, type RunDefinition } from './run-dir.js';
export { describeFailure } from './failure.js';
export { createAttackPlacement, attackTool, SEEDED_MEMORY_KEY, type AttackPlacement } from './attacks.js';

export type { AgentPolicy, AgentRuntime, AgentToolbox, AgentTurnContext, AgentTurnResult, PolicyField, ToolView, UsageMeter } from './agents/types.js';
export { AGENT_IDS, isFrameworkAgentSelector, isFrameworkRuntime, resolveAgent, resolveFrameworkAgent, type FrameworkAgentRuntime } from './agents/registry.js';
export { referenceAgent, REFERENCE_AGENT_VERSION, type ReferenceKind } from './agents/reference/index.js';
export { createLlmAgent, type LlmAgentOptions } from './agents/llm/runtime.js';
// Model plumbing lives in the model layer (`models/`); re-exported for callers of the harness.
export {
  resolveLanguageModel,
  PROVIDERS,
  type ModelSelection,
  createMemoryCache,
  openSqliteCache,
  cacheKey,
  type ResponseCache,
  isRetryableModelError,
  DEFAULT_RETRY,
  type RetrySettings,
  type ModelV3,
} from '../models/index.js';
export { PROMPT_TEMPLATE_VERSION } from './agents/llm/prompt.js';

export {
  DEFENSES,
  resolveDefense,
  PRIVACY_PROMPT,
  redactFields,
  fieldsToRedact,
  disallowedFields,
  type Defense,
  type DefenseScope,
  type DefenseSession,
  type Flow,
  type FlowDecision,
} from './defenses/index.js';

export { systemClock, logicalClock, type Clock } from './runtime/clock.js';
export { createTraceRecorder, type TraceRecorder, type TraceRecorderOptions, type TraceStartDraft, type TraceEndDraft, type EventDraft } from '../trace/recorder.js';
export { createMemorySink, openJsonlAppendSink, serializeTraces, type TraceSink, type TraceBlock, type MemorySink } from './runtime/sink.js';
export { mockFields, renderFields, type ToolOutputFormat } from './runtime/tools.js';
