/** Building the one {@link Rate}: k of n with its 95% Wilson interval. */
import type { Rate } from '../contracts/index.js';
import { wilson } from './statistics.js';

/**
 * A proportion with n and its 95% Wilson interval (`rate` and `ci` null when n = 0).
 *
 * @example rate(2076, 4979) // { k: 2076, n: 4979, rate: 0.417, ci: [0.403, 0.431] }
 */
export function rate(k: number, n: number): Rate {
  return { k, n, rate: n === 0 ? null : k / n, ci: wilson(k, n) };
}
