/**
 * leakscope — measure and stop privacy leakage in LLM agent systems on all seven channels.
 *
 * The public API of `import … from 'leakscope'`. Any new export here becomes public API: add a
 * name on purpose, in the group it belongs to, never a whole barrel.
 *
 * Importing this module loads no server, MCP, SQLite or framework code. Those live behind
 * subpaths of their own:
 *   - `leakscope/ai-sdk`, `leakscope/openai-agents`, `leakscope/langchain` — capture (and guard) an agent framework
 *   - `leakscope/mcp` — the MCP gateway (the guard in front of any MCP server)
 *   - `leakscope/sidecar` — the HTTP sidecar (the guard beside any agent)
 *   - `leakscope/otel` — OpenTelemetry GenAI import and the OTLP/HTTP receiver
 */

// ─── Contracts: the data leakscope reads and writes ──────────────────────────────────────────
// Zod schemas (parse at the edge) and their types: channels, vaults and policies, trace
// records, scenarios, findings, reports and the one `Rate`, errors, the agent contract and
// the guard's flows and decisions.

export {
  // The seven channels.
  CHANNEL_IDS,
  CHANNELS,
  INTERNAL_CHANNELS,
  ChannelIdSchema,
  type ChannelId,
  type ChannelInfo,
  // What must not leak, and where each field may go.
  VaultSchema,
  VaultFieldSchema,
  DataCategorySchema,
  ValueKindSchema,
  type Vault,
  type VaultField,
  type VaultFieldInput,
  type DataCategory,
  type ValueKind,
  ChannelPolicySchema,
  allowedFields,
  type ChannelPolicy,
  type ChannelPolicyInput,
  // Trace records (JSON Lines: trace-start, event, trace-end).
  TRACE_FORMAT_VERSION,
  TraceRecordSchema,
  TraceStartSchema,
  TraceEventSchema,
  TraceEndSchema,
  type Trace,
  type TraceRecord,
  type TraceRecordInput,
  type TraceStart,
  type TraceStartInput,
  type TraceEvent,
  type TraceEventInput,
  type TraceEnd,
  type TraceEndInput,
  type EventKind,
  type TraceStatus,
  type EventDraft,
  type Clock,
  // Scenarios.
  SCENARIO_SCHEMA_VERSION,
  ScenarioSchema,
  type Scenario,
  type ScenarioInput,
  type Topology,
  type AgentSpec,
  type ToolSpec,
  type ScenarioAttack,
  type Domain,
  // Findings and reports.
  FindingSchema,
  type Finding,
  type DetectionTier,
  type Span,
  ReportSchema,
  RateSchema,
  type Report,
  type Rate,
  type RateMethod,
  type MetricBlock,
  type McNemar,
  type Agreement,
  // Errors: one class, a `code` union; safe twins return `SafeResult`.
  LeakscopeError,
  type LeakscopeErrorCode,
  type SafeResult,
  // The agent contract every agent kind implements (bench, arena, mosaic).
  AGENT_KINDS,
  NO_USAGE,
  type Agent,
  type AgentKind,
  type AgentTask,
  type AgentResult,
  type AgentTool,
  type AgentCapabilities,
  type AgentTokenUsage,
  type AgentUsageMeter,
  // The guard's flows, results and decision events.
  GuardFlowSchema,
  ObservationSchema,
  GuardDecisionEventSchema,
  isGuardDecisionEvent,
  type GuardFlow,
  type GuardFlowInput,
  type Observation,
  type ObservationInput,
  type GuardResult,
  type GuardDecisionKind,
  type GuardDecisionLog,
  type GuardDecisionEvent,
  type FieldVerdict,
  type FieldAction,
  type RecipientClass,
} from './contracts/index.js';

/**
 * Masking as leakscope shows values in reports and errors (never the raw value).
 *
 * @example maskValue('512-44-3981') // '***-**-3981'
 */
export { maskValue, maskField, maskValuesInText } from './lib/masking.js';

// ─── Traces: read, assemble and write the trace format ───────────────────────────────────────

/**
 * Streaming trace I/O (`.jsonl`, `.jsonl.gz`, `-` for stdin; AgentLeak release files too).
 *
 * @example
 * for await (const item of assembleTraces(readTraceRecords(['traces.jsonl.gz']))) {
 *   if (item.kind === 'trace') console.log(item.trace.start.traceId, item.trace.events.length);
 * }
 * const writer = createTraceWriter('out.jsonl');
 * await writer.write(record);
 * await writer.close();
 */
export {
  readTraceRecords,
  assembleTraces,
  createTraceWriter,
  createJsonlWriter,
  importAgentLeak,
  traceRecordJsonSchema,
  TRACE_SCHEMA_ID,
  type JsonlWriter,
  type ReadItem,
  type ReadOptions,
  type RejectedLine,
  type TraceItem,
} from './trace/index.js';

// ─── Audit and reports ───────────────────────────────────────────────────────────────────────

