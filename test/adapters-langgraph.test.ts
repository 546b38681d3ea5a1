import { InMemoryStore, MemorySaver } from '@langchain/langgraph';
import { tool } from '@langchain/core/tools';
import { createAgent, type AgentMiddleware } from 'langchain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGuard } from '../src/guard/index.js';
import {
  createAdapterRecorder,
  createCallbackHandler,
  createCaptureMiddleware,
  createOpenAICompatibleChatModel,
  createSupervisorKit,
  wrapCheckpointer,
  wrapStore,
  type AdapterGuard,
  type AdapterRecorder,
} from '../src/integrations/langchain/index.js';
import {
  ANSWER,
  CLERK,
  COORDINATOR,
  DELEGATION,
  LOOKUP_ARGS,
  LOOKUP_OUTPUT,
  MASKED_DELEGATION,
  MEMORY_ARGS,
  POLICY,
  PURPOSE,
  REASONING,
  REPLY,
  REQUEST,
  shapes,
  VAULT,
} from './fixtures/adapters/conversation.js';
import { ownSteps, startStubModel, systemText, type ChatRequest, type StubModel, type StubReply } from './support/stub-model.js';

const SSN = '787-08-3753';
let stub: StubModel;

function script(request: ChatRequest): StubReply {
  const step = ownSteps(request);
  if (systemText(request).includes(`"${COORDINATOR}"`)) {
    return step === 0 ? { reasoning: REASONING, calls: [{ name: 'transfer_to_records-clerk', args: { message: DELEGATION } }], idPrefix: 'c0' } : { text: ANSWER };
  }
  if (step === 0) return { calls: [{ name: 'lookup_patient', args: LOOKUP_ARGS }], idPrefix: 'k0' };
  if (step === 1) return { calls: [{ name: 'memory_write', args: MEMORY_ARGS }], idPrefix: 'k1' };
  return { text: REPLY };
}

beforeAll(async () => {
  stub = await startStubModel(script, { usage: { prompt_tokens: 10, completion_tokens: 5 } });
});
afterAll(() => stub.close());

/** The supervisor graph: the coordinator hands off to the clerk with a handoff tool; the clerk returns. */
async function run(recorder: AdapterRecorder, guard: AdapterGuard | undefined, checkpointRecorder?: AdapterRecorder): Promise<string> {
  const withGuard = guard === undefined ? {} : { guard };
  const kit = await createSupervisorKit(recorder, withGuard);
  const handler = createCallbackHandler(recorder, { entry: COORDINATOR, roles: { memory_write: 'internal' } });
  const store = wrapStore(new InMemoryStore(), recorder, { ...withGuard, agentOf: kit.currentAgent });
  const saver = new MemorySaver();
  const checkpointer = checkpointRecorder === undefined ? saver : wrapCheckpointer(saver, checkpointRecorder, { ...withGuard, agentOf: kit.currentAgent, channels: ['messages'] });
  const model = await createOpenAICompatibleChatModel({ baseURL: stub.baseURL, model: 'stub-model' });
  const lookup = tool(async () => LOOKUP_OUTPUT, { name: 'lookup_patient', description: 'look a patient up', schema: z.object({ name: z.string(), ssn: z.string() }) });
  const memory = tool(
    async ({ key, value }: { key: string; value: string }) => {
      await store.put(['memory'], key, { value });
      return 'saved';
    },
    { name: 'memory_write', description: 'save a note', schema: z.object({ key: z.string(), value: z.string() }) },
  );
  const middleware: AgentMiddleware[] = guard === undefined ? [] : [await createCaptureMiddleware(recorder, { agent: CLERK, guard, roles: { memory_write: 'internal' } })];
  const clerk = createAgent({ model, name: CLERK, systemPrompt: `You are the "${CLERK}" agent.`, tools: [lookup, memory], middleware });
  const coordinator = createAgent({ model, name: COORDINATOR, systemPrompt: `You are the "${COORDINATOR}" agent.`, tools: [kit.handoffTool(COORDINATOR, CLERK)] });
  const graph = kit.compile({ [COORDINATOR]: coordinator, [CLERK]: clerk }, COORDINATOR, { checkpointer, store });
  const result = await graph.invoke({ messages: [{ role: 'user', content: REQUEST }] }, { configurable: { thread_id: recorder.traceId }, callbacks: [handler] });
  return String(result.messages.at(-1)?.content ?? '');
}

const guardOf = (): AdapterGuard => createGuard({ vault: VAULT, policy: POLICY, purpose: PURPOSE });
const recorderOf = (defense = 'none') => createAdapterRecorder({ framework: 'langgraph', model: 'stub-model', defense, vault: VAULT, policy: POLICY });

