import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import { EventSourceSchema } from './trace.js';
import { ValueKindSchema } from './vault.js';

export const DetectionTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DetectionTier = z.infer<typeof DetectionTierSchema>;

export const SpanSchema = z.strictObject({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type Span = z.infer<typeof SpanSchema>;

/** The kinds of finding (see {@link FindingSchema}). */
export const FINDING_KINDS = ['vault-leak', 'allowed-disclosure', 'unvaulted-pii', 'echo'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * One detected disclosure in one event.
 * - `vault-leak`: a vault field that is not allowed on the event's channel.
 * - `allowed-disclosure`: a vault field that is allowed there (kept for utility/minimisation views).
 * - `unvaulted-pii`: a regulated identifier that matches no vault value.
 * - `echo`: a vault field that is not allowed on the channel but that the user's own request
 *   (`trace-start.request`) already holds: the agent repeats what it was told, so it is counted
 *   apart and is not a leak (AgentLeak's rule; `audit --count-echoes` counts it as a leak).
 * Findings never hold the raw value: `evidence` is masked.
 */
export const FindingSchema = z.strictObject({
  traceId: z.string(),
  seq: z.number().int().nonnegative(),
  channel: ChannelIdSchema,
  kind: z.enum(FINDING_KINDS),
  field: z.string().nullable(),
  tier: DetectionTierSchema,
  detector: z.string(),
  /** How the value was disclosed: `verbatim`, `base64`, `digits`, `last4`, `range`, ... */
  method: z.string(),
  span: SpanSchema,
  confidence: z.number().min(0).max(1),
  /** Masked rendering of what was found, safe to show. */
  evidence: z.string(),
  /** For `unvaulted-pii`: the entity type the recogniser found (`ssn`, `card`, `iban`, `phone`, `ip`, ...). */
  entityType: z.string().optional(),
  /** The kind of the value: the detector's (as matched), else the vault field's declared kind; for unvaulted PII the entity's kind when it is one. */
  valueKind: ValueKindSchema.optional(),
  /** For a list or record value: how many of its elements the text discloses, of how many. */
  elements: z.strictObject({ matched: z.number().int().nonnegative(), total: z.number().int().positive() }).optional(),
  /** For a tier-3 finding: which atomic proposition of the fact was disclosed (0-based index, of how many). */
  proposition: z.strictObject({ index: z.number().int().nonnegative(), of: z.number().int().positive() }).optional(),
  /** Where the event came from in an imported source (copied from the event's `source`), to join with its labels. */
  source: EventSourceSchema.optional(),
});
export type Finding = z.infer<typeof FindingSchema>;