/**
 * Audits traces from anywhere: detection on every event, per-channel leak rates with 95%
 * intervals, the H1 audit gap (internal leaks an output-only audit misses), as `leakscope audit`.
 *
 * @example
 * const { report } = await audit({ sources: ['traces.jsonl.gz'] });
 * console.log(report.channels.C2, report.h1); // { k, n, rate, ci: [lo, hi] }
 * process.stdout.write(renderText(report));
 */
export { audit, type AuditOptions, type AuditResult } from './report/index.js';
/** The report as text (the CLI's stdout), Markdown and CSV. */
export { renderText, renderMarkdown, renderCsv } from './report/index.js';

// ─── Detection: text in, findings out ────────────────────────────────────────────────────────
// Tier 1 finds planted canaries (also obfuscated); tier 2 vault values after normalisation and
// regulated identifiers with real validators; tier 3 paraphrases — an offline semantic matcher,
// and an optional LLM judge.

/**
 * The detection engine: runs its detectors over an event and keeps the findings the channel
 * policy does not allow. Default detectors: tiers 1 and 2 (add tier 3 explicitly).
 *
 * @example
 * const engine = createDetectionEngine({ detectors: [...defaultDetectors(), createSemanticDetector()] });
 * const vault = VaultSchema.parse([{ key: 'ssn', value: '512-44-3981', kind: 'ssn', category: 'PII' }]);
 * const findings = engine
 *   .prepare(vault, ChannelPolicySchema.parse({ defaultAllowed: [] }))
 *   .detectEvent({ traceId: 't1', seq: 0, channel: 'C2', content: 'SSN 512 44 3981' });
 */
export {
  createDetectionEngine,
  defaultDetectors,
  DETECTOR_VERSIONS,
  type DetectionEngine,
  type DetectionEngineOptions,
  type PreparedEngine,
  type DetectableEvent,
  type Detector,
  type DetectorHit,
  type DetectContext,
  type PreparedDetector,
} from './detect/index.js';
/** Tier 1 (canaries) and tier 2 (vault values, regulated identifiers). */
export { createCanaryDetector, CANARY_DETECTOR_ID, createStructuredDetector, STRUCTURED_DETECTOR_ID } from './detect/index.js';
/**
 * Tier 3, offline: the semantic matcher (lemmas, synonyms, domain lexicons, value reasoning,
 * negation) with its calibrated threshold.
 *
 * @example createSemanticDetector({ threshold: SEMANTIC_THRESHOLD.tau })
 */
export {
  createSemanticDetector,
  createSemanticEngine,
  SEMANTIC_DETECTOR_ID,
  SEMANTIC_THRESHOLD,
  type SemanticDetector,
  type SemanticDetectorOptions,
  type SemanticEngine,
} from './detect/semantic/index.js';
/**
 * Tier 3, the LLM judge: fenced prompts, validated verdicts (`unknown`, never "no", when a reply
 * is unreadable), majority voting, escalation from the offline matcher. `createModelJudge` makes
 * one over any provider through the model layer; `createLlmJudge` takes your own completion.
 *
 * @example
 * const judge = createModelJudge({ model: 'openai:gpt-4o-mini' });
 * await judge.judge({ text: 'He is on metformin.', facts: [{ key: 'dx', statement: 'has type 2 diabetes' }] });
 * // [{ key: 'dx', disclosed: 'yes', evidence: 'on metformin' }]
 */
export {
  createLlmJudge,
  createMajorityJudge,
  prepareJudgedTier3,
  type Judge,
  type JudgeCompletion,
  type JudgeRequest,
  type JudgeStats,
  type LlmJudgeOptions,
  type JudgedTier3Options,
} from './detect/judge/index.js';
export {
  createModelJudge,
  createJudgeCompletion,
  createJudgeModel,
  parseJudgeSpecOrThrow,
  safeParseJudgeSpec,
  JUDGE_PROVIDERS,
  type JudgeSpec,
  type ModelTier3JudgeOptions,
} from './models/judge.js';

// ─── Models: the one layer that calls a model ───────────────────────────────────────────────

/**
 * Provider resolution (`openai:`, `anthropic:`, `openai-compatible:`), a content-addressed
 * response cache, retries, a call budget and usage accounting — shared by the judge, the guard's
 * model criteria and the benchmark's agents. The SQLite cache loads its driver only when opened.
 *
 * @example
 * const models = createModelLayer({ cache: openSqliteCache('out/cache.sqlite'), seed: 42 });
 * const judge = createModelJudge({ models, model: 'openai-compatible:llama3.1' });
 */
export {
  createModelLayer,
  createMemoryCache,
  openSqliteCache,
  resolveLanguageModel,
  PROVIDERS,
  type ModelLayer,
  type ModelLayerOptions,
  type ModelRef,
  type ModelUsage,
  type ResponseCache,
} from './models/index.js';

