/**
 * Retries of model calls (cockatiel): exponential backoff with jitter for rate limits (429),
 * server errors (5xx), network failures, per-call timeouts and unparsable responses. The jitter
 * comes from an injected seeded generator, so even the retry schedule is reproducible.
 */
import { APICallError, JSONParseError, TypeValidationError } from 'ai';
import { ExponentialBackoff, TaskCancelledError, TimeoutStrategy, handleWhen, retry, timeout, wrap } from 'cockatiel';
import { LeakscopeError } from '../contracts/index.js';
import type { SeededRandom } from '../lib/seeded-random.js';
import type { RetrySettings } from './retry-settings.js';

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

function networkCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a failed model call is worth another attempt: timeouts, 408/409/429/5xx, unparsable
 * 2xx bodies and network failures.
 *
 * @example isRetryableModelError(new APICallError({ message: 'busy', url, requestBodyValues: {}, statusCode: 429 })) // true
 */
export function isRetryableModelError(error: unknown): boolean {
  if (error instanceof TaskCancelledError) return true;
  if (APICallError.isInstance(error)) {
    // A 2xx body that does not parse is a transient proxy or server fault in practice.
    return error.isRetryable || JSONParseError.isInstance(error.cause) || TypeValidationError.isInstance(error.cause);
  }
  return networkCode(error) !== undefined;
}

function describe(error: unknown): string {
  if (error instanceof TaskCancelledError) return 'call timed out';
  if (APICallError.isInstance(error)) {
    const status = error.statusCode === undefined ? 'no HTTP status' : `HTTP ${error.statusCode}`;
    return JSONParseError.isInstance(error.cause) || TypeValidationError.isInstance(error.cause) ? `${status}, unparsable response` : status;
  }
  const code = networkCode(error);
  if (code !== undefined) return `network error ${code}`;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Runs `call` with retries; each attempt gets a signal that fires on the per-call timeout or
 * when `signal` (the run's) aborts. Throws `model-call-failed` naming the last failure and the
 * number of attempts; rethrows the abort when the run itself was aborted.
 *
 * @example
 * const result = await callWithRetry((signal) => model.doGenerate({ ...params, abortSignal: signal }), { settings: DEFAULT_RETRY, random: createRandom(1), signal: undefined });
 */
export async function callWithRetry<T>(
  call: (signal: AbortSignal) => PromiseLike<T>,
  options: {
    readonly settings: RetrySettings;
    readonly random: SeededRandom;
    readonly signal: AbortSignal | undefined;
    readonly onRetry?: () => void;
    /** Called as each attempt starts (the layer records attempts per call). */
    readonly onAttempt?: () => void;
  },
): Promise<T> {
  const { settings, random, signal } = options;
  const backoff = new ExponentialBackoff<number>({
    initialDelay: settings.initialDelayMs,
    maxDelay: settings.maxDelayMs,
    // "Equal jitter": half the exponential delay plus a random half, from the seeded generator.
    generator: (attempt = 0, opts) => {
      const cap = Math.min(opts.maxDelay, opts.initialDelay * 2 ** attempt);
      return [Math.floor(cap / 2 + (random.next() * cap) / 2), attempt + 1];
    },
  });
  const retryPolicy = retry(
    handleWhen((error) => signal?.aborted !== true && isRetryableModelError(error)),
    { maxAttempts: settings.retries, backoff },
  );
  retryPolicy.onRetry(() => options.onRetry?.());
  const policy = wrap(retryPolicy, timeout(settings.callTimeoutMs, TimeoutStrategy.Aggressive));
  let attempts = 0;
  try {
    return await policy.execute(({ signal: attemptSignal }) => {
      attempts += 1;
      options.onAttempt?.();
      return call(attemptSignal);
    }, signal);
  } catch (error) {
    if (signal?.aborted === true) throw signal.reason ?? error;
    throw new LeakscopeError('model-call-failed', `${describe(error)} after ${attempts} attempt${attempts === 1 ? '' : 's'}`, { attempts }, { cause: error });
  }
}
