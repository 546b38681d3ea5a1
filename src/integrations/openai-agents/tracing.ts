/**
 * Observation of the OpenAI Agents SDK through its tracing: a `TracingProcessor` (register it
 * with `addTraceProcessor`) that turns spans into channel events — function spans → C3/C4 (C2
 * for agents used as tools, C5/C6 for memory and log tools), generation spans → reasoning (C6)
 * and the final answer of the agent the run ends with (C1), handoff spans → C2, guardrail and
 * custom spans → C6. Spans are routed by SDK trace id to the run they belong to.
 */
import type { Span, SpanData, Trace, TracingProcessor } from '@openai/agents';
import { contentText } from '../../trace/content.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { callDraft, resultDraft, roleOf, type ToolClassification } from '../tool-flow.js';

type AnySpan = Span<SpanData>;
type FunctionSpan = Span<Extract<SpanData, { type: 'function' }>>;

interface SpanInfo {
  readonly type: string;
  readonly parentId: string | null;
  readonly agent: string | undefined;
  /** Below a function span: a sub-agent run as a tool, whose text is its reply, not the final answer. */
  readonly underFunction: boolean;
  callRecorded: boolean;
}

/** What the processor keeps for one run (one SDK trace). */
export interface AgentsRunState {
  readonly recorder: TraceRecorder;
  readonly classification: ToolClassification;
  readonly spans: Map<string, SpanInfo>;
  /** The latest text answer of a top-level agent: the final answer unless something follows. */
  pendingFinal: { readonly agent: string; readonly text: string } | undefined;
  /** A handoff seen without the leakscope input filter: its C2 is taken from the next agent's model input. */
  pendingHandoff: { readonly from: string; readonly to: string } | undefined;
  /** Handoffs the leakscope input filter already recorded (with their content). */
  filteredHandoffs: number;
  /** Open function spans, so a sub-agent starting inside one can record the call first. */
  readonly functionSpans: Map<string, FunctionSpan>;
}

/** Creates the state of one run. */
export function createRunState(recorder: TraceRecorder, classification: ToolClassification = {}): AgentsRunState {
  return { recorder, classification, spans: new Map(), pendingFinal: undefined, pendingHandoff: undefined, filteredHandoffs: 0, functionSpans: new Map() };
}

