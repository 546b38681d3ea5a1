/**
 * Capture in the Vercel AI SDK (6.x, language-model middleware spec v3): records what the model
 * produces — text (C1 for the agent that answers the user), reasoning (C6), tool calls (C3) —
 * and the tool results flowing back into it through `params.prompt` (C4), for generate and
 * stream alike. Tools wrapped with `captureTools` claim their calls, so a call is recorded once,
 * as it was executed (after the guard), not as the model asked for it.
 */
import type { LanguageModelMiddleware } from 'ai';
import type { ChannelId, GuardResult } from '../../contracts/index.js';
import { contentText } from '../../trace/content.js';
import { guardText, withheldText, type FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder, EventDraft } from '../../trace/recorder.js';

type GenerateResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware['wrapGenerate']>>>;
type CallParams = Parameters<NonNullable<LanguageModelMiddleware['transformParams']>>[0]['params'];
type StreamResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware['wrapStream']>>>;
type StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;
type ContentPart = GenerateResult['content'][number];

/** Where an agent's generated text goes. */
export interface TextTarget {
  /** C1 for the agent that answers the user; C2 for a sub-agent whose text is its reply. */
  readonly channel: ChannelId;
  /** `user`, or the id of the agent that reads the text. */
  readonly to: string;
}

/** Options of {@link captureMiddleware}. */
export interface CaptureMiddlewareOptions {
  /** The agent whose model this is; default `agent`. */
  readonly agent?: string;
  /**
   * Where generated text is recorded (default C1 to `user`). `false` records no text: use it for
   * a sub-agent run inside a tool that `captureTools` maps with `agents`, which records its reply on C2.
   */
  readonly text?: TextTarget | false;
  /** Inspects outgoing text and reasoning (rewrite or withhold) and observes tool results. */
  readonly guard?: FlowGuard;
  readonly purpose?: string;
}

function toolResultText(output: unknown): string {
  if (typeof output !== 'object' || output === null) return contentText(output);
  const part = output as { type?: unknown; value?: unknown };
  if ((part.type === 'text' || part.type === 'error-text') && typeof part.value === 'string') return part.value;
  if (part.type === 'json' || part.type === 'error-json') return contentText(part.value);
  if (part.type === 'content' && Array.isArray(part.value)) {
    return part.value
      .flatMap((item: unknown) => (typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'text' ? [contentText((item as { text?: unknown }).text)] : []))
      .join('\n');
  }
  return contentText(part.value ?? output);
}

function total(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null) {
    const inner = (value as { total?: unknown }).total;
    return typeof inner === 'number' ? inner : undefined;
  }
  return undefined;
}

/**
 * A language-model middleware that records the model's side of an agent.
 *
 * @example
 * const recorder = createFrameworkRecorder({ framework: 'ai-sdk', model: 'openai:gpt-4o-mini' });
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: captureMiddleware(recorder, { agent: 'assistant' }) });
 * const result = await generateText({ model, tools: captureTools(tools, recorder, { agent: 'assistant' }), prompt, stopWhen: stepCountIs(5) });
 */
