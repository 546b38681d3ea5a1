/**
 * The deterministic reference agents: no model, no network, microseconds per turn. They decide
 * only from what reaches them (task text, tool outputs, messages, memory reads) and the policy the
 * deployment configures; scenario metadata is not in their context (see `AgentTurnContext`). Every trace
 * they produce is labelled `run.agent = 'reference:<kind>'`, `run.model = null`.
 */
import type { AgentRuntime } from '../types.js';
import { referenceTurn, type ReferenceStyle } from './turn.js';

/** Version of the reference agents' behaviour, recorded in every run's config.json; bump it when they change. */
export const REFERENCE_AGENT_VERSION = 'reference/2';

/** The reference agent kinds. */
export type ReferenceKind = 'naive' | 'relay' | 'minimal';

const STYLES: Readonly<Record<ReferenceKind, ReferenceStyle & { readonly label: string }>> = {
  naive: { shares: 'everything', obeysInjections: true, label: 'Reference agent that shares everything it has read and follows instructions it reads' },
  relay: { shares: 'named-and-results', obeysInjections: false, label: 'Reference agent that shares what the request names and pastes the tool results it got' },
  minimal: { shares: 'allowed', obeysInjections: false, label: 'Reference agent that shares only the fields the deployment policy allows on each channel' },
};

/**
 * A reference agent runtime.
 *
 * @example
 * const naive = referenceAgent('naive'); // id 'reference:naive', family 'reference', model null
 */
export function referenceAgent(kind: ReferenceKind): AgentRuntime {
  const style = STYLES[kind];
  return {
    id: `reference:${kind}`,
    family: 'reference',
    label: style.label,
    model: null,
    run: (context) => referenceTurn(style, context),
  };
}
