/**
 * Agent runtimes by id: `reference:naive`, `reference:minimal`, and `llm` (built by the caller,
 * because it needs a model). Callers may also pass their own `AgentRuntime` objects. Framework
 * agents (`ai-sdk:<model>`, `openai-agents:<model>`, `langgraph:<model>`) resolve through
 * {@link resolveFrameworkAgent}: they run a whole scenario at once, not one turn at a time.
 */
import { LeakscopeError } from '../../contracts/index.js';
import type { FrameworkAgent } from '../../integrations/framework-agent.js';
import { FRAMEWORK_AGENT_IDS, isFrameworkSelector, loadFrameworkAgent } from '../../integrations/registry.js';
import { referenceAgent } from './reference/index.js';
import type { AgentRuntime } from './types.js';

/** Agent ids accepted by {@link resolveAgent}. */
export const AGENT_IDS = ['reference:naive', 'reference:relay', 'reference:minimal', 'llm'] as const;

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
    case 'reference:relay':
      return referenceAgent('relay');
    case 'reference:minimal':
      return referenceAgent('minimal');
    case 'llm':
      if (llm === undefined) throw new LeakscopeError('invalid-config', 'agent "llm" needs a model (e.g. --model openai:gpt-4o-mini)', { agent: selector });
      return llm;
    default:
      throw new LeakscopeError('invalid-config', `unknown agent "${selector}" (known: ${AGENT_IDS.join(', ')})`, { agent: selector });
  }
}

/**
 * A framework agent as the harness runs it: the framework owns the agent loop, so `run` (one
 * turn) is not used — `executeUnit` calls `framework.runScenario` for the whole scenario.
 */
export interface FrameworkAgentRuntime extends AgentRuntime {
  /** `<framework>:<model>`, which is also the trace's `run.agent`. */
  readonly id: string;
  readonly model: string;
  readonly framework: FrameworkAgent;
  readonly baseURL?: string;
  readonly apiKey?: string;
}

/** True for a runtime built by {@link resolveFrameworkAgent}. */
export function isFrameworkRuntime(agent: AgentRuntime): agent is FrameworkAgentRuntime {
  return 'framework' in agent && typeof (agent as { framework?: { runScenario?: unknown } }).framework?.runScenario === 'function';
}

/** True for `ai-sdk:<model>` (and friends), and for a bare framework id (`ai-sdk`, model from `--model`). */
export function isFrameworkAgentSelector(selector: string): boolean {
  return isFrameworkSelector(selector) || (FRAMEWORK_AGENT_IDS as readonly string[]).includes(selector);
}

/**
 * Resolves a framework selector: `<framework>:<model>` (everything after the first colon is the
 * model, e.g. `ai-sdk:openai-compatible:llama3.1`), or a bare `<framework>` with `model`.
 *
 * @example (await resolveFrameworkAgent('langgraph:gpt-4o-mini', {})).id // 'langgraph:gpt-4o-mini'
 * @throws LeakscopeError `invalid-config` for an unknown framework, one that is not installed, or no model.
 */
export async function resolveFrameworkAgent(selector: string, options: { readonly model?: string; readonly baseURL?: string; readonly apiKey?: string }): Promise<FrameworkAgentRuntime> {
  const colon = selector.indexOf(':');
  const frameworkId = colon === -1 ? selector : selector.slice(0, colon);
  const model = colon === -1 ? options.model : selector.slice(colon + 1);
  if (model === undefined || model.length === 0) {
    throw new LeakscopeError('invalid-config', `agent "${selector}" needs a model (e.g. ${frameworkId}:gpt-4o-mini, or --model)`, { agent: selector });
  }
  const framework = await loadFrameworkAgent(frameworkId);
  const id = `${framework.id}:${model}`;
  return {
    id,
    family: 'llm',
    label: `${framework.id} (${model})`,
    model,
    framework,
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
    run: () => Promise.reject(new LeakscopeError('internal', `framework agent "${id}" runs whole scenarios (runScenario), not single turns`, { agent: id })),
  };
}
