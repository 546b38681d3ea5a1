/**
 * Parsing of PrivacyLens `executable_trajectory` texts: blocks start at `Action:`; each has an
 * `Action Input` and an `Observation`. Both are parsed as JSON, retrying after un-escaping
 * quotes (`{\"keywords\": ...}` appears in the data), and kept as raw text otherwise.
 */

/** A parsed value: JSON, or the raw text that did not parse. */
export type ParsedValue = { readonly kind: 'json'; readonly value: unknown } | { readonly kind: 'raw'; readonly text: string };

/** One step of a source trajectory. */
export interface TrajectoryStep {
  readonly action: string;
  readonly input: ParsedValue;
  readonly observation: ParsedValue;
}

/**
 * Parses a value as JSON; retries with `\"` un-escaped, then with a trailing fragment cut at
 * the last closing brace; raw text otherwise.
 *
 * @example parseLenient('{\\"a\\": 1}') // { kind: 'json', value: { a: 1 } }
 */
export function parseLenient(text: string): ParsedValue {
  const trimmed = text.trim();
  const attempts = [trimmed, trimmed.replace(/\\"/g, '"')];
  const lastBrace = Math.max(trimmed.lastIndexOf('}'), trimmed.lastIndexOf(']'));
  if (lastBrace > 0 && lastBrace < trimmed.length - 1) attempts.push(trimmed.slice(0, lastBrace + 1), trimmed.slice(0, lastBrace + 1).replace(/\\"/g, '"'));
  for (const attempt of attempts) {
    if (attempt === '') continue;
    try {
      return { kind: 'json', value: JSON.parse(attempt) as unknown };
    } catch {
      // next attempt
    }
  }
  return { kind: 'raw', text: trimmed };
}

/** `Action:` at a line start, or glued to the end of the previous observation (`}Action:` occurs). */
const ACTION = /(?:^|(?<=[\n}\]"]))[ \t]*Action:[ \t]*/;
const INPUT = /Action Input:[ \t]*/;
const OBSERVATION = /Observation:[ \t]*/;

/**
 * Splits a trajectory into steps. A block without `Action Input` or `Observation` keeps the
 * missing part as empty raw text (the caller decides what that costs).
 *
 * @example parseTrajectory('Action: GmailReadEmail\nAction Input: {"email_id": "1"}\nObservation: {"body": "..."}')
 */
export function parseTrajectory(text: string): TrajectoryStep[] {
  const steps: TrajectoryStep[] = [];
  const blocks = text.split(ACTION).slice(1);
  for (const block of blocks) {
    const nameMatch = /^[\w"'\\]+/.exec(block);
    const action = (nameMatch?.[0] ?? '').replace(/[^\w]/g, '');
    const afterName = block.slice(nameMatch?.[0].length ?? 0);
    const inputMatch = INPUT.exec(afterName);
    const observationMatch = OBSERVATION.exec(afterName);
    const inputStart = inputMatch === null ? -1 : inputMatch.index + inputMatch[0].length;
    const inputEnd = observationMatch !== null && observationMatch.index >= inputStart ? observationMatch.index : afterName.length;
    const inputText = inputMatch === null ? '' : afterName.slice(inputStart, inputEnd);
    const observationText = observationMatch === null ? '' : afterName.slice(observationMatch.index + observationMatch[0].length);
    steps.push({ action, input: parseLenient(inputText), observation: parseLenient(observationText) });
  }
  return steps;
}
