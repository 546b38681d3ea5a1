/**
 * The flows the guard decides on and the observations it learns from, validated at the edge
 * (sidecar bodies, policy files, library callers that pass untyped data).
 */
import { z } from 'zod';
import { ChannelIdSchema, type ChannelId } from '../contracts/index.js';

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

/** Channels whose content is written out of the agent system (blocking is the strongest action there). */
export const EXTERNAL_WRITE_CHANNELS: ReadonlySet<ChannelId> = new Set<ChannelId>(['C3', 'C7']);

const PUBLIC_HINT = /\b(?:public|everyone|post|timeline|feed|broadcast|announcement)s?\b/i;
const LOG_HINT = /\b(?:log|logs|telemetry|trace|stdout|stderr)\b/i;

/**
 * The recipient class of a flow: an explicit `audience` first, then the policy's table of
 * named recipients, then the channel and a few lexical hints in the recipient name.
 *
 * @example recipientClassOf({ channel: 'C1', recipient: 'user' }, {}, []) // 'principal'
 */
export function recipientClassOf(flow: Pick<GuardFlow, 'channel' | 'recipient' | 'audience'>, recipients: Readonly<Record<string, RecipientClass>>, trusted: readonly string[]): RecipientClass {
  if (flow.audience !== undefined) return flow.audience;
  const name = flow.recipient.trim().toLowerCase();
  const named = lookupRecipient(name, recipients);
  if (named !== undefined) return named;
  if (trusted.some((entry) => matchesRecipient(name, entry.toLowerCase()))) return 'trusted';
  switch (flow.channel) {
    case 'C1':
      return 'principal';
    case 'C2':
      return 'agent';
    case 'C5':
      return 'memory';
    case 'C6':
      return 'log';
    default:
      if (name === 'user' || name === 'principal') return 'principal';
      if (PUBLIC_HINT.test(name)) return 'public';
      if (LOG_HINT.test(name)) return 'log';
      return 'external';
  }
}

/** `@example.org` matches any address at that domain; anything else must match exactly. */
function matchesRecipient(name: string, entry: string): boolean {
  return entry.startsWith('@') ? name.endsWith(entry) : name === entry;
}

function lookupRecipient(name: string, recipients: Readonly<Record<string, RecipientClass>>): RecipientClass | undefined {
  for (const [entry, recipientClass] of Object.entries(recipients)) {
    if (matchesRecipient(name, entry.toLowerCase())) return recipientClass;
  }
  return undefined;
}
