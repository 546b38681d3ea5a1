/**
 * Tier 3, offline: the semantic matcher (wink-nlp lemmas, WordNet synonyms, leakscope's domain
 * lexicons, value reasoning, negation) behind the `Detector` interface, with its calibrated
 * threshold, the labelled-data format and the calibration arithmetic.
 */
export { createSemanticDetector, SEMANTIC_DETECTOR_ID, SEMANTIC_DETECTOR_VERSION, type SemanticDetector, type SemanticDetectorOptions } from './detector.js';
export { categoryOfConcept, CONTENT_CATEGORIES, SPECIAL_CONTENT_CATEGORIES, tagCategories, type CategoryMention, type ContentCategory } from './categories.js';
export { createSemanticEngine, type PreparedSemanticMatcher, type SemanticEngine, type SemanticEngineOptions } from './engine.js';
export type { FactScore, SemanticMatcher, SemanticMethod } from './matcher.js';
export { SEMANTIC_THRESHOLD, type ThresholdRecord } from './threshold.js';
export {
  LabelledFactSchema,
  LabelledItemSchema,
  LabelledClassSchema,
  LabelledKindSchema,
  parseLabelledLine,
  readLabelledData,
  vaultOfItem,
  type LabelledData,
  type LabelledFact,
  type LabelledItem,
  type LabelledKind,
} from './labelled-data.js';
export { breakdown, chooseThreshold, confusionAt, kappaBetween, rate, thresholdGrid, thresholdValues, type Rate, type ScoredPair, type ThresholdRow } from './calibration.js';
export { LEXICON, lexiconProblems, type LexiconEntry, type LexiconKind } from './lexicons/index.js';
export { compareQuantity, scanQuantities, type Quantity, type QuantityComparison, type QuantityKind } from './values.js';
export { createWordNet, type WordNetLookup } from './wordnet.js';
export { SEMANTIC_PATTERNS } from './patterns.js';