// ─── Metrics: rates and their uncertainty ───────────────────────────────────────────────────

/**
 * The one `Rate` (k of n, 95% Wilson interval), a clustered bootstrap for correlated samples,
 * agreement and paired tests, and the one rate formatter.
 *
 * @example
 * const r = rate(2076, 4979); // { k: 2076, n: 4979, rate: 0.417, ci: [0.403, 0.431] }
 * formatRate(r); // '41.7% [40.3, 43.1] (2076/4979)'
 */
export {
  rate,
  wilson,
  cohenKappa,
  mcnemarExact,
  clusteredRate,
  pairedDifference,
  formatRate,
  formatInterval,
  type BootstrapOptions,
  type ClusterObservation,
  type ClusteredRate,
  type DifferenceEstimate,
  type RateFormat,
} from './metrics/index.js';

// ─── Scenarios ───────────────────────────────────────────────────────────────────────────────

/**
 * The deterministic scenario generator (same count and seed, same bytes), the 32-class attack
 * catalog, and scenario-file validation.
 *
 * @example
 * const scenarios = generateScenarios({ count: 100, seed: 42 });
 * for await (const line of readScenarioFile('scenarios.jsonl')) if (!line.ok) console.error(line.issues);
 */
export {
  generateScenarios,
  generateScenarioStream,
  readScenarioFile,
  validateScenarioFile,
  scenarioHash,
  ATTACK_CATALOG,
  attackById,
  type GenerateOptions,
  type AttackClass,
  type ScenarioIssue,
  type ScenarioLineResult,
  type ScenarioFileReport,
} from './scenario/index.js';

// ─── The benchmark runner ────────────────────────────────────────────────────────────────────

/**
 * Runs scenarios × agents × defenses × paths into a run directory (traces, config, cache), with
 * concurrency, retries, resume and progress — what `leakscope bench` runs before scoring with
 * {@link audit}.
 *
 * @example
 * const summary = await runBenchmark({ scenarios: generateScenarios({ count: 50, seed: 1 }), agents: ['reference:naive'], outDir: 'out' });
 * const { report } = await audit({ sources: [summary.tracesPath] });
 */
export { runBenchmark, AGENT_IDS, type RunBenchmarkOptions, type RunHooks, type RunSummary, type RunProgress } from './run/index.js';

// ─── The runtime guard ───────────────────────────────────────────────────────────────────────
// PASS / ABSTRACT / BLOCK before every outbound write. Its front doors are subpaths:
// `leakscope/ai-sdk` (guardTools, guardMiddleware), `leakscope/mcp`, `leakscope/sidecar`.

/**
 * The decision engine: observe what flows into the agent, inspect what it is about to send.
 *
 * @example
 * const guard = createGuard({ vault, policy: { allowed: { C1: ['diagnosis'] } }, purpose: 'book a follow-up', criterion: 'allowed-set' });
 * guard.observe({ channel: 'C4', source: 'ehr.read', recipient: 'assistant', content: chartText });
 * const result = await guard.inspect({ channel: 'C3', sender: 'assistant', recipient: 'dr.lee@clinic.example', tool: 'send_email', content: body });
 * if (result.decision === 'BLOCK') refuse(result.rationale);
 */
export { createGuard, type Guard, type GuardOptions, type ObservationResult } from './guard/index.js';
/** The criteria a decision is made by: ids, the built-in ones, and the interface of your own. */
export {
  CRITERION_IDS,
  OFFLINE_CRITERION_IDS,
  resolveCriterion,
  allowedSetCriterion,
  piiCriterion,
  createMinimizationCriterion,
  createContextualIntegrityCriterion,
  createArbiterCriterion,
  DEFAULT_NORMS,
  DEFAULT_NORM_RULES,
  NormRuleSchema,
  type ArbiterOptions,
  type NormRule,
  type Criterion,
  type CriterionContext,
  type CriterionResult,
  type CriterionId,
  type ModelJudgeOptions,
  type Norm,
  type NormsTable,
} from './guard/index.js';
/**
 * The guard policy file (`--policy`), as a schema and as guard options.
 *
 * @example const guard = createGuard(guardOptionsFromPolicy(await loadGuardPolicy('guard-policy.json')));
 */
export {
  GuardPolicyFileSchema,
  loadGuardPolicy,
  safeParseGuardPolicy,
  guardOptionsFromPolicy,
  type GuardPolicyFile,
  type GuardPolicyFileInput,
  type ToolChannel,
} from './guard/index.js';
/** Mosaic relations (components that jointly reveal a conclusion) and reversible tokens. */
export { MosaicRelationSchema, parseTokenKey, decryptTokens, type MosaicRelation, type MosaicRelationInput, type TokenKey } from './guard/index.js';
/** What the guard would have stopped in recorded traces (`leakscope guard replay`). */
export { replayTraces, renderReplayText, type ReplayOptions, type ReplayReport } from './guard/index.js';
