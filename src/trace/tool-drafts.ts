/**
 * Event drafts of one tool call, by the tool's role: a plain tool sends its arguments out (C3) and
 * gets a result back (C4); a tool that is another agent carries an inter-agent message (C2);
 * memory tools write or read shared state (C5); a log tool writes telemetry (C6). Pure data:
 * used by the OTel importer and by every framework integration (`integrations/tool-flow.ts`).
 */
import { contentText, parseJsonObject } from './content.js';
import type { EventDraft } from './recorder.js';

/**
 * What a tool is to the channels. `agent:<id>` is a sub-agent called as a tool (its result is
 * the agent's reply); `handoff:<id>` hands control to another agent (C2 out, no result);
 * `internal` records nothing (its effect is captured elsewhere, e.g. by a wrapped store).
 */
export type ToolRole = 'tool' | 'memory-write' | 'memory-read' | 'log' | 'internal' | `agent:${string}` | `handoff:${string}`;

/** How adapters classify tools: roles by tool name, sub-agents by tool name, read/write actions. */
export interface ToolClassification {
  /** Tool name → role; unlisted tools are plain tools (C3/C4). */
  readonly roles?: Readonly<Record<string, ToolRole>>;
  /** Tool name → agent id, for tools that run another agent (recorded as C2 to and from it). */
  readonly agents?: Readonly<Record<string, string>>;
  /** Tool name → agent id, for handoff tools (`transfer_to_<agent>`): C2 to that agent, no result. */
  readonly handoffs?: Readonly<Record<string, string>>;
  /** Tool name → `read` (looks something up) or `write` (discloses); unlisted tools are writes, the safe side. */
  readonly actions?: Readonly<Record<string, 'read' | 'write'>>;
}

/** The role of a tool under a classification. */
export function roleOf(tool: string, classification: ToolClassification): ToolRole {
  const agent = classification.agents?.[tool];
  if (agent !== undefined) return `agent:${agent}`;
  const target = classification.handoffs?.[tool];
  if (target !== undefined) return `handoff:${target}`;
  return classification.roles?.[tool] ?? 'tool';
}

/** One call of a tool by an agent. */
export interface ToolCall {
  readonly agent: string;
  readonly tool: string;
  readonly callId?: string;
  readonly role: ToolRole;
  readonly action?: 'read' | 'write';
  readonly purpose?: string;
}

/** The result of the outgoing side: go ahead (possibly with rewritten input) or refuse. */
export type ToolCallStart = { readonly proceed: true; readonly input: unknown } | { readonly proceed: false; readonly refusal: string };

const MESSAGE_KEYS = ['message', 'input', 'prompt', 'request', 'task', 'query'] as const;

/** The agent a role talks to: the sub-agent of `agent:<id>` or the target of `handoff:<id>`. */
export function agentOf(role: ToolRole): string | undefined {
  if (role.startsWith('agent:')) return role.slice('agent:'.length);
  return role.startsWith('handoff:') ? role.slice('handoff:'.length) : undefined;
}

/** The text a role's input carries: a memory value, a log message, a delegated message, or all arguments. */
export function inputText(role: ToolRole, input: unknown): string {
  if (typeof input === 'string') {
    const parsed = parseJsonObject(input);
    return parsed === undefined ? input : inputText(role, parsed);
  }
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined;
  const pick = (keys: readonly string[]): string | undefined => {
    for (const key of keys) if (typeof record?.[key] === 'string') return record[key];
    return undefined;
  };
  if (role === 'memory-write') return pick(['value', 'content', 'text', 'note']) ?? contentText(input);
  if (role === 'log') return pick(['message', 'text', 'note']) ?? contentText(input);
  if (agentOf(role) !== undefined) return pick(MESSAGE_KEYS) ?? contentText(input);
  return contentText(input);
}

function memoryKey(input: unknown): string | undefined {
  const record = typeof input === 'string' ? parseJsonObject(input) : typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : undefined;
  const key = record?.['key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** The event the outgoing side of a call records, or undefined for roles without one (memory reads). */
export function callDraft(call: ToolCall, input: unknown): EventDraft | undefined {
  const callId = call.callId === undefined ? {} : { callId: call.callId };
  const agent = agentOf(call.role);
  if (agent !== undefined) {
    const handoff = call.role.startsWith('handoff:');
    return {
      channel: 'C2',
      kind: handoff ? 'handoff' : 'message',
      from: call.agent,
      to: agent,
      tool: call.tool,
      ...callId,
      content: inputText(call.role, input),
      meta: { purpose: handoff ? 'handoff' : 'delegation' },
    };
  }
  switch (call.role) {
    case 'memory-write': {
      const key = memoryKey(input);
      return { channel: 'C5', kind: 'memory-write', from: call.agent, to: 'memory', tool: call.tool, ...callId, content: inputText(call.role, input), ...(key === undefined ? {} : { meta: { key } }) };
    }
    case 'log':
      return { channel: 'C6', kind: 'log', from: call.agent, to: 'log', tool: call.tool, ...callId, content: inputText(call.role, input) };
    case 'memory-read':
    case 'internal':
      return undefined;
    default:
      return { channel: 'C3', kind: 'tool-call', from: call.agent, to: call.tool, tool: call.tool, ...callId, content: contentText(input) };
  }
}

/** The event the incoming side of a call records, or undefined for roles without one (writes, logs). */
export function resultDraft(call: ToolCall, output: unknown): EventDraft | undefined {
  const callId = call.callId === undefined ? {} : { callId: call.callId };
  if (call.role.startsWith('handoff:')) return undefined;
  const agent = agentOf(call.role);
  if (agent !== undefined) return { channel: 'C2', kind: 'message', from: agent, to: call.agent, tool: call.tool, ...callId, content: contentText(output), meta: { purpose: 'reply' } };
  switch (call.role) {
    case 'memory-read':
      return { channel: 'C5', kind: 'memory-read', from: 'memory', to: call.agent, tool: call.tool, ...callId, content: contentText(output) };
    case 'memory-write':
    case 'log':
    case 'internal':
      return undefined;
    default:
      return { channel: 'C4', kind: 'tool-result', from: call.tool, to: call.agent, tool: call.tool, ...callId, content: contentText(output) };
  }
}
