import type { LeakscopeErrorCode } from '../contracts/index.js';

/** Exit statuses of the `leakscope` command, in one table. */
export const EXIT = {
  ok: 0,
  /** Leaks above `--fail-above`, or rejected input lines when `--strict` is set. */
  gateFailed: 1,
  /** Bad input or usage. */
  badInput: 2,
  /** A bug in leakscope. */
  internal: 3,
} as const;

export const EXIT_BY_ERROR_CODE: Readonly<Record<LeakscopeErrorCode, number>> = {
  usage: EXIT.badInput,
  'input-not-found': EXIT.badInput,
  'input-unreadable': EXIT.badInput,
  'malformed-line': EXIT.badInput,
  'invalid-record': EXIT.badInput,
  'invalid-config': EXIT.badInput,
  'invalid-scenario': EXIT.badInput,
  'unsupported-format': EXIT.badInput,
  'model-call-failed': EXIT.badInput,
  'model-budget-exceeded': EXIT.badInput,
  internal: EXIT.internal,
};
