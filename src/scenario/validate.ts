/**
 * Validation of scenario files: each JSONL line is parsed against the schema, then checked
 * for cross-field consistency; ids must be unique across the file. Every line ends up either
 * valid or reported with its line number, field path and message. Messages never contain
 * vault values.
 */
import { ScenarioSchema, type Scenario } from '../contracts/index.js';
import { describeIssueDetail } from '../trace/issues.js';
import { checkScenario, formatPath } from './checks.js';
import { parseJsonLine, readTextLines } from './jsonl.js';

/** One problem of one line. */
export interface ScenarioIssue {
  readonly line: number;
  /** Field path, e.g. `policy.allowed.C2[0]`, or `(root)`. */
  readonly path: string;
  readonly message: string;
}

/** The result for one line. */
export type ScenarioLineResult = { readonly line: number; readonly ok: true; readonly scenario: Scenario } | { readonly line: number; readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/**
 * Validates one line of text: JSON, schema, then cross-field checks.
 *
 * @example validateScenarioText('{}', 1) // { ok: false, issues: [{ line: 1, path: 'id', ... }, ...] }
 */
export function validateScenarioText(text: string, line: number): ScenarioLineResult {
  const json = parseJsonLine(text);
  if (!json.ok) return { line, ok: false, issues: [{ line, path: '(root)', message: json.message }] };
  return validateScenarioValue(json.value, line);
}

/** Validates an already-parsed value (schema, then cross-field checks). */
export function validateScenarioValue(value: unknown, line: number): ScenarioLineResult {
  const parsed = ScenarioSchema.safeParse(value);
  if (!parsed.success) {
    return { line, ok: false, issues: parsed.error.issues.map((issue) => ({ line, path: formatPath(issue.path), message: describeIssueDetail(issue, value) })) };
  }
  const problems = checkScenario(parsed.data);
  if (problems.length > 0) return { line, ok: false, issues: problems.map((problem) => ({ line, ...problem })) };
  return { line, ok: true, scenario: parsed.data };
}

/**
 * Streams the validation results of a scenario file, one per non-blank line. A repeated `id`
 * makes the later line invalid. Throws a `LeakscopeError` only when the file cannot be read.
 *
 * @example
 * for await (const result of readScenarioFile('scenarios.jsonl')) if (result.ok) use(result.scenario);
 */
export async function* readScenarioFile(path: string): AsyncGenerator<ScenarioLineResult> {
  const firstLineOfId = new Map<string, number>();
  for await (const { line, text } of readTextLines(path)) {
    const result = validateScenarioText(text, line);
    if (result.ok) {
      const first = firstLineOfId.get(result.scenario.id);
      if (first !== undefined) {
        yield { line, ok: false, issues: [{ line, path: 'id', message: `duplicate scenario id (first used on line ${first})` }] };
        continue;
      }
      firstLineOfId.set(result.scenario.id, line);
    }
    yield result;
  }
}

/** What validating a whole file found. */
export interface ScenarioFileReport {
  readonly file: string;
  /** Non-blank lines read. */
  readonly lines: number;
  readonly valid: number;
  readonly invalid: number;
  /** Every issue, in line order. */
  readonly issues: readonly ScenarioIssue[];
}

/**
 * Validates a scenario file (streaming; memory is bounded by the longest line and the issues).
 *
 * @example
 * const report = await validateScenarioFile('scenarios/leakscope-1000.jsonl');
 * if (report.invalid > 0) for (const issue of report.issues) console.error(formatIssue(report.file, issue));
 */
export async function validateScenarioFile(path: string): Promise<ScenarioFileReport> {
  let lines = 0;
  let valid = 0;
  const issues: ScenarioIssue[] = [];
  for await (const result of readScenarioFile(path)) {
    lines += 1;
    if (result.ok) valid += 1;
    else issues.push(...result.issues);
  }
  return { file: path, lines, valid, invalid: lines - valid, issues };
}

/** `file:line: field: message`, the form the CLI prints. */
export function formatIssue(file: string, issue: ScenarioIssue): string {
  return `${file}:${issue.line}: ${issue.path}: ${issue.message}`;
}
