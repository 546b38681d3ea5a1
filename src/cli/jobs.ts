/** `--jobs N`, shared by the commands that spread work over worker threads. */
import { availableParallelism } from 'node:os';
import { LeakscopeError } from '../contracts/index.js';

/** The most worker threads `--jobs` accepts. */
const MAX_JOBS = 64;

/**
 * The value of `--jobs`: its integer or, when absent, one fewer than the cores. A one-thread
 * audit already keeps a second core busy (V8's parallel garbage collector, gzip in libuv's pool),
 * and every worker reads the input itself: on 2 cores two workers were measured slower than one
 * thread (npm run bench, audit section), so workers start paying from 3 cores.
 */
export function jobsFlag(text: string | undefined): number {
  if (text === undefined) return Math.min(MAX_JOBS, Math.max(1, availableParallelism() - 1));
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > MAX_JOBS) throw new LeakscopeError('usage', `--jobs expects a whole number in [1, ${MAX_JOBS}], got "${text}"`);
  return value;
}
