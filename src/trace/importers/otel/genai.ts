/**
 * From the spans of one OpenTelemetry trace to leakscope events, by the GenAI semantic
 * conventions (`gen_ai.operation.name`) and the Vercel AI SDK 6.x span names (`ai.*`):
 * - an agent invoked by another agent (nested, through a tool, or one root agent after another,
 *   as in a handoff) → C2 both ways; the output of the last root agent → C1;
 * - `execute_tool` / `ai.toolCall` arguments → C3, results → C4 (C2 when the tool runs an agent;
 *   C5/C6 for tools given a memory or log role);
 * - memory operations (`*_memory`, `gen_ai.memory.*`) → C5; reasoning in model output → C6;
 * - span events (logs) → C6; any other span is kept as a C6 `other` event and counted.
 */
import type { ChannelId } from '../../../contracts/index.js';
import { contentText } from '../../content.js';
import type { EventDraft } from '../../recorder.js';
import { callDraft, resultDraft, type ToolRole } from '../../tool-drafts.js';
import type { AttributeValue, Attributes, OtelSpan } from './otlp.js';
import { orderEvents, spanTree } from './span-tree.js';

/** Options of the mapping. */
export interface GenAiMappingOptions {
  /** Tool name → role (memory tools, log tools, sub-agents), as for the framework adapters. */
  readonly roles?: Readonly<Record<string, ToolRole>>;
}

/** An event with the time it happened, for ordering. */
export interface TimedDraft {
  readonly atNs: bigint;
  readonly draft: EventDraft;
  /** The span the event was made from (kept as the event's `source.spanId`). */
  readonly spanId?: string;
}

/** One OTel trace as leakscope sees it. */
export interface MappedTrace {
  readonly traceId: string;
  readonly events: readonly TimedDraft[];
  readonly startNs: bigint;
  readonly endNs: bigint;
  /** `ai-sdk` when AI SDK spans are present, else the service name, else `otel`. */
  readonly framework: string;
  readonly model: string | null;
  readonly agents: readonly string[];
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number };
  /** Name of the first mapped span that ended with an error status. */
  readonly failedSpan: string | undefined;
  /** Span name → count, for spans of no known kind (kept as C6). */
  readonly unknown: ReadonlyMap<string, number>;
  /** Tool, agent and memory spans that carried no content attributes (content capture off). */
  readonly withoutContent: number;
  readonly scenarioId: string | undefined;
}

const AI_AGENT_OPERATIONS = new Set(['ai.generateText', 'ai.streamText', 'ai.generateObject', 'ai.streamObject']);
const AI_MODEL_OPERATIONS = new Set(['ai.generateText.doGenerate', 'ai.streamText.doStream', 'ai.generateObject.doGenerate', 'ai.streamObject.doStream']);
const GEN_AI_MODEL_OPERATIONS = new Set(['chat', 'text_completion', 'generate_content']);
const GEN_AI_CONTAINERS = new Set(['create_agent', 'invoke_workflow', 'embeddings']);
const MEMORY_READS = new Set(['search_memory', 'get_memory', 'read_memory', 'list_memory']);

type Role = 'agent' | 'model' | 'tool' | 'memory' | 'retrieval' | 'container' | 'unknown';

function text(value: AttributeValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : contentText(value);
}

function numberOf(value: AttributeValue | undefined): number {
  return typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
}

function operationOf(span: OtelSpan): string | undefined {
  const operation = span.attributes['gen_ai.operation.name'];
  if (typeof operation === 'string') return operation;
  const aiOperation = span.attributes['ai.operationId'];
  if (typeof aiOperation === 'string') return aiOperation;
  return span.name.startsWith('ai.') ? span.name.split(' ')[0] : undefined;
}

function roleOfSpan(span: OtelSpan): Role {
  const operation = operationOf(span);
  if (operation === undefined) return 'unknown';
  if (operation === 'invoke_agent' || AI_AGENT_OPERATIONS.has(operation)) return 'agent';
  if (GEN_AI_MODEL_OPERATIONS.has(operation) || AI_MODEL_OPERATIONS.has(operation)) return 'model';
  if (operation === 'execute_tool' || operation === 'ai.toolCall') return 'tool';
  if (operation.endsWith('_memory') || Object.keys(span.attributes).some((key) => key.startsWith('gen_ai.memory.'))) return 'memory';
  if (operation === 'retrieval') return 'retrieval';
  return GEN_AI_CONTAINERS.has(operation) ? 'container' : 'unknown';
}

