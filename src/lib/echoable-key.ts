/**
 * Which object keys from user input an error message may repeat. A key is usually a field name
 * (`failMode`, `patient.ssn`), but a value pasted where a key belongs (`{"RF7730921": 1}`) is a
 * vault value, so only keys that look like field names are echoed: a letter, `_` or `$` first, then
 * letters, digits, `_`, `$`, `.` or `-`, at most 64 characters, fewer than 4 digits in all (an
 * identifier or a number has more), and not a canary (`CANARY_…`). Anything else is described by its
 * length only. A name that happens to be a word (`Finch`) still looks like a field name; no rule
 * without the vault can tell, which is why callers that hold the vault also mask its values.
 * (docs/decisions/010-what-errors-echo.md)
 */

const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$.-]{0,63}$/;
const DIGIT = /\d/g;
const CANARY = /^canary_/i;

/**
 * Whether a key from user input may appear in a message.
 *
 * @example isEchoableKey('failMode') // true
 * @example isEchoableKey('RF7730921') // false (seven digits)
 */
export function isEchoableKey(key: string): boolean {
  return FIELD_NAME.test(key) && (key.match(DIGIT)?.length ?? 0) < 4 && !CANARY.test(key);
}

/**
 * A key for a message: quoted when it may be echoed, else its length (`<9 characters>`).
 *
 * @example describeKey('RF7730921') // '<9 characters>'
 */
export function describeKey(key: string): string {
  return isEchoableKey(key) ? `"${key}"` : `<${[...key].length} characters>`;
}

/**
 * A field path for a message, `run.attack.level` or `vault[2].weight`; keys that may not be echoed
 * become `<key>`. An empty path gives ''.
 *
 * @example formatFieldPath(['recipients', 'rae.finch@example.org']) // 'recipients.<key>'
 */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = typeof segment === 'string' && isEchoableKey(segment) ? segment : '<key>';
      out += out === '' ? key : `.${key}`;
    }
  }
  return out;
}
