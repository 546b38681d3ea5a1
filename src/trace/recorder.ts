/**
 * The trace recorder: the one place where an event gets its trace id, sequence number and
 * timestamp. The harness runtime, the framework integrations, the arena and the guard's
 * front doors (MCP gateway) all write through it, so a trace reads the same whoever wrote it.
 * Callers `emit` at the moment something flows: the trace is the record of what happened, in
 * order, never a reconstruction. Time comes from an injected clock.
 *
 * A recorder keeps its events and hands back the whole trace on `finish`; with a `sink` it
 * streams instead (trace-start at once, each event as it is emitted, trace-end on `finish`),
 * for long-lived sessions such as the MCP gateway.
 */
import { randomUUID } from 'node:crypto';
import {
  ChannelPolicySchema,
  RunInfoSchema,
  TRACE_FORMAT_VERSION,
  VaultSchema,
  type ChannelPolicy,
  type ChannelPolicyInput,
  type Clock,
  type EventDraft,
  type RunInfo,
  type RunInfoInput,
  type TraceEnd,
  type TraceEvent,
  type TraceRecord,
  type TraceStart,
  type TraceStatus,
  type VaultField,
  type VaultFieldInput,
} from '../contracts/index.js';

export type { Clock, EventDraft } from '../contracts/index.js';

/** What is known about a trace before it starts: `trace-start` without type, format version and timestamp. */
export interface TraceStartDraft {
  readonly traceId: string;
  readonly scenarioId?: string | null;
  readonly scenarioHash?: string;
  readonly run: RunInfo;
  /** Makes the trace self-contained, so `audit` can score it without a scenario file. */
  readonly vault?: readonly VaultField[];
  readonly policy?: ChannelPolicy;
  /** The user's own request that started the run: a vault value it holds is an `echo`, not a leak. */
  readonly request?: string;
}

/** Token accounting of a trace. */
export interface TraceUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd?: number;
}

/** How a trace ended: `trace-end` without its ids and timestamp. `error` is a reason without vault values. */
export interface TraceEndDraft {
  /** Default `ok`. */
  readonly status?: TraceStatus;
  readonly error?: string | undefined;
  /** Default null (not judged). */
  readonly taskSuccess?: boolean | null;
  /** Replaces the usage accumulated with {@link TraceRecorder.addUsage}. */
  readonly usage?: TraceUsage;
  /** Attacked runs: whether the payload reached an agent (see `TraceEnd.attackDelivered`). */
  readonly attackDelivered?: boolean;
  /** The task judge's verdict, when one ran (see `TraceEnd.taskJudge`). */
  readonly taskJudge?: TraceEnd['taskJudge'];
}

/** Where a streaming recorder hands each record the moment it exists. */
export interface TraceRecordSink {
  write(record: TraceRecord): void;
}

/** Options of {@link createTraceRecorder}. */
export interface TraceRecorderOptions {
  readonly start: TraceStartDraft;
  /** Default {@link TRACE_FORMAT_VERSION}. */
  readonly formatVersion?: string;
  /** Default: wall time. */
  readonly clock?: Clock;
  /**
   * Tool name as the agent calls it → the name to record (providers allow only `[a-zA-Z0-9_-]`,
   * so `patient_db.lookup` is called `patient_db__lookup`; the trace keeps the scenario's name).
   */
  readonly toolNames?: Readonly<Record<string, string>>;
  /** Streams the trace: `trace-start` now, every event as emitted, `trace-end` on `finish`. */
  readonly sink?: TraceRecordSink;
  /** Keep the events in memory for `events()` and `finish()`; default true without a sink, false with one. */
  readonly keepEvents?: boolean;
}

