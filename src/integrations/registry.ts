/**
 * The framework agents by id, loaded on demand so the core package works when a framework is
 * not installed. The harness maps `--agent <id>:<model>` here.
 */
import { LeakscopeError } from '../contracts/index.js';
import type { FrameworkAgent } from './framework-agent.js';

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
  try {
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
  } catch (error) {
    if (error instanceof LeakscopeError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ERR_MODULE_NOT_FOUND') throw new LeakscopeError('invalid-config', `framework agent "${id}" needs its framework installed (see docs/frameworks.md)`, { agent: id }, { cause: error });
    throw error;
  }
}
