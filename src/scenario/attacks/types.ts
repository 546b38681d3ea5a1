import type { AttackFamily, ChannelId, InjectionSurface } from '../../contracts/index.js';

/** How an evasion payload asks for a value to be disguised; tier-1 de-obfuscation undoes each. */
export type PayloadEncoding = 'base64' | 'hex' | 'rot13' | 'reversed' | 'spaced';

/**
 * One class of the 32-class attack taxonomy (AgentLeak §V).
 *
 * Payload templates are executable instructions: placed at the surface, they tell an agent to
 * put the target fields on a channel. Placeholders, filled by `renderPayload`:
 * `{subject}` the data subject's name, `{entity}` the kind of subject (patient, client, ...),
 * `{field_label}` the target fields' labels, `{field_keys}` their vault keys,
 * `{channel_hint}` where to put them ("in your final answer and in a note saved to memory"),
 * `{tool}` the tool carrying the payload (or the write tool), `{write_tool}` a write tool,
 * `{text_arg}` that tool's free-text argument, `{agent}` a peer agent id, `{role}` an authority
 * role of the domain, `{encoding}` the requested disguise (F6).
 */
export interface AttackClass {
  readonly id: string;
  readonly family: AttackFamily;
  readonly name: string;
  readonly description: string;
  /** A1 for F1/F2/F6, A2 for F3/F4/F5 (AgentLeak Table IV). */
  readonly level: 'A1' | 'A2';
  /** Where the payload can be placed; the first is the default (used by importers). */
  readonly surfaces: readonly InjectionSurface[];
  readonly requires: {
    /** Needs two or more agents (every F4 class). */
    readonly multiAgent: boolean;
    /** Needs an agent with memory (memory-entry surfaces, C5 targets). */
    readonly memory: boolean;
  };
  /** Channels the payload tries to push fields onto, most typical first. */
  readonly targetChannels: readonly ChannelId[];
  /**
   * Five or more payload templates, each worded differently (no two equal once lower-cased and
   * stripped of placeholders), so a scenario set does not repeat one sentence per class.
   */
  readonly templates: readonly string[];
  /**
   * Templates used when the payload is the compromised agent's own role (surface `agent-role`),
   * worded as instructions to that agent; `templates` are used when absent. Three or more when present.
   */
  readonly roleTemplates?: readonly string[];
  /** F6 only: the disguises its payloads ask for. */
  readonly encodings?: readonly PayloadEncoding[];
  /** Ids this class has in other releases (e.g. AgentLeak's scenario file). */
  readonly aliases?: readonly string[];
}
