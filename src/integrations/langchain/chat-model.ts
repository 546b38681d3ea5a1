/**
 * A LangChain chat model for any OpenAI-compatible chat-completions server (vLLM, Ollama, LM
 * Studio, a test stub), with tool calling, usage and reasoning text. `@langchain/openai` is not
 * a dependency of leakscope; this is the small part of it the LangGraph benchmark agent needs.
 * LangChain is loaded on first use, so the core package works without it.
 */
import type { BaseChatModel, BaseChatModelCallOptions } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { contentText, parseJsonObject } from '../../trace/content.js';

/** Where the model is served. */
export interface OpenAICompatibleChatOptions {
  /** e.g. `http://127.0.0.1:11434/v1`. */
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly temperature?: number;
  /** The HTTP client; default `globalThis.fetch` (the model layer's `fetch` adds cache and retries). */
  readonly fetch?: typeof globalThis.fetch;
}

interface CallOptions extends BaseChatModelCallOptions {
  readonly tools?: readonly unknown[];
}

interface WireToolCall {
  readonly id?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string };
}

interface WireResponse {
  readonly choices?: ReadonlyArray<{
    readonly message?: { readonly content?: string | null; readonly reasoning_content?: string; readonly reasoning?: string; readonly tool_calls?: readonly WireToolCall[] };
  }>;
  readonly usage?: { readonly prompt_tokens?: number; readonly completion_tokens?: number };
}

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part: unknown) => (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '')).join('');
  return contentText(content);
}

/** A LangChain message in the chat-completions wire format. */
function wireMessage(message: BaseMessage): Record<string, unknown> {
  const type = message.getType();
  if (type === 'system') return { role: 'system', content: text(message.content) };
  if (type === 'tool') return { role: 'tool', tool_call_id: (message as BaseMessage & { tool_call_id?: string }).tool_call_id ?? '', content: text(message.content) };
  if (type === 'ai') {
    const calls = (message as BaseMessage & { tool_calls?: ReadonlyArray<{ id?: string; name: string; args: unknown }> }).tool_calls ?? [];
    return {
      role: 'assistant',
      content: text(message.content) || null,
      ...(calls.length === 0 ? {} : { tool_calls: calls.map((call) => ({ id: call.id ?? '', type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) } })) }),
    };
  }
  return { role: 'user', content: text(message.content) };
}

/**
 * Creates the chat model (async: LangChain is imported on demand).
 *
 * @example
 * const model = await createOpenAICompatibleChatModel({ baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.1' });
 * const agent = createAgent({ model, tools });
 */
export async function createOpenAICompatibleChatModel(options: OpenAICompatibleChatOptions): Promise<BaseChatModel> {
  const [{ BaseChatModel: Base }, { AIMessage }, { convertToOpenAITool }] = await Promise.all([
    import('@langchain/core/language_models/chat_models'),
    import('@langchain/core/messages'),
    import('@langchain/core/utils/function_calling'),
  ]);
  const endpoint = `${options.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const send = options.fetch ?? globalThis.fetch;

  class OpenAICompatibleChat extends Base<CallOptions> {
    override _llmType(): string {
      return 'openai-compatible';
    }

    override bindTools(tools: Parameters<NonNullable<BaseChatModel['bindTools']>>[0], kwargs?: Partial<CallOptions>): ReturnType<NonNullable<BaseChatModel['bindTools']>> {
      return this.withConfig({ ...kwargs, tools: tools.map((tool) => convertToOpenAITool(tool)) } as Partial<CallOptions>);
    }

    override async _generate(messages: BaseMessage[], callOptions: this['ParsedCallOptions']): Promise<ChatResult> {
      const tools = (callOptions as CallOptions).tools;
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }) },
        body: JSON.stringify({ model: options.model, messages: messages.map(wireMessage), temperature: options.temperature ?? 0, ...(tools === undefined || tools.length === 0 ? {} : { tools }) }),
        ...(callOptions.signal === undefined ? {} : { signal: callOptions.signal }),
      });
      if (!response.ok) throw new Error(`model call failed: HTTP ${response.status} from ${endpoint}`);
      const body = (await response.json()) as WireResponse;
      const message = body.choices?.[0]?.message ?? {};
      const reasoning = message.reasoning_content ?? message.reasoning;
      const inputTokens = body.usage?.prompt_tokens ?? 0;
      const outputTokens = body.usage?.completion_tokens ?? 0;
      const ai = new AIMessage({
        content: message.content ?? '',
        tool_calls: (message.tool_calls ?? []).map((call) => ({
          id: call.id ?? '',
          name: call.function?.name ?? '',
          args: parseJsonObject(call.function?.arguments ?? '{}') ?? {},
          type: 'tool_call' as const,
        })),
        additional_kwargs: reasoning === undefined ? {} : { reasoning_content: reasoning },
      });
      return { generations: [{ text: message.content ?? '', message: ai }], llmOutput: { tokenUsage: { promptTokens: inputTokens, completionTokens: outputTokens } } };
    }
  }

  return new OpenAICompatibleChat({});
}
