/**
 * The optional LLM judge of tier 3: versioned prompts with a fenced, neutralised event text,
 * zod-validated verdicts (unknown, never "no", when unreadable or failed), majority voting,
 * content-hash cache keys, economical escalation from the offline matcher, and calibration.
 * The model behind it is injected (`JudgeCompletion`); the model layer (`models/judge.ts`)
 * makes one from any provider, with the layer's cache and retries.
 */
export {
  createLimitedJudge,
  createLlmJudge,
  createMajorityJudge,
  emptyJudgeStats,
  judgeCacheKey,
  type Judge,
  type JudgeCompletion,
  type JudgeCompletionRequest,
  type JudgeCompletionResult,
  type JudgeRequest,
  type JudgeStats,
  type LlmJudgeOptions,
} from './judge.js';
export {
  defaultPromptDir,
  fenceData,
  fenceLines,
  loadPromptTemplates,
  neutraliseData,
  PROMPT_VERSIONS,
  randomFenceKey,
  renderBatchPrompt,
  renderPrivacyLensPrompt,
  type JudgedFact,
  type PromptTemplates,
  type PromptVersion,
  type RenderedPrompt,
} from './prompts.js';
export { BatchReplySchema, firstJsonObject, majority, parseBatchReply, parsePrivacyLensReply, type Disclosure, type FactVerdict } from './verdicts.js';
export { DEFAULT_PREFILTER, JUDGE_DETECTOR_ID, prepareJudgedTier3, statementOf, type JudgedEvent, type JudgedTier3Options, type PreparedJudgedTier3 } from './escalation.js';
export { CHARACTERS_PER_TOKEN, createDryRunCompletion, estimateTokens, type DryRunCompletion, type DryRunTally } from './dry-run.js';
export { runCalibration, type CalibrationOptions, type CalibrationReport, type RaterFigures } from './calibration-run.js';
