/**
 * leakscope for LangChain.js / LangGraph.js (`leakscope/langchain`): a callback handler for
 * observation, a `createAgent` middleware that guards tool calls, a supervisor-graph kit whose
 * handoff tools record and mask C2, store and checkpointer wrappers for C5, and a chat model for
 * OpenAI-compatible servers. Any new export here becomes public API.
 */
export { createCallbackHandler, agentFromMetadata, messageText, toolOutputText, type CallbackHandlerOptions, type LangChainCallbackHandler } from './callbacks.js';
export { createCaptureMiddleware, type CaptureMiddlewareOptions } from './middleware.js';
export { createSupervisorKit, type SupervisorKit, type SupervisorKitOptions, type SupervisorGraph, type AgentLike } from './supervisor.js';
export { wrapStore, wrapCheckpointer, storedText, type StoreCaptureOptions, type CheckpointerCaptureOptions, type PersistenceCaptureOptions } from './persistence.js';
export { renderMessages, handOver, type MessageClasses } from './messages.js';
export { createOpenAICompatibleChatModel, type OpenAICompatibleChatOptions } from './chat-model.js';
export { createLangGraphFrameworkAgent, type LangGraphFrameworkAgentOptions } from './agent.js';
export * from '../shared-exports.js';
