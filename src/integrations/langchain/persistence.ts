/**
 * C5 in LangGraph: proxies around a store (`BaseStore.batch`, which `put`/`get`/`search` all
 * go through) and a checkpointer (`BaseCheckpointSaver.putWrites`, the state each task writes;
 * `put`, the merged snapshot, optionally). Store writes can be guarded (rewritten or dropped);
 * checkpoint writes are the graph's own state, so there the guard only records what it would
 * have done (shadow) — rewriting them would corrupt the run.
 */
import type { BaseCheckpointSaver, BaseStore } from '@langchain/langgraph';
import { contentText } from '../../trace/content.js';
import { recordDecision, type FlowGuard } from '../guard-hooks.js';
import type { TraceRecorder } from '../../trace/recorder.js';
import { guardValue } from '../tool-flow.js';
import { messageText } from './callbacks.js';

/** Options of the store and checkpointer wrappers. */
export interface PersistenceCaptureOptions {
  readonly guard?: FlowGuard;
  readonly purpose?: string;
  /** The agent writing now (e.g. `kit.currentAgent`); default: from the checkpoint namespace, else `graph`. */
  readonly agentOf?: () => string | undefined;
}

/** Options of {@link wrapStore}. */
export interface StoreCaptureOptions extends PersistenceCaptureOptions {
  /** Also record `get` and `search` results as C5 memory reads. */
  readonly reads?: boolean;
}

/** Options of {@link wrapCheckpointer}. */
export interface CheckpointerCaptureOptions extends PersistenceCaptureOptions {
  /** State channels to record (default: every channel that is not LangGraph's own bookkeeping). */
  readonly channels?: readonly string[];
  /** Also record each merged snapshot (`put`) — every channel value in full; off by default. */
  readonly snapshots?: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The text of a stored value: its `value`/`content`/`text` string when it has one, else JSON. */
export function storedText(value: unknown): string {
  const fields = record(value);
  for (const key of ['value', 'content', 'text', 'note']) if (typeof fields[key] === 'string') return fields[key];
  return contentText(value);
}

/** The text of a state value: messages as their text and tool calls, anything else as JSON. */
function stateText(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((item) => typeof record(item)['content'] !== 'undefined' || Array.isArray(record(item)['tool_calls']))) return contentText(value);
  return list
    .flatMap((item) => {
      const message = record(item);
      const calls = Array.isArray(message['tool_calls']) ? (message['tool_calls'] as unknown[]) : [];
      return [messageText(message['content']), ...calls.map((call) => `${contentText(record(call)['name'])} ${contentText(record(call)['args'])}`)];
    })
    .filter((line) => line !== '')
    .join('\n');
}

function isBookkeeping(channel: string): boolean {
  return channel.startsWith('__') || channel.startsWith('branch:') || channel.startsWith('start:') || channel === 'handoffs';
}

interface PutOperationLike {
  readonly namespace: readonly string[];
  readonly key: string;
  readonly value: Record<string, unknown> | null;
}

function isPut(operation: unknown): operation is PutOperationLike {
  const value = record(operation);
  return Array.isArray(value['namespace']) && typeof value['key'] === 'string' && 'value' in value;
}

/**
 * Wraps a LangGraph store: every put (and delete) is a C5 memory write, guarded when a guard is given.
 *
 * @example
 * const store = wrapStore(new InMemoryStore(), recorder, { guard, agentOf: kit.currentAgent });
 * await store.put(['memory'], 'note', { value: 'follow-up on Tuesday' });
 */
