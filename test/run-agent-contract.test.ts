import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelMiddleware } from 'ai';
import { createLlmAgent, createMemoryCache, referenceAgent } from '../src/run/index.js';
import { runAgentRuntimeContract } from '../src/run/agents/contract-suite.js';
import { attackOn, baseScenario, withAttack } from './fixtures/run/scenarios.js';

type CallOptions = Parameters<NonNullable<LanguageModelMiddleware['wrapGenerate']>>[0]['params'];
type CallResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware['wrapGenerate']>>>;

const scenarios = [baseScenario('single'), baseScenario('coordinator-worker'), baseScenario('multi-worker'), withAttack(baseScenario('multi-worker'), attackOn('tool-output'))];

const usage = { inputTokens: { total: 50, noCache: 50, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };

/** A scripted model at the provider-spec level: look up, log and delegate; write; answer. */
function scriptedModel(options: CallOptions): CallResult {
  const system = options.prompt.find((message) => message.role === 'system');
  const agent = /You are the "([^"]+)" agent/.exec(system?.role === 'system' ? system.content : '')?.[1] ?? 'unknown';
  const step = options.prompt.filter((message) => message.role === 'assistant').length;
  const names = (options.tools ?? []).map((tool) => tool.name);
  const call = (name: string, input: Record<string, unknown>, index: number) => ({ type: 'tool-call' as const, toolCallId: `${agent}-${step}-${index}`, toolName: name, input: JSON.stringify(input) });
  const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
  for (const name of step === 0 ? names : []) {
    if (name.endsWith('lookup') || name.endsWith('lookup_insurance')) calls.push({ name, input: { patient_id: 'PT-104233' } });
    if (name.startsWith('delegate_to_')) calls.push({ name, input: { message: 'Check allergies of PT-104233.' } });
    if (name === 'log') calls.push({ name, input: { message: `${agent} working` } });
  }
  if (step === 1 && names.includes('chart__write_summary')) calls.push({ name: 'chart__write_summary', input: { patient_id: 'PT-104233', summary: 'Penicillin allergy' } });
  if (calls.length > 0) {
    return {
      content: [{ type: 'reasoning', text: `${agent} step ${step}` }, ...calls.map((item, index) => call(item.name, item.input, index))],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
      usage,
      warnings: [],
    };
  }
  return { content: [{ type: 'text', text: `${agent}: Penicillin allergy confirmed.` }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
}

runAgentRuntimeContract('reference:naive', () => referenceAgent('naive'), { scenarios });
runAgentRuntimeContract('reference:minimal', () => referenceAgent('minimal'), { scenarios });
runAgentRuntimeContract(
  'llm (MockLanguageModelV3)',
  () =>
    createLlmAgent({
      model: new MockLanguageModelV3({ provider: 'mock', modelId: 'scripted', doGenerate: (options) => Promise.resolve(scriptedModel(options)) }),
      modelId: 'mock:scripted',
      cache: createMemoryCache(),
    }),
  { scenarios },
);
