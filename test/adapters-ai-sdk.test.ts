import { generateText, jsonSchema, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createGuard } from '../src/guard/index.js';
import { captureMiddleware, createAdapterRecorder, type AdapterGuard, type AdapterRecorder } from '../src/integrations/ai-sdk/index.js';
import { runAiSdkConversation, scripted, text, toolCalls, USAGE } from './fixtures/adapters/ai-sdk-conversation.js';
import { ANSWER, CLERK, COORDINATOR, expectedGuarded, expectedUnguarded, POLICY, PURPOSE, REQUEST, shapes, VAULT } from './fixtures/adapters/conversation.js';

const guardOf = (): AdapterGuard => createGuard({ vault: VAULT, policy: POLICY, purpose: PURPOSE });

async function runConversation(recorder: AdapterRecorder, guard: AdapterGuard | undefined): Promise<string> {
  return runAiSdkConversation({ recorder, ...(guard === undefined ? {} : { guard }) });
}

describe('AI SDK adapter', () => {
  it('records the exact channel events of a coordinator with a sub-agent tool', async () => {
    const recorder = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock:scripted', vault: VAULT, policy: POLICY });
    expect(await runConversation(recorder, undefined)).toBe(ANSWER);
    const records = recorder.finish();
    expect(shapes(records)).toEqual(expectedUnguarded({ lookup: 'lookup_patient', memory: 'memory_write' }));
    expect(records[0]).toMatchObject({ type: 'trace-start', run: { agent: 'ai-sdk:mock:scripted', model: 'mock:scripted', topology: 'multi-agent', defense: 'none' } });
    expect(records.at(-1)).toMatchObject({ type: 'trace-end', status: 'ok', usage: { inputTokens: 50, outputTokens: 25 } });
    const events = records.filter((record) => record.type === 'event');
    expect(events.map((event) => event.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(events.find((event) => event.channel === 'C3')).toMatchObject({ tool: 'lookup_patient', callId: 'w1' });
  });

  it('with the guard, masks the SSN in the delegation and blocks the lookup that carries it', async () => {
    const guard = guardOf();
    const recorder = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock:scripted', defense: 'guard:allowed-set', vault: VAULT, policy: POLICY });
    expect(await runConversation(recorder, guard)).toBe(ANSWER);
    const records = recorder.finish();
    expect(shapes(records)).toEqual(expectedGuarded({ lookup: 'lookup_patient', memory: 'memory_write' }));
    expect(JSON.stringify(records.filter((record) => record.type === 'event'))).not.toContain('787-08-3753');
  });

  it('records a streamed answer part by part as one final answer, and the guard rewrites it before it streams out', async () => {
    const stream = () =>
      new MockLanguageModelV3({
        doStream: async () => ({
          stream: convertArrayToReadableStream([
            { type: 'reasoning-start', id: 'r' },
            { type: 'reasoning-delta', id: 'r', delta: 'checking the chart' },
            { type: 'reasoning-end', id: 'r' },
            { type: 'text-start', id: 'a' },
            { type: 'text-delta', id: 'a', delta: 'Colleen Nguyen, SSN ' },
            { type: 'text-delta', id: 'a', delta: '787-08-3753.' },
            { type: 'text-end', id: 'a' },
            { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
          ]),
        }),
      });
    const plain = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock:stream' });
    const unguarded = streamText({ model: wrapLanguageModel({ model: stream(), middleware: captureMiddleware(plain, { agent: COORDINATOR }) }), prompt: REQUEST });
    expect(await unguarded.text).toBe('Colleen Nguyen, SSN 787-08-3753.');
    expect(shapes(plain.finish())).toEqual([
      ['C6', 'reasoning', COORDINATOR, 'log', 'checking the chart'],
      ['C1', 'final-answer', COORDINATOR, 'user', 'Colleen Nguyen, SSN 787-08-3753.'],
    ]);

    const guarded = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock:stream' });
    const result = streamText({ model: wrapLanguageModel({ model: stream(), middleware: captureMiddleware(guarded, { agent: COORDINATOR, guard: guardOf() }) }), prompt: REQUEST });
    const streamed = await result.text;
    expect(streamed).not.toContain('787-08-3753');
    const events = shapes(guarded.finish());
    expect(events.map(([channel, kind]) => `${channel}:${kind}`)).toEqual(['C1:guard-decision', 'C6:reasoning', 'C1:final-answer']);
    expect(events[2]?.[4]).toBe(streamed);
  });

  it('without captured tools, the middleware records tool calls (C3) and results from the prompt (C4) once each', async () => {
    const recorder = createAdapterRecorder({ framework: 'ai-sdk', model: 'mock:scripted' });
    const model = wrapLanguageModel({
      model: scripted([
        toolCalls([{ id: 'c1', name: 'lookup_patient', input: { name: 'Colleen Nguyen' } }]),
        toolCalls([{ id: 'c2', name: 'lookup_patient', input: { name: 'C. Nguyen' } }]),
        text('done'),
      ]),
      middleware: captureMiddleware(recorder, { agent: CLERK }),
    });
    const lookup = tool({
      description: 'look up',
      inputSchema: jsonSchema<{ name: string }>({ type: 'object', properties: { name: { type: 'string' } } }),
      execute: async ({ name }) => `found ${name}`,
    });
    await generateText({ model, tools: { lookup_patient: lookup }, prompt: 'go', stopWhen: stepCountIs(5) });
    expect(shapes(recorder.finish())).toEqual([
      ['C3', 'tool-call', CLERK, 'lookup_patient', '{"name":"Colleen Nguyen"}'],
      ['C4', 'tool-result', 'lookup_patient', CLERK, 'found Colleen Nguyen'],
      ['C3', 'tool-call', CLERK, 'lookup_patient', '{"name":"C. Nguyen"}'],
      ['C4', 'tool-result', 'lookup_patient', CLERK, 'found C. Nguyen'],
      ['C1', 'final-answer', CLERK, 'user', 'done'],
    ]);
  });
});
