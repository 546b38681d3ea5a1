/**
 * The defense interface of the harness. A defense sees every flow (a piece of content about to
 * move on a channel) before it is recorded and delivered, and returns what actually flows.
 * The built-in defenses are in `run/defenses/`; the guard is one too (`guard:<criterion>`,
 * `guard/defense.ts`). Plain shapes: nothing here runs.
 */
import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import type { ReadonlyDeep } from './guard.js';
import { AgentSpecSchema, type AgentSpec, type Scenario } from './scenario.js';
import { EventKindSchema } from './trace.js';

/** Content about to move on a channel, as the harness runtime sees it. */
export const DefenseFlowSchema = z.strictObject({
  channel: ChannelIdSchema,
  kind: EventKindSchema,
  /** Sender: an agent id, a tool name, `memory`, or `user`. */
  from: z.string(),
  /** Recipient: an agent id, `memory`, `user`, or a tool name. */
  to: z.string().optional(),
  tool: z.string().optional(),
  content: z.string(),
  /** The agent that sends or receives the content (role-separation reads its `fields`). */
  agent: AgentSpecSchema.optional(),
});
export type DefenseFlow = Readonly<z.infer<typeof DefenseFlowSchema>>;

/** What flows after a defense: the (possibly rewritten) content, or nothing when blocked. */
export const DefenseDecisionSchema = z.strictObject({
  content: z.string(),
  /** The flow must not happen (a guard's BLOCK). Built-in defenses never block. */
  blocked: z.boolean().optional(),
  /** Keys of the vault fields whose values were removed; recorded without the values. */
  redactedFields: z.array(z.string()).optional(),
});
export type DefenseDecision = ReadonlyDeep<z.infer<typeof DefenseDecisionSchema>>;

/** What a defense is, as reports and registries list it. */
export const DefenseDescriptorSchema = z.strictObject({
  /** `none`, `privacy-prompt`, `guard:allowed-set`, ... (`run.defense` of the traces it guards). */
  id: z.string().min(1),
  description: z.string(),
});
export type DefenseDescriptor = ReadonlyDeep<z.infer<typeof DefenseDescriptorSchema>>;

/** What a defense knows besides the flow. */
export interface DefenseScope {
  readonly scenario: Scenario;
}

/** The per-trace state of a stateful defense (e.g. a guard's inventory of what was read). */
export interface DefenseSession {
  transform(flow: DefenseFlow): DefenseDecision;
}

/** A defense, selectable by id (`none`, `privacy-prompt`, ...). */
export interface Defense extends DefenseDescriptor {
  /** Rewrites or blocks a flow. Must be cheap: it runs on every event, reads (C4, C5 reads) included. */
  transform(flow: DefenseFlow, scope: DefenseScope): DefenseDecision;
  /**
   * For defenses with per-trace state: called once at the start of each trace; the session's
   * `transform` then replaces `transform` for that trace.
   */
  open?(scope: DefenseScope): DefenseSession;
  /** Extra instructions given to every agent, if the defense works through the prompt. */
  instructions?(agent: AgentSpec, scope: DefenseScope): string | undefined;
}
