import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';

export const DetectionTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DetectionTier = z.infer<typeof DetectionTierSchema>;

export const SpanSchema = z.strictObject({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type Span = z.infer<typeof SpanSchema>;

/**
 * One detected disclosure in one event.
 * - `vault-leak`: a vault field that is not allowed on the event's channel.
 * - `allowed-disclosure`: a vault field that is allowed there (kept for utility/minimisation views).
 * - `unvaulted-pii`: a regulated identifier that matches no vault value.
 * Findings never hold the raw value: `evidence` is masked.
 */
export const FindingSchema = z.strictObject({
  traceId: z.string(),
  seq: z.number().int().nonnegative(),
  channel: ChannelIdSchema,
  kind: z.enum(['vault-leak', 'allowed-disclosure', 'unvaulted-pii']),
  field: z.string().nullable(),
  tier: DetectionTierSchema,
  detector: z.string(),
  /** How the value was disclosed: `verbatim`, `base64`, `digits`, `last4`, `range`, ... */
  method: z.string(),
  span: SpanSchema,
  confidence: z.number().min(0).max(1),
  /** Masked rendering of what was found, safe to show. */
  evidence: z.string(),
});
export type Finding = z.infer<typeof FindingSchema>;
