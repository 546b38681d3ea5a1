/**
 * Parsing JSON that users supply (policy files, datasets, scenario and trace lines) with errors that
 * are safe to print. V8's messages quote the text around the error (`Unexpected token 'S',
 * "{"ssn": SSN5124-11"... is not valid JSON`), and that text may hold vault values, so a message
 * here names only where parsing failed: a column, or a line and column in a multi-line document.
 */

/** A parse that succeeded, or a message that names the position and never the text. */
export type JsonParse = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/**
 * Parses JSON text; on failure the message is e.g. `not valid JSON (error at column 9)`.
 *
 * @example parseJson('{"ssn": 787-08-3753}') // { ok: false, message: 'not valid JSON (error at column 12)' }
 */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: describeJsonError(error, text) };
  }
}

/**
 * Describes a `JSON.parse` failure of `text` without echoing it: `not valid JSON (ends early:
 * truncated line?)`, `not valid JSON (error at column 12)` or, for a multi-line document,
 * `not valid JSON (error at line 3, column 11)`. Columns count UTF-16 units from 1.
 *
 * @example describeJsonError(caught, text) // 'not valid JSON (error at line 3, column 11)'
 */
export function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : '';
  // V8 gives a position for some errors only ("Unexpected token …" has none): find it ourselves.
  const reported = /position (\d+)/.exec(message)?.[1];
  const position = jsonErrorPosition(text) ?? (reported === undefined ? undefined : Number(reported));
  if (position === undefined) return 'not valid JSON';
  if (position >= text.length) return 'not valid JSON (ends early: truncated line?)';
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  if (lineStart === 0) return `not valid JSON (error at column ${position + 1})`;
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < position; index = text.indexOf('\n', index + 1)) line += 1;
  return `not valid JSON (error at line ${line}, column ${position - lineStart + 1})`;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]$/;

/**
 * The offset of the first character at which `text` stops being JSON (its length when the text
 * ends early), or undefined when it is valid. Iterative, so deep nesting cannot overflow the stack.
 */
export function jsonErrorPosition(text: string): number | undefined {
  let at = 0;
  const skip = () => {
    while (at < text.length && WHITESPACE.has(text[at] as string)) at += 1;
  };
  /** Reads a string at `at` (a quote); false when it is not one. */
  const string = (): boolean => {
    if (text[at] !== '"') return false;
    at += 1;
    while (at < text.length) {
      const ch = text[at] as string;
      if (ch === '"') {
        at += 1;
        return true;
      }
      if (ch < ' ') return false;
      if (ch === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          at += 2;
          for (let k = 0; k < 4; k += 1) {
            if (!HEX.test(text[at] ?? '')) return false;
            at += 1;
          }
        } else if (next !== undefined && ESCAPES.has(next)) at += 2;
        else {
          at += 1;
          return false;
        }
      } else at += 1;
    }
    return false;
  };
  /** Reads a scalar (string, number, literal) at `at`; false when there is none. */
  const scalar = (): boolean => {
    const ch = text[at];
    if (ch === '"') return string();
    for (const literal of ['true', 'false', 'null']) {
      if (ch === literal[0]) {
        for (const expected of literal) {
          if (text[at] !== expected) return false;
          at += 1;
        }
        return true;
      }
    }
    return number();
  };
  /** Reads a number at `at`; on failure `at` is where V8 reports it (after `1.` or `1e`, say). */
  const number = (): boolean => {
    const digits = () => {
      const from = at;
      while (at < text.length && (text[at] as string) >= '0' && (text[at] as string) <= '9') at += 1;
      return at > from;
    };
    if (text[at] === '-') at += 1;
    if (text[at] === '0') at += 1;
    else if (!digits()) return false;
    if (text[at] === '.') {
      at += 1;
      if (!digits()) return false;
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at += 1;
      if (text[at] === '+' || text[at] === '-') at += 1;
      if (!digits()) return false;
    }
    return true;
  };
  /** Open containers: `[` or `{`, innermost last. */
  const open: string[] = [];
  skip();
  for (;;) {
    // A value is expected here.
    const ch = text[at];
    if (ch === '[' || ch === '{') {
      open.push(ch);
      at += 1;
      skip();
      if (ch === '[' && text[at] === ']') {
        open.pop();
        at += 1;
      } else if (ch === '{') {
        if (text[at] === '}') {
          open.pop();
          at += 1;
        } else {
          if (!string()) return at;
          skip();
          if (text[at] !== ':') return at;
          at += 1;
          skip();
          continue;
        }
      } else continue;
    } else if (!scalar()) return at;
    // After a value: a separator, a close, or the end.
    for (;;) {
      skip();
      const container = open[open.length - 1];
      if (container === undefined) return at < text.length ? at : undefined;
      const next = text[at];
      if (next === ',') {
        at += 1;
        skip();
        if (container === '{') {
          if (!string()) return at;
          skip();
          if (text[at] !== ':') return at;
          at += 1;
          skip();
        }
        break;
      }
      if ((container === '[' && next === ']') || (container === '{' && next === '}')) {
        open.pop();
        at += 1;
        continue;
      }
      return at;
    }
  }
}
