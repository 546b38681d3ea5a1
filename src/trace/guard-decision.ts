/**
 * Builds the one guard-decision event (`contracts/guard-decision.ts`) as an event draft for the
 * recorder. Every writer of a decision — harness defenses, framework integrations, MCP gateway,
 * arena — goes through {@link guardDecisionDraft}, so the events read the same everywhere and
 * never hold a raw value: the summary names field keys only, the rationale is the guard's
 * masked one.
 */
import {
  GUARD_DECISION_KIND,
  type ChannelId,
  type EventDraft,
  type EventKind,
  type GuardDecisionKind,
  type GuardDecisionLog,
  type GuardDecisionMeta,
  type GuardFailure,
  type GuardField,
} from '../contracts/index.js';

/** A decision on one flow, as its writer knows it. */
export interface GuardDecisionInput {
  /** The flow's channel. */
  readonly channel: ChannelId;
  /** Who decided: `guard:<criterion>` or `defense:<id>` (the event's `from`). */
  readonly decider: string;
  /** The guard's criterion id or the defense id. */
  readonly criterion: string;
  /** What was enforced. */
  readonly decision: GuardDecisionKind;
  /** What was reached; default `decision` (differs in shadow mode). */
  readonly wouldDecide?: GuardDecisionKind;
  /** Default `enforce`. */
  readonly mode?: 'enforce' | 'shadow';
  /** The kind of the flow decided on. */
  readonly flowKind: EventKind;
  readonly sender: string;
  readonly recipient?: string | undefined;
  readonly tool?: string | undefined;
  readonly callId?: string | undefined;
  readonly fields: readonly GuardField[];
  /** The guard's rationale: field keys and masked values only. */
  readonly rationale?: string | undefined;
  readonly failure?: GuardFailure | undefined;
}

/** The keys of the fields a decision withholds (generalised, omitted or blocked), `vault:` prefix dropped. */
export function withheldKeys(fields: readonly GuardField[]): string[] {
  return fields.filter((entry) => entry.action !== 'pass').map((entry) => (entry.target.startsWith('vault:') ? entry.target.slice('vault:'.length) : entry.target));
}

/**
 * The event draft of a decision. Its content is a one-line summary naming field keys only,
 * e.g. `guard:allowed-set BLOCK in tool-call clerk -> tool:lookup: ssn`.
 *
 * @example recorder.emit(guardDecisionDraft({ channel: 'C3', decider: 'guard:allowed-set', criterion: 'allowed-set', decision: 'BLOCK', flowKind: 'tool-call', sender: 'clerk', recipient: 'tool:lookup', fields: [{ target: 'vault:ssn', action: 'block' }] }));
 */
export function guardDecisionDraft(input: GuardDecisionInput): EventDraft {
  const wouldDecide = input.wouldDecide ?? input.decision;
  const mode = input.mode ?? 'enforce';
  const keys = withheldKeys(input.fields);
  const route = input.recipient === undefined ? input.sender : `${input.sender} -> ${input.recipient}`;
  const meta: GuardDecisionMeta = {
    decision: input.decision,
    wouldDecide,
    mode,
    criterion: input.criterion,
    flowKind: input.flowKind,
    sender: input.sender,
    fields: input.fields.map((entry) => ({ target: entry.target, action: entry.action })),
    ...(input.rationale === undefined ? {} : { rationale: input.rationale }),
    ...(input.failure === undefined ? {} : { failure: { reason: input.failure.reason, failMode: input.failure.failMode } }),
  };
  return {
    channel: input.channel,
    kind: GUARD_DECISION_KIND,
    from: input.decider,
    ...(input.recipient === undefined ? {} : { to: input.recipient }),
    ...(input.tool === undefined ? {} : { tool: input.tool }),
    ...(input.callId === undefined ? {} : { callId: input.callId }),
    content: `${input.decider} ${wouldDecide}${mode === 'shadow' ? ' (shadow)' : ''} in ${input.flowKind} ${route}${keys.length === 0 ? '' : `: ${keys.join(', ')}`}`,
    meta,
  };
}

/**
 * The draft of a decision the guard logged (`onDecision`, the MCP gateway, the arena).
 *
 * @example const guard = createGuard({ vault, policy, onDecision: (log) => recorder.emit(guardDecisionFromLog(log, 'message')) });
 */
export function guardDecisionFromLog(log: GuardDecisionLog, flowKind: EventKind, callId?: string): EventDraft {
  return guardDecisionDraft({
    channel: log.channel,
    decider: `guard:${log.criterion}`,
    criterion: log.criterion,
    decision: log.decision,
    wouldDecide: log.wouldDecide,
    mode: log.mode,
    flowKind,
    sender: log.sender,
    recipient: log.recipient,
    tool: log.tool,
    callId,
    fields: log.fields,
    rationale: log.rationale,
    failure: log.failure,
  });
}
