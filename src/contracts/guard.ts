/**
 * The runtime guard's data: the flows it decides on, the observations it learns from, its
 * decisions, per-field verdicts, five-field flow records, what a decision returns and the log
 * record of a decision. Plain data, shared by the guard, the harness defenses, the framework
 * integrations, the front doors (MCP gateway, sidecar) and the arena. The decision logic is
 * in `guard/`.
 */
import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import { FindingSchema } from './finding.js';

/** A deeply read-only view of an inferred type (zod infers mutable arrays and objects). */
export type ReadonlyDeep<T> = T extends readonly (infer U)[] ? readonly ReadonlyDeep<U>[] : T extends object ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> } : T;

/**
 * Who receives a flow, as the contextual-integrity norms see it:
 * `principal` the user the agent works for; `agent` another agent of the same system;
 * `memory` shared state; `trusted` a recipient the policy declares trusted (may receive
 * reversible tokens); `external` a third party; `public` anyone (posts, public pages);
 * `log` telemetry and logs.
 */
export const RecipientClassSchema = z.enum(['principal', 'agent', 'memory', 'trusted', 'external', 'public', 'log']);
export type RecipientClass = z.infer<typeof RecipientClassSchema>;

/**
 * Content about to move on a channel: the guard's unit of decision. `purpose` falls back to
 * the guard's configured purpose when absent; `subject` (the data subject) and `dataType` are
 * hints recorded in the flow records, never trusted for the decision itself.
 */
export const GuardFlowSchema = z.strictObject({
  channel: ChannelIdSchema,
  sender: z.string().min(1),
  recipient: z.string().min(1),
  subject: z.string().optional(),
  dataType: z.string().optional(),
  content: z.string(),
  purpose: z.string().optional(),
  /** Tool name when the flow is a tool call (C3) or an artifact write (C7). */
  tool: z.string().optional(),
  /** `write` when the flow commits a disclosure (send, post, store); decides block vs omit. */
  action: z.enum(['read', 'write']).optional(),
  /** Overrides the recipient class the guard would infer from the recipient and channel. */
  audience: RecipientClassSchema.optional(),
});
export type GuardFlow = z.infer<typeof GuardFlowSchema>;
export type GuardFlowInput = z.input<typeof GuardFlowSchema>;

/**
 * Something an agent received (read boundary): a tool output, a memory read, an inter-agent
 * message. The facts it carried enter the inventory.
 */
export const ObservationSchema = z.strictObject({
  channel: ChannelIdSchema,
  /** Where the content came from: a tool name, an agent id, `memory`. */
  source: z.string().min(1),
  /** The agent that received it. */
  recipient: z.string().min(1),
  content: z.string(),
  purpose: z.string().optional(),
});
export type Observation = z.infer<typeof ObservationSchema>;
export type ObservationInput = z.input<typeof ObservationSchema>;

/** The three outcomes of the write boundary. */
export const GuardDecisionKindSchema = z.enum(['PASS', 'ABSTRACT', 'BLOCK']);
export type GuardDecisionKind = z.infer<typeof GuardDecisionKindSchema>;

/**
 * What a criterion wants done with one fact: keep it, replace it by a generalisation,
 * replace it by its category, or stop the whole flow.
 */
export const FieldActionSchema = z.enum(['pass', 'generalize', 'omit', 'block']);
export type FieldAction = z.infer<typeof FieldActionSchema>;

/** `shadow` returns PASS with the original content and records what the guard would have done. */
export const GuardModeSchema = z.enum(['enforce', 'shadow']);
export type GuardMode = z.infer<typeof GuardModeSchema>;

/** A criterion's verdict on one target (`vault:<key>` or `unvaulted:<recogniser>`). */
export const FieldVerdictSchema = z.strictObject({
  target: z.string().min(1),
  action: FieldActionSchema,
  /** Why, naming the field key and never its raw value. */
  rationale: z.string(),
});
export type FieldVerdict = ReadonlyDeep<z.infer<typeof FieldVerdictSchema>>;

