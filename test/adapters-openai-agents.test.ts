import { Agent, handoff, OpenAIProvider, Runner, setTraceProcessors, setTracingDisabled, tool } from '@openai/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGuard } from '../src/guard/index.js';
import { captureAgentsRun, createAdapterRecorder, createAgentsTracing, type AdapterGuard, type AgentsCapture } from '../src/integrations/openai-agents/index.js';
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
const tracing = createAgentsTracing();

/** The conversation, scripted per agent: the coordinator hands off to the clerk, who hands back. */
function script(request: ChatRequest): StubReply {
  const step = ownSteps(request);
  if (systemText(request).includes(`"${COORDINATOR}"`)) {
    return step === 0 ? { reasoning: REASONING, calls: [{ name: 'transfer_to_records_clerk', args: { message: DELEGATION } }], idPrefix: 'c0' } : { text: ANSWER };
  }
  if (step === 0) return { calls: [{ name: 'lookup_patient', args: LOOKUP_ARGS }], idPrefix: 'k0' };
  if (step === 1) return { calls: [{ name: 'memory_write', args: MEMORY_ARGS }], idPrefix: 'k1' };
  return { text: REPLY, calls: [{ name: 'transfer_to_coordinator', args: {} }], idPrefix: 'k2' };
}

beforeAll(async () => {
  stub = await startStubModel(script, { usage: { prompt_tokens: 10, completion_tokens: 5 } });
  // The SDK disables tracing when NODE_ENV is 'test'; and no trace may go to OpenAI from a test.
  setTracingDisabled(false);
  setTraceProcessors([tracing.processor]);
});
afterAll(async () => {
  setTraceProcessors([]);
  await stub.close();
});

/** Builds the two agents the idiomatic way (handoffs both ways) and runs the conversation. */
async function run(capture: AgentsCapture, config: 'filter' | 'model-input'): Promise<string> {
  const model = await new OpenAIProvider({ apiKey: 'stub', baseURL: stub.baseURL, useResponses: false }).getModel('stub-model');
  const lookup = tool({ name: 'lookup_patient', description: 'look a patient up', parameters: z.object({ name: z.string(), ssn: z.string() }), execute: async () => LOOKUP_OUTPUT });
  const memory = tool({ name: 'memory_write', description: 'save a note', parameters: z.object({ key: z.string(), value: z.string() }), execute: async () => 'saved' });
  const clerk = new Agent({ name: CLERK, instructions: `You are the "${CLERK}" agent.`, model, tools: capture.tools(CLERK, [lookup, memory]) });
  const coordinator = new Agent({
    name: COORDINATOR,
    instructions: `You are the "${COORDINATOR}" agent.`,
    model,
    handoffs: [handoff(clerk, { inputType: z.object({ message: z.string() }), onHandoff: () => undefined })],
  });
  clerk.handoffs = [coordinator];
  const runConfig = config === 'filter' ? capture.runConfig : { traceId: capture.runConfig.traceId, callModelInputFilter: capture.callModelInputFilter };
  const result = await new Runner(runConfig).run(coordinator, REQUEST);
  return String(result.finalOutput);
}

const guardOf = (): AdapterGuard => createGuard({ vault: VAULT, policy: POLICY, purpose: PURPOSE });
const recorderOf = (defense = 'none') => createAdapterRecorder({ framework: 'openai-agents', model: 'stub-model', defense, vault: VAULT, policy: POLICY });

