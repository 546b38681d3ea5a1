/**
 * A leakscope trace of a guarded session (MCP gateway): the guard's decisions as the one
 * `guard-decision` event, beside the C3/C4 events that actually flowed. A streaming trace
 * recorder over the trace writer, so a long session is on disk as it goes. Self-contained
 * (vault and policy in `trace-start`), so `leakscope audit` can score it; audit never scores
 * the decision events themselves.
 *
 * A session whose upstream failed is not a clean result: `fail` records each failure, and the
 * `trace-end` then carries `status: 'error'` (any error) or `'timeout'` (only timeouts) with the
 * reasons, errors first — so audit excludes the session with its reason instead of scoring it.
 */
import type { ChannelPolicy, Clock, EventDraft, EventKind, GuardDecisionLog, TraceStatus, VaultField } from '../contracts/index.js';
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
  /**
   * Records a failure of the session (no raw values in `reason`); the same reason twice is
   * counted. Optional for sinks that end their trace themselves (the arena's unit recorder).
   */
  fail?(status: 'error' | 'timeout', reason: string): void;
  /** Writes `trace-end` — with the worst status recorded or given, and every reason — and closes the file. */
  close(status?: TraceStatus, error?: string): Promise<void>;
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
  const failures = new Map<string, { status: 'error' | 'timeout'; count: number }>();
  const event = (draft: EventDraft): void => {
    if (!closed) recorder.emit(draft);
  };
  return {
    path,
    event,
    decision: (log, flowKind = 'tool-call') => event(guardDecisionFromLog(log, flowKind)),
    fail(status, reason) {
      if (closed) return;
      const known = failures.get(reason);
      failures.set(reason, { status: known?.status === 'error' ? 'error' : status, count: (known?.count ?? 0) + 1 });
    },
    async close(status = 'ok', error) {
      if (closed) return;
      closed = true;
      const recorded = [...failures].map(([reason, failure]) => ({ status: failure.status, text: failure.count > 1 ? `${reason} (${failure.count} times)` : reason }));
      const given = status === 'ok' ? [] : [{ status, text: error ?? status }];
      // Errors first: audit names an exclusion by the start of the text.
      const all = [...given, ...recorded].sort((a, b) => Number(b.status === 'error') - Number(a.status === 'error'));
      const worst: TraceStatus = all.some((entry) => entry.status === 'error') ? 'error' : (all[0]?.status ?? 'ok');
      const text = worst === 'ok' ? error : all.map((entry) => entry.text).join('; ');
      recorder.finish({ status: worst, ...(text === undefined ? {} : { error: text }) });
      try {
        await writer.close();
      } catch (failure) {
        report(failure);
      }
    },
  };
}
