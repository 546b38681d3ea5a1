/**
 * One captured (and optionally guarded) OpenAI Agents run: the handoff input filter records C2
 * with what the next agent is actually given — the items the handing-off agent produced — and
 * the guard masks disallowed values in them (synchronously: the SDK's filter is synchronous, so
 * deterministic criteria); `callModelInputFilter` is the asynchronous alternative for model-judged
 * criteria; `tools()` wraps function tools so the guard decides on their arguments (tool
 * guardrails can reject but not rewrite).
 */
import { randomUUID } from 'node:crypto';
import type { CallModelInputFilter, HandoffInputData, Model, ModelResponse, RunItem, Tool } from '@openai/agents';
import type { GuardDecisionKind, GuardResult, TraceRecord } from '../../contracts/index.js';
import { contentText } from '../../trace/content.js';
import { guardText, recordDecision, withheldText, type DecisionOutline, type FlowGuard } from '../guard-hooks.js';
import type { TraceEndDraft, TraceRecorder } from '../../trace/recorder.js';
import { beginToolCall, endToolCall, roleOf, type ToolClassification } from '../tool-flow.js';
import { itemText, renderItems, type ItemText } from './items.js';
import { createRunState, flushFinal, type AgentsRunState, type AgentsTracing } from './tracing.js';

/** What a handoff input filter is (`RunConfig.handoffInputFilter`, `handoff(agent, { inputFilter })`). */
export type HandoffInputFilter = (input: HandoffInputData) => HandoffInputData;

/** Options of {@link captureAgentsRun}. */
export interface AgentsCaptureOptions extends ToolClassification {
  readonly guard?: FlowGuard;
  readonly purpose?: string;
  /** SDK trace id of the run (`trace_<32 hex>`); generated when absent. */
  readonly traceId?: string;
}

/** A captured run. */
export interface AgentsCapture {
  readonly recorder: TraceRecorder;
  readonly state: AgentsRunState;
  /** Spread into `new Runner({ ...capture.runConfig, ... })`: routes the run's spans here and filters handoffs. */
  readonly runConfig: { readonly traceId: string; readonly handoffInputFilter: HandoffInputFilter };
  /** For model-judged criteria: masks what agents reached by a handoff see, before each model call. */
  readonly callModelInputFilter: CallModelInputFilter;
  /** Wraps the function tools of one agent: the guard decides on arguments, calls are recorded as executed. */
  tools<T extends Tool>(agent: string, tools: readonly T[]): T[];
  /**
   * Wraps one agent's model: with a guard, a final answer (text without tool calls) is inspected
   * on C1 and rewritten before the run returns it. Streamed responses pass unguarded.
   */
  model(agent: string, model: Model): Model;
  /** Closes the trace (the held final answer becomes C1) and returns its records. */
  finish(outcome?: TraceEndDraft): readonly TraceRecord[];
}

