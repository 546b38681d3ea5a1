/**
 * Agent runtimes by id: `reference:naive`, `reference:minimal`, and `llm` (built by the caller,
 * because it needs a model). Callers may also pass their own `AgentRuntime` objects.
 */
import { LeakscopeError } from '../../contracts/index.js';
import { referenceAgent } from './reference/index.js';
import type { AgentRuntime } from './types.js';

/** Agent ids accepted by {@link resolveAgent}. */
export const AGENT_IDS = ['reference:naive', 'reference:minimal', 'llm'] as const;

/**
 * Resolves an agent selector; `llm` resolves to the given LLM runtime.
 *
 * @example resolveAgent('reference:minimal', undefined).id // 'reference:minimal'
 * @throws LeakscopeError `invalid-config` for an unknown id, or `llm` without a model.
 */
export function resolveAgent(selector: string | AgentRuntime, llm: AgentRuntime | undefined): AgentRuntime {
  if (typeof selector !== 'string') return selector;
  switch (selector) {
    case 'reference:naive':
      return referenceAgent('naive');
    case 'reference:minimal':
      return referenceAgent('minimal');
    case 'llm':
      if (llm === undefined) throw new LeakscopeError('invalid-config', 'agent "llm" needs a model (e.g. --model openai:gpt-4o-mini)', { agent: selector });
      return llm;
    default:
      throw new LeakscopeError('invalid-config', `unknown agent "${selector}" (known: ${AGENT_IDS.join(', ')})`, { agent: selector });
  }
}
