/**
 * The text of OpenAI Agents run items (what one agent hands to the next), and copies of items
 * with that text rewritten. Items are class instances without private fields, so a copy keeps
 * the prototype and replaces `rawItem`.
 */
import type { RunItem } from '@openai/agents';
import { contentText, parseJsonObject } from '../../trace/content.js';

/** The text of one item that can travel to another agent, and how to put a rewritten text back. */
export interface ItemText {
  readonly item: RunItem;
  /** The agent that produced the item (undefined for handoff outputs and inputs). */
  readonly agent: string | undefined;
  readonly text: string;
  /** The line the item contributes to a C2 event. */
  render(text: string): string;
  /** A copy of the item carrying `text` instead. */
  rewrite(text: string): RunItem;
}

const MESSAGE_KEYS = ['message', 'input', 'request', 'task', 'prompt'] as const;

function copyWith(item: RunItem, rawItem: unknown, extra: Record<string, unknown> = {}): RunItem {
  return Object.assign(Object.create(Object.getPrototypeOf(item) as object) as RunItem, item, { rawItem }, extra);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function agentName(item: RunItem): string | undefined {
  const agent = (item as { agent?: unknown }).agent;
  const name = record(agent)['name'];
  return typeof name === 'string' ? name : undefined;
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  const value = record(output);
  if (value['type'] === 'text' && typeof value['text'] === 'string') return value['text'];
  return contentText(output);
}

/** The delegated message of handoff arguments (`{"message": ...}`), when there is one. */
function handoffMessage(argumentsText: string): { key: string; text: string } | undefined {
  const parsed = parseJsonObject(argumentsText);
  if (parsed === undefined) return undefined;
  for (const key of MESSAGE_KEYS) {
    const value = parsed[key];
    if (typeof value === 'string') return { key, text: value };
  }
  return undefined;
}

/**
 * The travelling text of an item, or undefined for items that carry none (a handoff's own
 * transfer message, an argument-less handoff call, tool-search plumbing).
 */
export function itemText(item: RunItem): ItemText | undefined {
  const raw = record(item.rawItem);
  const agent = agentName(item);
  switch (item.type) {
    case 'message_output_item': {
      const parts = Array.isArray(raw['content']) ? (raw['content'] as unknown[]) : [];
      const text = parts.map((part) => (record(part)['type'] === 'output_text' ? String(record(part)['text'] ?? '') : '')).join('');
      if (text === '') return undefined;
      return { item, agent, text, render: (value) => value, rewrite: (value) => copyWith(item, { ...raw, content: [{ type: 'output_text', text: value }] }) };
    }
    case 'tool_call_item': {
      const argumentsText = typeof raw['arguments'] === 'string' ? raw['arguments'] : undefined;
      if (argumentsText === undefined) return undefined;
      const name = typeof raw['name'] === 'string' ? raw['name'] : 'tool';
      return { item, agent, text: argumentsText, render: (value) => `${name} ${value}`, rewrite: (value) => copyWith(item, { ...raw, arguments: value }) };
    }
    case 'tool_call_output_item': {
      const text = outputText(raw['output'] ?? (item as { output?: unknown }).output);
      return {
        item,
        agent,
        text,
        render: (value) => value,
        rewrite: (value) => copyWith(item, { ...raw, output: typeof raw['output'] === 'string' ? value : { type: 'text', text: value } }, { output: value }),
      };
    }
    case 'reasoning_item': {
      const parts = Array.isArray(raw['content']) ? (raw['content'] as unknown[]) : [];
      const text = parts.map((part) => String(record(part)['text'] ?? '')).join('\n');
      if (text === '') return undefined;
      return { item, agent, text, render: (value) => value, rewrite: (value) => copyWith(item, { ...raw, content: [{ type: 'input_text', text: value }] }) };
    }
    case 'handoff_call_item': {
      const argumentsText = typeof raw['arguments'] === 'string' ? raw['arguments'] : '';
      const message = handoffMessage(argumentsText);
      if (message === undefined) return undefined;
      const parsed = parseJsonObject(argumentsText) ?? {};
      return { item, agent, text: message.text, render: (value) => value, rewrite: (value) => copyWith(item, { ...raw, arguments: JSON.stringify({ ...parsed, [message.key]: value }) }) };
    }
    default:
      return undefined;
  }
}

/** Text rendering of the items one agent contributed, one line per item. */
export function renderItems(texts: readonly ItemText[]): string {
  return texts.map((entry) => entry.render(entry.text)).join('\n');
}
