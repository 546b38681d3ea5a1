/**
 * Stub judges for tests: an AI SDK mock model that answers from a function, and helpers that
 * read the judge's prompts back. (HTTP tests use the one stub server, `test/support/stub-model.ts`.)
 */
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
