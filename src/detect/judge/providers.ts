/**
 * Judge models from `provider:model` specs, through the AI SDK provider packages:
 * `openai:gpt-4o-mini`, `anthropic:claude-3-5-haiku-latest`, `openai-compatible:qwen2.5:7b`
 * (Ollama, vLLM, LM Studio: base URL from the option or `LEAKSCOPE_BASE_URL`).
 * API keys come from the providers' usual environment variables (`OPENAI_API_KEY`,
 * `ANTHROPIC_API_KEY`) or `LEAKSCOPE_API_KEY` for OpenAI-compatible servers.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { LeakscopeError, type SafeResult } from '../../contracts/index.js';
import type { JudgeModel } from './judge.js';

/** Judge providers. */
export const JUDGE_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type JudgeProvider = (typeof JUDGE_PROVIDERS)[number];

/** A parsed `provider:model` spec. */
export interface JudgeSpec {
  readonly provider: JudgeProvider;
  /** Everything after the first colon (model ids may contain colons: `qwen2.5:7b`). */
  readonly model: string;
}

/** Options of {@link createJudgeModel}. */
export interface JudgeModelOptions {
  /** Base URL of an OpenAI-compatible server; default `LEAKSCOPE_BASE_URL`. */
  readonly baseUrl?: string;
  /** Environment to read variables from; default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A fetch implementation (tests). */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * Parses a judge spec; the safe twin of {@link parseJudgeSpecOrThrow}.
 *
 * @example safeParseJudgeSpec('openai-compatible:qwen2.5:7b') // { success: true, value: { provider: 'openai-compatible', model: 'qwen2.5:7b' } }
 */
export function safeParseJudgeSpec(text: string): SafeResult<JudgeSpec> {
  const colon = text.indexOf(':');
  const provider = colon < 0 ? text : text.slice(0, colon);
  const model = colon < 0 ? '' : text.slice(colon + 1).trim();
  if (!(JUDGE_PROVIDERS as readonly string[]).includes(provider)) {
    return {
      success: false,
      error: new LeakscopeError('usage', `unknown judge provider "${provider}" in "${text}": expected one of ${JUDGE_PROVIDERS.join(', ')} (as provider:model)`, { spec: text }),
    };
  }
  if (model === '') return { success: false, error: new LeakscopeError('usage', `judge "${text}" names no model: expected ${provider}:<model>`, { spec: text }) };
  return { success: true, value: { provider: provider as JudgeProvider, model } };
}

/** Parses a judge spec, throwing a `usage` error for a bad one. */
export function parseJudgeSpecOrThrow(text: string): JudgeSpec {
  const parsed = safeParseJudgeSpec(text);
  if (!parsed.success) throw parsed.error;
  return parsed.value;
}

/**
 * The AI SDK model of a judge spec. Nothing is contacted until the first call.
 *
 * @example createJudgeModel({ provider: 'openai-compatible', model: 'llama3' }, { baseUrl: 'http://127.0.0.1:11434/v1' })
 */
export function createJudgeModel(spec: JudgeSpec, options: JudgeModelOptions = {}): JudgeModel {
  const env = options.env ?? process.env;
  const fetch = options.fetch === undefined ? {} : { fetch: options.fetch };
  switch (spec.provider) {
    case 'openai':
      return createOpenAI({ ...fetch }).chat(spec.model);
    case 'anthropic':
      return createAnthropic({ ...fetch })(spec.model);
    case 'openai-compatible': {
      const baseURL = options.baseUrl ?? env.LEAKSCOPE_BASE_URL;
      if (baseURL === undefined || baseURL === '') {
        throw new LeakscopeError('usage', `judge "${spec.provider}:${spec.model}" needs a base URL: pass --base-url or set LEAKSCOPE_BASE_URL`, { spec: `${spec.provider}:${spec.model}` });
      }
      const apiKey = env.LEAKSCOPE_API_KEY;
      return createOpenAICompatible({ name: 'openai-compatible', baseURL, ...(apiKey === undefined ? {} : { apiKey }), ...fetch }).chatModel(spec.model);
    }
  }
}
