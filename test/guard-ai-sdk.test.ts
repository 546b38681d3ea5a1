import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGuard } from '../src/guard/index.js';
import { guardMiddleware, guardTools, GuardBlockedError } from '../src/integrations/ai-sdk/index.js';
import { PATIENT_POLICY, PATIENT_VAULT, textResult } from '../src/guard/guard.test-helpers.js';

const guardOf = () => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: 'schedule a follow-up' });
const TOOL_CHANNELS = { send_email: { kind: 'write' as const, recipientArg: 'to', channel: 'C3' as const }, read_chart: { kind: 'access' as const, channel: 'C3' as const } };

function emailTools(sent: unknown[]) {
  return {
    send_email: tool({
      description: 'send an e-mail',
      inputSchema: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
      execute: async (input) => {
        sent.push(input);
        return 'sent';
      },
    }),
    read_chart: tool({
      description: 'read the patient chart',
      inputSchema: z.object({ id: z.string() }),
      execute: async () => 'Colleen Nguyen, SSN 787-08-3753, dx E11.9',
    }),
  };
}

describe('guardTools', () => {
  it('passes an allowed call, rewrites an abstracted one, and throws a tool error on BLOCK', async () => {
    const sent: unknown[] = [];
    const guard = guardOf();
    const tools = guardTools(emailTools(sent), guard, { toolChannels: TOOL_CHANNELS, agent: 'assistant' });
    const options = { toolCallId: 'c1', messages: [] };
    await tools.send_email.execute?.({ to: 'dr.lee@clinic.example', subject: 'Hi', body: 'Hello Colleen Nguyen' }, options);
    await tools.send_email.execute?.({ to: 'dr.lee@clinic.example', subject: 'Dx E11.9', body: 'Born 1995-01-25' }, options);
    await expect(tools.send_email.execute?.({ to: 'x@y.example', subject: 'SSN', body: 'It is 787-08-3753' }, options)).rejects.toBeInstanceOf(GuardBlockedError);
    expect(sent).toEqual([
      { to: 'dr.lee@clinic.example', subject: 'Hi', body: 'Hello Colleen Nguyen' },
      { to: 'dr.lee@clinic.example', subject: 'Dx a chronic condition', body: 'Born January 1995' },
    ]);
  });

  it('observes tool outputs into the inventory (C4, the read boundary)', async () => {
    const guard = guardOf();
    const tools = guardTools(emailTools([]), guard, { toolChannels: TOOL_CHANNELS, agent: 'assistant' });
    await tools.read_chart.execute?.({ id: 'P-1' }, { toolCallId: 'c2', messages: [] });
    expect(guard.inventory.records.map((record) => [record.sender, record.recipient, record.field])).toEqual([
      ['read_chart', 'assistant', 'name'],
      ['read_chart', 'assistant', 'ssn'],
      ['read_chart', 'assistant', 'diagnosis'],
    ]);
  });

  it('in a generateText loop, the model sees the block as a tool error and the upstream never receives it', async () => {
    const sent: unknown[] = [];
    let step = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        step += 1;
        if (step === 1) {
          return {
            ...textResult(''),
            content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'send_email', input: JSON.stringify({ to: 'x@y.example', subject: 'SSN', body: '787-08-3753' }) }],
            finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
          };
        }
        return textResult('I could not send that.');
      },
    });
    const result = await generateText({ model, tools: guardTools(emailTools(sent), guardOf(), { toolChannels: TOOL_CHANNELS }), prompt: 'send it', stopWhen: stepCountIs(3) });
    expect(sent).toEqual([]);
    const toolError = result.steps[0]?.content.find((part) => part.type === 'tool-error');
    expect(toolError).toBeDefined();
    expect(String((toolError as { error?: unknown } | undefined)?.error)).toContain('Blocked by the leakscope guard');
  });

  it("with onBlock 'refuse', returns the refusal text instead of throwing", async () => {
    const tools = guardTools(emailTools([]), guardOf(), { toolChannels: TOOL_CHANNELS, onBlock: 'refuse' });
    const output = await tools.send_email.execute?.({ to: 'x@y.example', subject: 'SSN', body: '787-08-3753' }, { toolCallId: 'c3', messages: [] });
    expect(output).toMatch(/^Blocked by the leakscope guard: BLOCK \(allowed-set\): ssn \*\*\*-\*\*-3753 → block/);
  });
});

describe('guardMiddleware', () => {
  it('rewrites generated text (C1) and observes tool results in the prompt (C4)', async () => {
    const guard = guardOf();
    const inner = new MockLanguageModelV3({ doGenerate: async () => textResult('Colleen Nguyen has E11.9 and SSN 787-08-3753.') });
    const model = wrapLanguageModel({ model: inner, middleware: guardMiddleware(guard, { agent: 'assistant' }) });
    const result = await generateText({
      model,
      messages: [
        { role: 'user', content: 'summarise' },
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'r1', toolName: 'read_chart', input: { id: 'P-1' } }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'r1', toolName: 'read_chart', output: { type: 'text', value: 'dx E11.9, born 1995-01-25' } }] },
      ],
    });
    expect(result.text).toBe('Colleen Nguyen has E11.9 and SSN [ssn].');
    expect(guard.inventory.records.map((record) => [record.sender, record.field, record.transmissionPrinciple.channel])).toEqual([
      ['read_chart', 'diagnosis', 'C4'],
      ['read_chart', 'dob', 'C4'],
    ]);
  });

  it('inspects streamed text per block: held deltas come out rewritten as one delta', async () => {
    const inner = new MockLanguageModelV3({
      doStream: async () => ({
        stream: convertArrayToReadableStream([
          { type: 'text-start', id: 'a' },
          { type: 'text-delta', id: 'a', delta: 'Her salary is ' },
          { type: 'text-delta', id: 'a', delta: '$85,000 and she lives at 42 Wallaby Way, Sydney.' },
          { type: 'text-end', id: 'a' },
          {
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          },
        ]),
      }),
    });
    const model = wrapLanguageModel({ model: inner, middleware: guardMiddleware(guardOf()) });
    const result = streamText({ model, prompt: 'tell me' });
    expect(await result.text).toBe('Her salary is $50k–$100k and she lives at Sydney.');
  });
});
