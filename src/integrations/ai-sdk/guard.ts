/**
 * The guard in the Vercel AI SDK (6.x): `guardTools` wraps each tool's `execute` (inspect the
 * input before it leaves — C3 — and observe the output — C4), and `guardMiddleware` wraps the
 * language model (inspect generated text — C1 — and reasoning — C6 — and observe tool results
 * flowing back into the prompt). Middleware never sees tool execution, hence both.
 */
import type { LanguageModelMiddleware, ToolExecutionOptions, ToolSet } from 'ai';
import type { ChannelId } from '../../contracts/index.js';
import type { Guard } from '../../guard/engine.js';
import type { ToolChannel } from '../../guard/policy-file.js';
import { rebuildArguments, toolCallFlow } from '../../guard/tool-call.js';
import type { GuardResult } from '../../guard/types.js';

/** Options of {@link guardTools}. */
export interface GuardToolsOptions {
  /** The agent's name in flow records; default `agent`. */
  readonly agent?: string;
  readonly purpose?: string;
  /** Tool registry (class, recipient and content arguments); unlisted tools are treated as write tools. */
  readonly toolChannels?: Readonly<Record<string, ToolChannel>>;
  /** `throw` (default): a BLOCK is a tool error the model sees; `refuse`: the tool returns the refusal text. */
  readonly onBlock?: 'throw' | 'refuse';
}

/** Thrown by a guarded tool when the guard blocks its call. */
export class GuardBlockedError extends Error {
  readonly result: GuardResult;
  constructor(result: GuardResult) {
    super(`Blocked by the leakscope guard: ${result.rationale}`);
    this.name = 'GuardBlockedError';
    this.result = result;
  }
}

/** The text of any tool output, for the inventory. */
function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return '';
  try {
    return JSON.stringify(output) ?? '';
  } catch {
    return String(output);
  }
}

/**
 * Wraps every tool that has an `execute`: the input is inspected first (BLOCK → a tool error
 * or a refusal, ABSTRACT → called with the rewritten input), the output is observed.
 *
 * @example
 * const tools = guardTools({ send_email: sendEmailTool, read_inbox: readInboxTool }, guard, {
 *   toolChannels: { send_email: { kind: 'write', recipientArg: 'to', channel: 'C3' }, read_inbox: { kind: 'access', channel: 'C3' } },
 * });
 * await generateText({ model, tools, prompt });
 */
export function guardTools<TOOLS extends ToolSet>(tools: TOOLS, guard: Guard, options: GuardToolsOptions = {}): TOOLS {
  const agent = options.agent ?? 'agent';
  const purpose = options.purpose ?? '';
  const wrapped: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools)) {
    const execute: ((input: never, execution: ToolExecutionOptions) => unknown) | undefined = tool.execute;
    if (execute === undefined) {
      wrapped[name] = tool;
      continue;
    }
    const observe = (output: unknown) => guard.observe({ channel: 'C4', source: name, recipient: agent, content: outputText(output), purpose });
    /** The input to call the tool with, or a refusal. Throws `GuardBlockedError` on BLOCK unless refusing. */
    const gate = async (input: unknown): Promise<{ input: unknown } | { refusal: string }> => {
      const call = toolCallFlow(name, input, options.toolChannels?.[name], { agent, purpose });
      const result = await guard.inspectParts(call.flow, call.parts);
      if (result.decision === 'BLOCK') {
        if (options.onBlock === 'refuse') return { refusal: `Blocked by the leakscope guard: ${result.rationale}` };
        throw new GuardBlockedError(result);
      }
      return { input: result.decision === 'ABSTRACT' ? rebuildArguments(input, call, result.parts) : input };
    };
    // A streaming tool (async generator) stays streaming; its last chunk is what the agent keeps.
    const streaming = Object.prototype.toString.call(execute) === '[object AsyncGeneratorFunction]';
    const guardedExecute = streaming
      ? async function* (input: unknown, execution: ToolExecutionOptions): AsyncGenerator<unknown> {
          const gated = await gate(input);
          if ('refusal' in gated) {
            yield gated.refusal;
            return;
          }
          let last: unknown;
          for await (const chunk of execute(gated.input as never, execution) as AsyncIterable<unknown>) {
            last = chunk;
            yield chunk;
          }
          observe(last);
        }
      : async (input: unknown, execution: ToolExecutionOptions): Promise<unknown> => {
          const gated = await gate(input);
          if ('refusal' in gated) return gated.refusal;
          const output: unknown = await execute(gated.input as never, execution);
          observe(output);
          return output;
        };
    wrapped[name] = { ...tool, execute: guardedExecute };
  }
  return wrapped as TOOLS;
}

type GenerateResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware['wrapGenerate']>>>;
type CallParams = Parameters<NonNullable<LanguageModelMiddleware['transformParams']>>[0]['params'];
type StreamResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware['wrapStream']>>>;
type StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;

/** Options of {@link guardMiddleware}. */
export interface GuardMiddlewareOptions {
  /** The agent's name in flow records; default `agent`. */
  readonly agent?: string;
  /** Who reads the model's text; default `user` (channel C1). */
  readonly recipient?: string;
  /** Channel of generated text; default `C1` (use `C2` for a sub-agent's answers). */
  readonly channel?: ChannelId;
  readonly purpose?: string;
}

function toolResultText(output: unknown): string {
  if (typeof output !== 'object' || output === null) return '';
  const part = output as { type?: unknown; value?: unknown };
  if ((part.type === 'text' || part.type === 'error-text') && typeof part.value === 'string') return part.value;
  if (part.type === 'json' || part.type === 'error-json') return outputText(part.value);
  if (part.type === 'content' && Array.isArray(part.value)) {
    return part.value
      .flatMap((item: unknown) => (typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'text' ? [String((item as { text?: unknown }).text ?? '')] : []))
      .join('\n');
  }
  return '';
}

/**
 * A language-model middleware (spec v3): observes tool results in the prompt (C4) and
 * inspects generated text (C1 by default) and reasoning (C6), rewriting or replacing them.
 * Streams are inspected per text block: deltas are held until the block ends, then the
 * decided text is emitted as one delta.
 *
 * @example
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: guardMiddleware(guard) });
 */
export function guardMiddleware(guard: Guard, options: GuardMiddlewareOptions = {}): LanguageModelMiddleware {
  const agent = options.agent ?? 'agent';
  const recipient = options.recipient ?? 'user';
  const channel = options.channel ?? 'C1';
  const purpose = options.purpose ?? '';
  const observed = new Set<string>();

  async function decide(text: string, kind: 'text' | 'reasoning'): Promise<string> {
    const result = await guard.inspect({ channel: kind === 'text' ? channel : 'C6', sender: agent, recipient: kind === 'text' ? recipient : 'log', content: text, purpose });
    if (result.decision === 'BLOCK') return `[blocked by the leakscope guard: ${result.rationale}]`;
    return result.content;
  }

  function observeTools(params: CallParams): void {
    for (const message of params.prompt) {
      if (message.role !== 'tool') continue;
      for (const part of message.content) {
        if (part.type !== 'tool-result' || observed.has(part.toolCallId)) continue;
        observed.add(part.toolCallId);
        guard.observe({ channel: 'C4', source: part.toolName, recipient: agent, content: toolResultText(part.output), purpose });
      }
    }
  }

  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => {
      observeTools(params);
      return params;
    },
    wrapGenerate: async ({ doGenerate }) => {
      const result: GenerateResult = await doGenerate();
      const content: GenerateResult['content'] = [];
      for (const part of result.content) {
        if (part.type === 'text' || part.type === 'reasoning') content.push({ ...part, text: await decide(part.text, part.type) });
        else content.push(part);
      }
      return { ...result, content };
    },
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const held = new Map<string, string>();
      const transform = new TransformStream<StreamPart, StreamPart>({
        async transform(part, controller) {
          if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
            held.set(part.id, (held.get(part.id) ?? '') + part.delta);
            return;
          }
          if (part.type === 'text-end' || part.type === 'reasoning-end') {
            const text = held.get(part.id) ?? '';
            held.delete(part.id);
            const delta = await decide(text, part.type === 'text-end' ? 'text' : 'reasoning');
            controller.enqueue(part.type === 'text-end' ? { type: 'text-delta', id: part.id, delta } : { type: 'reasoning-delta', id: part.id, delta });
          }
          controller.enqueue(part);
        },
      });
      return { ...rest, stream: stream.pipeThrough(transform) };
    },
  };
}
