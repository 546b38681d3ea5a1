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
