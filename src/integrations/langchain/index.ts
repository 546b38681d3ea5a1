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
export type { FrameworkAgent, FrameworkRunOptions, ScenarioPlacement } from '../framework-agent.js';
export { createFrameworkRecorder, createTraceRecorder, type TraceRecorder, type FrameworkRecorderOptions, type TraceEndDraft, type Clock, type EventDraft } from '../../trace/recorder.js';
export type { FlowGuard } from '../guard-hooks.js';
export type { GuardFlowInput, GuardResult, ObservationInput } from '../../contracts/index.js';
export {
  createAdapterRecorder,
  wallClock,
  type AdapterRecorder,
  type AdapterRecorderOptions,
  type AdapterOutcome,
  type AdapterClock,
  type AdapterGuard,
  type AdapterGuardFlow,
  type AdapterGuardResult,
  type AdapterObservation,
} from '../legacy-names.js';
export type { ToolRole, ToolClassification } from '../tool-flow.js';
