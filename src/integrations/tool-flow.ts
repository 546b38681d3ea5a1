/**
 * One tool call as the channels see it, shared by every adapter's tool wrapper: a plain tool
 * sends its arguments out (C3) and gets a result back (C4); a tool that is another agent
 * carries an inter-agent message both ways (C2); memory tools write or read shared state (C5);
 * a log tool writes telemetry (C6). The guard decides on the outgoing side (BLOCK → a refusal,
 * ABSTRACT → the call goes ahead with rewritten arguments) and observes the incoming side.
 */
import type { ChannelId, EventKind } from '../contracts/index.js';
import { contentText, parseJsonObject } from '../trace/content.js';
import type { TraceRecorder } from '../trace/recorder.js';
import { agentOf, callDraft, inputText, resultDraft, type ToolCall, type ToolCallStart, type ToolRole } from '../trace/tool-drafts.js';
import { rebuildLeaves, valueLeaves } from '../guard/tool-call.js';
import { recordDecision, withheldFields, withheldText, type FlowGuard, type FlowHead } from './guard-hooks.js';

export { callDraft, resultDraft, roleOf, type ToolCall, type ToolCallStart, type ToolClassification, type ToolRole } from '../trace/tool-drafts.js';

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
export async function beginToolCall(recorder: TraceRecorder, guard: FlowGuard | undefined, call: ToolCall, input: unknown): Promise<ToolCallStart> {
  let effective = input;
  if (guard !== undefined && call.role !== 'memory-read' && call.role !== 'internal') {
    const flow: FlowHead = {
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
export async function guardValue(recorder: TraceRecorder, guard: FlowGuard, flow: FlowHead, kind: EventKind, input: unknown): Promise<GuardedValue> {
  const parsed = typeof input === 'string' ? (parseJsonObject(input) ?? input) : input;
  const { parts, paths } = valueLeaves(parsed);
  const result = await guard.inspectParts(flow, parts);
  recordDecision(recorder, guard, flow, kind, result);
  if (result.decision === 'BLOCK') return { blocked: true, fields: withheldFields(result) };
  if (result.decision !== 'ABSTRACT') return { blocked: false, value: input };
  const rebuilt = rebuildLeaves(parsed, paths, parts, result.parts);
  return { blocked: false, value: typeof input === 'string' && rebuilt !== input ? JSON.stringify(rebuilt) : rebuilt };
}

/**
 * The incoming side of a tool call: a sub-agent's reply is an outgoing message of that agent
 * (inspected, possibly rewritten); other outputs are observed by the guard. Records the event
 * and returns the output the calling agent receives.
 */
export async function endToolCall(recorder: TraceRecorder, guard: FlowGuard | undefined, call: ToolCall, output: unknown): Promise<unknown> {
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
