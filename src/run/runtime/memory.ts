/**
 * The shared memory store (C5). Writes and reads are recorded as they happen; a pre-seeded entry
 * (the memory-entry attack surface) is state that existed before the run, so it has no write
 * event — it shows up in the reads.
 */
import type { AgentSpec } from '../../contracts/index.js';
import type { FlowGate } from './gate.js';
import type { TraceRecorder } from '../../trace/recorder.js';

/** Shared key-value memory of one trace. */
export interface MemoryStore {
  /** Puts an entry in place before the run, without an event. */
  seed(key: string, value: string, author: string): void;
  /** Writes an entry (after the defense); returns what was stored, or undefined when blocked. */
  write(agent: AgentSpec, key: string, value: string): string | undefined;
  /** Reads one entry, or every entry when `key` is omitted, as `key: value` blocks. */
  read(agent: AgentSpec, key?: string): string;
}

const EMPTY = '(memory is empty)';

/** Creates the memory store of one trace; `onRead` hears which entries an agent read (not when the defense blocked the read). */
export function createMemoryStore(recorder: TraceRecorder, gate: FlowGate, onRead?: (keys: readonly string[]) => void): MemoryStore {
  const entries = new Map<string, { value: string; author: string }>();
  return {
    seed(key, value, author) {
      entries.set(key, { value, author });
    },
    write(agent, key, value) {
      const decision = gate.pass({ channel: 'C5', kind: 'memory-write', from: agent.id, to: 'memory', content: value, agent });
      if (decision.blocked === true) return undefined;
      entries.set(key, { value: decision.content, author: agent.id });
      recorder.emit({ channel: 'C5', kind: 'memory-write', from: agent.id, to: 'memory', content: decision.content, meta: { key } });
      return decision.content;
    },
    read(agent, key) {
      const selected = key === undefined ? [...entries] : [...entries].filter(([name]) => name === key);
      const raw = selected.length === 0 ? EMPTY : selected.map(([name, entry]) => `${name}: ${entry.value}`).join('\n');
      const decision = gate.pass({ channel: 'C5', kind: 'memory-read', from: 'memory', to: agent.id, content: raw, agent });
      if (decision.blocked === true) return EMPTY;
      onRead?.(selected.map(([name]) => name));
      recorder.emit({ channel: 'C5', kind: 'memory-read', from: 'memory', to: agent.id, content: decision.content, meta: key === undefined ? { keys: selected.map(([name]) => name) } : { key } });
      return decision.content;
    },
  };
}
