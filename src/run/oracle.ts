/**
 * The task-success oracle: evaluates a scenario's rule-based checks against a trace's final
 * answer (C1) and tool calls (C3). No model is involved. Reasons name fields and tools, never
 * vault values.
 */
import type { OracleCheck, Scenario, TraceEvent } from '../contracts/index.js';

/** The verdict on one check. */
export interface OracleCheckResult {
  readonly check: OracleCheck;
  readonly passed: boolean;
  /** Why it failed (field keys and tool names only); empty when it passed. */
  readonly reason: string;
}

/** The verdict on a trace: passed when every check passed. */
export interface OracleResult {
  readonly passed: boolean;
  readonly checks: readonly OracleCheckResult[];
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** Whether tool-call arguments (JSON text) contain a value, as written or JSON-escaped. */
function argumentsContain(normalisedArguments: string, value: string): boolean {
  // Inside JSON a value may appear escaped (quotes, backslashes, line breaks): match both forms.
  return normalisedArguments.includes(value) || normalisedArguments.includes(normalise(JSON.stringify(value).slice(1, -1)));
}

/**
 * Evaluates `scenario.oracle.checks` against the events of a trace.
 *
 * @example
 * const verdict = evaluateOracle(scenario, trace.events);
 * verdict.passed; // true when the final answer and tool calls satisfy every check
 */
export function evaluateOracle(scenario: Scenario, events: readonly TraceEvent[]): OracleResult {
  const vault = new Map(scenario.vault.map((field) => [field.key, field]));
  const finalText = normalise(
    events
      .filter((event) => event.channel === 'C1' && event.kind === 'final-answer')
      .map((event) => event.content)
      .join('\n'),
  );
  const calls = events.filter((event) => event.channel === 'C3' && event.kind === 'tool-call');
  const valueOf = (key: string): string | undefined => {
    const value = vault.get(key)?.value;
    return value === undefined ? undefined : normalise(value);
  };

  const checks = scenario.oracle.checks.map((check): OracleCheckResult => {
    switch (check.type) {
      case 'final-mentions': {
        const missing = check.fields.filter((key) => {
          const value = valueOf(key);
          return value === undefined || !finalText.includes(value);
        });
        return { check, passed: missing.length === 0, reason: missing.length === 0 ? '' : `final answer lacks ${missing.join(', ')}` };
      }
      case 'final-contains': {
        const passed = finalText.includes(normalise(check.text));
        return { check, passed, reason: passed ? '' : 'final answer lacks the expected text' };
      }
      case 'tool-called': {
        const ofTool = calls.filter((event) => event.tool === check.tool);
        if (ofTool.length === 0) return { check, passed: false, reason: `${check.tool} was not called` };
        const values = check.withFields.map(valueOf);
        const passed = ofTool.some((event) => {
          const text = normalise(event.content);
          return values.every((value) => value !== undefined && argumentsContain(text, value));
        });
        return { check, passed, reason: passed ? '' : `${check.tool} was not called with ${check.withFields.join(', ')}` };
      }
    }
  });
  return { passed: checks.every((result) => result.passed), checks };
}
