export { wilson, mcnemarExact, cohenKappa } from './statistics.js';
export { outcomeFromFindings, outcomeFromLabels, exclusionReason, leakedOn, type MetricOutcome, type TraceOutcome, type OutcomeOptions } from './outcome.js';
export { MetricAccumulator, GroupedMetrics, GROUP_DIMENSIONS, pairedComparison, pairedComparisons, PairedComparisons, PairTally } from './aggregate.js';
export { rate } from './rate.js';
export { clusteredHeadlines, ClusteredTally, CLUSTERED_DEFAULTS, type ClusteredHeadlines, type ClusteredOptions } from './clustered.js';
export { formatRate, formatInterval, formatDifference, formatLift, type RateFormat } from './format.js';
export {
  bootstrapRateDistribution,
  clusteredRate,
  pairedContrast,
  pairedDifference,
  quantile,
  type BootstrapOptions,
  type ClusteredRate,
  type ContrastArm,
  type ContrastEstimate,
  type DifferenceEstimate,
  type ClusterObservation,
} from './bootstrap.js';
