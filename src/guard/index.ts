/**
 * The runtime guard: one decision engine (`createGuard`) and its front doors — AI SDK tools
 * and middleware, the MCP gateway, the HTTP sidecar, replay over recorded traces, and the
 * harness defense. Every export here is meant to be public.
 */
export { createGuard, type Guard, type GuardOptions, type GuardDecisionLog, type ObservationResult } from './engine.js';
export {
  GuardFlowSchema,
  ObservationSchema,
  RecipientClassSchema,
  recipientClassOf,
  type GuardFlow,
  type GuardFlowInput,
  type Observation,
  type ObservationInput,
  type RecipientClass,
} from './flow.js';
export type {
  Criterion,
  CriterionContext,
  CriterionResult,
  DetectedField,
  DetectedUnvaulted,
  FieldAction,
  FieldVerdict,
  FlowRecord,
  GuardDecisionKind,
  GuardResult,
  Occurrence,
  TransmissionPrinciple,
} from './types.js';
export {
  allowedSetCriterion,
  piiCriterion,
  createMinimizationCriterion,
  createContextualIntegrityCriterion,
  createArbiterCriterion,
  ArbiterAnswerSchema,
  resolveCriterion,
  judgeWithModel,
  CRITERION_IDS,
  OFFLINE_CRITERION_IDS,
  DEFAULT_NORM_RULES,
  NormRuleSchema,
  matchNormRule,
  SENSITIVE_TYPES,
  sensitiveType,
  type NormRule,
  type SensitiveType,
  DEFAULT_NORMS,
  type CriterionId,
  type OfflineCriterionId,
  type CriterionSettings,
  type ArbiterAnswer,
  type ArbiterOptions,
  type ModelJudgeOptions,
  type NormsTable,
  type Norm,
} from './criteria/index.js';
export { createInventory, INVENTORY_LIMITS, MAX_RECORD_PURPOSE, type Inventory, type InventoryLimits } from './inventory.js';
export { prepareMosaic, MosaicRelationSchema, type MosaicRelation, type MosaicRelationInput } from './mosaic.js';
export { abstractField, abstractRecognised, type Abstraction, type AbstractionOperator } from './abstract/operators.js';
export { generalizeField, generalizeRecognised, categoryPlaceholder, fieldTypeName, amountRange, addressCity } from './abstract/generalize.js';
export { encryptToken, decryptToken, decryptTokens, parseTokenKey, TOKEN_PREFIX, type TokenKey } from './abstract/token.js';
export {
  GuardPolicyFileSchema,
  ToolChannelSchema,
  loadGuardPolicy,
  safeParseGuardPolicy,
  guardOptionsFromPolicy,
  type GuardPolicyFile,
  type GuardPolicyFileInput,
  type ToolChannel,
} from './policy-file.js';
export { toolCallFlow, rebuildArguments, type ToolCallFlow } from './tool-call.js';
export { createGuardTrace, type GuardTraceSink, type GuardTraceOptions, type GuardTraceEvent } from './decision-trace.js';
export { replayTraces, boundaryOf, type ReplayOptions, type ReplayReport, type ChannelReplay } from './replay.js';
export { renderReplayText } from './replay-render.js';
export { createGuardDefense, type GuardDefense, type GuardDefenseOptions, type HarnessFlow, type HarnessScope, type HarnessDecision } from './defense.js';
