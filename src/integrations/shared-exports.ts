/**
 * What every framework subpath (`leakscope/ai-sdk`, `leakscope/openai-agents`, `leakscope/langchain`)
 * exports besides its own capture: the recorder, the guard hook and flow types, the framework-agent
 * types and the deprecated names of earlier releases.
 */
export type { FrameworkAgent, FrameworkRunOptions, ScenarioPlacement } from './framework-agent.js';
export { createFrameworkRecorder, createTraceRecorder, type TraceRecorder, type FrameworkRecorderOptions, type TraceEndDraft, type Clock, type EventDraft } from '../trace/recorder.js';
export type { FlowGuard } from './guard-hooks.js';
export type { GuardFlowInput, GuardResult, ObservationInput } from '../contracts/index.js';
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
} from './legacy-names.js';
export type { ToolRole, ToolClassification } from './tool-flow.js';
