/**
 * Stub judges for tests: an AI SDK mock model that answers from a function, and a stub
 * OpenAI-compatible HTTP server on 127.0.0.1 (port 0). No test reaches the network.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockLanguageModelV3 } from 'ai/test';

/** What the stub sees of one call. */
export interface StubCall {
  readonly system: string;
  readonly user: string;
}

/** A mock model answering `reply(call)`; every call is recorded. */
export function stubModel(reply: (call: StubCall) => string, modelId = 'stub'): MockLanguageModelV3 & { readonly seen: StubCall[] } {
  const seen: StubCall[] = [];
  const model = new MockLanguageModelV3({
    provider: 'stub',
    modelId,
    doGenerate: async (options) => {
      let system = '';
      let user = '';
      for (const message of options.prompt) {
        if (message.role === 'system') system += message.content;
        if (message.role === 'user') for (const part of message.content) if (part.type === 'text') user += part.text;
      }
      const call = { system, user };
      seen.push(call);
      return {
        content: [{ type: 'text', text: reply(call) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: { inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
        warnings: [],
      };
    },
  });
  return Object.assign(model, { seen });
}

/** The facts a batch prompt asks about (parsed back from the user message). */
export function askedFacts(user: string): { key: string; fact: string }[] {
  const start = user.indexOf('[');
  const end = user.indexOf(']\n');
  return JSON.parse(user.slice(start, end + 1)) as { key: string; fact: string }[];
}

/** The event text between the fence lines of a rendered user message. */
export function fencedEvent(user: string): string {
  const open = /^<<<DATA ([0-9a-z]+)>>>$/m.exec(user);
  if (open === null) throw new Error('no fence');
  const from = user.indexOf(open[0]) + open[0].length + 1;
  const to = user.indexOf(`\n<<<END DATA ${open[1] ?? ''}>>>`);
  return user.slice(from, to);
}

/** A batch reply giving `disclosed` for every asked key. */
export function replyAll(user: string, disclosed: (fact: { key: string; fact: string }, event: string) => 'yes' | 'partial' | 'no'): string {
  const event = fencedEvent(user);
  return JSON.stringify({ facts: askedFacts(user).map((fact) => ({ key: fact.key, disclosed: disclosed(fact, event), evidence: '' })) });
}

/** A stub OpenAI-compatible server: `answer(model, messages)` → reply text, or a status code to fail with. */
export async function startStubServer(answer: (model: string, system: string, user: string) => string | number): Promise<{ url: string; requests: { model: string }[]; close(): Promise<void> }> {
  const requests: { model: string }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: { role: string; content: string | { type: string; text?: string }[] }[] };
      requests.push({ model: body.model });
      const text = (content: string | { type: string; text?: string }[]): string => (typeof content === 'string' ? content : content.map((part) => part.text ?? '').join(''));
      const system = body.messages
        .filter((message) => message.role === 'system')
        .map((message) => text(message.content))
        .join('');
      const user = body.messages
        .filter((message) => message.role === 'user')
        .map((message) => text(message.content))
        .join('');
      const result = answer(body.model, system, user);
      if (typeof result === 'number') {
        response.writeHead(result, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'stub',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: result }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error === undefined ? resolve() : reject(error)))),
  };
}