describe('OpenAI Agents SDK adapter', () => {
  it('records the exact channel events of a handoff conversation (trace processor + handoff input filter)', async () => {
    const capture = captureAgentsRun(tracing, recorderOf(), { roles: { memory_write: 'memory-write' } });
    expect(await run(capture, 'filter')).toBe(ANSWER);
    const records = capture.finish();
    const clerkItems = [`lookup_patient ${JSON.stringify(LOOKUP_ARGS)}`, LOOKUP_OUTPUT, `memory_write ${JSON.stringify(MEMORY_ARGS)}`, 'saved', REPLY].join('\n');
    expect(shapes(records)).toEqual([
      ['C6', 'reasoning', COORDINATOR, 'log', REASONING],
      ['C2', 'handoff', COORDINATOR, CLERK, DELEGATION],
      ['C3', 'tool-call', CLERK, 'lookup_patient', JSON.stringify(LOOKUP_ARGS)],
      ['C4', 'tool-result', 'lookup_patient', CLERK, LOOKUP_OUTPUT],
      ['C5', 'memory-write', CLERK, 'memory', MEMORY_ARGS.value],
      ['C2', 'handoff', CLERK, COORDINATOR, clerkItems],
      ['C1', 'final-answer', COORDINATOR, 'user', ANSWER],
    ]);
    expect(records.at(-1)).toMatchObject({ type: 'trace-end', status: 'ok', usage: { inputTokens: 50, outputTokens: 25 } });
  });

  it('with the guard: the handoff filter masks the SSN for the next agent and the tool wrapper blocks the lookup that carries it', async () => {
    const before = stub.requests.length;
    const capture = captureAgentsRun(tracing, recorderOf('guard:allowed-set'), { roles: { memory_write: 'memory-write' }, guard: guardOf() });
    expect(await run(capture, 'filter')).toBe(ANSWER);
    const refusal = 'The call to lookup_patient was blocked by the leakscope guard (ssn not allowed).';
    const maskedArgs = JSON.stringify({ ...LOOKUP_ARGS, ssn: '[ssn]' });
    expect(shapes(capture.finish())).toEqual([
      ['C6', 'reasoning', COORDINATOR, 'log', REASONING],
      ['C2', 'guard-decision', 'guard:allowed-set', CLERK, `guard:allowed-set ABSTRACT in handoff ${COORDINATOR} -> ${CLERK}: ssn`],
      ['C2', 'handoff', COORDINATOR, CLERK, MASKED_DELEGATION],
      ['C3', 'guard-decision', 'guard:allowed-set', 'tool:lookup_patient', `guard:allowed-set BLOCK in tool-call ${CLERK} -> tool:lookup_patient: ssn`],
      ['C5', 'memory-write', CLERK, 'memory', MEMORY_ARGS.value],
      ['C2', 'guard-decision', 'guard:allowed-set', COORDINATOR, `guard:allowed-set ABSTRACT in handoff ${CLERK} -> ${COORDINATOR}: ssn`],
      ['C2', 'handoff', CLERK, COORDINATOR, [`lookup_patient ${maskedArgs}`, refusal, `memory_write ${JSON.stringify(MEMORY_ARGS)}`, 'saved', REPLY].join('\n')],
      ['C1', 'final-answer', COORDINATOR, 'user', ANSWER],
    ]);
    const requests = stub.requests.slice(before).map((request) => JSON.stringify(request.messages));
    // The clerk's first model call gets the masked delegation; the coordinator's last sees no SSN at all.
    expect(requests[1]).toContain('[ssn]');
    expect(requests[1]).not.toContain(SSN);
    expect(requests.at(-1)).not.toContain(SSN);
  });

  it("processor only, with the asynchronous model-input filter: C2 comes from the next agent's model input, and what the clerk's model sees is masked", async () => {
    const before = stub.requests.length;
    const capture = captureAgentsRun(tracing, recorderOf('guard:allowed-set'), { roles: { memory_write: 'memory-write' }, guard: guardOf() });
    expect(await run(capture, 'model-input')).toBe(ANSWER);
    const events = shapes(capture.finish());
    const handoffs = events.filter(([channel, kind]) => channel === 'C2' && kind === 'handoff');
    expect(handoffs.map(([, , from, to]) => [from, to])).toEqual([
      [COORDINATOR, CLERK],
      [CLERK, COORDINATOR],
    ]);
    expect(handoffs[0]?.[4]).toContain(MASKED_DELEGATION);
    const clerkFirst = JSON.stringify(stub.requests[before + 1]?.messages);
    expect(clerkFirst).toContain(MASKED_DELEGATION);
    expect(clerkFirst).not.toContain(SSN);
  });

  it('observes runs started without a capture, one leakscope trace per SDK trace', async () => {
    const delivered: string[][] = [];
    const observing = createAgentsTracing({
      recorderFor: () => ({ recorder: createAdapterRecorder({ framework: 'openai-agents', model: 'stub-model' }), classification: { roles: { memory_write: 'memory-write' } } }),
      onTraceEnd: (records) => void delivered.push(shapes(records).map(([channel, kind]) => `${channel}:${kind}`)),
    });
    setTraceProcessors([observing.processor]);
    try {
      const capture = captureAgentsRun(createAgentsTracing(), recorderOf(), {});
      await run(capture, 'filter');
    } finally {
      setTraceProcessors([tracing.processor]);
    }
    expect(delivered).toEqual([['C6:reasoning', 'C2:handoff', 'C3:tool-call', 'C4:tool-result', 'C5:memory-write', 'C2:handoff', 'C1:final-answer']]);
  });
});
