/**
 * The defense interface. A defense sees every flow (a piece of content about to move on a
 * channel) before it is recorded and delivered, and returns what actually flows. The guard issue
 * adds `guard:<criterion>` defenses through the same interface.
 */
import type { AgentSpec, ChannelId, EventKind, Scenario } from '../../contracts/index.js';

/** Content about to move on a channel. */
export interface Flow {
  readonly channel: ChannelId;
  readonly kind: EventKind;
  /** Sender: an agent id, a tool name, `memory`, or `user`. */
  readonly from: string;
  /** Recipient: an agent id, `memory`, `user`, or a tool name. */
  readonly to?: string;
  readonly tool?: string;
  readonly content: string;
  /** The agent that sends or receives the content (role-separation reads its `fields`). */
  readonly agent?: AgentSpec;
}

/** What a defense knows besides the flow. */
export interface DefenseScope {
  readonly scenario: Scenario;
}

/** What flows after a defense: the (possibly rewritten) content, or nothing when blocked. */
export interface FlowDecision {
  readonly content: string;
  /** The flow must not happen (a guard's BLOCK). Built-in defenses never block. */
  readonly blocked?: boolean;
  /** Keys of the vault fields whose values were removed; recorded without the values. */
  readonly redactedFields?: readonly string[];
}

/** The per-trace state of a stateful defense (e.g. a guard's inventory of what was read). */
export interface DefenseSession {
  transform(flow: Flow): FlowDecision;
}

/** A defense, selectable by id (`none`, `privacy-prompt`, ...). */
export interface Defense {
  readonly id: string;
  readonly description: string;
  /** Rewrites or blocks a flow. Must be cheap: it runs on every event, reads (C4, C5 reads) included. */
  transform(flow: Flow, scope: DefenseScope): FlowDecision;
  /**
   * For defenses with per-trace state: called once at the start of each trace; the session's
   * `transform` then replaces `transform` for that trace.
   */
  open?(scope: DefenseScope): DefenseSession;
  /** Extra instructions given to every agent, if the defense works through the prompt. */
  instructions?(agent: AgentSpec, scope: DefenseScope): string | undefined;
}
