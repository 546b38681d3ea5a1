/**
 * The response cache: model responses stored by the SHA-256 of the request content, so a re-run
 * (or a resumed run) replays exactly the same responses without calling the provider. SQLite
 * in the run directory; WAL journaling keeps it consistent if the process is killed.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ModelCallOptions } from './types.js';

/** A key-value store of serialised responses. */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  close(): void;
}

/** An in-memory cache (tests, one-off runs). */
export function createMemoryCache(): ResponseCache {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    close: () => undefined,
  };
}

/**
 * Opens (or creates) the SQLite cache at `path`.
 *
 * @example
 * const cache = openSqliteCache('leakscope-out/r1/cache.sqlite');
 * cache.set(key, JSON.stringify(response));
 * cache.close();
 */
export function openSqliteCache(path: string): ResponseCache {
  // Loaded here, not at the top: importing the model layer (and the root `leakscope`) must not load the native module.
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const select = db.prepare<[string], { value: string }>('SELECT value FROM responses WHERE key = ?');
  const upsert = db.prepare<[string, string]>('INSERT OR REPLACE INTO responses (key, value) VALUES (?, ?)');
  let open = true;
  return {
    get: (key) => select.get(key)?.value,
    set: (key, value) => void upsert.run(key, value),
    close() {
      if (!open) return;
      open = false;
      db.close();
    },
  };
}

/**
 * The cache key of a model call: SHA-256 of the model id and everything in the request that can
 * change the response (and the sample number of a repeated request). Tool-call ids are
 * renumbered in order of appearance, because providers that send none get random ones from
 * the SDK and the key must not depend on them.
 *
 * @example cacheKey('openai:gpt-4o-mini', params) // 64 hex digits, the same on every run
 */
export function cacheKey(modelId: string, params: ModelCallOptions, sample?: string | number): string {
  const ids = new Map<string, string>();
  const request = {
    model: modelId,
    // Absent for a single sample, so the keys of existing caches stay valid.
    ...(sample === undefined ? {} : { sample }),
    prompt: params.prompt,
    tools: params.tools,
    toolChoice: params.toolChoice,
    maxOutputTokens: params.maxOutputTokens,
    temperature: params.temperature,
    topP: params.topP,
    topK: params.topK,
    presencePenalty: params.presencePenalty,
    frequencyPenalty: params.frequencyPenalty,
    stopSequences: params.stopSequences,
    responseFormat: params.responseFormat,
    seed: params.seed,
    providerOptions: params.providerOptions,
  };
  const text = JSON.stringify(request, (key, value: unknown) => {
    if (key !== 'toolCallId' || typeof value !== 'string') return value;
    let id = ids.get(value);
    if (id === undefined) {
      id = `tool-call-${ids.size + 1}`;
      ids.set(value, id);
    }
    return id;
  });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
