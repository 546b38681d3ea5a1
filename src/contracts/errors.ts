/** Machine-readable error codes. `cli/` maps each to an exit status in one table. */
export type LeakscopeErrorCode =
  | 'usage'
  | 'input-not-found'
  | 'input-unreadable'
  | 'malformed-line'
  | 'invalid-record'
  | 'invalid-config'
  | 'invalid-scenario'
  | 'unsupported-format'
  | 'model-call-failed'
  | 'model-budget-exceeded'
  | 'internal';

/**
 * The one error class of leakscope. Messages name the file, line and field involved,
 * never a raw vault value.
 */
export class LeakscopeError extends Error {
  readonly code: LeakscopeErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: LeakscopeErrorCode, message: string, details: Record<string, unknown> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LeakscopeError';
    this.code = code;
    this.details = details;
  }
}

/** Result type for the safe twins of throwing functions. */
export type SafeResult<T, E = LeakscopeError> = { success: true; value: T } | { success: false; error: E };
