/**
 * Turning parse failures into messages that are safe to print. Trace lines, policies and datasets
 * carry private values, so a message may name a field path, an expected type and the JSON type
 * that was found — never a value from the input, and a key only when it looks like a field name
 * (`lib/echoable-key.ts`). zod's own messages are not used for that reason (`Unrecognized key:
 * "RF7730921"`), and so that wording stays stable across zod versions. This is the one formatter
 * of zod issues for users.
 */
import type { z } from 'zod';
import { describeKey, formatFieldPath } from '../lib/echoable-key.js';
import type { RejectedLine } from './types.js';

/** The one description of a JSON parse failure (position only), here for the readers that take it from this module. */
export { describeJsonError } from '../lib/json-parse.js';

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

const MAX_ISSUES_SHOWN = 3;

/** Builds a rejection whose message starts with `file:line:` (or `file:` for line 0). */
export function rejectedLine(file: string, line: number, detail: string): RejectedLine {
  const where = line > 0 ? `${file}:${line}` : file;
  return { file, line, message: `${where}: ${detail}` };
}

/** A path such as `run.attack.level` or `vault[2].weight`; keys that may not be echoed become `<key>`. */
export const formatPath: (path: readonly PathSegment[]) => string = formatFieldPath;

/** The JSON type of a value, for "expected X, got Y" messages. */
export function jsonTypeOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** `C1..C7` for a run of numbered codes, otherwise `"a", "b"`. */
function formatChoices(values: readonly unknown[]): string {
  const strings = values.filter((value): value is string => typeof value === 'string');
  if (strings.length === values.length && strings.length >= 3) {
    const match = /^(.*?)(\d+)$/.exec(strings[0] ?? '');
    if (match !== null) {
      const prefix = match[1] ?? '';
      const first = Number(match[2]);
      if (strings.every((value, index) => value === `${prefix}${first + index}`)) {
        return `${strings[0]}..${strings[strings.length - 1]}`;
      }
    }
  }
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function typeName(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'array' || expected === 'object') return `an ${expected}`;
  return expected;
}

function sizeRule(origin: string, limit: unknown, inclusive: boolean, direction: 'min' | 'max'): string {
  const bound = String(limit);
  if (origin === 'string' || origin === 'array' || origin === 'set') {
    const unit = origin === 'string' ? 'characters' : 'items';
    if (direction === 'min' && bound === '1') return 'must not be empty';
    return `must have ${direction === 'min' ? 'at least' : 'at most'} ${bound} ${unit}`;
  }
  const operator = direction === 'min' ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
  return `must be ${operator} ${bound}`;
}

/**
 * What is wrong with one field, without naming the field: `expected one of C1..C7`,
 * `required, missing`, `unknown field <9 characters>`. `input` is only inspected for the JSON type
 * found at the issue's path. A refinement's own message (code `custom`) is shown as written: the
 * schemas' refinements name keys with {@link describeKey} and never interpolate other input.
 *
 * @example describeIssueDetail(issue, { seq: 'two' }) // 'expected number, got string'
 */
export function describeIssueDetail(issue: Issue, input: unknown): string {
  const found = jsonTypeOf(valueAt(input, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      return found === 'nothing' ? 'required, missing' : `expected ${typeName(issue.expected)}, got ${found}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `expected ${formatChoices(issue.values)}` : `expected one of ${formatChoices(issue.values)}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options)) {
        const got = found === 'nothing' ? 'missing' : `got a ${found} that is none of them`;
        return `expected one of ${formatChoices(options)} (${got})`;
      }
      return 'matches none of the allowed shapes';
    }
    case 'too_small':
      return sizeRule(issue.origin, issue.minimum, issue.inclusive ?? true, 'min');
    case 'too_big':
      return sizeRule(issue.origin, issue.maximum, issue.inclusive ?? true, 'max');
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'unknown field' : 'unknown fields'} ${issue.keys.map(describeKey).join(', ')}`;
    case 'invalid_format':
      return `expected ${issue.format} format`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_element':
      return 'has an element that is not allowed';
    case 'custom':
      return issue.message;
    default:
      return 'failed validation';
  }
}

function describeIssue(issue: Issue, input: unknown, basePath: readonly PathSegment[]): string {
  const path = formatPath([...basePath, ...issue.path]);
  const detail = describeIssueDetail(issue, input);
  // A wrong type or an unknown key of the whole record reads better without "record:".
  if (path === '' && (issue.code === 'invalid_type' || issue.code === 'unrecognized_keys') && detail !== 'required, missing') return detail;
  return `${path === '' ? 'record' : `field "${path}"`}: ${detail}`;
}

/**
 * Describes a zod failure in one line, e.g.
 * `field "channel": expected one of C1..C7; field "seq": must be >= 0`.
 * `input` is only inspected for the JSON type found at a failing path; `basePath` is prefixed
 * to every path when `input` is a part of a larger document.
 */
export function describeIssues(issues: readonly Issue[], input: unknown, basePath: readonly PathSegment[] = []): string {
  const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => describeIssue(issue, input, basePath));
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')} (and ${more} more)` : shown.join('; ');
}
