/**
 * The one way leakscope gives the OpenAI Agents SDK a model: its Chat Completions model on an
 * `openai` client that sends every request through the model layer's `fetch` (response cache,
 * retries, accounting) and does not retry on its own. Used by the scenario agent (`bench`) and the
 * task agent (`arena run`, `mosaic run`).
 */
import type { Model } from '@openai/agents';

type Sdk = typeof import('@openai/agents');

/**
 * The SDK model `modelName` at `baseURL`. Without a `fetch`, the SDK's own client (and its
 * retries) is used, as for a user's own run.
 *
 * @example const model = await openAIAgentsModel(sdk, { baseURL, apiKey, model: 'llama3.1', fetch: layer.fetch });
 */
export async function openAIAgentsModel(
  sdk: Sdk,
  options: { readonly baseURL: string; readonly apiKey: string; readonly model: string; readonly fetch: typeof globalThis.fetch | undefined },
): Promise<Model> {
  const { baseURL, apiKey, fetch } = options;
  const provider =
    fetch === undefined
      ? new sdk.OpenAIProvider({ apiKey, baseURL, useResponses: false })
      : new sdk.OpenAIProvider({ openAIClient: new (await import('openai')).default({ apiKey, baseURL, fetch, maxRetries: 0 }), useResponses: false });
  return provider.getModel(options.model);
}
