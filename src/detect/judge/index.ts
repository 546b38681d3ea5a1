/**
 * The optional LLM judge of tier 3: versioned prompts with a fenced, neutralised event text,
 * zod-validated verdicts (unknown, never "no", when unreadable or failed), majority voting,
 * a content-hash cache, economical escalation from the offline matcher, and calibration.
 */
export { createLlmJudge, createMajorityJudge, emptyJudgeStats, type Judge, type JudgeModel, type JudgeRequest, type JudgeStats, type LlmJudgeOptions } from './judge.js';
export { createJudgeModel, JUDGE_PROVIDERS, parseJudgeSpecOrThrow, safeParseJudgeSpec, type JudgeModelOptions, type JudgeProvider, type JudgeSpec } from './providers.js';
export { createMemoryJudgeCache, createSqliteJudgeCache, judgeCacheKey, type JudgeCache } from './cache.js';
export {
  defaultPromptDir,
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
export { BatchReplySchema, majority, parseBatchReply, parsePrivacyLensReply, type Disclosure, type FactVerdict } from './verdicts.js';
export { DEFAULT_PREFILTER, JUDGE_DETECTOR_ID, prepareJudgedTier3, statementOf, type JudgedEvent, type JudgedTier3Options, type PreparedJudgedTier3 } from './escalation.js';
export { runCalibration, type CalibrationOptions, type CalibrationReport, type RaterFigures } from './calibration-run.js';