function nameOf(value: unknown): string | undefined {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** Who hands over to whom: the last handoff output of the step. */
function endpoints(data: HandoffInputData): { from: string; to: string } {
  for (let index = data.newItems.length - 1; index >= 0; index -= 1) {
    const item = data.newItems[index];
    if (item?.type === 'handoff_output_item') return { from: nameOf(item.sourceAgent) ?? 'agent', to: nameOf(item.targetAgent) ?? 'agent' };
  }
  return { from: 'agent', to: 'agent' };
}

const RANK: Readonly<Record<GuardDecisionKind, number>> = { PASS: 0, ABSTRACT: 1, BLOCK: 2 };

/**
 * Starts capturing one run. Register `tracing.processor` with `addTraceProcessor` once per
 * process, and call `setTracingDisabled(false)` where `NODE_ENV` is `test` (the SDK disables
 * tracing there).
 *
 * @example
 * const capture = captureAgentsRun(tracing, createFrameworkRecorder({ framework: 'openai-agents', model }), { guard, roles: { remember: 'memory-write' } });
 * const clerk = new Agent({ name: 'clerk', tools: capture.tools('clerk', [lookup, remember]) });
 * const result = await new Runner({ ...capture.runConfig }).run(triage, request);
 * const records = capture.finish();
 */
export function captureAgentsRun(tracing: AgentsTracing, recorder: TraceRecorder, options: AgentsCaptureOptions = {}): AgentsCapture {
  const state = createRunState(recorder, options);
  const traceId = options.traceId ?? `trace_${randomUUID().replace(/-/g, '')}`;
  tracing.attach(traceId, state);
  const guard = options.guard;
  const purpose = options.purpose === undefined ? {} : { purpose: options.purpose };
  // Items already handed over once are not reported again when a later handoff carries the same history.
  const handed = new WeakSet<object>();
  const masked = new Map<string, string>();

  const handoffInputFilter: HandoffInputFilter = (data) => {
    const { from, to } = endpoints(data);
    const all = [...data.preHandoffItems, ...data.newItems];
    const texts = all.flatMap((item) => {
      const entry = itemText(item);
      return entry !== undefined && entry.agent === from && !handed.has(item.rawItem as object) ? [entry] : [];
    });
    let rewritten: readonly ItemText[] = texts;
    const replacements = new Map<RunItem, RunItem>();
    if (guard !== undefined && texts.length > 0) {
      const flow = { channel: 'C2' as const, sender: from, recipient: to, ...purpose };
      const results = texts.map((entry) => guard.inspectSync({ ...flow, content: entry.text }));
      const worst = results.reduce<GuardDecisionKind>((decision, result) => (RANK[result.decision] > RANK[decision] ? result.decision : decision), 'PASS');
      const combined: DecisionOutline = {
        decision: worst,
        rationale: results
          .filter((result) => result.decision !== 'PASS')
          .map((result) => result.rationale)
          .join('; '),
        verdicts: results
          .flatMap((result) => result.verdicts.filter((verdict) => verdict.action !== 'pass'))
          .filter((verdict, index, list) => list.findIndex((other) => other.target === verdict.target) === index),
      };
      recordDecision(recorder, guard, flow, 'handoff', combined);
      rewritten = texts.map((entry, index) => {
        const result = results[index];
        if (result === undefined || result.decision === 'PASS') return entry;
        const text = result.decision === 'BLOCK' ? withheldText('content', result) : result.content;
        const item = entry.rewrite(text);
        replacements.set(entry.item, item);
        return { ...entry, item, text };
      });
    }
    for (const entry of rewritten) handed.add(entry.item.rawItem as object);
    const content = renderItems(rewritten);
    recorder.emit({ channel: 'C2', kind: 'handoff', from, to, content });
    guard?.observe({ channel: 'C2', source: from, recipient: to, content, ...purpose });
    state.filteredHandoffs += 1;
    if (replacements.size === 0) return data;
    const swap = (items: readonly RunItem[]): RunItem[] => items.map((item) => replacements.get(item) ?? item);
    return { ...data, preHandoffItems: swap(data.preHandoffItems), newItems: swap(data.newItems) };
  };

  const callModelInputFilter: CallModelInputFilter = async ({ modelData, agent }) => {
    if (guard === undefined) return modelData;
    const input = [];
    for (const item of modelData.input) {
      const value = item as Record<string, unknown>;
      const key = value['type'] === 'function_call' ? 'arguments' : value['type'] === 'function_call_result' ? 'output' : value['role'] === 'assistant' ? 'content' : undefined;
      const field = key === undefined ? undefined : value[key];
      if (key === undefined || (typeof field !== 'string' && !Array.isArray(field))) {
        input.push(item);
        continue;
      }
      const text = typeof field === 'string' ? field : contentText(field);
      let decided = masked.get(text);
      if (decided === undefined) {
        const flow = { channel: 'C2' as const, sender: 'handoff', recipient: agent.name, content: text, ...purpose };
        const result = await guard.inspect(flow);
        recordDecision(recorder, guard, flow, 'handoff', result);
        decided = result.decision === 'BLOCK' ? withheldText('content', result) : result.content;
        masked.set(text, decided);
      }
      input.push(decided === text ? item : ({ ...value, [key]: typeof field === 'string' ? decided : [{ type: 'output_text', text: decided }] } as typeof item));
    }
    return { ...modelData, input };
  };

  function tools<T extends Tool>(agent: string, list: readonly T[]): T[] {
    return list.map((tool) => {
      if (tool.type !== 'function') return tool;
      recorder.claim(`tool:${tool.name}`);
      const invoke = tool.invoke;
      const action = options.actions?.[tool.name];
      const wrapped: typeof tool = {
        ...tool,
        invoke: async (runContext, input, details) => {
          const call = {
            agent,
            tool: tool.name,
            role: roleOf(tool.name, options),
            ...(details?.toolCall?.callId === undefined ? {} : { callId: details.toolCall.callId }),
            ...(action === undefined ? {} : { action }),
            ...purpose,
          };
          const start = await beginToolCall(recorder, guard, call, input);
          if (!start.proceed) return start.refusal;
          const output: unknown = await invoke(runContext, typeof start.input === 'string' ? start.input : contentText(start.input), details);
          return (await endToolCall(recorder, guard, call, output)) as Awaited<ReturnType<typeof invoke>>;
        },
      };
      return wrapped;
    });
  }

  function model(agent: string, inner: Model): Model {
    if (guard === undefined) return inner;
    return {
      getStreamedResponse: (request) => inner.getStreamedResponse(request),
      ...(inner.getRetryAdvice === undefined ? {} : { getRetryAdvice: (args) => inner.getRetryAdvice?.(args) }),
      async getResponse(request): Promise<ModelResponse> {
        const response = await inner.getResponse(request);
        if (response.output.some((item) => item.type !== 'message' && item.type !== 'reasoning')) return response;
        const output: ModelResponse['output'] = [];
        for (const item of response.output) {
          if (item.type !== 'message' || item.role !== 'assistant') {
            output.push(item);
            continue;
          }
          const text = item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('');
          if (text === '') {
            output.push(item);
            continue;
          }
          const { content, result } = await guardText(recorder, guard, { channel: 'C1', sender: agent, recipient: 'user', content: text, ...purpose }, 'final-answer');
          const answer = content ?? withheldText('an answer', result as GuardResult);
          // The trace processor held the unguarded text as the final answer; what leaves is the guarded one.
          if (state.pendingFinal?.agent === agent) state.pendingFinal = { agent, text: answer };
          output.push(answer === text ? item : { ...item, content: [{ type: 'output_text', text: answer }] });
        }
        return { ...response, output };
      },
    };
  }

  return {
    recorder,
    state,
    runConfig: { traceId, handoffInputFilter },
    callModelInputFilter,
    tools,
    model,
    finish(outcome) {
      flushFinal(state);
      return recorder.finish(outcome);
    },
  };
}
