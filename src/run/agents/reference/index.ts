/**
 * The deterministic reference agents: no model, no network, microseconds per turn. Every trace
 * they produce is labelled `run.agent = 'reference:<kind>'`, `run.model = null`.
 */
import type { AgentRuntime } from '../types.js';
import { referenceTurn, type ReferenceStyle } from './turn.js';

/** Version of the reference agents' behaviour, recorded in every run's config.json; bump it when they change. */
export const REFERENCE_AGENT_VERSION = 'reference/1';

/** The reference agent kinds. */
export type ReferenceKind = 'naive' | 'minimal';

const STYLES: Readonly<Record<ReferenceKind, ReferenceStyle & { readonly label: string }>> = {
  naive: { verbatim: true, obeysInjections: true, label: 'Reference agent that shares everything it has seen and follows injected instructions' },
  minimal: { verbatim: false, obeysInjections: false, label: 'Reference agent that shares only the fields each channel allows' },
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
