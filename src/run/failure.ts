/**
 * Failure reasons for `trace-end.error`. The first word group (before the colon) is the
 * exclusion reason reports group by; the rest is a short detail. Provider error messages can
 * echo the prompt, so every reason is passed through vault redaction and cut short.
 */
import { LeakscopeError, type VaultField } from '../contracts/index.js';
import { redactFields } from './defenses/redact.js';

const MAX_REASON_LENGTH = 240;

function detailOf(error: unknown): string {
  if (error instanceof LeakscopeError) {
    return error.code === 'model-call-failed' ? `model call failed: ${error.message}` : `${error.code}: ${error.message}`;
  }
  if (error instanceof Error) {
    if (error.name === 'AbortError') return 'cancelled: the run was aborted';
    return `agent error: ${error.name}: ${error.message}`;
  }
  return `agent error: ${String(error)}`;
}

/**
 * A reason for a failed run, safe to store and show: `<reason>: <detail>`, vault values redacted.
 *
 * @example describeFailure(new Error('boom'), vault) // 'agent error: Error: boom'
 */
export function describeFailure(error: unknown, vault: readonly VaultField[]): string {
  const text = redactFields(detailOf(error).replace(/\s+/g, ' ').trim(), vault).text;
  return text.length <= MAX_REASON_LENGTH ? text : `${text.slice(0, MAX_REASON_LENGTH - 1)}…`;
}
