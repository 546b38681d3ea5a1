/**
 * Model selection by `provider:model`: `openai:<m>` (OPENAI_API_KEY), `anthropic:<m>`
 * (ANTHROPIC_API_KEY), `openai-compatible:<m>` with a base URL (Ollama, vLLM, LM Studio, a
 * test stub; key optional). Keys are checked before any run starts so a missing key is one
 * clear error, not a thousand failed traces.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { LeakscopeError } from '../../../contracts/index.js';
import type { ModelV3 } from './model-types.js';

/** Where and how to reach a model. */
export interface ModelSelection {
  /** `provider:model`, e.g. `openai:gpt-4o-mini`. */
  readonly spec: string;
  /** Base URL for `openai-compatible` (e.g. `http://127.0.0.1:11434/v1`); env LEAKSCOPE_BASE_URL otherwise. */
  readonly baseURL?: string;
  /** Overrides the key taken from the environment. */
  readonly apiKey?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Supported provider prefixes. */
export const PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;

function requireKey(value: string | undefined, variable: string, spec: string): string {
  if (value === undefined || value === '') throw new LeakscopeError('invalid-config', `${variable} is not set (needed for model ${spec})`, { variable });
  return value;
}

/**
 * Resolves a model selection to a provider model.
 *
 * @example resolveLanguageModel({ spec: 'openai-compatible:llama3.1', baseURL: 'http://127.0.0.1:11434/v1' })
 * @throws LeakscopeError `invalid-config` for an unknown provider, a missing key or base URL.
 */
export function resolveLanguageModel(selection: ModelSelection): ModelV3 {
  const env = selection.env ?? process.env;
  const separator = selection.spec.indexOf(':');
  const provider = separator < 0 ? '' : selection.spec.slice(0, separator);
  const modelId = separator < 0 ? '' : selection.spec.slice(separator + 1);
  if (modelId === '') {
    throw new LeakscopeError('invalid-config', `model "${selection.spec}" is not of the form provider:model (providers: ${PROVIDERS.join(', ')})`, { model: selection.spec });
  }
  switch (provider) {
    case 'openai':
      return createOpenAI({ apiKey: selection.apiKey ?? requireKey(env['OPENAI_API_KEY'], 'OPENAI_API_KEY', selection.spec) })(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: selection.apiKey ?? requireKey(env['ANTHROPIC_API_KEY'], 'ANTHROPIC_API_KEY', selection.spec) })(modelId);
    case 'openai-compatible': {
      const baseURL = selection.baseURL ?? env['LEAKSCOPE_BASE_URL'];
      if (baseURL === undefined || baseURL === '') {
        throw new LeakscopeError('invalid-config', `model ${selection.spec} needs a base URL (--base-url or LEAKSCOPE_BASE_URL)`, { model: selection.spec });
      }
      const apiKey = selection.apiKey ?? env['LEAKSCOPE_API_KEY'];
      return createOpenAICompatible({ name: 'openai-compatible', baseURL, ...(apiKey === undefined ? {} : { apiKey }) }).chatModel(modelId);
    }
    default:
      throw new LeakscopeError('invalid-config', `unknown model provider "${provider}" in "${selection.spec}" (providers: ${PROVIDERS.join(', ')})`, { model: selection.spec });
  }
}
