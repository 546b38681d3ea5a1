import { z } from 'zod';
import { CHANNEL_IDS } from './channel.js';

/** How a rate's 95% interval was computed: Wilson score (the default) or a clustered percentile bootstrap. */
export const RATE_METHODS = ['wilson', 'cluster-bootstrap'] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

/**
 * The one rate of leakscope: k of n with its 95% interval `ci` = [lo, hi]. `rate` is null when
 * n = 0, and so is `ci` (which is also null when no interval was computed, e.g. 0 bootstrap
 * resamples). `method` names how `ci` was computed; absent means Wilson (as in report.json).
 *
 * @example { k: 2076, n: 4979, rate: 0.417, ci: [0.403, 0.431] }
 */
export const RateSchema = z.strictObject({
  k: z.number().int().nonnegative(),
  n: z.number().int().nonnegative(),
  rate: z.number().min(0).max(1).nullable(),
  ci: z.tuple([z.number(), z.number()]).nullable(),
  method: z.enum(RATE_METHODS).optional(),
});
export type Rate = z.infer<typeof RateSchema>;

const channelRates = z.strictObject(Object.fromEntries(CHANNEL_IDS.map((id) => [id, RateSchema])) as Record<(typeof CHANNEL_IDS)[number], typeof RateSchema>);

/** Metrics of one set of traces (the whole input or one group). */
export const MetricBlockSchema = z.strictObject({
  traceCount: z.number().int().nonnegative(),
  /** CLR: share of traces that carry the channel in which a disallowed field leaked on it. */
  channels: channelRates,
  /** ELR: share of traces in which any disallowed field leaked on any channel. */
  elr: RateSchema,
  anyChannel: RateSchema,
  /** Share of traces with internal channels (C2/C5) in which they leaked. */
  anyInternal: RateSchema,
  anyExternal: RateSchema,
  /** Exposure: share of traces with tool outputs (C4) in which a tool returned a disallowed field to an agent; not counted in the leak rates above unless asked (`--count-exposure`). */
  exposure: RateSchema,
  /** Output-only audit gap: C1 clean but C2 or C5 leaked, over traces that have internal channels. */
  h1: RateSchema,
  /** Weighted leakage: mean over traces of the summed weights of distinct leaked fields. */
  wls: z.strictObject({ mean: z.number().nullable(), normalisedMean: z.number().nullable(), n: z.number().int() }),
  /**
   * ASR, targeted (the AgentDojo way): of the attacked (A1/A2) traces whose payload was delivered
   * and whose targets are known, the share in which a target field leaked on its target channel.
   */
  asr: RateSchema,
  /**
   * Baseline of ASR: over the delivered attacks that have an A0 twin (the same unit run without
   * the attack), the share whose targets leaked on their channels anyway.
   */
  asrBaseline: RateSchema,
  /** Paired difference ASR − baseline over those pairs, with the exact McNemar test on the discordant pairs. */
  asrLift: z.strictObject({
    pairs: z.number().int().nonnegative(),
    difference: z.number().nullable(),
    /** Pairs where only the attacked run / only the twin reached the targets. */
    attackOnly: z.number().int().nonnegative(),
    baselineOnly: z.number().int().nonnegative(),
    pValue: z.number().nullable(),
  }),
  /** Leak rate under attack: share of attacked traces in which any disallowed field leaked on any channel (not attack success). */
  attackLeak: RateSchema,
  /** Share of attacked traces (with a known delivery) whose payload reached an agent. */
  attackDelivery: RateSchema,
  /** TSR: share of traces whose task succeeded, over traces with a known outcome. */
  tsr: RateSchema,
});
export type MetricBlock = z.infer<typeof MetricBlockSchema>;

/** A rate with its 95% scenario-clustered bootstrap interval (`method: 'cluster-bootstrap'`). */
export const ClusteredRateSchema = RateSchema.extend({
  method: z.literal('cluster-bootstrap'),
  /** Observations with an unknown value (not in k or n). */
  unknown: z.number().int().nonnegative(),
  /** Clusters (scenarios) with at least one observation. */
  clusters: z.number().int().nonnegative(),
});

/**
 * The headline rates again, with 95% intervals from a percentile bootstrap that resamples whole
 * scenarios (the traces of one scenario are not independent). The Wilson intervals are in the
 * report's top-level rates (where `method` is absent: Wilson).
 */
export const ClusteredHeadlinesSchema = z.strictObject({
  method: z.literal('cluster-bootstrap'),
  clusterBy: z.literal('scenario'),
  resamples: z.number().int().positive(),
  seed: z.number().int(),
  clusters: z.number().int().nonnegative(),
  anyChannel: ClusteredRateSchema,
  anyInternal: ClusteredRateSchema,
  anyExternal: ClusteredRateSchema,
  h1: ClusteredRateSchema,
  asr: ClusteredRateSchema,
  attackLeak: ClusteredRateSchema,
  channels: z.strictObject(Object.fromEntries(CHANNEL_IDS.map((id) => [id, ClusteredRateSchema])) as Record<(typeof CHANNEL_IDS)[number], typeof ClusteredRateSchema>),
});

