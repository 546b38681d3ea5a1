/**
 * Character classes of UTF-16 code units, for tier 2's hand-written scanners (one definition per
 * class; a regex per character would cost more on the hot path).
 */

/** `0`–`9`. */
export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** `A`–`Z`. */
export function isUpperCode(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** An ASCII letter, either case. */
export function isAsciiLetterCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** An ASCII letter or digit. */
export function isAsciiAlnumCode(code: number): boolean {
  return isDigitCode(code) || isAsciiLetterCode(code);
}

/** A regex `\w` character: an ASCII letter, digit or `_`. */
export function isWordCode(code: number): boolean {
  return isAsciiAlnumCode(code) || code === 95;
}
