/**
 * The one rate formatter: every text, Markdown and HTML output that prints a {@link Rate}
 * (and every paired difference) goes through here. Pure. The options reproduce each output's
 * layout; the default is `43.2% [41.8, 44.6] (2151/4979)`.
 */
import type { Rate } from '../contracts/index.js';

/** How to print a rate. */
export interface RateFormat {
  /** Decimals of every percentage; default 1. */
  readonly digits?: number;
  /** `%` after the point estimate; default true. */
  readonly percentSign?: boolean;
  /** `%` after each bound of the interval too (`[91.0%, 95.0%]`); default false. */
  readonly boundsPercentSign?: boolean;
  /** Between the two bounds: `', '` (default) or `'–'`. */
  readonly separator?: string;
  /** Print the interval (when there is one); default true. */
  readonly interval?: boolean;
  /** Counts after the interval: `' (k/n)'` ('ratio', default), `' n=4979'` ('n') or nothing ('none'). */
  readonly counts?: 'ratio' | 'n' | 'none';
  /** Text when there is nothing to rate (n = 0, or no rate at all); default `—`. */
  readonly empty?: string;
}

const percent = (value: number, digits: number): string => (100 * value).toFixed(digits);

/**
 * `[41.8, 44.6]` (percentages of an interval in [0, 1]), or the `empty` text when there is none.
 *
 * @example formatInterval([0.418, 0.446], { separator: '–' }) // '[41.8–44.6]'
 */
export function formatInterval(ci: readonly [number, number] | null, format: RateFormat = {}): string {
  if (ci === null) return format.empty ?? '—';
  const digits = format.digits ?? 1;
  const unit = format.boundsPercentSign === true ? '%' : '';
  return `[${percent(ci[0], digits)}${unit}${format.separator ?? ', '}${percent(ci[1], digits)}${unit}]`;
}

/**
 * A rate as text: point estimate in %, its interval, its counts.
 *
 * @example
 * formatRate({ k: 2151, n: 4979, rate: 0.432, ci: [0.418, 0.446] }) // '43.2% [41.8, 44.6] (2151/4979)'
 * formatRate(rate, { counts: 'n' })                                  // '43.2% [41.8, 44.6] n=4979'
 * formatRate(rate, { percentSign: false, separator: '–', counts: 'none' }) // '43.2 [41.8–44.6]'
 */
export function formatRate(rate: Rate | null | undefined, format: RateFormat = {}): string {
  if (rate === null || rate === undefined || rate.rate === null) return format.empty ?? '—';
  const digits = format.digits ?? 1;
  const interval = format.interval === false || rate.ci === null ? '' : ` ${formatInterval(rate.ci, format)}`;
  const counts = format.counts ?? 'ratio';
  const tail = counts === 'ratio' ? ` (${rate.k}/${rate.n})` : counts === 'n' ? ` n=${rate.n}` : '';
  return `${percent(rate.rate, digits)}${format.percentSign === false ? '' : '%'}${interval}${tail}`;
}

/**
 * ASR's paired lift over its A0 baseline: `+38.1 pp (650 pairs, McNemar p 1.2e-20)`, or `—`.
 *
 * @example formatLift({ pairs: 10, difference: 0.3, pValue: 0.03 }) // '+30.0 pp (10 pairs, McNemar p 3.00e-2)'
 */
export function formatLift(lift: { readonly pairs: number; readonly difference: number | null; readonly pValue: number | null }, format: Pick<RateFormat, 'digits' | 'empty'> = {}): string {
  if (lift.difference === null || lift.pairs === 0) return format.empty ?? '—';
  return `${formatDifference(lift.difference, null, format)} (${lift.pairs} pairs, McNemar p ${lift.pValue === null ? '—' : lift.pValue.toExponential(2)})`;
}

/**
 * A difference of rates in percentage points with its interval, signed: `-36.3 pp [-45.0, -27.5]`,
 * or `—` without data.
 *
 * @example formatDifference(0.123, [0.05, 0.2]) // '+12.3 pp [+5.0, +20.0]'
 */
export function formatDifference(value: number | null, ci: readonly [number, number] | null, format: Pick<RateFormat, 'digits' | 'empty'> = {}): string {
  if (value === null) return format.empty ?? '—';
  const digits = format.digits ?? 1;
  const sign = (x: number): string => `${x > 0 ? '+' : ''}${percent(x, digits)}`;
  return `${sign(value)} pp${ci === null ? '' : ` [${sign(ci[0])}, ${sign(ci[1])}]`}`;
}
