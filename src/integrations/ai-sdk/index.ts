/**
 * leakscope for the Vercel AI SDK 6.x (`leakscope/ai-sdk`): a language-model middleware and a
 * tool wrapper that record the seven channels of an AI SDK agent system into a leakscope trace,
 * optionally through the runtime guard. Any new export here becomes public API.
 */
export { captureMiddleware, type CaptureMiddlewareOptions, type TextTarget } from './middleware.js';
export { captureTools, ToolCallBlockedError, type CaptureToolsOptions } from './tools.js';
export { createAiSdkFrameworkAgent, type AiSdkFrameworkAgentOptions } from './agent.js';
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
export { guardTools, guardMiddleware, GuardBlockedError, type GuardToolsOptions, type GuardMiddlewareOptions } from './guard.js';