export function wrapStore<T extends BaseStore>(store: T, recorder: TraceRecorder, options: StoreCaptureOptions = {}): T {
  const agentOf = (): string => options.agentOf?.() ?? 'graph';
  const batch = async (operations: readonly unknown[]): Promise<unknown[]> => {
    const kept: unknown[] = [];
    const positions: number[] = [];
    for (const [index, operation] of operations.entries()) {
      if (!isPut(operation)) {
        kept.push(operation);
        positions.push(index);
        continue;
      }
      const agent = agentOf();
      const meta = { namespace: operation.namespace.join('/'), key: operation.key, ...(operation.value === null ? { deleted: true } : {}) };
      let value = operation.value;
      if (options.guard !== undefined && value !== null) {
        const flow = { channel: 'C5' as const, sender: agent, recipient: 'memory', tool: 'store', ...(options.purpose === undefined ? {} : { purpose: options.purpose }) };
        const guarded = await guardValue(recorder, options.guard, flow, 'memory-write', value);
        // A blocked write does not happen; the batch result of a put is empty either way.
        if (guarded.blocked) continue;
        value = guarded.value as Record<string, unknown>;
      }
      recorder.emit({ channel: 'C5', kind: 'memory-write', from: agent, to: 'memory', tool: 'store', content: value === null ? operation.key : storedText(value), meta });
      kept.push({ ...operation, value });
      positions.push(index);
    }
    const results = (await store.batch(kept as Parameters<T['batch']>[0])) as unknown[];
    const out: unknown[] = operations.map(() => undefined);
    positions.forEach((position, index) => {
      out[position] = results[index];
    });
    if (options.reads === true) {
      const agent = agentOf();
      positions.forEach((position, index) => {
        const operation = operations[position];
        const result = results[index];
        if (isPut(operation) || result === undefined || result === null) return;
        const items = Array.isArray(result) ? result : [result];
        if (items.length === 0) return;
        recorder.emit({ channel: 'C5', kind: 'memory-read', from: 'memory', to: agent, tool: 'store', content: items.map((item) => storedText(record(item)['value'])).join('\n') });
      });
    }
    return out;
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      // Not bound: `put`, `get` and `search` call `this.batch`, which must be the recording one.
      if (property === 'batch') return batch;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Wraps a LangGraph checkpointer: each task's state writes (`putWrites`) are C5 `state` writes.
 *
 * @example
 * const checkpointer = wrapCheckpointer(new MemorySaver(), recorder, { agentOf: kit.currentAgent, channels: ['messages'] });
 */
export function wrapCheckpointer<T extends BaseCheckpointSaver>(saver: T, recorder: TraceRecorder, options: CheckpointerCaptureOptions = {}): T {
  // Checkpoint writes run outside the task's context; the checkpoint namespace names the subgraph (the agent).
  const agentOf = (config: { configurable?: Record<string, unknown> }): string => {
    const namespace = config.configurable?.['checkpoint_ns'];
    const fromNamespace = typeof namespace === 'string' && namespace !== '' ? namespace.split('|')[0]?.split(':')[0] : undefined;
    return options.agentOf?.() ?? fromNamespace ?? 'graph';
  };
  const wanted = (channel: string): boolean => (options.channels === undefined ? !isBookkeeping(channel) : options.channels.includes(channel));
  const write = async (agent: string, channel: string, value: unknown, meta: Record<string, unknown>): Promise<void> => {
    const content = stateText(value);
    if (content === '') return;
    if (options.guard !== undefined) {
      const flow = { channel: 'C5' as const, sender: agent, recipient: 'state', content, ...(options.purpose === undefined ? {} : { purpose: options.purpose }) };
      const result = await options.guard.inspect(flow);
      recordDecision(
        recorder,
        options.guard,
        flow,
        'memory-write',
        result.decision === 'PASS' ? result : { ...result, decision: 'PASS', shadow: { decision: result.decision, content: result.content } },
      );
    }
    recorder.emit({ channel: 'C5', kind: 'memory-write', from: agent, to: 'state', content, meta: { channel, ...meta } });
  };
  const putWrites: T['putWrites'] = async (config, writes, taskId, taskPath) => {
    for (const [channel, value] of writes) if (wanted(channel)) await write(agentOf(config), channel, value, { taskId });
    return saver.putWrites(config, writes, taskId, taskPath);
  };
  const put: T['put'] = async (config, checkpoint, metadata, newVersions) => {
    if (options.snapshots === true) {
      for (const channel of Object.keys(newVersions)) if (wanted(channel)) await write(agentOf(config), channel, checkpoint.channel_values[channel], { checkpoint: checkpoint.id, snapshot: true });
    }
    return saver.put(config, checkpoint, metadata, newVersions);
  };
  return new Proxy(saver, {
    get(target, property, receiver) {
      if (property === 'putWrites') return putWrites;
      if (property === 'put') return put;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
