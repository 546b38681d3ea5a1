/**
 * The framework agents by id, loaded on demand so the core package works when a framework is
 * not installed. The harness maps `--agent <id>:<model>` here.
 */
import { LeakscopeError, type Agent } from '../contracts/index.js';
import type { FrameworkAgent } from './framework-agent.js';
import type { FrameworkTaskAgentOptions } from './task-agent.js';

/** Framework agent ids. */
export const FRAMEWORK_AGENT_IDS = ['ai-sdk', 'openai-agents', 'langgraph'] as const;
export type FrameworkAgentId = (typeof FRAMEWORK_AGENT_IDS)[number];

/** True for `ai-sdk:<model>`, `openai-agents:<model>` and `langgraph:<model>` selectors. */
export function isFrameworkSelector(selector: string): boolean {
  return FRAMEWORK_AGENT_IDS.some((id) => selector.startsWith(`${id}:`));
}

/**
 * Loads a framework agent.
 *
 * @example
 * const agent = await loadFrameworkAgent('langgraph');
 * @throws LeakscopeError `invalid-config` for an unknown id, or when the framework is not installed.
 */
export async function loadFrameworkAgent(id: string): Promise<FrameworkAgent> {
  return loading(id, async () => {
    switch (id) {
      case 'ai-sdk':
        return (await import('./ai-sdk/agent.js')).createAiSdkFrameworkAgent();
      case 'openai-agents':
        return (await import('./openai-agents/agent.js')).createOpenAIAgentsFrameworkAgent();
      case 'langgraph':
        return (await import('./langchain/agent.js')).createLangGraphFrameworkAgent();
      default:
        throw new LeakscopeError('invalid-config', `unknown framework agent "${id}" (known: ${FRAMEWORK_AGENT_IDS.join(', ')})`, { agent: id });
    }
  });
}

/** Runs a framework loader; a framework that is not installed is a clear configuration error. */
async function loading<T>(id: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof LeakscopeError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ERR_MODULE_NOT_FOUND') throw new LeakscopeError('invalid-config', `framework agent "${id}" needs its framework installed (see docs/frameworks.md)`, { agent: id }, { cause: error });
    throw error;
  }
}

/** Options of {@link loadFrameworkTaskAgent}: a task agent's, with the model optional (it may be in the selector). */
export type FrameworkTaskAgentSelection = Omit<FrameworkTaskAgentOptions, 'model'> & { readonly model?: string };

/**
 * Resolves a framework selector to a contract agent (`arena run`, `mosaic run`):
 * `<framework>:<model>` (everything after the first colon is the model, e.g.
 * `ai-sdk:openai-compatible:llama3.1`), or a bare `<framework>` with `options.model`.
 *
 * @example
 * const agent = await loadFrameworkTaskAgent('langgraph:llama3.1', { models, baseURL: 'http://127.0.0.1:11434/v1' });
 * agent.kind; // 'framework'
 * @throws LeakscopeError `invalid-config` for an unknown framework, one that is not installed, or no model.
 */
export async function loadFrameworkTaskAgent(selector: string, options: FrameworkTaskAgentSelection): Promise<Agent> {
  const colon = selector.indexOf(':');
  const id = colon === -1 ? selector : selector.slice(0, colon);
  const model = colon === -1 ? options.model : selector.slice(colon + 1);
  if (!(FRAMEWORK_AGENT_IDS as readonly string[]).includes(id))
    throw new LeakscopeError('invalid-config', `unknown framework agent "${id}" (known: ${FRAMEWORK_AGENT_IDS.join(', ')})`, { agent: selector });
  if (model === undefined || model.length === 0) throw new LeakscopeError('invalid-config', `agent "${selector}" needs a model (e.g. ${id}:gpt-4o-mini)`, { agent: selector });
  const settings: FrameworkTaskAgentOptions = { ...options, model };
  return loading(id, async () => {
    switch (id) {
      case 'ai-sdk':
        return (await import('./ai-sdk/task-agent.js')).createAiSdkTaskAgent(settings);
      case 'openai-agents':
        return (await import('./openai-agents/task-agent.js')).createOpenAIAgentsTaskAgent(settings);
      default:
        return (await import('./langchain/task-agent.js')).createLangGraphTaskAgent(settings);
    }
  });
}