export function captureMiddleware(recorder: TraceRecorder, options: CaptureMiddlewareOptions = {}): LanguageModelMiddleware {
  const agent = options.agent ?? 'agent';
  const target = options.text ?? { channel: 'C1', to: 'user' };
  const guard = options.guard;
  const purpose = options.purpose === undefined ? {} : { purpose: options.purpose };
  const seenResults = new Set<string>();

  /** The text that may flow (rewritten or replaced when the guard says so). */
  async function decide(text: string, kind: 'text' | 'reasoning'): Promise<string> {
    if (guard === undefined || text === '') return text;
    const flow =
      kind === 'reasoning'
        ? { channel: 'C6' as const, sender: agent, recipient: 'log', content: text, ...purpose }
        : target === false
          ? undefined
          : { channel: target.channel, sender: agent, recipient: target.to, content: text, ...purpose };
    if (flow === undefined) return text;
    const { content, result } = await guardText(recorder, guard, flow, kind === 'reasoning' ? 'reasoning' : 'message');
    return content ?? withheldText(kind === 'reasoning' ? 'reasoning' : 'an answer', result as GuardResult);
  }

  function textDraft(text: string, kind: 'text' | 'reasoning', final: boolean): EventDraft | undefined {
    if (text === '') return undefined;
    if (kind === 'reasoning') return { channel: 'C6', kind: 'reasoning', from: agent, to: 'log', content: text };
    if (target === false) return undefined;
    const eventKind = target.channel === 'C1' ? (final ? 'final-answer' : 'message') : 'message';
    return { channel: target.channel, kind: eventKind, from: agent, to: target.to, content: text };
  }

  function toolCallDraft(part: { toolCallId: string; toolName: string; input: unknown; providerExecuted?: boolean | undefined }): EventDraft | undefined {
    if (recorder.claimed(`tool:${part.toolName}`)) return undefined;
    return {
      channel: 'C3',
      kind: 'tool-call',
      from: agent,
      to: part.toolName,
      tool: part.toolName,
      callId: part.toolCallId,
      content: contentText(part.input),
      ...(part.providerExecuted === true ? { meta: { providerExecuted: true } } : {}),
    };
  }

  function recordToolResults(params: CallParams): void {
    for (const message of params.prompt) {
      if (message.role !== 'tool') continue;
      for (const part of message.content) {
        if (part.type !== 'tool-result' || seenResults.has(part.toolCallId)) continue;
        seenResults.add(part.toolCallId);
        if (recorder.claimed(`tool:${part.toolName}`)) continue;
        const content = toolResultText(part.output);
        guard?.observe({ channel: 'C4', source: part.toolName, recipient: agent, content, ...purpose });
        recorder.emit({ channel: 'C4', kind: 'tool-result', from: part.toolName, to: agent, tool: part.toolName, callId: part.toolCallId, content });
      }
    }
  }

  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => {
      recordToolResults(params);
      return params;
    },
    wrapGenerate: async ({ doGenerate }) => {
      const result: GenerateResult = await doGenerate();
      recorder.addUsage({ inputTokens: total(result.usage.inputTokens), outputTokens: total(result.usage.outputTokens) });
      const final = result.finishReason.unified !== 'tool-calls';
      const content: ContentPart[] = [];
      for (const part of result.content) {
        if (part.type === 'text' || part.type === 'reasoning') {
          const text = await decide(part.text, part.type);
          const draft = textDraft(text, part.type, final);
          if (draft !== undefined) recorder.emit(draft);
          content.push(text === part.text ? part : { ...part, text });
        } else {
          if (part.type === 'tool-call') {
            const draft = toolCallDraft(part);
            if (draft !== undefined) recorder.emit(draft);
          }
          content.push(part);
        }
      }
      return guard === undefined ? result : { ...result, content };
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      // Events wait for `finish`: only then is it known whether the text was the final answer.
      const pending: { draft: (final: boolean) => EventDraft | undefined }[] = [];
      const held = new Map<string, string>();
      let flushed = false;
      const flush = (final: boolean): void => {
        if (flushed) return;
        flushed = true;
        for (const entry of pending) {
          const draft = entry.draft(final);
          if (draft !== undefined) recorder.emit(draft);
        }
      };
      const transform = new TransformStream<StreamPart, StreamPart>({
        async transform(part, controller) {
          if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
            held.set(part.id, (held.get(part.id) ?? '') + part.delta);
            // Without a guard deltas flow as they come; with one they wait for the end of their block.
            if (guard === undefined) controller.enqueue(part);
            return;
          }
          if (part.type === 'text-end' || part.type === 'reasoning-end') {
            const kind = part.type === 'text-end' ? 'text' : 'reasoning';
            const raw = held.get(part.id) ?? '';
            held.delete(part.id);
            const text = await decide(raw, kind);
            if (guard !== undefined && text !== '') controller.enqueue(kind === 'text' ? { type: 'text-delta', id: part.id, delta: text } : { type: 'reasoning-delta', id: part.id, delta: text });
            pending.push({ draft: (final) => textDraft(text, kind, final) });
          } else if (part.type === 'tool-call') {
            pending.push({ draft: () => toolCallDraft(part) });
          } else if (part.type === 'finish') {
            recorder.addUsage({ inputTokens: total(part.usage.inputTokens), outputTokens: total(part.usage.outputTokens) });
            flush(part.finishReason.unified !== 'tool-calls');
          }
          controller.enqueue(part);
        },
        flush() {
          flush(true);
        },
      });
      return { ...rest, stream: stream.pipeThrough(transform) };
    },
  };
}
