/**
 * The accounting of one model layer: totals, the call budget and the call records. Both routes
 * (AI SDK middleware and the framework fetch) report here, and to the caller's meter.
 */
import { LeakscopeError } from '../contracts/index.js';
import type { ModelCallRecord, ModelUsage, Pricing, UsageMeter } from './types.js';

/** The accounting of a layer. */
export interface CallLedger {
  /**
   * Reserves one provider call against the budget; throws `model-budget-exceeded` (and records
   * the refused call) when the budget is spent. Cached calls need no reservation.
   */
  reserve(model: string, route: ModelCallRecord['route'], meter: UsageMeter | undefined): void;
  /** A retry of a call in flight. */
  retry(meter: UsageMeter | undefined): void;
  /** A finished call (answered, replayed or failed). */
  record(call: ModelCallRecord, meter: UsageMeter | undefined): void;
  usage(): ModelUsage;
}

/** Options of {@link createLedger}. */
export interface LedgerOptions {
  readonly maxCalls?: number;
  readonly pricing?: Pricing;
  readonly onCall?: (call: ModelCallRecord) => void;
}

/** Creates the accounting of one layer. */
export function createLedger(options: LedgerOptions): CallLedger {
  const totals = { calls: 0, cachedCalls: 0, failedCalls: 0, retries: 0, inputTokens: 0, outputTokens: 0, billedInputTokens: 0, billedOutputTokens: 0 };
  let reserved = 0;
  const record = (call: ModelCallRecord, meter: UsageMeter | undefined): void => {
    if (call.ok) {
      totals.calls += 1;
      totals.inputTokens += call.inputTokens;
      totals.outputTokens += call.outputTokens;
      if (call.cached) totals.cachedCalls += 1;
      else {
        totals.billedInputTokens += call.inputTokens;
        totals.billedOutputTokens += call.outputTokens;
      }
      meter?.addCall({ inputTokens: call.inputTokens, outputTokens: call.outputTokens }, call.cached);
    } else totals.failedCalls += 1;
    options.onCall?.(call);
  };
  return {
    reserve(model, route, meter) {
      if (options.maxCalls !== undefined && reserved >= options.maxCalls) {
        record({ model, route, cached: false, ok: false, attempts: 0, inputTokens: 0, outputTokens: 0, error: 'model-budget-exceeded' }, meter);
        throw new LeakscopeError('model-budget-exceeded', `model call budget of ${options.maxCalls} call${options.maxCalls === 1 ? '' : 's'} is spent (model ${model})`, {
          maxCalls: options.maxCalls,
          model,
        });
      }
      reserved += 1;
    },
    retry(meter) {
      totals.retries += 1;
      meter?.addRetry();
    },
    record,
    usage() {
      const { pricing } = options;
      return pricing === undefined ? { ...totals } : { ...totals, costUsd: (totals.billedInputTokens * pricing.inputPerMillion + totals.billedOutputTokens * pricing.outputPerMillion) / 1_000_000 };
    },
  };
}
