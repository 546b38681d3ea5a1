/**
 * The embedded store: one SQLite database per task (in memory by default), so that no task's
 * state can reach the next one. Each service creates its own tables in it.
 */
import Database from 'better-sqlite3';

/** The database handle the services share within one task. */
export type ArenaDatabase = Database.Database;

/**
 * Opens a fresh database: `:memory:` by default, or a file path (which must not hold another
 * task's state; the caller deletes it after `close`).
 *
 * @example const db = openArenaDatabase(); // ... db.close();
 */
export function openArenaDatabase(path = ':memory:'): ArenaDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = MEMORY');
  db.pragma('foreign_keys = ON');
  return db;
}

/** Parses a JSON list column. */
export function listColumn(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** Parses a JSON object-of-strings column. */
export function recordColumn(value: unknown): Record<string, string> {
  if (typeof value !== 'string') return {};
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A text column, '' when null. */
export function textColumn(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** Rows as plain records (better-sqlite3 returns `unknown`). */
export function rows(statement: Database.Statement, ...params: unknown[]): Record<string, unknown>[] {
  return statement.all(...params) as Record<string, unknown>[];
}

/** One row, or undefined. */
export function row(statement: Database.Statement, ...params: unknown[]): Record<string, unknown> | undefined {
  return statement.get(...params) as Record<string, unknown> | undefined;
}
