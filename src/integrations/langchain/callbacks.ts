/**
 * Observation of LangChain.js / LangGraph.js through callbacks: `handleToolStart` → C3 (C2 for
 * handoff and agent tools, C5/C6 for memory and log tools), `handleToolEnd` → C4,
 * `handleLLMEnd` → reasoning (C6) and answers — the entry agent's final answer is C1, another
 * agent's final answer is its reply to the agent that handed over to it (C2) — and legacy
 * `handleAgentAction` logs → C6. The handler is awaited (not run in the background), so the trace
 * is complete when `invoke` returns. Agents are told apart by LangChain's `lc_agent_name`
 * metadata (createAgent's `name`), else the first segment of the LangGraph checkpoint namespace.
 */
import type { AgentAction } from '@langchain/core/agents';
import type { CallbackHandlerMethods } from '@langchain/core/callbacks/base';
import type { LLMResult } from '@langchain/core/outputs';
import { contentText, parseJsonObject } from '../../trace/content.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { callDraft, resultDraft, roleOf, type ToolCall, type ToolClassification } from '../tool-flow.js';

/** Options of {@link createCallbackHandler}. */
export interface CallbackHandlerOptions extends ToolClassification {
  /** The agent that answers the user; default the first agent whose model runs. */
  readonly entry?: string;
  /** Agent name when the metadata names none (a plain chain or a single createAgent without a name). */
  readonly agent?: string;
}

/** The handler (pass it in `callbacks`), with `flush` to emit the held final answer early. */
export type LangChainCallbackHandler = CallbackHandlerMethods & {
  readonly awaitHandlers: true;
  /** Emits the held final answer (C1); called automatically when the root run ends. */
  flush(): void;
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The agent a callback belongs to, from its metadata. */
export function agentFromMetadata(metadata: Record<string, unknown> | undefined, fallback: string): string {
  const named = metadata?.['lc_agent_name'];
  if (typeof named === 'string' && named !== '') return named;
  const namespace = metadata?.['langgraph_checkpoint_ns'];
  if (typeof namespace === 'string' && namespace !== '') return namespace.split('|')[0]?.split(':')[0] ?? fallback;
  return fallback;
}

/** The text of a message's content (string or content blocks). */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (record(part)['type'] === 'text' ? contentText(record(part)['text']) : '')).join('');
  return contentText(content);
}

function reasoningOf(message: Record<string, unknown>): string {
  const extra = record(message['additional_kwargs']);
  const direct = extra['reasoning_content'] ?? extra['reasoning'];
  if (typeof direct === 'string') return direct;
  const blocks = Array.isArray(message['content']) ? (message['content'] as unknown[]) : [];
  return blocks
    .map((part) => (record(part)['type'] === 'reasoning' || record(part)['type'] === 'thinking' ? contentText(record(part)['reasoning'] ?? record(part)['thinking'] ?? record(part)['text']) : ''))
    .join('');
}

/** A tool's output as text: a ToolMessage's content, a string, or JSON. */
export function toolOutputText(output: unknown): string {
  const value = record(output);
  if ('content' in value && (typeof value['content'] === 'string' || Array.isArray(value['content']))) return messageText(value['content']);
  const kwargs = record(value['kwargs']);
  if ('content' in kwargs) return messageText(kwargs['content']);
  return contentText(output);
}

/**
 * Creates the callback handler.
 *
 * @example
 * const recorder = createFrameworkRecorder({ framework: 'langgraph', model: 'gpt-4o-mini' });
 * const handler = createCallbackHandler(recorder, { entry: 'supervisor', handoffs: { transfer_to_clerk: 'clerk' } });
 * await graph.invoke(input, { callbacks: [handler] });
 * const records = recorder.finish();
 */
