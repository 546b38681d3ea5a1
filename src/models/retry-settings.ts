/** Retry settings of model calls, kept apart from the retry code so that offline runs need not load the AI SDK. */

/** Retry and timeout settings of model calls. */
export interface RetrySettings {
  /** Retries after the first attempt. */
  readonly retries: number;
  readonly initialDelayMs: number;
  readonly maxDelayMs: number;
  /** Time limit of one attempt. */
  readonly callTimeoutMs: number;
}

/** Defaults suited to hosted APIs. */
export const DEFAULT_RETRY: RetrySettings = { retries: 4, initialDelayMs: 500, maxDelayMs: 20_000, callTimeoutMs: 45_000 };
