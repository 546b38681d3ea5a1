/**
 * Judge response cache, keyed by a content hash of everything that decides the answer (model,
 * prompt version and template hash, mode, facts, event text) but not the random fence key.
 * In memory by default; a SQLite file (better-sqlite3) keeps answers across runs, so a re-run
 * makes no calls and gives byte-identical results.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/** Where judge replies are kept. */
export interface JudgeCache {
  get(key: string): string | undefined;
  set(key: string, reply: string): void;
  close?(): void;
}

/** The cache key of one judge call. */
export function judgeCacheKey(parts: {
  readonly model: string;
  readonly promptVersion: string;
  readonly promptHash: string;
  readonly mode: string;
  readonly facts: readonly { key: string; statement: string }[];
  readonly event: string;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.model, parts.promptVersion, parts.promptHash, parts.mode, parts.facts.map((fact) => [fact.key, fact.statement]), parts.event]))
    .digest('hex');
}

/** A cache in a Map, for one process. */
export function createMemoryJudgeCache(): JudgeCache {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key),
    set: (key, reply) => {
      entries.set(key, reply);
    },
  };
}

/**
 * A cache in a SQLite file (created if missing). Replies may quote event text, so keep the
 * file where the traces are kept.
 *
 * @example const cache = createSqliteJudgeCache('.leakscope/judge-cache.sqlite');
 */
export function createSqliteJudgeCache(path: string): JudgeCache {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS judge_cache (key TEXT PRIMARY KEY, reply TEXT NOT NULL)');
  const select = db.prepare<[string], { reply: string }>('SELECT reply FROM judge_cache WHERE key = ?');
  const insert = db.prepare<[string, string]>('INSERT OR REPLACE INTO judge_cache (key, reply) VALUES (?, ?)');
  return {
    get: (key) => select.get(key)?.reply,
    set: (key, reply) => {
      insert.run(key, reply);
    },
    close: () => db.close(),
  };
}
