/**
 * The one stub OpenAI-compatible server of the test suite: `POST /v1/chat/completions` on
 * 127.0.0.1 (port 0), answered by a script — a text, tool calls (with optional reasoning), an HTTP
 * error, a raw (unparsable) body, or no answer at all. Every request is kept for assertions, so a
 * test can prove that a cached re-run made no call (`calls()` stays 0).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message of a chat-completions request. */
export interface ChatMessage {
  readonly role: string;
  readonly content?: unknown;
  readonly tool_calls?: ReadonlyArray<{ readonly id: string; readonly type?: string; readonly function: { readonly name: string; readonly arguments: string } }>;
  readonly tool_call_id?: string;
}

/** The parts of a chat-completions request scripts look at (the whole body is in `body`). */
export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly tools?: ReadonlyArray<{ readonly type: string; readonly function: { readonly name: string; readonly description?: string; readonly parameters?: unknown } }>;
  readonly body: Readonly<Record<string, unknown>>;
}

/** A planned tool call. */
export interface PlannedCall {
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** What the stub answers. Tool-call ids are `<idPrefix>-<n>` (default prefix `call-<request index>`). */
export type StubReply =
  | { readonly text: string; readonly reasoning?: string }
  | { readonly calls: readonly PlannedCall[]; readonly idPrefix?: string; readonly text?: string; readonly reasoning?: string }
  | { readonly status: number; readonly body?: unknown }
  | { readonly raw: string }
  | { readonly hang: true };

/** A running stub. */
export interface StubModel {
  /** Base URL for OpenAI-compatible clients: `http://127.0.0.1:<port>/v1`. */
  readonly baseURL: string;
  /** Requests received so far, in order. */
  readonly requests: ChatRequest[];
  /** How many chat-completions requests reached the server. */
  calls(): number;
  close(): Promise<void>;
}

/** Options of {@link startStubModel}. */
export interface StubModelOptions {
  /** Delay before each answer (a slow provider). */
  readonly latencyMs?: number;
  /** `usage` of each completion; default 100 prompt / 20 completion tokens. */
  readonly usage?: { readonly prompt_tokens: number; readonly completion_tokens: number };
}

/** A script that always answers with the same text. */
export const answerWith = (text: string) => (): StubReply => ({ text });

/** The text of a message content (string or parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part) => (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '')).join('');
  return '';
}

/** The system prompt of a request (all system messages joined). */
export function systemText(request: ChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map((message) => contentText(message.content))
    .join('\n');
}

/** The user messages of a request, joined. */
export function userText(request: ChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'user')
    .map((message) => contentText(message.content))
    .join('\n');
}

/** The tool results sent back in a request, joined. */
export function toolResultsText(request: ChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'tool')
    .map((message) => contentText(message.content))
    .join('\n');
}

/** The text of the tool results of a request, in order. */
export function toolResults(request: ChatRequest): string[] {
  return request.messages.filter((message) => message.role === 'tool').map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content)));
}

/** The model-facing names of the tools offered in a request. */
export function toolNames(request: ChatRequest): string[] {
  return (request.tools ?? []).map((tool) => tool.function.name);
}

/** The agent id a request is for (from the system prompt the harness writes: `You are the "<id>" agent`). */
export function agentOf(request: ChatRequest): string {
  const match = /You are the "([^"]+)" agent/.exec(systemText(request));
  return match?.[1] ?? 'unknown';
}

/** How many assistant turns the conversation already has (0 on the first request of an agent loop). */
export function stepOf(request: ChatRequest): number {
  return request.messages.filter((message) => message.role === 'assistant').length;
}

/**
 * How many assistant turns in the history called one of the tools offered now: an agent's own
 * steps when several agents of a framework share one model and one conversation.
 */
export function ownSteps(request: ChatRequest): number {
  const offered = new Set(toolNames(request));
  return request.messages.filter((message) => message.role === 'assistant' && (message.tool_calls ?? []).some((call) => offered.has(call.function.name))).length;
}

function completion(reply: Extract<StubReply, { text: string } | { calls: readonly PlannedCall[] }>, index: number, options: StubModelOptions): unknown {
  const usage = options.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
  const calls = 'calls' in reply ? reply.calls : undefined;
  const prefix = 'calls' in reply && reply.idPrefix !== undefined ? reply.idPrefix : `call-${index}`;
  const message = {
    role: 'assistant',
    content: reply.text ?? null,
    ...(reply.reasoning === undefined ? {} : { reasoning_content: reply.reasoning }),
    ...(calls === undefined ? {} : { tool_calls: calls.map((call, n) => ({ id: `${prefix}-${n + 1}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } })) }),
  };
  return {
    id: `chatcmpl-stub-${index}`,
    object: 'chat.completion',
    created: 1767225600,
    model: 'stub',
    choices: [{ index: 0, message, finish_reason: calls === undefined ? 'stop' : 'tool_calls' }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the stub on 127.0.0.1; `script` decides each reply from the parsed request and its index.
 *
 * @example
 * const stub = await startStubModel((request) => (stepOf(request) === 0 ? { calls: [{ name: 'lookup', args: { id: 'P-1' } }] } : { text: 'done' }));
 * // ... createOpenAICompatible({ name: 'stub', baseURL: stub.baseURL }) ...
 * await stub.close();
 */
export async function startStubModel(script: (request: ChatRequest, index: number) => StubReply | Promise<StubReply>, options: StubModelOptions = {}): Promise<StubModel> {
  const requests: ChatRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method !== 'POST' || !(request.url ?? '').endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `stub: no route ${request.method} ${request.url}` } }));
        return;
      }
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const parsed: ChatRequest = {
        model: String(body['model'] ?? ''),
        messages: (body['messages'] as ChatMessage[] | undefined) ?? [],
        ...(body['tools'] === undefined ? {} : { tools: body['tools'] as NonNullable<ChatRequest['tools']> }),
        body,
      };
      const index = requests.length;
      requests.push(parsed);
      let reply: StubReply;
      try {
        reply = await script(parsed, index);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `stub script failed: ${error instanceof Error ? error.message : String(error)}` } }));
        return;
      }
      if (options.latencyMs !== undefined && options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if ('hang' in reply) return;
      if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? { error: { message: `stub error ${reply.status}`, type: 'server_error' } }));
        return;
      }
      if ('raw' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(reply.raw);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(reply, index, options)));
    })();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    calls: () => requests.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
