/**
 * Turning parse failures into messages that are safe to print. Trace lines carry private
 * values, so a message may name a field path, an expected type and the JSON type that was
 * found — never a value from the line. zod's own messages are not used for that reason
 * (and so that wording stays stable across zod versions).
 */
import type { z } from 'zod';
import type { RejectedLine } from './types.js';

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

const MAX_ISSUES_SHOWN = 3;
/** Object keys come from the line itself; only short identifier-like keys are echoed. */
const SAFE_KEY = /^[A-Za-z_$][A-Za-z0-9_$-]{0,39}$/;

/** Builds a rejection whose message starts with `file:line:` (or `file:` for line 0). */
export function rejectedLine(file: string, line: number, detail: string): RejectedLine {
  const where = line > 0 ? `${file}:${line}` : file;
  return { file, line, message: `${where}: ${detail}` };
}

/** A path such as `run.attack.level` or `vault[2].weight`; unsafe keys become `<key>`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = typeof segment === 'string' && SAFE_KEY.test(segment) ? segment : '<key>';
      out += out === '' ? key : `.${key}`;
    }
  }
  return out;
}

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

function describeIssue(issue: Issue, input: unknown, basePath: readonly PathSegment[]): string {
  const path = formatPath([...basePath, ...issue.path]);
  const where = path === '' ? 'record' : `field "${path}"`;
  const found = jsonTypeOf(valueAt(input, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      if (found === 'nothing') return `${where}: required, missing`;
      if (path === '') return `expected ${typeName(issue.expected)}, got ${found}`;
      return `${where}: expected ${typeName(issue.expected)}, got ${found}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${where}: expected ${formatChoices(issue.values)}` : `${where}: expected one of ${formatChoices(issue.values)}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options)) {
        const got = found === 'nothing' ? 'missing' : `got a ${found} that is none of them`;
        return `${where}: expected one of ${formatChoices(options)} (${got})`;
      }
      return `${where}: matches none of the allowed shapes`;
    }
    case 'too_small':
      return `${where}: ${sizeRule(issue.origin, issue.minimum, issue.inclusive ?? true, 'min')}`;
    case 'too_big':
      return `${where}: ${sizeRule(issue.origin, issue.maximum, issue.inclusive ?? true, 'max')}`;
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => (SAFE_KEY.test(key) ? `"${key}"` : '<key>'));
      const noun = keys.length === 1 ? 'unknown field' : 'unknown fields';
      return path === '' ? `${noun} ${keys.join(', ')}` : `${where}: ${noun} ${keys.join(', ')}`;
    }
    case 'invalid_format':
      return `${where}: expected ${issue.format} format`;
    case 'not_multiple_of':
      return `${where}: must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
      return `${where}: has a key that is not allowed`;
    case 'invalid_element':
      return `${where}: has an element that is not allowed`;
    default:
      return `${where}: failed validation`;
  }
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

/**
 * Describes a `JSON.parse` failure of `text` without echoing it (V8's messages quote the
 * offending text, so only the position and the "ended early" case are kept). The position
 * becomes a column, or a line and column for multi-line documents (pretty-printed files).
 */
export function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : '';
  const match = /position (\d+)/.exec(message)?.[1];
  const position = match === undefined ? undefined : Number(match);
  if (/unexpected end|unterminated/i.test(message) || (position !== undefined && position >= text.length)) return 'not valid JSON (ends early: truncated line?)';
  if (position === undefined) return 'not valid JSON';
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  if (lineStart === 0) return `not valid JSON (error at column ${position + 1})`;
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < position; index = text.indexOf('\n', index + 1)) line += 1;
  return `not valid JSON (error at line ${line}, column ${position - lineStart + 1})`;
}
