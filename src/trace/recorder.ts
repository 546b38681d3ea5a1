/**
 * The recorder every framework adapter writes through: the one place where an adapter's event
 * gets its trace id, sequence number and timestamp. Its surface (`emit`, `events`, `finish`)
 * is the harness recorder's (`run/runtime/recorder.ts`) so a trace captured from a framework
 * reads exactly like one the harness wrote; it lives in `trace/` because adapters sit below
 * `run/` in the layer map and may not import it.
 */
import { randomUUID } from 'node:crypto';
import {
  RunInfoSchema,
  TRACE_FORMAT_VERSION,
  type ChannelId,
  type ChannelPolicyInput,
  type EventKind,
  type RunInfoInput,
  type TraceEnd,
  type TraceEvent,
  type TraceRecord,
  type TraceStart,
  type TraceStatus,
  type VaultFieldInput,
  ChannelPolicySchema,
  VaultSchema,
} from '../contracts/index.js';

/** A source of the current time in milliseconds since the Unix epoch (injected for reproducible traces). */
export interface AdapterClock {
  now(): number;
}

/** An event as an adapter describes it; the recorder adds trace id, seq and time. */
export interface EventDraft {
  readonly channel: ChannelId;
  readonly kind: EventKind;
  readonly from?: string;
  readonly to?: string;
  readonly tool?: string;
  readonly callId?: string;
  readonly content: string;
  readonly meta?: Record<string, unknown>;
}

/** Token accounting of a trace. */
export interface AdapterUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd?: number;
}

/** How a trace ended. `error` is a reason without vault values. */
export interface AdapterOutcome {
  readonly status?: TraceStatus;
  readonly error?: string;
  readonly taskSuccess?: boolean | null;
  /** Replaces the usage the adapters accumulated with {@link AdapterRecorder.addUsage}. */
  readonly usage?: AdapterUsage;
}

/** Options of {@link createAdapterRecorder}. */
export interface AdapterRecorderOptions {
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
  readonly clock?: AdapterClock;
  /**
   * Framework tool name → the name to record (providers allow only `[a-zA-Z0-9_-]`, so
   * `patient_db.lookup` is called `patient_db__lookup`; the trace keeps the scenario's name).
   */
  readonly toolNames?: Readonly<Record<string, string>>;
}

/** Records the events of one trace, from any number of capture points. */
export interface AdapterRecorder {
  readonly traceId: string;
  /** The `run` block of `trace-start`. */
  readonly run: TraceStart['run'];
  /** True once {@link AdapterRecorder.finish} was called; later events are not part of the trace. */
  readonly finished: boolean;
  /** Records an event now and returns it as written. */
  emit(draft: EventDraft): TraceEvent;
  /** The events recorded so far, in order. */
  events(): readonly TraceEvent[];
  /** Adds the tokens of one model call. */
  addUsage(usage: { readonly inputTokens?: number | undefined; readonly outputTokens?: number | undefined }): void;
  /**
   * Declares that one capture point records `source` (e.g. `tool:lookup`), so another capture
   * point of the same trace (a model middleware that also sees tool calls) does not record it twice.
   */
  claim(source: string): void;
  claimed(source: string): boolean;
  /** Closes the trace: `trace-start`, every event, then `trace-end`. Call once. */
  finish(outcome?: AdapterOutcome): readonly TraceRecord[];
}

/** Wall-clock time. */
export const wallClock: AdapterClock = { now: () => Date.now() };

function count(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Starts a trace for a framework run. The start timestamp is read from the clock immediately.
 *
 * @example
 * const recorder = createAdapterRecorder({ framework: 'ai-sdk', model: 'openai:gpt-4o-mini', vault, policy });
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: captureMiddleware(recorder) });
 * await generateText({ model, tools: captureTools(tools, recorder), prompt });
 * await writeRecords('traces.jsonl', recorder.finish());
 */
export function createAdapterRecorder(options: AdapterRecorderOptions): AdapterRecorder {
  const clock = options.clock ?? wallClock;
  const model = options.model ?? null;
  const run = RunInfoSchema.parse({
    agent: `${options.framework}:${model ?? 'unknown'}`,
    model,
    topology: options.topology ?? 'multi-agent',
    defense: options.defense ?? 'none',
    source: options.framework,
    ...options.run,
  });
  const traceId = options.traceId ?? `${options.framework}-${randomUUID()}`;
  const aliases = options.toolNames ?? {};
  const alias = (name: string | undefined): string | undefined => (name === undefined ? undefined : (aliases[name] ?? name));
  const recorded: TraceEvent[] = [];
  const claims = new Set<string>();
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
  const startRecord: TraceStart = {
    type: 'trace-start',
    traceId,
    formatVersion: TRACE_FORMAT_VERSION,
    ...(options.scenarioId === undefined ? {} : { scenarioId: options.scenarioId }),
    ...(options.scenarioHash === undefined ? {} : { scenarioHash: options.scenarioHash }),
    run,
    startedAt: timestamp(),
    ...(options.vault === undefined ? {} : { vault: VaultSchema.parse(options.vault) }),
    ...(options.policy === undefined ? {} : { policy: ChannelPolicySchema.parse(options.policy) }),
  };
  return {
    traceId,
    run,
    get finished() {
      return finished;
    },
    emit(draft) {
      // Keys in schema order, optional keys only when set (exactOptionalPropertyTypes and stable output).
      const event: Record<string, unknown> = { type: 'event', traceId, seq: recorded.length, at: timestamp(), channel: draft.channel, kind: draft.kind };
      // Tool names appear as `tool`, as the recipient of a call (`to`, `tool:<name>`) and as the sender of a result (`from`).
      const from = draft.tool !== undefined && draft.from === draft.tool ? alias(draft.from) : draft.from;
      const to = draft.tool !== undefined && draft.to === draft.tool ? alias(draft.to) : draft.tool !== undefined && draft.to === `tool:${draft.tool}` ? `tool:${alias(draft.tool) ?? ''}` : draft.to;
      if (from !== undefined) event['from'] = from;
      if (to !== undefined) event['to'] = to;
      if (draft.tool !== undefined) event['tool'] = alias(draft.tool);
      if (draft.callId !== undefined) event['callId'] = draft.callId;
      event['content'] = draft.content;
      if (draft.meta !== undefined) event['meta'] = draft.meta;
      // A framework may still be winding down after the run was closed; that is not part of the trace.
      if (!finished) recorded.push(event as unknown as TraceEvent);
      return event as unknown as TraceEvent;
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
    finish(outcome = {}) {
      if (finished) throw new Error(`trace ${traceId}: finished twice`);
      finished = true;
      const usage = outcome.usage ?? { inputTokens, outputTokens };
      const end: TraceEnd = {
        type: 'trace-end',
        traceId,
        status: outcome.status ?? 'ok',
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
        taskSuccess: outcome.taskSuccess ?? null,
        usage: {
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          ...(usage.costUsd === undefined ? {} : { costUsd: usage.costUsd }),
        },
        endedAt: timestamp(),
      };
      return [startRecord, ...recorded, end];
    },
  };
}