function agentName(span: OtelSpan): string {
  const attributes = span.attributes;
  return text(attributes['gen_ai.agent.name']) ?? text(attributes['gen_ai.agent.id']) ?? text(attributes['ai.telemetry.functionId']) ?? 'agent';
}

/** Parses a JSON attribute that may already be decoded. */
function json(value: AttributeValue | undefined): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

interface Part {
  readonly type?: unknown;
  readonly content?: unknown;
  readonly text?: unknown;
  readonly name?: unknown;
  readonly arguments?: unknown;
  readonly result?: unknown;
  readonly response?: unknown;
}

/** The text of GenAI messages (`[{ role, parts: [...] }]`); `only` keeps text or reasoning parts only. */
function messagesText(value: AttributeValue | undefined, only?: 'text' | 'reasoning'): string | undefined {
  const messages = json(value);
  if (typeof messages === 'string') return only === 'reasoning' ? undefined : messages;
  if (!Array.isArray(messages)) return undefined;
  const pieces: string[] = [];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null) continue;
    const parts = (message as { parts?: unknown; content?: unknown }).parts ?? (message as { content?: unknown }).content;
    if (typeof parts === 'string') {
      if (only !== 'reasoning') pieces.push(parts);
      continue;
    }
    if (!Array.isArray(parts)) continue;
    for (const part of parts as Part[]) {
      const kind = part.type;
      if (only === 'reasoning') {
        if (kind === 'reasoning' || kind === 'thinking') pieces.push(contentText(part.content ?? part.text));
      } else if (kind === 'text') pieces.push(contentText(part.content ?? part.text));
      else if (only === undefined && kind === 'tool_call') pieces.push(`${contentText(part.name)}(${contentText(part.arguments)})`);
      else if (only === undefined && kind === 'tool_call_response') pieces.push(contentText(part.result ?? part.response));
    }
  }
  const joined = pieces.filter((piece) => piece !== '').join('\n');
  return joined === '' ? undefined : joined;
}

/** The text an AI SDK `ai.prompt` attribute carries: the prompt, or the text of its messages. */
function aiPromptText(value: AttributeValue | undefined): string | undefined {
  const prompt = json(value);
  if (typeof prompt !== 'object' || prompt === null) return text(value);
  const record = prompt as { prompt?: unknown; messages?: unknown };
  if (typeof record.prompt === 'string') return record.prompt;
  if (Array.isArray(record.messages)) return record.messages.map((message: unknown) => contentText((message as { content?: unknown }).content)).join('\n');
  return contentText(prompt);
}

function memoryContent(attributes: Attributes, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = text(attributes[`gen_ai.memory.${key}`]);
    if (value !== undefined) return value;
  }
  const all = Object.entries(attributes).filter(([key]) => key.startsWith('gen_ai.memory.'));
  return all.length === 0 ? undefined : contentText(Object.fromEntries(all));
}

/**
 * Maps the spans of one trace (any order) to timed event drafts.
 *
 * @example
 * const mapped = mapGenAiTrace(spansOfTrace, { roles: { memory_write: 'memory-write' } });
 * mapped.events.map((entry) => entry.draft.channel); // ['C6', 'C2', 'C3', 'C4', ...]
 */
