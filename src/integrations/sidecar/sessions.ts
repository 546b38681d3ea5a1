/**
 * The sidecar's sessions: one guard (its own vault, policy and inventory) per session id, so
 * several clients share one process without sharing what they read. Idle sessions expire,
 * measured with an injected clock and swept lazily on each call — no timer keeps the process
 * alive. The map is kept in last-use order, so a sweep stops at the first session still alive.
 * The store holds whatever stands for a guard (a `Guard`, or a handle on one in a worker) and
 * says when it lets one go, so a worker can drop it too.
 */
import type { Guard } from '../../guard/engine.js';

/** The request header that names a session. */
export const SESSION_HEADER = 'x-leakscope-session';

/** What a session id may be: 1–128 characters of `A-Z a-z 0-9 . _ : -`. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * True when `value` is a valid session id.
 *
 * @example isSessionId('tenant-7:run.42') // true
 */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** Most sessions open at once. */
  readonly maxSessions: number;
  /** A session unused for this many milliseconds is gone. */
  readonly idleMs: number;
  /** Milliseconds. */
  readonly now: () => number;
}

/** Options of {@link createSessionStore} for guards that must be let go of explicitly. */
export interface SessionStoreHooks<G> {
  /** Called with a session's guard once the store no longer holds it: deleted, replaced by another, or expired. */
  readonly onRemove?: (guard: G) => void;
}

/** The answer of {@link SessionStore.put}. */
export type PutResult = { readonly ok: true; readonly replaced: boolean } | { readonly ok: false; readonly retryAfterMs: number };

/** Guards by session id. Every call sweeps the expired sessions first; `get` and `put` count as use. */
export interface SessionStore<G = Guard> {
  /** Sessions open now. */
  size(): number;
  /** The session's guard (and marks it used), or undefined when there is none or it expired. */
  get(id: string): G | undefined;
  /** Opens or replaces a session (a replaced one starts over with its new guard); refused when full. */
  put(id: string, guard: G): PutResult;
  /** Ends a session; false when there was none. */
  delete(id: string): boolean;
}

interface Entry<G> {
  readonly guard: G;
  readonly lastUsed: number;
}

/**
 * Creates an empty session store.
 *
 * @example
 * const sessions = createSessionStore({ maxSessions: 1000, idleMs: 15 * 60_000, now: () => performance.now() });
 * const put = sessions.put('tenant-a', createGuard(options));
 * if (!put.ok) respond503(put.retryAfterMs);
 */
export function createSessionStore<G = Guard>(options: SessionStoreOptions & SessionStoreHooks<G>): SessionStore<G> {
  const entries = new Map<string, Entry<G>>();
  const removed = (entry: Entry<G> | undefined, keep?: G): void => {
    if (entry !== undefined && entry.guard !== keep) options.onRemove?.(entry.guard);
  };
  const sweep = (): number => {
    const now = options.now();
    for (const [id, entry] of entries) {
      if (now - entry.lastUsed < options.idleMs) break;
      entries.delete(id);
      removed(entry);
    }
    return now;
  };
  const touch = (id: string, guard: G, now: number): void => {
    entries.delete(id);
    entries.set(id, { guard, lastUsed: now });
  };
  return {
    size() {
      sweep();
      return entries.size;
    },
    get(id) {
      const now = sweep();
      const entry = entries.get(id);
      if (entry === undefined) return undefined;
      touch(id, entry.guard, now);
      return entry.guard;
    },
    put(id, guard) {
      const now = sweep();
      const replaced = entries.has(id);
      if (!replaced && entries.size >= options.maxSessions) {
        const oldest = entries.values().next().value;
        return { ok: false, retryAfterMs: oldest === undefined ? options.idleMs : oldest.lastUsed + options.idleMs - now };
      }
      removed(entries.get(id), guard);
      touch(id, guard, now);
      return { ok: true, replaced };
    },
    delete(id) {
      sweep();
      const entry = entries.get(id);
      removed(entry);
      return entries.delete(id);
    },
  };
}