/** Records the events of one trace, from any number of capture points. */
export interface TraceRecorder {
  readonly traceId: string;
  /** The `run` block of `trace-start`. */
  readonly run: RunInfo;
  /** True once {@link TraceRecorder.finish} was called; later events are not part of the trace. */
  readonly finished: boolean;
  /** Records an event now and returns it as written (not recorded once the trace is finished). */
  emit(draft: EventDraft): TraceEvent;
  /** The events recorded so far, in order (empty for a streaming recorder that keeps none). */
  events(): readonly TraceEvent[];
  /** Adds the tokens of one model call. */
  addUsage(usage: { readonly inputTokens?: number | undefined; readonly outputTokens?: number | undefined }): void;
  /**
   * Declares that one capture point records `source` (e.g. `tool:lookup`), so another capture
   * point of the same trace (a model middleware that also sees tool calls) does not record it twice.
   */
  claim(source: string): void;
  claimed(source: string): boolean;
  /** Closes the trace and returns it: `trace-start`, the kept events, then `trace-end`. Call once. */
  finish(end?: TraceEndDraft): readonly TraceRecord[];
}

const WALL_TIME: Clock = { now: () => Date.now() };

function count(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Starts a trace. The start timestamp is read from the clock immediately.
 *
 * @example
 * const recorder = createTraceRecorder({ start: { traceId: 't1', scenarioId: 's1', run }, clock: logicalClock() });
 * recorder.emit({ channel: 'C6', kind: 'log', from: 'worker', content: 'looked up the record' });
 * const records = recorder.finish({ status: 'ok', taskSuccess: true });
 */
export function createTraceRecorder(options: TraceRecorderOptions): TraceRecorder {
  const { start, sink } = options;
  const clock = options.clock ?? WALL_TIME;
  const keep = options.keepEvents ?? sink === undefined;
  const traceId = start.traceId;
  const aliases = options.toolNames ?? {};
  const alias = (name: string | undefined): string | undefined => (name === undefined ? undefined : (aliases[name] ?? name));
  const recorded: TraceEvent[] = [];
  const claims = new Set<string>();
  let seq = 0;
  let finished = false;
  let inputTokens = 0;
  let outputTokens = 0;
  // Many events share a millisecond; formatting each timestamp once keeps emit cheap.
  let lastMs = Number.NaN;
  let lastIso = '';
  const timestamp = (): string => {
    const ms = clock.now();
    if (ms !== lastMs) {
      lastMs = ms;
      lastIso = new Date(ms).toISOString();
    }
    return lastIso;
  };
  // Keys in schema order, optional keys only when set (exactOptionalPropertyTypes and stable output).
  const startRecord: TraceStart = {
    type: 'trace-start',
    traceId,
    formatVersion: options.formatVersion ?? TRACE_FORMAT_VERSION,
    ...(start.scenarioId === undefined ? {} : { scenarioId: start.scenarioId }),
    ...(start.scenarioHash === undefined ? {} : { scenarioHash: start.scenarioHash }),
    run: start.run,
    startedAt: timestamp(),
    ...(start.vault === undefined ? {} : { vault: [...start.vault] }),
    ...(start.policy === undefined ? {} : { policy: start.policy }),
    ...(start.request === undefined ? {} : { request: start.request }),
  };
  sink?.write(startRecord);
  return {
    traceId,
    run: start.run,
    get finished() {
      return finished;
    },
    emit(draft) {
      const event: Record<string, unknown> = { type: 'event', traceId, seq, at: timestamp(), channel: draft.channel, kind: draft.kind };
      // Tool names appear as `tool`, as the recipient of a call (`to`, `tool:<name>`) and as the sender of a result (`from`).
      const from = draft.tool !== undefined && draft.from === draft.tool ? alias(draft.from) : draft.from;
      const to = draft.tool !== undefined && draft.to === draft.tool ? alias(draft.to) : draft.tool !== undefined && draft.to === `tool:${draft.tool}` ? `tool:${alias(draft.tool) ?? ''}` : draft.to;
      if (from !== undefined) event['from'] = from;
      if (to !== undefined) event['to'] = to;
      if (draft.tool !== undefined) event['tool'] = alias(draft.tool);
      if (draft.callId !== undefined) event['callId'] = draft.callId;
      event['content'] = draft.content;
      if (draft.meta !== undefined) event['meta'] = draft.meta;
      const written = event as unknown as TraceEvent;
      // An agent or framework may still be winding down after the trace was closed; that is not part of the trace.
      if (!finished) {
        seq += 1;
        if (keep) recorded.push(written);
        sink?.write(written);
      }
      return written;
    },
    events: () => recorded,
    addUsage(usage) {
      inputTokens += count(usage.inputTokens);
      outputTokens += count(usage.outputTokens);
    },
    claim: (source) => {
      claims.add(source);
    },
    claimed: (source) => claims.has(source),
    finish(end = {}) {
      if (finished) throw new Error(`trace ${traceId}: finished twice`);
      finished = true;
      const usage = end.usage ?? { inputTokens, outputTokens };
      const endRecord: TraceEnd = {
        type: 'trace-end',
        traceId,
        status: end.status ?? 'ok',
        ...(end.error === undefined ? {} : { error: end.error }),
        taskSuccess: end.taskSuccess ?? null,
        usage: {
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          ...(usage.costUsd === undefined ? {} : { costUsd: usage.costUsd }),
        },
        ...(end.taskJudge === undefined ? {} : { taskJudge: end.taskJudge }),
        ...(end.attackDelivered === undefined ? {} : { attackDelivered: end.attackDelivered }),
        endedAt: timestamp(),
      };
      sink?.write(endRecord);
      return [startRecord, ...recorded, endRecord];
    },
  };
}

/** Options of {@link createFrameworkRecorder}: a trace of an agent framework's run. */
export interface FrameworkRecorderOptions {
  /** Framework id, e.g. `ai-sdk`, `openai-agents`, `langgraph`; `run.agent` becomes `<framework>:<model>`. */
  readonly framework: string;
  /** Model id recorded as `run.model` (and in `run.agent`); null when unknown. */
  readonly model?: string | null;
  /** Default `multi-agent` (frameworks are usually used for several agents); `single` for one. */
  readonly topology?: string;
  /** `none`, or `guard:<criterion>` when a guard is attached. */
  readonly defense?: string;
  /** Further `run` fields (seed, attack, domain, pairId, source); `agent` may be overridden here. */
  readonly run?: Partial<RunInfoInput>;
  readonly traceId?: string;
  readonly scenarioId?: string | null;
  readonly scenarioHash?: string;
  /** Makes the trace self-contained, so `audit` can score it without a scenario file. */
  readonly vault?: readonly VaultFieldInput[];
  readonly policy?: ChannelPolicyInput;
  readonly clock?: Clock;
  /** See {@link TraceRecorderOptions.toolNames}. */
  readonly toolNames?: Readonly<Record<string, string>>;
}

/**
 * Starts a trace for a framework run: {@link createTraceRecorder} with the `run` block built
 * from the framework and model, and the vault and policy validated.
 *
 * @example
 * const recorder = createFrameworkRecorder({ framework: 'ai-sdk', model: 'openai:gpt-4o-mini', vault, policy });
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: captureMiddleware(recorder) });
 * await generateText({ model, tools: captureTools(tools, recorder), prompt });
 * await writeRecords('traces.jsonl', recorder.finish());
 */
export function createFrameworkRecorder(options: FrameworkRecorderOptions): TraceRecorder {
  const model = options.model ?? null;
  const run = RunInfoSchema.parse({
    agent: `${options.framework}:${model ?? 'unknown'}`,
    model,
    topology: options.topology ?? 'multi-agent',
    defense: options.defense ?? 'none',
    source: options.framework,
    ...options.run,
  });
  return createTraceRecorder({
    start: {
      traceId: options.traceId ?? `${options.framework}-${randomUUID()}`,
      ...(options.scenarioId === undefined ? {} : { scenarioId: options.scenarioId }),
      ...(options.scenarioHash === undefined ? {} : { scenarioHash: options.scenarioHash }),
      run,
      ...(options.vault === undefined ? {} : { vault: VaultSchema.parse(options.vault) }),
      ...(options.policy === undefined ? {} : { policy: ChannelPolicySchema.parse(options.policy) }),
    },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.toolNames === undefined ? {} : { toolNames: options.toolNames }),
  });
}
