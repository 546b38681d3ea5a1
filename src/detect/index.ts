/**
 * Leak detection: text in, findings out. The curated exports of detect/ — what the CLI, the
 * guard and library users import. Tier 1 finds planted canaries (also obfuscated); tier 2 finds
 * vault values after normalisation and regulated identifiers with real validators.
 */
export type { DetectContext, Detector, DetectorHit, PreparedDetector } from './types.js';
export { SharedText, type TextProfile } from './regex-scan.js';
export { foldText, mapSpan, type FoldedText } from './fold.js';
export { OBFUSCATIONS, obfuscate, type Obfuscation } from './obfuscation.js';
export {
  allPatterns,
  createDetectionEngine,
  defaultDetectors,
  DETECTOR_VERSIONS,
  type DetectableEvent,
  type DetectionEngine,
  type DetectionEngineOptions,
  type PreparedEngine,
} from './pipeline.js';
export { createCanaryDetector, CANARY_DETECTOR_ID, CANARY_DETECTOR_VERSION, type CanaryMethod } from './canary/canary-detector.js';
export { canaryMarkers, isCanaryValue } from './canary/markers.js';
export { createStructuredDetector, STRUCTURED_DETECTOR_ID, STRUCTURED_DETECTOR_VERSION } from './structured/structured-detector.js';
export { inferValueKind } from './structured/value-kind.js';
export { isValidSsn } from './structured/ssn.js';
export { isValidCard, luhnValid, cardBrand } from './structured/luhn.js';
export { isValidRoutingNumber } from './structured/aba.js';
export {
  evaluateEngine,
  figuresOf,
  PARAPHRASE_KINDS,
  type AttributionRow,
  type EngineEvaluation,
  type EngineEvaluationOptions,
  type ExcludedItem,
  type Figures,
  type GroupFigures,
  type PairOutcome,
  type TierFigures,
} from './evaluation.js';