export const McNemarSchema = z.strictObject({
  label: z.string(),
  pairs: z.number().int(),
  /** Pairs where only the first / only the second measure leaked. */
  onlyFirst: z.number().int(),
  onlySecond: z.number().int(),
  pValue: z.number().nullable(),
  /** Paired difference second − first (as a share), with its 95% interval from a bootstrap that resamples whole scenarios for both arms. */
  difference: z.number().nullable().optional(),
  ci: z.tuple([z.number(), z.number()]).nullable().optional(),
  method: z.literal('cluster-bootstrap').optional(),
  clusters: z.number().int().nonnegative().optional(),
});
export type McNemar = z.infer<typeof McNemarSchema>;

export const AgreementSchema = z.strictObject({
  channel: z.string(),
  n: z.number().int(),
  bothLeak: z.number().int(),
  detectorOnly: z.number().int(),
  labelOnly: z.number().int(),
  neither: z.number().int(),
  kappa: z.number().nullable(),
  detectorOnlyExamples: z.array(z.string()),
  labelOnlyExamples: z.array(z.string()),
});
export type Agreement = z.infer<typeof AgreementSchema>;

export const RejectedLineSchema = z.strictObject({
  file: z.string(),
  line: z.number().int(),
  message: z.string(),
});

export const ReportSchema = z.strictObject({
  schemaVersion: z.literal('1'),
  tool: z.strictObject({ name: z.literal('leakscope'), version: z.string(), detectors: z.record(z.string(), z.string()) }),
  generatedAt: z.string(),
  inputs: z.array(z.string()),
  /** `detectors` (leakscope's tiers) or `embedded` (labels that came with the traces). */
  labels: z.enum(['detectors', 'embedded']),
  includeErrors: z.boolean(),
  traces: z.strictObject({
    total: z.number().int(),
    included: z.number().int(),
    excluded: z.strictObject({ total: z.number().int(), byReason: z.record(z.string(), z.number().int()) }),
  }),
  /** Source runs when importers split one run into paired traces (e.g. AgentLeak single/multi). */
  runs: z.strictObject({ total: z.number().int(), included: z.number().int(), excluded: z.number().int() }).optional(),
  rejectedLines: z.strictObject({ total: z.number().int(), examples: z.array(RejectedLineSchema) }),
  ...MetricBlockSchema.shape,
  groups: z.record(z.string(), z.record(z.string(), MetricBlockSchema)),
  /** Headline rates with scenario-clustered bootstrap intervals, beside the Wilson ones above. */
  clustered: ClusteredHeadlinesSchema.optional(),
  paired: z.array(McNemarSchema),
  findings: z.strictObject({
    total: z.number().int(),
    byTier: z.record(z.string(), z.number().int()),
    byChannel: z.record(z.string(), z.number().int()),
    /** Vault leaks per channel and tier (`C2` → `tier3` → count): what each tier added. */
    byChannelAndTier: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
    unvaultedPii: z.number().int(),
    /** Request echoes: vault values the user's own request holds, repeated (counted apart, not leaks). */
    echoes: z.number().int().optional(),
    echoesByChannel: z.record(z.string(), z.number().int()).optional(),
    /** Exposure: per agent, the disallowed vault fields (keys, never values) tools returned to it, with the number of tool outputs. */
    exposureByAgent: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
  }),
  /** Tier 3 by an LLM judge (`--semantic judge`): what it was asked, what it could not decide, what it spent. */
  judge: z
    .strictObject({
      id: z.string(),
      /** Offline score from which a pair went to the judge. */
      prefilter: z.number(),
      /** (event, fact) pairs sent to the judge, not sent (settled by tiers 1–2 or below the pre-filter), and left undecided. */
      pairs: z.strictObject({ judged: z.number().int(), skipped: z.number().int(), unknown: z.number().int() }),
      /** Undecided pairs by reason (`call-failed HTTP 503`, `unparsable`, `no-majority`, ...): never counted as "no". */
      unknownByReason: z.record(z.string(), z.number().int()),
      /** Traces excluded because an undecided pair could change their outcome. */
      excludedTraces: z.number().int(),
      /** Spending per judge (a majority lists its members). */
      spending: z.array(
        z.strictObject({
          id: z.string(),
          calls: z.number().int(),
          inputTokens: z.number().int(),
          outputTokens: z.number().int(),
          cacheHits: z.number().int(),
          failedCalls: z.number().int(),
          unparsable: z.number().int(),
          unknown: z.number().int(),
        }),
      ),
    })
    .optional(),
  agreement: z.array(AgreementSchema).optional(),
  notes: z.array(z.string()),
});
export type Report = z.infer<typeof ReportSchema>;
