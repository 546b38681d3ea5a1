/**
 * leakscope for the OpenAI Agents SDK (`leakscope/openai-agents`): a trace processor that
 * records agent, function, generation and handoff spans as channel events, and a per-run
 * capture whose handoff input filter and tool wrapper apply the guard. Any new export here
 * becomes public API.
 */
export { createAgentsTracing, createRunState, flushFinal, type AgentsTracing, type AgentsTracingOptions, type AgentsRunState } from './tracing.js';
export { captureAgentsRun, type AgentsCapture, type AgentsCaptureOptions, type HandoffInputFilter } from './capture.js';
export { itemText, renderItems, type ItemText } from './items.js';
export { createOpenAIAgentsFrameworkAgent, type OpenAIAgentsFrameworkAgentOptions } from './agent.js';
export * from '../shared-exports.js';
