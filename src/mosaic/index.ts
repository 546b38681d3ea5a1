/**
 * The mosaic benchmark (Agent Mosaic): two SECRET documents that jointly entail a TOP SECRET
 * composite, 24 configurations, simulated and live modes, reference and LLM agents, an offline
 * judge (optional LLM judge), example-clustered bootstrap statistics and the anti-mosaic guard
 * evaluation. Everything `cli/` needs is exported here.
 */
export {
  DEFAULT_EXAMPLES_PATH,
  DEFAULT_JUDGE_LABELS_PATH,
  MosaicExampleSchema,
  loadMosaicDataset,
  parseMosaicDataset,
  type MosaicDataset,
  type MosaicDocument,
  type MosaicExample,
} from './dataset.js';
export { checkDataset, checkExample, elementsPresent, type ExampleIssue } from './checker.js';
export {
  ADVERSARIAL_SUFFIX,
  AGGREGATION_RULES,
  CLASSIFICATION_BANNER,
  INTENTS,
  MOSAIC_PROMPTS_VERSION,
  allConfigurations,
  configurationLabel,
  type Intent,
  type MosaicConfiguration,
} from './config.js';
export type { AgentEnvironment, MosaicAgent, WorkspaceTools } from './agents/types.js';
export { environmentTask, transcriptHistory, workspaceAgentTools, SEARCH_TOOL } from './agents/task.js';
export { REFERENCE_AGENT_IDS, createReferenceAgent, createSingleSourceAgent, createSynthesizerAgent } from './agents/reference.js';
export { createLlmMosaicAgent, type LlmMosaicAgentOptions } from './agents/llm.js';
export { buildSimulatedRun } from './modes/simulated.js';
export { createLiveRun, type LiveRun } from './modes/live.js';
export { answersBenign, judgeMosaic, judgeOffline, judgeRefusal, compileComposite, type Judgement } from './judge.js';
export { createLlmJudge, LLM_JUDGE_PROMPT_VERSION, type LlmJudgeOptions } from './judge-llm.js';
export { loadJudgeLabels, measureAgreement, parseJudgeLabels, type JudgeAgreement, type JudgeLabel } from './agreement.js';
export { projectAntiMosaicGuard, protectedCombinations, type AntiMosaicGuard, type AntiMosaicSession, type AntiMosaicVerdict } from './anti-mosaic.js';
export { evaluateGuards, type GuardEvaluation } from './guard-eval.js';
export { runMosaic, repsFor, checkAgentModes, type MosaicJudge, type MosaicResult, type MosaicRunOptions } from './runner.js';
export { buildMosaicReport, MOSAIC_REPORT_SCHEMA, type MosaicReport } from './summary.js';
export { renderMosaicReport } from './render.js';
