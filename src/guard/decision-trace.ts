/**
 * A leakscope trace of a guarded session (MCP gateway, sidecar): `guard-decision` events with
 * the decision, the fields and the masked rationale, beside the C3/C4 events that actually
 * flowed. Self-contained (vault and policy in `trace-start`), so `leakscope audit` can score it.
 */
import type { ChannelPolicy, TraceEventInput, VaultField } from '../contracts/index.js';
import { createTraceWriter } from '../trace/writer.js';
import type { GuardDecisionLog } from './engine.js';

/** An event to record, without the fields the sink fills in. */
export type GuardTraceEvent = Omit<TraceEventInput, 'type' | 'traceId' | 'seq' | 'at'>;

/** Where a guarded session's events go. Writes never throw; failures go to `onError`. */
export interface GuardTraceSink {
  readonly path: string;
  event(event: GuardTraceEvent): void;
  decision(log: GuardDecisionLog): void;
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
  readonly now?: () => Date;
  readonly onError?: (error: unknown) => void;
}

/**
 * Opens a trace file for a guarded session (gzip when the path ends with `.gz`).
 *
 * @example
 * const trace = createGuardTrace('gateway.jsonl', { vault, policy, criterion: 'allowed-set', agent: 'mcp-gateway' });
 * const guard = createGuard({ vault, policy, onDecision: (log) => trace.decision(log) });
 */
export function createGuardTrace(path: string, options: GuardTraceOptions): GuardTraceSink {
  const now = options.now ?? (() => new Date());
  const writer = createTraceWriter(path);
  const traceId = options.traceId ?? `guard-${options.agent}-${now().toISOString()}`;
  const report = (error: unknown) => options.onError?.(error);
  let seq = 0;
  let closed = false;
  const write = (record: Parameters<typeof writer.write>[0]) => {
    if (closed) return;
    writer.write(record).catch(report);
  };
  write({
    type: 'trace-start',
    traceId,
    run: { agent: options.agent, model: null, topology: 'single', defense: `guard:${options.criterion}`, source: 'leakscope' },
    startedAt: now().toISOString(),
    vault: [...options.vault],
    policy: options.policy,
  });
  const event = (input: GuardTraceEvent) => {
    write({ ...input, type: 'event', traceId, seq, at: now().toISOString() });
    seq += 1;
  };
  return {
    path,
    event,
    decision(log) {
      event({
        channel: log.channel,
        kind: 'guard-decision',
        from: `guard:${log.criterion}`,
        to: log.recipient,
        ...(log.tool === undefined ? {} : { tool: log.tool }),
        content: log.rationale,
        meta: {
          decision: log.decision,
          wouldDecide: log.wouldDecide,
          mode: log.mode,
          criterion: log.criterion,
          sender: log.sender,
          fields: log.fields.map((entry) => ({ target: entry.target, action: entry.action })),
          ...(log.failure === undefined ? {} : { failure: log.failure }),
        },
      });
    },
    async close(status = 'ok', error) {
      if (closed) return;
      write({ type: 'trace-end', traceId, status, ...(error === undefined ? {} : { error }), endedAt: now().toISOString() });
      closed = true;
      try {
        await writer.close();
      } catch (failure) {
        report(failure);
      }
    },
  };
}