export function createCallbackHandler(recorder: TraceRecorder, options: CallbackHandlerOptions = {}): LangChainCallbackHandler {
  const fallback = options.agent ?? 'agent';
  let entry = options.entry;
  const modelRuns = new Map<string, string>();
  const toolRuns = new Map<string, ToolCall | null>();
  /** Who handed over to an agent: its final answer is the reply to them. */
  const callerOf = new Map<string, string>();
  let pendingFinal: { agent: string; text: string } | undefined;

  const flush = (): void => {
    const held = pendingFinal;
    pendingFinal = undefined;
    if (held !== undefined) recorder.emit({ channel: 'C1', kind: 'final-answer', from: held.agent, to: 'user', content: held.text });
  };

  return {
    awaitHandlers: true,
    flush,
    handleChatModelStart(_llm, _messages, runId, _parentRunId, _extra, _tags, metadata) {
      const agent = agentFromMetadata(metadata, fallback);
      entry ??= agent;
      modelRuns.set(runId, agent);
    },
    handleLLMStart(_llm, _prompts, runId, _parentRunId, _extra, _tags, metadata) {
      const agent = agentFromMetadata(metadata, fallback);
      entry ??= agent;
      modelRuns.set(runId, agent);
    },
    handleLLMEnd(output: LLMResult, runId) {
      const agent = modelRuns.get(runId) ?? fallback;
      modelRuns.delete(runId);
      const usage = record(record(output.llmOutput)['tokenUsage']);
      const generation = record(output.generations[0]?.[0]);
      const message = record(generation['message']);
      const metadataUsage = record(message['usage_metadata']);
      recorder.addUsage({
        inputTokens: typeof usage['promptTokens'] === 'number' ? usage['promptTokens'] : typeof metadataUsage['input_tokens'] === 'number' ? metadataUsage['input_tokens'] : 0,
        outputTokens: typeof usage['completionTokens'] === 'number' ? usage['completionTokens'] : typeof metadataUsage['output_tokens'] === 'number' ? metadataUsage['output_tokens'] : 0,
      });
      const reasoning = reasoningOf(message);
      if (reasoning !== '') recorder.emit({ channel: 'C6', kind: 'reasoning', from: agent, to: 'log', content: reasoning });
      const calls = Array.isArray(message['tool_calls']) ? message['tool_calls'] : [];
      const text = 'message' in generation ? messageText(message['content']) : contentText(generation['text']);
      if (text === '' || calls.length > 0) return;
      if (agent === entry) {
        // A guarding middleware records this agent's answers itself, after the guard.
        if (recorder.claimed(`final:${agent}`)) return;
        const held = pendingFinal;
        if (held !== undefined) recorder.emit({ channel: 'C1', kind: 'message', from: held.agent, to: 'user', content: held.text });
        pendingFinal = { agent, text };
      } else if (!recorder.claimed(`reply:${agent}`)) {
        recorder.emit({ channel: 'C2', kind: 'message', from: agent, to: callerOf.get(agent) ?? entry ?? 'agent', content: text, meta: { purpose: 'reply' } });
      }
    },
    handleToolStart(tool, input, runId, _parentRunId, _tags, metadata, runName, toolCallId) {
      const name = runName ?? (typeof tool.name === 'string' ? tool.name : (tool.id.at(-1) ?? 'tool'));
      const agent = agentFromMetadata(metadata, fallback);
      const role = roleOf(name, options);
      if (role.startsWith('handoff:')) callerOf.set(role.slice('handoff:'.length), agent);
      if (recorder.claimed(`tool:${name}`) || recorder.claimed(`tool:${agent}:${name}`)) {
        toolRuns.set(runId, null);
        return;
      }
      const call: ToolCall = { agent, tool: name, role, ...(toolCallId === undefined ? {} : { callId: toolCallId }) };
      toolRuns.set(runId, call);
      const draft = callDraft(call, parseJsonObject(input) ?? input);
      if (draft !== undefined) recorder.emit(draft);
    },
    handleToolEnd(output, runId) {
      const call = toolRuns.get(runId);
      toolRuns.delete(runId);
      if (call === undefined || call === null) return;
      const draft = resultDraft(call, toolOutputText(output));
      if (draft !== undefined) recorder.emit(draft);
    },
    handleToolError(error, runId) {
      const call = toolRuns.get(runId);
      toolRuns.delete(runId);
      if (call === undefined || call === null) return;
      const draft = resultDraft(call, `error: ${error.message}`);
      if (draft !== undefined) recorder.emit(draft);
    },
    handleAgentAction(action: AgentAction) {
      if (action.log !== '') recorder.emit({ channel: 'C6', kind: 'reasoning', from: fallback, to: 'log', content: action.log });
    },
    handleChainEnd(_outputs, _runId, parentRunId) {
      if (parentRunId === undefined) flush();
    },
  };
}
