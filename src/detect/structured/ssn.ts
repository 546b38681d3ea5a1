import { cueAround, otherIdentifierBefore, windowAfter, windowBefore } from './cues.js';
import { digitAnchors, digitsOf, isAllDigits, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';

/**
 * `787-08-3753` or `787 08 3753`, not preceded by a letter, digit, `_`, `-` or `+` (so not
 * `TIC-987-65-4321`); the spaced form also not inside a longer spaced number (`+81 765 03 5813`, a
 * phone), while the dashed form may be followed by other numbers (`536-22-1234 42 Wallaby Way`).
 */
export const SSN_FORMATTED = /(?<![\w+-]|[\d+]-)\d{3}-\d{2}-\d{4}(?![\w-])|(?<![\w+-]|[\d+][\x20-])\d{3}\x20\d{2}\x20\d{4}(?![\w-]|[\x20-]\d)/g;
const SSN_FORMATTED_AT = anchoredCopy(SSN_FORMATTED);
/** A bare 9-digit number; an SSN only with a cue nearby. */
export const SSN_BARE = /(?<![\w-])\d{9}(?![\w-])/g;
const SSN_BARE_AT = anchoredCopy(SSN_BARE);
/** Words that say a number is a Social Security number. */
export const SSN_CUE = /\b(?:ssn|ss#|ss\s?no|social\s{0,2}security|soc\.?\s{0,2}sec)/i;

/** Every pattern of this file, for the ReDoS check. */
export const SSN_PATTERNS: readonly RegExp[] = [SSN_FORMATTED, SSN_BARE, SSN_CUE];

/** Numbers the SSA voided or that only ever appeared in advertising. */
const VOID_SSNS: ReadonlySet<string> = new Set(['078051120', '219099999', '123456789']);

const CUE_WINDOW = 30;

/**
 * SSA structure rules on 9 digits: area not 000, 666 or 900–999; group not 00; serial not 0000.
 *
 * @example isValidSsn('787083753') // true
 * @example isValidSsn('666083753') // false
 */
export function isValidSsn(digits: string): boolean {
  if (digits.length !== 9 || !isAllDigits(digits) || VOID_SSNS.has(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = Number(digits.slice(3, 5));
  const serial = Number(digits.slice(5));
  return area !== 0 && area !== 666 && area < 900 && group !== 0 && serial !== 0;
}

/**
 * US Social Security numbers in a text: the separated forms anywhere, the bare 9-digit form only
 * with a cue ("SSN", "social security") within 30 characters. A number introduced as an order,
 * invoice or ticket number is not an SSN unless an SSN cue says otherwise.
 */
export function recogniseSsns(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  // Both forms start at a digit group: of 3 digits (formatted) or 9 (bare).
  const anchors = digitAnchors(text, runs);
  if (anchors.three.length === 0 && anchors.nine.length === 0) return found;
  const consider = (start: number, raw: string, bare: boolean): void => {
    const digits = digitsOf(raw);
    if (!isValidSsn(digits)) return;
    const end = start + raw.length;
    const cued = cueAround(text, start, end, SSN_CUE, CUE_WINDOW);
    if (bare && !cued) return;
    // An "invoice"/"order" word right before the number is nearer than any cue before it.
    if (otherIdentifierBefore(text, start) && !SSN_CUE.test(windowBefore(text, start, 12)) && !SSN_CUE.test(windowAfter(text, end, CUE_WINDOW))) return;
    found.push({ recogniser: 'ssn', span: { start, end }, normalised: digits, method: 'ssn-rules', confidence: bare ? 0.85 : 0.9 });
  };
  forEachMatchNear(SSN_FORMATTED_AT, text, anchors.three, anchors.three.length, 0, 0, (match) => consider(match.index, match[0], false));
  forEachMatchNear(SSN_BARE_AT, text, anchors.nine, anchors.nine.length, 0, 0, (match) => consider(match.index, match[0], true));
  return found;
}
