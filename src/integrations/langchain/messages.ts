/**
 * LangChain messages as inter-agent content: what an agent hands to another in a shared
 * LangGraph message state is every message it added (text, tool calls, tool results), rendered
 * one line per piece; the guard masks them by replacing messages with same-id copies, which the
 * messages reducer swaps in place.
 */
import type { BaseMessage } from '@langchain/core/messages';
import type { GuardDecisionKind } from '../../contracts/index.js';
import { recordDecision, withheldText, type DecisionOutline, type FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { messageText } from './callbacks.js';

interface ToolCallLike {
  readonly id?: string;
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** The constructors the masking needs (passed in: LangChain is imported lazily). */
export interface MessageClasses {
  readonly AIMessage: new (fields: { id?: string; content: string; tool_calls?: ToolCallLike[]; name?: string; additional_kwargs?: Record<string, unknown> }) => BaseMessage;
  readonly ToolMessage: new (fields: { id?: string; content: string; tool_call_id: string; name?: string }) => BaseMessage;
}

/** One maskable piece of a message. */
interface Piece {
  readonly message: number;
  /** `content`, or the index of a tool call whose arguments (or handoff message) this is. */
  readonly at: 'content' | number;
  readonly text: string;
  readonly line: (text: string) => string;
}

function toolCallsOf(message: BaseMessage): ToolCallLike[] {
  const calls = (message as BaseMessage & { tool_calls?: ToolCallLike[] }).tool_calls;
  return Array.isArray(calls) ? calls : [];
}

/** True for the tool message a handoff leaves behind (plumbing, not content). */
function isTransferNotice(message: BaseMessage, handoffTools: ReadonlySet<string>): boolean {
  return message.getType() === 'tool' && handoffTools.has(String((message as BaseMessage & { name?: string }).name ?? ''));
}

function pieces(messages: readonly BaseMessage[], handoffTools: ReadonlySet<string>): Piece[] {
  const out: Piece[] = [];
  messages.forEach((message, index) => {
    const type = message.getType();
    if (type !== 'ai' && type !== 'tool') return;
    if (isTransferNotice(message, handoffTools)) return;
    const text = messageText(message.content);
    if (text !== '') out.push({ message: index, at: 'content', text, line: (value) => value });
    toolCallsOf(message).forEach((call, callIndex) => {
      if (handoffTools.has(call.name)) {
        const handed = call.args['message'];
        if (typeof handed === 'string' && handed !== '') out.push({ message: index, at: callIndex, text: handed, line: (value) => value });
      } else {
        out.push({ message: index, at: callIndex, text: JSON.stringify(call.args), line: (value) => `${call.name} ${value}` });
      }
    });
  });
  return out;
}

/** The text of messages as one C2 content. */
export function renderMessages(messages: readonly BaseMessage[], handoffTools: ReadonlySet<string>): string {
  return pieces(messages, handoffTools)
    .map((piece) => piece.line(piece.text))
    .join('\n');
}

function rebuild(message: BaseMessage, replaced: ReadonlyMap<'content' | number, string>, classes: MessageClasses, handoffTools: ReadonlySet<string>): BaseMessage {
  const id = message.id;
  const name = (message as BaseMessage & { name?: string }).name;
  const content = replaced.get('content') ?? messageText(message.content);
  if (message.getType() === 'tool') {
    return new classes.ToolMessage({
      ...(id === undefined ? {} : { id }),
      content,
      tool_call_id: (message as BaseMessage & { tool_call_id?: string }).tool_call_id ?? '',
      ...(name === undefined ? {} : { name }),
    });
  }
  const calls = toolCallsOf(message).map((call, index) => {
    const text = replaced.get(index);
    if (text === undefined) return call;
    if (handoffTools.has(call.name)) return { ...call, args: { ...call.args, message: text } };
    try {
      return { ...call, args: JSON.parse(text) as Record<string, unknown> };
    } catch {
      return { ...call, args: { withheld: text } };
    }
  });
  return new classes.AIMessage({ ...(id === undefined ? {} : { id }), content, tool_calls: calls, ...(name === undefined ? {} : { name }), additional_kwargs: message.additional_kwargs });
}

const RANK: Readonly<Record<GuardDecisionKind, number>> = { PASS: 0, ABSTRACT: 1, BLOCK: 2 };

/**
 * Records what `from` hands to `to` (C2, `kind`) and, with a guard, masks it: returns the
 * messages to write back (same ids, rewritten content) — empty when nothing changed.
 */
export async function handOver(
  recorder: TraceRecorder,
  guard: FlowGuard | undefined,
  handover: { readonly from: string; readonly to: string; readonly kind: 'handoff' | 'message'; readonly purpose?: string; readonly meta?: Record<string, unknown> },
  messages: readonly BaseMessage[],
  classes: MessageClasses,
  handoffTools: ReadonlySet<string>,
): Promise<BaseMessage[]> {
  const found = pieces(messages, handoffTools);
  const texts = found.map((piece) => piece.text);
  const replacements: BaseMessage[] = [];
  if (guard !== undefined && found.length > 0) {
    const flow = { channel: 'C2' as const, sender: handover.from, recipient: handover.to, ...(handover.purpose === undefined ? {} : { purpose: handover.purpose }) };
    const results = await Promise.all(found.map((piece) => guard.inspect({ ...flow, content: piece.text })));
    const worst = results.reduce<GuardDecisionKind>((decision, result) => (RANK[result.decision] > RANK[decision] ? result.decision : decision), 'PASS');
    const verdicts = results.flatMap((result) => result.verdicts.filter((verdict) => verdict.action !== 'pass'));
    const combined: DecisionOutline = {
      decision: worst,
      rationale: results
        .filter((result) => result.decision !== 'PASS')
        .map((result) => result.rationale)
        .join('; '),
      verdicts: verdicts.filter((verdict, index) => verdicts.findIndex((other) => other.target === verdict.target) === index),
    };
    recordDecision(recorder, guard, flow, handover.kind, combined);
    const byMessage = new Map<number, Map<'content' | number, string>>();
    results.forEach((result, index) => {
      const piece = found[index];
      if (piece === undefined || result.decision === 'PASS') return;
      const text = result.decision === 'BLOCK' ? withheldText('content', result) : result.content;
      texts[index] = text;
      const entry = byMessage.get(piece.message) ?? new Map<'content' | number, string>();
      entry.set(piece.at, text);
      byMessage.set(piece.message, entry);
    });
    for (const [index, replaced] of byMessage) {
      const message = messages[index];
      if (message !== undefined) replacements.push(rebuild(message, replaced, classes, handoffTools));
    }
  }
  const content = found.map((piece, index) => piece.line(texts[index] ?? piece.text)).join('\n');
  recorder.emit({ channel: 'C2', kind: handover.kind, from: handover.from, to: handover.to, content, ...(handover.meta === undefined ? {} : { meta: handover.meta }) });
  guard?.observe({ channel: 'C2', source: handover.from, recipient: handover.to, content });
  return replacements;
}
