/**
 * An LLM agent for the mosaic benchmark, through the AI SDK. Simulated mode replays the
 * scripted transcript as real assistant tool calls and tool results (the search tool is
 * declared but the model may not call it: `toolChoice: 'none'`); live mode gives the model
 * `list_files` and `read_file` over the run's workspace and lets it loop.
 */
import { generateText, stepCountIs, tool, type ModelMessage } from 'ai';
import { z } from 'zod';
import { LeakscopeError } from '../../contracts/index.js';
import type { ModelV3 } from '../../run/index.js';
import type { AgentEnvironment, AgentUsage, MosaicAgent, TranscriptStep } from './types.js';

/** Options of {@link createLlmMosaicAgent}. */
export interface LlmMosaicAgentOptions {
  readonly model: ModelV3;
  /** `provider:model`, recorded with every answer. */
  readonly modelId: string;
  /** Live mode: model steps before giving up without a final answer. Default 8. */
  readonly maxSteps?: number;
  /** Default 1 (the paper sampled; use 0 for repeatability). */
  readonly temperature?: number;
  readonly maxOutputTokens?: number;
  /** AI SDK retries per call. Default 2. */
  readonly maxRetries?: number;
}

// Declared so the replayed calls are well-formed; `toolChoice: 'none'` keeps the model from calling it.
const searchTool = tool({
  description: 'Search the document store and return the most relevant document.',
  inputSchema: z.object({ query: z.string() }),
  execute: async () => 'error: search is not available in this step',
});

/** The simulated transcript as model messages: the query, then reflection + search call + result per step. */
export function transcriptMessages(query: string, transcript: readonly TranscriptStep[]): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'user', content: query }];
  for (const step of transcript) {
    messages.push({
      role: 'assistant',
      content: [
        { type: 'text', text: step.reflection },
        { type: 'tool-call', toolCallId: step.callId, toolName: 'search_documents', input: { query: step.search } },
      ],
    });
    messages.push({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: step.callId, toolName: 'search_documents', output: { type: 'text', value: step.result } }],
    });
  }
  return messages;
}

function usageOf(usage: { inputTokens?: number | undefined; outputTokens?: number | undefined }): AgentUsage {
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/**
 * Creates an `llm:<provider:model>` agent.
 *
 * @example
 * const agent = createLlmMosaicAgent({ model: resolveLanguageModel({ spec: 'openai:gpt-4o-mini' }), modelId: 'openai:gpt-4o-mini' });
 */
export function createLlmMosaicAgent(options: LlmMosaicAgentOptions): MosaicAgent {
  const settings = {
    model: options.model,
    maxRetries: options.maxRetries ?? 2,
    temperature: options.temperature ?? 1,
    ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }),
  };
  const maxSteps = options.maxSteps ?? 8;
  return {
    id: `llm:${options.modelId}`,
    kind: 'llm',
    model: options.modelId,
    description: `LLM ${options.modelId} through the AI SDK (temperature ${settings.temperature})`,
    async answer(environment: AgentEnvironment, signal?: AbortSignal) {
      const abort = signal === undefined ? {} : { abortSignal: signal };
      if (environment.mode === 'simulated') {
        const result = await generateText({
          ...settings,
          ...abort,
          system: environment.system,
          messages: transcriptMessages(environment.query, environment.transcript),
          tools: { search_documents: searchTool },
          toolChoice: 'none',
        });
        return { text: result.text, usage: usageOf(result.totalUsage) };
      }
      const { tools } = environment;
      const result = await generateText({
        ...settings,
        ...abort,
        system: environment.system,
        prompt: environment.query,
        tools: {
          list_files: tool({
            description: 'List every file in the workspace (paths relative to the workspace root).',
            inputSchema: z.object({}),
            execute: async () => (await tools.listFiles()).join('\n'),
          }),
          read_file: tool({
            description: 'Read one file of the workspace by its relative path.',
            inputSchema: z.object({ path: z.string().describe('relative path, e.g. docs/report.md') }),
            execute: async ({ path }) => tools.readFile(path),
          }),
        },
        stopWhen: stepCountIs(maxSteps),
      });
      if (result.finishReason === 'tool-calls' || result.text.trim() === '') {
        throw new LeakscopeError('model-call-failed', `${options.modelId} gave no final answer within ${maxSteps} steps (finish reason ${result.finishReason})`);
      }
      return { text: result.text, usage: usageOf(result.totalUsage) };
    },
  };
}