/** A decided field without its rationale: the target id and the action (no value). */
export const GuardFieldSchema = z.strictObject({
  /** `vault:<key>` or `unvaulted:<recogniser>`. */
  target: z.string().min(1),
  action: FieldActionSchema,
});
export type GuardField = ReadonlyDeep<z.infer<typeof GuardFieldSchema>>;

/** The transmission principle of a flow: why and how it moves. */
export const TransmissionPrincipleSchema = z.strictObject({
  purpose: z.string(),
  channel: ChannelIdSchema,
});
export type TransmissionPrinciple = ReadonlyDeep<z.infer<typeof TransmissionPrincipleSchema>>;

/**
 * One contextual-integrity information flow, with its five fields explicit:
 * SENDER, RECIPIENT, SUBJECT (the data subject), TYPE (the kind of fact) and
 * TRANSMISSION PRINCIPLE (purpose + channel). `field` names the vault field when there is one.
 */
export const FlowRecordSchema = z.strictObject({
  sender: z.string(),
  recipient: z.string(),
  subject: z.string(),
  type: z.string(),
  transmissionPrinciple: TransmissionPrincipleSchema,
  /** Vault field key, or null for an unvaulted identifier or a mosaic fact text. */
  field: z.string().nullable(),
  category: z.string(),
  /** Where the guard knows the fact from: the vault it was given, or the text it read (a learned field or a recognised identifier). */
  origin: z.enum(['vault', 'read']).optional(),
  /** For records of an inspected flow: what the guard did with this fact. */
  action: FieldActionSchema.optional(),
});
export type FlowRecord = ReadonlyDeep<z.infer<typeof FlowRecordSchema>>;

/** Why a decision came from the fail mode (an error or an unknown judgement). No raw values. */
export const GuardFailureSchema = z.strictObject({
  reason: z.string(),
  failMode: z.enum(['open', 'closed']),
});
export type GuardFailure = ReadonlyDeep<z.infer<typeof GuardFailureSchema>>;

/** What `inspect` returns. */
export const GuardResultSchema = z.strictObject({
  decision: GuardDecisionKindSchema,
  /** What may flow: the original (PASS), the rewritten content (ABSTRACT) or '' (BLOCK). */
  content: z.string(),
  /** Per part, for multi-part flows (tool arguments); `[content]` for plain flows. */
  parts: z.array(z.string()),
  findings: z.array(FindingSchema),
  /** ABSTRACT only: what detection finds in the rewritten content (the verification pass). */
  recheck: z.array(FindingSchema).optional(),
  /** Names field keys and masked values only. */
  rationale: z.string(),
  criterion: z.string(),
  flowRecords: z.array(FlowRecordSchema),
  verdicts: z.array(FieldVerdictSchema),
  /** Shadow mode: the decision the guard would have enforced (the returned decision is PASS). */
  shadow: z.strictObject({ decision: GuardDecisionKindSchema, content: z.string() }).optional(),
  /** Set when the decision came from the fail mode (error or unknown judgement). */
  failure: GuardFailureSchema.optional(),
  mode: GuardModeSchema,
});
export type GuardResult = ReadonlyDeep<z.infer<typeof GuardResultSchema>>;

/** A decision as the guard logs it (`onDecision`): no content, field keys and masked values only. */
export const GuardDecisionLogSchema = z.strictObject({
  criterion: z.string().min(1),
  mode: GuardModeSchema,
  /** The decision returned to the caller (PASS in shadow mode). */
  decision: GuardDecisionKindSchema,
  /** The decision the guard reached (differs from `decision` in shadow mode). */
  wouldDecide: GuardDecisionKindSchema,
  channel: ChannelIdSchema,
  sender: z.string(),
  recipient: z.string(),
  tool: z.string().optional(),
  fields: z.array(GuardFieldSchema),
  /** Names field keys and masked values only. */
  rationale: z.string(),
  failure: GuardFailureSchema.optional(),
});
export type GuardDecisionLog = ReadonlyDeep<z.infer<typeof GuardDecisionLogSchema>>;
