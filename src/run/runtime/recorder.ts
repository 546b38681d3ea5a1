/**
 * The trace recorder: the one place where events get their sequence number and timestamp.
 * Runtime components call `emit` at the moment something flows, so the trace is the record of
 * what happened, in order, never a reconstruction.
 */
import type { ChannelId, EventKind, TraceEnd, TraceEvent, TraceRecord, TraceStart, TraceStatus } from '../../contracts/index.js';
import type { Clock } from './clock.js';

/** An event as a runtime component describes it; the recorder adds trace id, seq and time. */
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

/** How a trace ended. `error` is a reason without vault values. */
export interface TraceOutcome {
  readonly status: TraceStatus;
  readonly error?: string;
  readonly taskSuccess: boolean | null;
  readonly usage: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd?: number };
}

/** Records the events of one trace. */
export interface TraceRecorder {
  readonly traceId: string;
  /** Records an event now and returns it as written (ignored once the trace is finished). */
  emit(draft: EventDraft): TraceEvent;
  /** The events recorded so far, in order. */
  events(): readonly TraceEvent[];
  /** Closes the trace: `trace-start`, every event, then `trace-end`. Call once. */
  finish(outcome: TraceOutcome): readonly TraceRecord[];
}

/** What the runner knows about a trace before it starts (everything but the timestamp). */
export type TraceStartDraft = Omit<TraceStart, 'type' | 'startedAt' | 'formatVersion'>;

/**
 * Starts a trace. The start timestamp is read from `clock` immediately.
 *
 * @example
 * const recorder = createTraceRecorder({ traceId: 't1', scenarioId: 's1', run }, FORMAT, systemClock);
 * recorder.emit({ channel: 'C6', kind: 'log', from: 'worker', content: 'looked up the record' });
 * const records = recorder.finish({ status: 'ok', taskSuccess: true, usage: { inputTokens: 0, outputTokens: 0 } });
 */
export function createTraceRecorder(start: TraceStartDraft, formatVersion: string, clock: Clock): TraceRecorder {
  const recorded: TraceEvent[] = [];
  let finished = false;
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
    traceId: start.traceId,
    formatVersion,
    ...(start.scenarioId === undefined ? {} : { scenarioId: start.scenarioId }),
    ...(start.scenarioHash === undefined ? {} : { scenarioHash: start.scenarioHash }),
    run: start.run,
    startedAt: timestamp(),
    ...(start.vault === undefined ? {} : { vault: start.vault }),
    ...(start.policy === undefined ? {} : { policy: start.policy }),
  };
  return {
    traceId: start.traceId,
    emit(draft) {
      // Keys in schema order, optional keys only when set (exactOptionalPropertyTypes and stable output).
      const event: Record<string, unknown> = { type: 'event', traceId: start.traceId, seq: recorded.length, at: timestamp(), channel: draft.channel, kind: draft.kind };
      if (draft.from !== undefined) event['from'] = draft.from;
      if (draft.to !== undefined) event['to'] = draft.to;
      if (draft.tool !== undefined) event['tool'] = draft.tool;
      if (draft.callId !== undefined) event['callId'] = draft.callId;
      event['content'] = draft.content;
      if (draft.meta !== undefined) event['meta'] = draft.meta;
      // A timed-out agent may still be winding down; what it does after trace-end is not part of the trace.
      if (!finished) recorded.push(event as unknown as TraceEvent);
      return event as unknown as TraceEvent;
    },
    events: () => recorded,
    finish(outcome) {
      if (finished) throw new Error(`trace ${start.traceId}: finished twice`);
      finished = true;
      const end: TraceEnd = {
        type: 'trace-end',
        traceId: start.traceId,
        status: outcome.status,
        ...(outcome.error === undefined ? {} : { error: outcome.error }),
        taskSuccess: outcome.taskSuccess,
        usage: {
          inputTokens: outcome.usage.inputTokens,
          outputTokens: outcome.usage.outputTokens,
          ...(outcome.usage.costUsd === undefined ? {} : { costUsd: outcome.usage.costUsd }),
        },
        endedAt: timestamp(),
      };
      return [startRecord, ...recorded, end];
    },
  };
}