describe('LangChain / LangGraph adapter', () => {
  it('records the exact channel events of a supervisor graph with a handoff tool (callbacks + handoff kit + store wrapper)', async () => {
    const recorder = recorderOf();
    expect(await run(recorder, undefined)).toBe(ANSWER);
    const records = recorder.finish();
    const clerkItems = [`lookup_patient ${JSON.stringify(LOOKUP_ARGS)}`, LOOKUP_OUTPUT, `memory_write ${JSON.stringify(MEMORY_ARGS)}`, 'saved', REPLY].join('\n');
    expect(shapes(records)).toEqual([
      ['C6', 'reasoning', COORDINATOR, 'log', REASONING],
      ['C2', 'handoff', COORDINATOR, CLERK, DELEGATION],
      ['C3', 'tool-call', CLERK, 'lookup_patient', JSON.stringify(LOOKUP_ARGS)],
      ['C4', 'tool-result', 'lookup_patient', CLERK, LOOKUP_OUTPUT],
      ['C5', 'memory-write', CLERK, 'memory', MEMORY_ARGS.value],
      ['C2', 'message', CLERK, COORDINATOR, clerkItems],
      ['C1', 'final-answer', COORDINATOR, 'user', ANSWER],
    ]);
    expect(records.at(-1)).toMatchObject({ type: 'trace-end', status: 'ok', usage: { inputTokens: 50, outputTokens: 25 } });
  });

  it('with the guard: the handoff is masked in the shared state and the middleware blocks the lookup that carries the SSN', async () => {
    const before = stub.requests.length;
    const recorder = recorderOf('guard:allowed-set');
    expect(await run(recorder, guardOf())).toBe(ANSWER);
    const refusal = 'The call to lookup_patient was blocked by the leakscope guard (ssn not allowed).';
    expect(shapes(recorder.finish())).toEqual([
      ['C6', 'reasoning', COORDINATOR, 'log', REASONING],
      ['C2', 'guard-decision', 'guard:allowed-set', CLERK, `guard:allowed-set ABSTRACT in handoff ${COORDINATOR} -> ${CLERK}: ssn`],
      ['C2', 'handoff', COORDINATOR, CLERK, MASKED_DELEGATION],
      ['C3', 'guard-decision', 'guard:allowed-set', 'tool:lookup_patient', `guard:allowed-set BLOCK in tool-call ${CLERK} -> tool:lookup_patient: ssn`],
      ['C5', 'memory-write', CLERK, 'memory', MEMORY_ARGS.value],
      ['C2', 'guard-decision', 'guard:allowed-set', COORDINATOR, `guard:allowed-set ABSTRACT in message ${CLERK} -> ${COORDINATOR}: ssn`],
      ['C2', 'message', CLERK, COORDINATOR, [`lookup_patient ${JSON.stringify({ ...LOOKUP_ARGS, ssn: '[ssn]' })}`, refusal, `memory_write ${JSON.stringify(MEMORY_ARGS)}`, 'saved', REPLY].join('\n')],
      ['C1', 'final-answer', COORDINATOR, 'user', ANSWER],
    ]);
    const requests = stub.requests.slice(before).map((request) => JSON.stringify(request.messages));
    expect(requests[1]).toContain(MASKED_DELEGATION);
    expect(requests[1]).not.toContain(SSN);
    expect(requests.at(-1)).not.toContain(SSN);
  });

  it("the checkpointer wrapper records each task's state writes as C5, naming the agent, with the guard in shadow", async () => {
    const checkpoints = createAdapterRecorder({ framework: 'langgraph', model: 'stub-model' });
    await run(recorderOf(), guardOf(), checkpoints);
    const events = shapes(checkpoints.finish());
    const writes = events.filter(([channel, kind]) => channel === 'C5' && kind === 'memory-write');
    const writers = new Set(writes.map(([, , from]) => from));
    expect(writers.has(COORDINATOR) && writers.has(CLERK)).toBe(true);
    expect(writes.every(([, , , to]) => to === 'state')).toBe(true);
    expect(writes.some(([, , from, , content]) => from === CLERK && content === REPLY)).toBe(true);
    // The clerk's own lookup request (with the SSN) is in the checkpointed state: the guard says it would abstract it.
    expect(events.some(([channel, kind, , , content]) => channel === 'C5' && kind === 'guard-decision' && content.includes('(shadow)') && content.endsWith(': ssn'))).toBe(true);
  });
});