/** Emits the held answer as the final answer (C1). Call once the run is over. */
export function flushFinal(state: AgentsRunState): void {
  const held = state.pendingFinal;
  state.pendingFinal = undefined;
  if (held !== undefined) state.recorder.emit({ channel: 'C1', kind: 'final-answer', from: held.agent, to: 'user', content: held.text });
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Text, reasoning and whether tools were called, from chat-completions or Responses output. */
function modelOutput(output: unknown): { text: string; reasoning: string; toolCalls: boolean } {
  let text = '';
  let reasoning = '';
  let toolCalls = false;
  for (const entry of Array.isArray(output) ? output : []) {
    const choices = record(entry)['choices'];
    if (Array.isArray(choices)) {
      const message = record(record(choices[0])['message']);
      if (typeof message['content'] === 'string') text += message['content'];
      const thought = message['reasoning_content'] ?? message['reasoning'];
      if (typeof thought === 'string') reasoning += thought;
      if (Array.isArray(message['tool_calls']) && message['tool_calls'].length > 0) toolCalls = true;
      continue;
    }
    const items = Array.isArray(record(entry)['output']) ? (record(entry)['output'] as unknown[]) : [entry];
    for (const item of items) {
      const value = record(item);
      if (value['type'] === 'function_call') toolCalls = true;
      const parts = Array.isArray(value['content']) ? (value['content'] as unknown[]) : Array.isArray(value['summary']) ? (value['summary'] as unknown[]) : [];
      const joined = parts.map((part) => (typeof record(part)['text'] === 'string' ? String(record(part)['text']) : '')).join('');
      if (value['type'] === 'message') text += joined;
      if (value['type'] === 'reasoning') reasoning += joined;
    }
  }
  return { text, reasoning, toolCalls };
}

/** The text other agents produced, from a model input (chat messages or Responses items); system and user turns excluded. */
function handedText(input: unknown): string {
  const lines: string[] = [];
  for (const entry of Array.isArray(input) ? input : []) {
    const value = record(entry);
    const role = value['role'];
    if (role === 'system' || role === 'user' || role === 'developer') continue;
    if (typeof value['content'] === 'string' && value['content'] !== '') lines.push(value['content']);
    if (Array.isArray(value['tool_calls']))
      for (const call of value['tool_calls']) lines.push(`${contentText(record(record(call)['function'])['name'])} ${contentText(record(record(call)['function'])['arguments'])}`);
    if (value['type'] === 'function_call') lines.push(`${contentText(value['name'])} ${contentText(value['arguments'])}`);
    if (value['type'] === 'function_call_result') lines.push(contentText(value['output']));
  }
  return lines.join('\n');
}

function usageCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Handles one span start of a run. */
export function spanStarted(state: AgentsRunState, span: AnySpan): void {
  const data = span.spanData;
  const parent = span.parentId === null ? undefined : state.spans.get(span.parentId);
  const agent = data.type === 'agent' ? data.name : parent?.agent;
  state.spans.set(span.spanId, { type: data.type, parentId: span.parentId, agent, underFunction: parent !== undefined && (parent.type === 'function' || parent.underFunction), callRecorded: false });
  if (data.type === 'function') state.functionSpans.set(span.spanId, span as FunctionSpan);
  // A sub-agent starting inside a tool call: the call (the delegation) happened before anything the sub-agent does.
  if (parent?.type === 'function' && span.parentId !== null) recordCall(state, span.parentId, state.functionSpans.get(span.parentId));
}

function recordCall(state: AgentsRunState, spanId: string, span: FunctionSpan | undefined): void {
  const info = state.spans.get(spanId);
  if (info === undefined || info.callRecorded || span === undefined) return;
  info.callRecorded = true;
  const name = span.spanData.name;
  if (state.recorder.claimed(`tool:${name}`)) return;
  const draft = callDraft({ agent: info.agent ?? 'agent', tool: name, role: roleOf(name, state.classification) }, span.spanData.input);
  if (draft !== undefined) state.recorder.emit(draft);
}

/** Handles one span end of a run. */
export function spanEnded(state: AgentsRunState, span: AnySpan): void {
  const info = state.spans.get(span.spanId);
  const data = span.spanData;
  const agent = info?.agent ?? 'agent';
  const { recorder } = state;
  switch (data.type) {
    case 'function': {
      recordCall(state, span.spanId, span as FunctionSpan);
      if (recorder.claimed(`tool:${data.name}`)) break;
      const draft = resultDraft({ agent, tool: data.name, role: roleOf(data.name, state.classification) }, span.error === null ? data.output : `error: ${span.error.message}`);
      if (draft !== undefined) recorder.emit(draft);
      break;
    }
    case 'generation':
    case 'response': {
      const output = modelOutput(data.type === 'generation' ? data.output : [record(data)['_response']]);
      if (state.pendingHandoff !== undefined && state.pendingHandoff.to === agent) {
        const { from, to } = state.pendingHandoff;
        state.pendingHandoff = undefined;
        const input = data.type === 'generation' ? data.input : record(data)['_input'];
        recorder.emit({ channel: 'C2', kind: 'handoff', from, to, content: handedText(input) });
      }
      if (output.reasoning !== '') recorder.emit({ channel: 'C6', kind: 'reasoning', from: agent, to: 'log', content: output.reasoning });
      if (info?.underFunction === true) break;
      if (output.text !== '' && !output.toolCalls) {
        // A newer answer means the held one was an intermediate message to the user.
        const held = state.pendingFinal;
        if (held !== undefined) recorder.emit({ channel: 'C1', kind: 'message', from: held.agent, to: 'user', content: held.text });
        state.pendingFinal = { agent, text: output.text };
      }
      break;
    }
    case 'handoff':
      if (state.filteredHandoffs > 0) state.filteredHandoffs -= 1;
      else if (data.from_agent !== undefined && data.to_agent !== undefined) state.pendingHandoff = { from: data.from_agent, to: data.to_agent };
      break;
    case 'turn':
      recorder.addUsage({ inputTokens: usageCount(data.usage?.input_tokens), outputTokens: usageCount(data.usage?.output_tokens) });
      break;
    case 'guardrail':
      recorder.emit({ channel: 'C6', kind: 'log', from: agent, to: 'log', content: `guardrail ${data.name} ${data.triggered ? 'triggered' : 'passed'}` });
      break;
    case 'custom':
      recorder.emit({ channel: 'C6', kind: 'log', from: agent, to: 'log', content: `${data.name} ${contentText(data.data)}` });
      break;
    case 'agent':
    case 'task':
      break;
    default:
      // Kinds with no channel of their own (speech, transcription, MCP listings): kept as logs.
      recorder.emit({ channel: 'C6', kind: 'other', from: agent, to: 'log', content: `${data.type} ${contentText(data)}`, meta: { spanType: data.type } });
  }
  state.spans.delete(span.spanId);
  state.functionSpans.delete(span.spanId);
}

/** Options of {@link createAgentsTracing}. */
export interface AgentsTracingOptions {
  /**
   * Observe runs that were not started through a capture: a recorder per SDK trace (return
   * undefined to ignore a trace). Its records go to `onTraceEnd`.
   */
  readonly recorderFor?: (trace: Trace) => { readonly recorder: TraceRecorder; readonly classification?: ToolClassification } | undefined;
  readonly onTraceEnd?: (records: ReturnType<TraceRecorder['finish']>, trace: Trace) => void | Promise<void>;
}

/** A leakscope trace processor with a routing table from SDK trace ids to runs. */
export interface AgentsTracing {
  /** Register once: `addTraceProcessor(tracing.processor)`. */
  readonly processor: TracingProcessor;
  /** Routes the spans of SDK trace `traceId` to `state` until the trace ends. */
  attach(traceId: string, state: AgentsRunState): void;
}

/**
 * Creates the processor. One processor serves any number of concurrent runs.
 *
 * @example
 * const tracing = createAgentsTracing({
 *   recorderFor: () => ({ recorder: createFrameworkRecorder({ framework: 'openai-agents', model: 'gpt-4.1-mini' }) }),
 *   onTraceEnd: (records) => sink.write(records),
 * });
 * addTraceProcessor(tracing.processor);
 */
export function createAgentsTracing(options: AgentsTracingOptions = {}): AgentsTracing {
  const runs = new Map<string, { state: AgentsRunState; auto: boolean }>();
  const pendingSpans = (span: AnySpan): AgentsRunState | undefined => runs.get(span.traceId)?.state;
  const processor: TracingProcessor = {
    async onTraceStart(trace) {
      if (runs.has(trace.traceId) || options.recorderFor === undefined) return;
      const made = options.recorderFor(trace);
      if (made !== undefined) runs.set(trace.traceId, { state: createRunState(made.recorder, made.classification), auto: true });
    },
    async onTraceEnd(trace) {
      const run = runs.get(trace.traceId);
      if (run === undefined) return;
      runs.delete(trace.traceId);
      flushFinal(run.state);
      if (run.auto && !run.state.recorder.finished) await options.onTraceEnd?.(run.state.recorder.finish(), trace);
    },
    async onSpanStart(span) {
      const state = pendingSpans(span);
      if (state !== undefined) spanStarted(state, span);
    },
    async onSpanEnd(span) {
      const state = pendingSpans(span);
      if (state !== undefined) spanEnded(state, span);
    },
    async shutdown() {},
    async forceFlush() {},
  };
  return {
    processor,
    attach(traceId, state) {
      runs.set(traceId, { state, auto: false });
    },
  };
}
