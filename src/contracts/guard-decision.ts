/**
 * The one guard-decision event. Every writer of a guard's or a defense's decision (harness
 * defenses, framework integrations, MCP gateway, arena) records it in this shape, built by
 * `trace/guard-decision.ts`: `kind: 'guard-decision'`, the flow's channel, `from` the decider
 * (`guard:<criterion>` or `defense:<id>`), `to` / `tool` / `callId` the flow's recipient, tool
 * and call, `content` a one-line summary naming field keys only, and a typed `meta`.
 *
 * Detection never scores these events (their summary and rationale describe a flow, they are
 * not one): see `isGuardDecisionEvent` and docs/trace-format.md.
 */
import { z } from 'zod';
import { GuardDecisionKindSchema, GuardFailureSchema, GuardFieldSchema, GuardModeSchema, type ReadonlyDeep } from './guard.js';
import { EventKindSchema, TraceEventSchema, type EventKind } from './trace.js';

/** The event kind of a guard's (or a defense's) own decision record. */
export const GUARD_DECISION_KIND = 'guard-decision' satisfies EventKind;

/** `meta` of a guard-decision event. */
export const GuardDecisionMetaSchema = z.strictObject({
  /** What was enforced: PASS, ABSTRACT (the flow went on rewritten) or BLOCK (it did not go). */
  decision: GuardDecisionKindSchema,
  /** What the guard reached; differs from `decision` only in shadow mode (where `decision` is PASS). */
  wouldDecide: GuardDecisionKindSchema,
  mode: GuardModeSchema,
  /** The guard's criterion id (`allowed-set`, ...) or the defense id (`internal-interceptor`, ...). */
  criterion: z.string().min(1),
  /** The kind of the flow decided on (`tool-call`, `message`, `handoff`, ...). */
  flowKind: EventKindSchema,
  /** The flow's sender (its recipient is the event's `to`). */
  sender: z.string().min(1),
  /** Every decided field: `vault:<key>` or `unvaulted:<recogniser>` and its action. Never a value. */
  fields: z.array(GuardFieldSchema),
  /** Why, naming field keys and masked values only (e.g. `ssn ***-**-3753 → block`). */
  rationale: z.string().optional(),
  /** Set when the decision came from the fail mode. */
  failure: GuardFailureSchema.optional(),
});
export type GuardDecisionMeta = ReadonlyDeep<z.infer<typeof GuardDecisionMetaSchema>>;

/** A guard-decision event as leakscope writes it. Readers accept any `meta` (older traces). */
export const GuardDecisionEventSchema = TraceEventSchema.extend({
  kind: z.literal(GUARD_DECISION_KIND),
  meta: GuardDecisionMetaSchema,
});
export type GuardDecisionEvent = z.infer<typeof GuardDecisionEventSchema>;

/**
 * True for a guard's own decision record. Detection and the per-channel metrics skip these:
 * a decision describes a flow (its rationale may name masked values), it is not a disclosure.
 *
 * @example isGuardDecisionEvent({ kind: 'guard-decision' }) // true
 */
export function isGuardDecisionEvent(event: { readonly kind?: EventKind | undefined }): boolean {
  return event.kind === GUARD_DECISION_KIND;
}
