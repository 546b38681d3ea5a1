/**
 * One tool call as the channels see it, shared by every adapter's tool wrapper: a plain tool
 * sends its arguments out (C3) and gets a result back (C4); a tool that is another agent
 * carries an inter-agent message both ways (C2); memory tools write or read shared state (C5);
 * a log tool writes telemetry (C6). The guard decides on the outgoing side (BLOCK → a refusal,
 * ABSTRACT → the call goes ahead with rewritten arguments) and observes the incoming side.
 */
import type { ChannelId, EventKind } from '../../contracts/index.js';
import { contentText, parseJsonObject } from './content.js';
import { recordDecision, withheldFields, withheldText, type AdapterGuard, type AdapterGuardFlow } from './guard.js';
import type { AdapterRecorder, EventDraft } from './recorder.js';

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
function agentOf(role: ToolRole): string | undefined {
  if (role.startsWith('agent:')) return role.slice('agent:'.length);
  return role.startsWith('handoff:') ? role.slice('handoff:'.length) : undefined;
}

/** The text a role's input carries: a memory value, a log message, a delegated message, or all arguments. */
function inputText(role: ToolRole, input: unknown): string {
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

type Path = readonly (string | number)[];

function collectLeaves(value: unknown, path: Path, parts: string[], paths: Path[]): void {
  if (typeof value === 'string') {
    parts.push(value);
    paths.push(path);
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    parts.push(String(value));
    paths.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectLeaves(item, [...path, index], parts, paths));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collectLeaves(item, [...path, key], parts, paths);
  }
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(target) && typeof head === 'number') {
    const copy: unknown[] = [...target];
    copy[head] = setAt(copy[head], rest, value);
    return copy;
  }
  if (typeof target === 'object' && target !== null) {
    const record = target as Record<string, unknown>;
    return { ...record, [head]: setAt(record[String(head)], rest, value) };
  }
  return target;
}

function channelOf(role: ToolRole): ChannelId {
  if (agentOf(role) !== undefined) return 'C2';
  if (role === 'memory-write' || role === 'memory-read') return 'C5';
  return role === 'log' ? 'C6' : 'C3';
}

function recipientOf(call: ToolCall): string {
  const agent = agentOf(call.role);
  if (agent !== undefined) return agent;
  if (call.role === 'memory-write') return 'memory';
  return call.role === 'log' ? 'log' : `tool:${call.tool}`;
}

function kindOf(role: ToolRole): EventKind {
  if (role.startsWith('handoff:')) return 'handoff';
  if (agentOf(role) !== undefined) return 'message';
  if (role === 'memory-write') return 'memory-write';
  return role === 'log' ? 'log' : 'tool-call';
}

/**
 * The outgoing side of a tool call: guard, record, and say how to proceed. A string input (a
 * framework that passes arguments as JSON text) is rewritten as JSON text.
 *
 * @example
 * const start = await beginToolCall(recorder, guard, { agent: 'worker', tool: 'lookup', role: 'tool', callId }, args);
 * if (!start.proceed) return start.refusal;
 * const output = await execute(start.input);
 */
export async function beginToolCall(recorder: AdapterRecorder, guard: AdapterGuard | undefined, call: ToolCall, input: unknown): Promise<ToolCallStart> {
  let effective = input;
  if (guard !== undefined && call.role !== 'memory-read' && call.role !== 'internal') {
    const flow: Omit<AdapterGuardFlow, 'content'> = {
      channel: channelOf(call.role),
      sender: call.agent,
      recipient: recipientOf(call),
      tool: call.tool,
      // Only plain tools leave the system; messages, memory and logs are judged by their channel.
      ...(call.role === 'tool' ? { action: call.action ?? 'write' } : {}),
      ...(call.purpose === undefined ? {} : { purpose: call.purpose }),
    };
    const guarded = await guardValue(recorder, guard, flow, kindOf(call.role), input);
    if (guarded.blocked)
      return { proceed: false, refusal: `The call to ${call.tool} was blocked by the leakscope guard${guarded.fields.length === 0 ? '' : ` (${guarded.fields.join(', ')} not allowed)`}.` };
    effective = guarded.value;
    // What another agent was handed enters its context (the guard's read boundary).
    const receiver = agentOf(call.role);
    if (receiver !== undefined)
      guard.observe({ channel: 'C2', source: call.agent, recipient: receiver, content: inputText(call.role, effective), ...(call.purpose === undefined ? {} : { purpose: call.purpose }) });
  }
  const draft = callDraft(call, effective);
  if (draft !== undefined) recorder.emit(draft);
  return { proceed: true, input: effective };
}

/** A guarded structured value: what may flow, or blocked with the withheld field keys. */
export type GuardedValue = { readonly blocked: false; readonly value: unknown } | { readonly blocked: true; readonly fields: readonly string[] };

/**
 * Inspects every string and number leaf of a value as one multi-part flow, records the
 * decision, and rebuilds the value with rewritten leaves (ABSTRACT). A string holding a JSON
 * object is treated as that object and returned as JSON text again.
 */
export async function guardValue(recorder: AdapterRecorder, guard: AdapterGuard, flow: Omit<AdapterGuardFlow, 'content'>, kind: EventKind, input: unknown): Promise<GuardedValue> {
  const parsed = typeof input === 'string' ? (parseJsonObject(input) ?? input) : input;
  const parts: string[] = [];
  const paths: Path[] = [];
  collectLeaves(parsed, [], parts, paths);
  const result = await guard.inspectParts(flow, parts);
  recordDecision(recorder, guard, flow, kind, result);
  if (result.decision === 'BLOCK') return { blocked: true, fields: withheldFields(result) };
  if (result.decision !== 'ABSTRACT') return { blocked: false, value: input };
  let rebuilt: unknown = parsed;
  paths.forEach((path, index) => {
    const next = result.parts[index];
    if (next !== undefined && next !== parts[index]) rebuilt = setAt(rebuilt, path, next);
  });
  return { blocked: false, value: typeof input === 'string' && rebuilt !== input ? JSON.stringify(rebuilt) : rebuilt };
}

/**
 * The incoming side of a tool call: a sub-agent's reply is an outgoing message of that agent
 * (inspected, possibly rewritten); other outputs are observed by the guard. Records the event
 * and returns the output the calling agent receives.
 */
export async function endToolCall(recorder: AdapterRecorder, guard: AdapterGuard | undefined, call: ToolCall, output: unknown): Promise<unknown> {
  if (call.role.startsWith('handoff:') || call.role === 'internal') return output;
  const agent = agentOf(call.role);
  let delivered = output;
  if (guard !== undefined) {
    const text = contentText(output);
    if (agent !== undefined) {
      const flow = { channel: 'C2' as const, sender: agent, recipient: call.agent, content: text, ...(call.purpose === undefined ? {} : { purpose: call.purpose }) };
      const result = await guard.inspect(flow);
      recordDecision(recorder, guard, flow, 'message', result);
      if (result.decision !== 'PASS') delivered = result.decision === 'BLOCK' ? withheldText(`the reply of ${agent}`, result) : result.content;
      guard.observe({ channel: 'C2', source: agent, recipient: call.agent, content: contentText(delivered) });
    } else if (call.role === 'tool' || call.role === 'memory-read') {
      guard.observe({ channel: call.role === 'tool' ? 'C4' : 'C5', source: call.role === 'tool' ? call.tool : 'memory', recipient: call.agent, content: text });
    }
  }
  const draft = resultDraft(call, delivered);
  if (draft !== undefined) recorder.emit(draft);
  return delivered;
}
