/**
 * The one provider resolver of leakscope: `provider:model` specs through the AI SDK provider
 * packages — `openai:<m>` (OPENAI_API_KEY), `anthropic:<m>` (ANTHROPIC_API_KEY),
 * `openai-compatible:<m>` with a base URL (Ollama, vLLM, LM Studio, a test stub; key optional,
 * LEAKSCOPE_API_KEY). Keys are checked when the model is resolved, before any call, so a missing
 * key is one clear error, not a thousand failed traces. Model ids may contain colons
 * (`openai-compatible:qwen2.5:7b`).
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { LeakscopeError, type LeakscopeErrorCode, type SafeResult } from '../contracts/index.js';
import type { ModelV3 } from './types.js';

/** Supported provider prefixes. */
export const PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type ModelProvider = (typeof PROVIDERS)[number];

/** A parsed `provider:model` spec. */
export interface ModelSpec {
  readonly provider: ModelProvider;
  /** Everything after the first colon. */
  readonly model: string;
}

/** Where and how to reach a model. */
export interface ModelSelection {
  /** `provider:model`, e.g. `openai:gpt-4o-mini`. */
  readonly spec: string;
  /** Base URL for `openai-compatible` (e.g. `http://127.0.0.1:11434/v1`); env LEAKSCOPE_BASE_URL otherwise. */
  readonly baseURL?: string;
  /** Overrides the key taken from the environment. */
  readonly apiKey?: string;
  /** Environment to read variables from; default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The HTTP client of the provider (tests; the model layer's own fetch is not needed here). */
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * Parses a `provider:model` spec; the safe twin of {@link parseModelSpec}. `code` is the error
 * code of a bad spec (`usage` where it came from a command-line flag); `what` names it in errors.
 *
 * @example safeParseModelSpec('openai-compatible:qwen2.5:7b') // { success: true, value: { provider: 'openai-compatible', model: 'qwen2.5:7b' } }
 */
export function safeParseModelSpec(text: string, code: LeakscopeErrorCode = 'invalid-config', what: 'model' | 'judge' = 'model'): SafeResult<ModelSpec> {
  const colon = text.indexOf(':');
  const provider = colon < 0 ? text : text.slice(0, colon);
  const model = colon < 0 ? '' : text.slice(colon + 1).trim();
  // A judge spec names itself `spec` in the error details (a flag value), a model spec `model`.
  const details = what === 'judge' ? { spec: text } : { model: text };
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    return { success: false, error: new LeakscopeError(code, `unknown ${what} provider "${provider}" in "${text}": expected one of ${PROVIDERS.join(', ')} (as provider:model)`, details) };
  }
  if (model === '') return { success: false, error: new LeakscopeError(code, `${what} "${text}" names no model: expected ${provider}:<model>`, details) };
  return { success: true, value: { provider: provider as ModelProvider, model } };
}

/**
 * Parses a `provider:model` spec.
 *
 * @example parseModelSpec('anthropic:claude-3-5-haiku-latest').provider // 'anthropic'
 * @throws LeakscopeError (`invalid-config` unless `code` says otherwise) for an unknown provider or no model.
 */
export function parseModelSpec(text: string, code: LeakscopeErrorCode = 'invalid-config'): ModelSpec {
  const parsed = safeParseModelSpec(text, code);
  if (!parsed.success) throw parsed.error;
  return parsed.value;
}

function requireKey(value: string | undefined, variable: string, spec: string): string {
  if (value === undefined || value === '') throw new LeakscopeError('invalid-config', `${variable} is not set (needed for model ${spec})`, { variable });
  return value;
}

/**
 * Resolves a model selection to a provider model. Nothing is contacted until the first call.
 *
 * @example resolveLanguageModel({ spec: 'openai-compatible:llama3.1', baseURL: 'http://127.0.0.1:11434/v1' })
 * @throws LeakscopeError `invalid-config` for an unknown provider, a missing key or base URL.
 */
export function resolveLanguageModel(selection: ModelSelection): ModelV3 {
  const env = selection.env ?? process.env;
  const { provider, model } = parseModelSpec(selection.spec);
  const fetch = selection.fetch === undefined ? {} : { fetch: selection.fetch };
  switch (provider) {
    case 'openai':
      return createOpenAI({ apiKey: selection.apiKey ?? requireKey(env['OPENAI_API_KEY'], 'OPENAI_API_KEY', selection.spec), ...fetch })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: selection.apiKey ?? requireKey(env['ANTHROPIC_API_KEY'], 'ANTHROPIC_API_KEY', selection.spec), ...fetch })(model);
    case 'openai-compatible': {
      const baseURL = selection.baseURL ?? env['LEAKSCOPE_BASE_URL'];
      if (baseURL === undefined || baseURL === '') {
        throw new LeakscopeError('invalid-config', `model ${selection.spec} needs a base URL (--base-url or LEAKSCOPE_BASE_URL)`, { model: selection.spec });
      }
      const apiKey = selection.apiKey ?? env['LEAKSCOPE_API_KEY'];
      return createOpenAICompatible({ name: 'openai-compatible', baseURL, ...(apiKey === undefined ? {} : { apiKey }), ...fetch }).chatModel(model);
    }
  }
}

/**
 * Where a chat-completions client (a framework's own HTTP client: the OpenAI Agents SDK, the
 * LangChain chat model, the AI SDK framework agent) sends its requests, and with which key: an
 * OpenAI-compatible server at `baseURL` (option, else `LEAKSCOPE_BASE_URL`) with `LEAKSCOPE_API_KEY`
 * (or none), otherwise OpenAI's API with `OPENAI_API_KEY` — the same variables {@link resolveLanguageModel} reads.
 *
 * @example chatEndpoint({ baseURL: 'http://127.0.0.1:11434/v1' }) // { baseURL: 'http://127.0.0.1:11434/v1', apiKey: 'not-needed' }
 */
export function chatEndpoint(options: { readonly baseURL?: string | undefined; readonly apiKey?: string | undefined; readonly env?: Readonly<Record<string, string | undefined>> }): {
  baseURL: string;
  apiKey: string;
} {
  const env = options.env ?? process.env;
  const baseURL = options.baseURL ?? (env['LEAKSCOPE_BASE_URL'] === '' ? undefined : env['LEAKSCOPE_BASE_URL']);
  if (baseURL !== undefined) return { baseURL, apiKey: options.apiKey ?? env['LEAKSCOPE_API_KEY'] ?? 'not-needed' };
  return { baseURL: 'https://api.openai.com/v1', apiKey: options.apiKey ?? env['OPENAI_API_KEY'] ?? '' };
}
