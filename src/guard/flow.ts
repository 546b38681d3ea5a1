/**
 * How the guard reads a flow: its recipient class and whether it writes out of the system.
 * The flow and observation shapes themselves are in `contracts/guard.ts`, validated at the
 * edge (sidecar bodies, policy files, library callers that pass untyped data).
 */
import type { ChannelId, GuardFlow, RecipientClass } from '../contracts/index.js';

export {
  GuardFlowSchema,
  ObservationSchema,
  RecipientClassSchema,
  type GuardFlow,
  type GuardFlowInput,
  type Observation,
  type ObservationInput,
  type RecipientClass,
} from '../contracts/index.js';

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
