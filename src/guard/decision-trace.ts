/**
 * A leakscope trace of a guarded session (MCP gateway): the guard's decisions as the one
 * `guard-decision` event, beside the C3/C4 events that actually flowed. A streaming trace
 * recorder over the trace writer, so a long session is on disk as it goes. Self-contained
 * (vault and policy in `trace-start`), so `leakscope audit` can score it; audit never scores
 * the decision events themselves.
 */
import type { ChannelPolicy, Clock, EventDraft, EventKind, GuardDecisionLog, VaultField } from '../contracts/index.js';
import { guardDecisionFromLog } from '../trace/guard-decision.js';
import { createTraceRecorder } from '../trace/recorder.js';
import { createTraceWriter } from '../trace/writer.js';

/** An event to record: the recorder adds trace id, seq and time. */
export type GuardTraceEvent = EventDraft;

/** Where a guarded session's events go. Writes never throw; failures go to `onError`. */
export interface GuardTraceSink {
  readonly path: string;
  event(event: GuardTraceEvent): void;
  /** Records a decision on a flow of kind `flowKind` (default `tool-call`). */
  decision(log: GuardDecisionLog, flowKind?: EventKind): void;
  /** Writes `trace-end` and closes the file. */
  close(status?: 'ok' | 'error', error?: string): Promise<void>;
}

/** Options of {@link createGuardTrace}. */
export interface GuardTraceOptions {
  readonly vault: readonly VaultField[];
  readonly policy: ChannelPolicy;
  readonly criterion: string;
  /** `run.agent` of the trace, e.g. `mcp-gateway`. */
  readonly agent: string;
  readonly traceId?: string;
  readonly clock?: Clock;
  readonly onError?: (error: unknown) => void;
}

/**
 * Opens a trace file for a guarded session (gzip when the path ends with `.gz`).
 *
 * @example
 * const trace = createGuardTrace('gateway.jsonl', { vault, policy, criterion: 'allowed-set', agent: 'mcp-gateway' });
 * const guard = createGuard({ vault, policy, onDecision: (log) => trace.decision(log, 'message') });
 */
export function createGuardTrace(path: string, options: GuardTraceOptions): GuardTraceSink {
  const clock = options.clock ?? { now: () => Date.now() };
  const writer = createTraceWriter(path);
  const report = (error: unknown) => options.onError?.(error);
  let closed = false;
  const recorder = createTraceRecorder({
    start: {
      traceId: options.traceId ?? `guard-${options.agent}-${new Date(clock.now()).toISOString()}`,
      run: { agent: options.agent, model: null, topology: 'single', defense: `guard:${options.criterion}`, source: 'leakscope' },
      vault: options.vault,
      policy: options.policy,
    },
    clock,
    sink: { write: (record) => void writer.write(record).catch(report) },
  });
  const event = (draft: EventDraft): void => {
    if (!closed) recorder.emit(draft);
  };
  return {
    path,
    event,
    decision: (log, flowKind = 'tool-call') => event(guardDecisionFromLog(log, flowKind)),
    async close(status = 'ok', error) {
      if (closed) return;
      closed = true;
      recorder.finish({ status, ...(error === undefined ? {} : { error }) });
      try {
        await writer.close();
      } catch (failure) {
        report(failure);
      }
    },
  };
}