export function mapGenAiTrace(input: readonly OtelSpan[], options: GenAiMappingOptions = {}): MappedTrace {
  const { spans, children, byId } = spanTree(input);
  const roles = new Map(spans.map((span) => [span.spanId, roleOfSpan(span)]));
  const parentOf = (span: OtelSpan): OtelSpan | undefined => (span.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId));
  /** The nearest ancestor (not the span itself) with a role, and the spans on the way. */
  const ancestor = (span: OtelSpan, role: Role): OtelSpan | undefined => {
    // Bounded: a malformed file may link spans in a cycle.
    let steps = 0;
    for (let current = parentOf(span); current !== undefined && steps <= spans.length; current = parentOf(current), steps += 1) if (roles.get(current.spanId) === role) return current;
    return undefined;
  };
  const agentOf = (span: OtelSpan): string => {
    if (roles.get(span.spanId) === 'agent') return agentName(span);
    const owner = ancestor(span, 'agent');
    return owner === undefined ? (text(span.attributes['gen_ai.agent.name']) ?? 'agent') : agentName(owner);
  };
  /** The first agent span below a tool span: the tool runs that agent. */
  const subAgentOf = new Map<string, OtelSpan>();
  for (const span of spans) {
    if (roles.get(span.spanId) !== 'agent') continue;
    const tool = ancestor(span, 'tool');
    const caller = ancestor(span, 'agent');
    if (tool !== undefined && (caller === undefined || ancestor(tool, 'agent') === caller) && !subAgentOf.has(tool.spanId)) subAgentOf.set(tool.spanId, span);
  }

  // Events hang off their span: at its start (before its children), at its end (after them), or as logs among the children.
  const atStart = new Map<string, TimedDraft[]>();
  const atEnd = new Map<string, TimedDraft[]>();
  const logs = new Map<string, TimedDraft[]>();
  const add = (into: Map<string, TimedDraft[]>, span: OtelSpan, atNs: bigint, draft: EventDraft | undefined): void => {
    if (draft === undefined) return;
    const list = into.get(span.spanId);
    const timed = span.spanId === '' ? { atNs, draft } : { atNs, draft, spanId: span.spanId };
    if (list === undefined) into.set(span.spanId, [timed]);
    else list.push(timed);
  };
  const unknown = new Map<string, number>();
  let withoutContent = 0;
  let inputTokens = 0;
  let outputTokens = 0;
  let failedSpan: string | undefined;
  let model: string | null = null;
  const agents = new Set<string>();
  const hasAgents = spans.some((span) => roles.get(span.spanId) === 'agent');
  const rootAgents = spans.filter((span) => roles.get(span.spanId) === 'agent' && ancestor(span, 'agent') === undefined);
  const topModels = hasAgents ? [] : spans.filter((span) => roles.get(span.spanId) === 'model' && ancestor(span, 'model') === undefined);

  for (const span of spans) {
    const role = roles.get(span.spanId) ?? 'unknown';
    const attributes = span.attributes;
    const agent = agentOf(span);
    if (role !== 'unknown' && span.statusCode === 2) failedSpan ??= span.name;
    switch (role) {
      case 'agent': {
        agents.add(agent);
        const output = text(attributes['ai.response.text']) ?? messagesText(attributes['gen_ai.output.messages'], 'text');
        const caller = ancestor(span, 'agent');
        if (caller !== undefined) {
          // Called through a tool: the tool span carries the messages (see 'tool'); otherwise nested directly.
          const tool = ancestor(span, 'tool');
          if (tool !== undefined && subAgentOf.get(tool.spanId) === span) break;
          const from = agentName(caller);
          const request = aiPromptText(attributes['ai.prompt']) ?? messagesText(attributes['gen_ai.input.messages']);
          if (request === undefined && output === undefined) withoutContent += 1;
          if (request !== undefined) add(atStart, span, span.startNs, { channel: 'C2', kind: 'message', from, to: agent, content: request, meta: { purpose: 'delegation' } });
          if (output !== undefined) add(atEnd, span, span.endNs, { channel: 'C2', kind: 'message', from: agent, to: from, content: output, meta: { purpose: 'reply' } });
          break;
        }
        const index = rootAgents.indexOf(span);
        const previous = rootAgents[index - 1];
        if (previous !== undefined && agentName(previous) !== agent) {
          const handed = messagesText(attributes['gen_ai.input.messages']) ?? aiPromptText(attributes['ai.prompt']);
          add(atStart, span, span.startNs, {
            channel: 'C2',
            kind: 'handoff',
            from: agentName(previous),
            to: agent,
            content: handed ?? '',
            ...(handed === undefined ? { meta: { contentCaptured: false } } : {}),
          });
        }
        const next = rootAgents[index + 1];
        const answers = next === undefined || agentName(next) === agent;
        if (answers && output !== undefined) add(atEnd, span, span.endNs, { channel: 'C1', kind: 'final-answer', from: agent, to: 'user', content: output });
        break;
      }
      case 'model': {
        model ??= text(attributes['gen_ai.request.model']) ?? text(attributes['ai.model.id']) ?? text(attributes['gen_ai.response.model']) ?? null;
        inputTokens += numberOf(attributes['gen_ai.usage.input_tokens'] ?? attributes['ai.usage.inputTokens'] ?? attributes['ai.usage.promptTokens']);
        outputTokens += numberOf(attributes['gen_ai.usage.output_tokens'] ?? attributes['ai.usage.outputTokens'] ?? attributes['ai.usage.completionTokens']);
        const reasoning = text(attributes['ai.response.reasoning']) ?? messagesText(attributes['gen_ai.output.messages'], 'reasoning');
        if (reasoning !== undefined && reasoning !== '') add(atEnd, span, span.endNs, { channel: 'C6', kind: 'reasoning', from: agent, to: 'log', content: reasoning });
        if (topModels.length > 0 && topModels.at(-1) === span) {
          const answer = text(attributes['ai.response.text']) ?? messagesText(attributes['gen_ai.output.messages'], 'text');
          if (answer !== undefined) add(atEnd, span, span.endNs, { channel: 'C1', kind: 'final-answer', from: agent, to: 'user', content: answer });
        }
        break;
      }
      case 'tool': {
        const tool = text(attributes['gen_ai.tool.name']) ?? text(attributes['ai.toolCall.name']) ?? span.name;
        const callId = text(attributes['gen_ai.tool.call.id']) ?? text(attributes['ai.toolCall.id']);
        const args = json(attributes['gen_ai.tool.call.arguments'] ?? attributes['ai.toolCall.args']);
        const resultAttribute = attributes['gen_ai.tool.call.result'] ?? attributes['ai.toolCall.result'];
        // The AI SDK writes the JSON of the output (a string output is unwrapped by parsing it).
        const result = attributes['ai.toolCall.result'] !== undefined ? json(resultAttribute) : text(resultAttribute);
        const subAgent = subAgentOf.get(span.spanId);
        const toolRole: ToolRole = subAgent === undefined ? (options.roles?.[tool] ?? 'tool') : `agent:${agentName(subAgent)}`;
        const call = { agent, tool, role: toolRole, ...(callId === undefined ? {} : { callId }) };
        if (args === undefined && resultAttribute === undefined) withoutContent += 1;
        if (args !== undefined) add(atStart, span, span.startNs, callDraft(call, args));
        if (resultAttribute !== undefined) add(atEnd, span, span.endNs, resultDraft(call, result));
        break;
      }
      case 'memory': {
        const operation = operationOf(span) ?? 'memory';
        const key = text(attributes['gen_ai.memory.key']) ?? text(attributes['gen_ai.memory.id']);
        const meta = { operation, ...(key === undefined ? {} : { key }) };
        const reads = MEMORY_READS.has(operation);
        const content = reads ? memoryContent(attributes, ['results', 'records', 'content', 'value']) : memoryContent(attributes, ['content', 'value', 'text', 'record', 'records']);
        if (content === undefined) withoutContent += 1;
        else if (reads) add(atEnd, span, span.endNs, { channel: 'C5', kind: 'memory-read', from: 'memory', to: agent, content, meta });
        else add(atStart, span, span.startNs, { channel: 'C5', kind: 'memory-write', from: agent, to: 'memory', content, meta });
        break;
      }
      case 'retrieval': {
        const documents = text(attributes['gen_ai.retrieval.documents']) ?? messagesText(attributes['gen_ai.output.messages']);
        if (documents === undefined) withoutContent += 1;
        else add(atEnd, span, span.endNs, { channel: 'C4', kind: 'tool-result', from: 'retrieval', to: agent, content: documents });
        break;
      }
      case 'container':
        break;
      case 'unknown':
        unknown.set(span.name, (unknown.get(span.name) ?? 0) + 1);
        add(atStart, span, span.startNs, { channel: 'C6', kind: 'other', from: agent, to: 'log', content: `${span.name} ${contentText(attributes)}`, meta: { span: span.name, mapped: false } });
        break;
    }
    for (const event of span.events) {
      const body = Object.keys(event.attributes).length === 0 ? '' : ` ${contentText(event.attributes)}`;
      add(logs, span, event.timeNs, { channel: 'C6' satisfies ChannelId, kind: 'log', from: agent, to: 'log', content: `${event.name}${body}`, meta: { span: span.name, event: event.name } });
    }
  }
  const events = orderEvents(spans, children, atStart, atEnd, logs);
  const first = spans[0];
  const resource = first?.resource ?? {};
  const hasAiSdk = spans.some((span) => operationOf(span)?.startsWith('ai.') === true);
  const scenario = spans.map((span) => text(span.attributes['leakscope.scenario.id'])).find((id) => id !== undefined) ?? text(resource['leakscope.scenario.id']);
  return {
    traceId: first?.traceId ?? '',
    events,
    startNs: spans.reduce((earliest, span) => (span.startNs < earliest ? span.startNs : earliest), first?.startNs ?? 0n),
    endNs: spans.reduce((latest, span) => (span.endNs > latest ? span.endNs : latest), 0n),
    framework: hasAiSdk ? 'ai-sdk' : (text(resource['service.name']) ?? 'otel'),
    model,
    agents: [...agents],
    usage: { inputTokens, outputTokens },
    failedSpan,
    unknown,
    withoutContent,
    scenarioId: scenario,
  };
}
