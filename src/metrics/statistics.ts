/** Pure statistics used by every report: Wilson intervals, McNemar's exact test, Cohen's kappa. */

const Z95 = 1.959963984540054;

/**
 * 95% Wilson score interval for k successes out of n. Returns null when n = 0.
 *
 * @example wilson(2076, 4979) // [0.4033, 0.4307] (approximately)
 */
export function wilson(k: number, n: number, z: number = Z95): [number, number] | null {
  if (n <= 0) return null;
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

function logFactorial(n: number): number {
  // Exact sum for small n, Stirling series beyond: accurate to ~1e-12 relative, plenty for p-values.
  if (n < 256) {
    let sum = 0;
    for (let i = 2; i <= n; i += 1) sum += Math.log(i);
    return sum;
  }
  const x = n + 1;
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3) + 1 / (1260 * x ** 5);
}

/**
 * Exact (binomial) two-sided McNemar test on the discordant pair counts b and c.
 * Returns 1 when there are no discordant pairs.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const m = Math.min(b, c);
  // Sum the lower tail in log space to stay finite for thousands of pairs.
  const logs: number[] = [];
  for (let i = 0; i <= m; i += 1) logs.push(logChoose(n, i) - n * Math.LN2);
  const max = Math.max(...logs);
  const tail = Math.exp(max) * logs.reduce((sum, value) => sum + Math.exp(value - max), 0);
  return Math.min(1, 2 * tail);
}

/** Cohen's kappa for two binary raters from a 2×2 table; null when undefined (no variation). */
export function cohenKappa(both: number, firstOnly: number, secondOnly: number, neither: number): number | null {
  const n = both + firstOnly + secondOnly + neither;
  if (n === 0) return null;
  const observed = (both + neither) / n;
  const firstYes = (both + firstOnly) / n;
  const secondYes = (both + secondOnly) / n;
  const expected = firstYes * secondYes + (1 - firstYes) * (1 - secondYes);
  if (expected === 1) return null;
  return (observed - expected) / (1 - expected);
}
