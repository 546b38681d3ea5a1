/**
 * Names the subpath exports (`leakscope/ai-sdk`, `leakscope/openai-agents`,
 * `leakscope/langchain`) had while the framework adapters sat below the guard and kept mirror
 * types. They are the shared types now; these aliases keep existing code compiling.
 */
import type { Clock, GuardFlowInput, GuardResult, ObservationInput } from '../contracts/index.js';
import { createFrameworkRecorder, type FrameworkRecorderOptions, type TraceEndDraft, type TraceRecorder } from '../trace/recorder.js';
import type { FlowGuard } from './guard-hooks.js';

/** @deprecated Use {@link createFrameworkRecorder}. */
export const createAdapterRecorder: typeof createFrameworkRecorder = createFrameworkRecorder;
/** @deprecated Use `TraceRecorder`. */
export type AdapterRecorder = TraceRecorder;
/** @deprecated Use `FrameworkRecorderOptions`. */
export type AdapterRecorderOptions = FrameworkRecorderOptions;
/** @deprecated Use `TraceEndDraft`. */
export type AdapterOutcome = TraceEndDraft;
/** @deprecated Use `Clock`. */
export type AdapterClock = Clock;
/** @deprecated Wall time; the default clock of every recorder. */
export const wallClock: Clock = { now: () => Date.now() };
/** @deprecated Use `FlowGuard`. */
export type AdapterGuard = FlowGuard;
/** @deprecated Use `GuardFlowInput`. */
export type AdapterGuardFlow = GuardFlowInput;
/** @deprecated Use `GuardResult`. */
export type AdapterGuardResult = GuardResult;
/** @deprecated Use `ObservationInput`. */
export type AdapterObservation = ObservationInput;
