import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessions.js';

// The store tells when it lets a guard go, so a guard living in a worker is dropped there too.
describe('createSessionStore: onRemove', () => {
  const storeWith = (maxSessions = 2) => {
    let now = 0;
    const removed: string[] = [];
    const store = createSessionStore<string>({ maxSessions, idleMs: 1000, now: () => now, onRemove: (guard) => removed.push(guard) });
    return { store, removed, advance: (ms: number) => (now += ms) };
  };

  it('is called for a deleted session, not for an id there was none of', () => {
    const { store, removed } = storeWith();
    store.put('a', 'guard-a');
    expect(store.delete('b')).toBe(false);
    expect(removed).toEqual([]);
    expect(store.delete('a')).toBe(true);
    expect(removed).toEqual(['guard-a']);
  });

  it('is called with the old guard when a session is replaced, and not when it is put again with the same guard', () => {
    const { store, removed } = storeWith();
    store.put('a', 'guard-a');
    store.put('a', 'guard-a');
    expect(removed).toEqual([]);
    expect(store.put('a', 'guard-a2')).toEqual({ ok: true, replaced: true });
    expect(removed).toEqual(['guard-a']);
    expect(store.get('a')).toBe('guard-a2');
  });

  it('is called for each session that expires, on the sweep of the next call', () => {
    const { store, removed, advance } = storeWith();
    store.put('a', 'guard-a');
    advance(500);
    store.put('b', 'guard-b');
    advance(600);
    expect(store.size()).toBe(1);
    expect(removed).toEqual(['guard-a']);
    advance(1000);
    expect(store.get('b')).toBeUndefined();
    expect(removed).toEqual(['guard-a', 'guard-b']);
  });

  it('is not called when a put is refused because the store is full: the caller still holds that guard', () => {
    const { store, removed } = storeWith(1);
    store.put('a', 'guard-a');
    expect(store.put('b', 'guard-b')).toMatchObject({ ok: false });
    expect(removed).toEqual([]);
  });
});
