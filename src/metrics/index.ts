export { wilson, mcnemarExact, cohenKappa } from './statistics.js';
export { outcomeFromFindings, outcomeFromLabels, exclusionReason, leakedOn, type TraceOutcome, type OutcomeOptions } from './outcome.js';
export { MetricAccumulator, GroupedMetrics, GROUP_DIMENSIONS, pairedComparison, pairedComparisons, rate } from './aggregate.js';
