import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { cueAround, otherIdentifierBefore } from './cues.js';
import { digitAnchors, digitsOf, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';

/**
 * North American numbers: optional `+1`/`1`, area code (optionally in parentheses), exchange,
 * line, each optionally separated by a space, dot or hyphen; not inside a longer token
 * (so not `TIC-212-555-0199`). Fixed-width pieces keep backtracking constant.
 */
export const PHONE_NANP = /(?<![\w+-])(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-]?)\d{3}[ .-]?\d{4}(?![\w-])/g;
const PHONE_NANP_AT = anchoredCopy(PHONE_NANP);
/** International numbers written with `+` and a country code other than 1. */
export const PHONE_INTERNATIONAL = /(?<![\w+])\+[2-9][\d .()-]{5,20}\d(?![\w-])/g;
const PHONE_INTERNATIONAL_AT = anchoredCopy(PHONE_INTERNATIONAL);

/** Words that say a number is a phone number (they override an "order number" reading). */
export const PHONE_CUE = /\b(?:phone|tel|call|mobile|cell|fax|contact|text)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const PHONE_PATTERNS: readonly RegExp[] = [PHONE_NANP, PHONE_INTERNATIONAL, PHONE_CUE];

/** Default region for numbers written without a country code. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * The digit strings a vault phone value is compared by: its E.164 digits and its national
 * number (so `+1 (212) 555-0199` matches `212.555.0199`). Falls back to its raw digits.
 *
 * @example phoneDigitKeys('+1 (212) 555-0199') // ['12125550199', '2125550199']
 */
export function phoneDigitKeys(value: string): string[] {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  const keys = new Set<string>();
  if (parsed !== undefined) {
    keys.add(digitsOf(parsed.number));
    keys.add(String(parsed.nationalNumber));
  }
  keys.add(digitsOf(value));
  return [...keys].filter((key) => key.length >= 6);
}

/**
 * libphonenumber's verdict on candidates (E.164 digits, or null when invalid), remembered across
 * texts by a detector: the same numbers come back in every message of a conversation, and
 * parsing one costs far more than finding it. Bounded (see {@link phoneVerdict}).
 */
export type PhoneVerdicts = Map<string, string | null>;
const VERDICT_LIMIT = 4096;

/** libphonenumber's verdict on a candidate, remembered in `verdicts` (cleared when full). */
function phoneVerdict(candidate: string, verdicts: PhoneVerdicts): string | null {
  let verdict = verdicts.get(candidate);
  if (verdict === undefined) {
    const parsed = isValidPhoneNumber(candidate, DEFAULT_PHONE_COUNTRY) ? parsePhoneNumberFromString(candidate, DEFAULT_PHONE_COUNTRY) : undefined;
    verdict = parsed === undefined ? null : digitsOf(parsed.number);
    if (verdicts.size >= VERDICT_LIMIT) verdicts.clear();
    verdicts.set(candidate, verdict);
  }
  return verdict;
}

/**
 * Phone numbers in a text that libphonenumber-js judges valid (default country US), except
 * numbers introduced as an order/invoice/ticket number with no phone cue nearby. Candidates
 * come from two linear patterns; libphonenumber's own text search is not used because it is
 * super-linear on adversarial input (seconds on 1 MB of `(2(2(2...`).
 */
export function recognisePhones(text: string, runs: DigitRuns = scanDigitRuns(text), verdicts: PhoneVerdicts = new Map()): Recognition[] {
  const found: Recognition[] = [];
  const anchors = digitAnchors(text, runs);
  if (anchors.inRunsOf10.length === 0 && anchors.afterPlus.length === 0) return found;
  const visit = (match: RegExpExecArray): void => {
    const normalised = phoneVerdict(match[0], verdicts);
    if (normalised === null) return;
    const span = { start: match.index, end: match.index + match[0].length };
    if (otherIdentifierBefore(text, span.start) && !cueAround(text, span.start, span.end, PHONE_CUE, 30)) return;
    found.push({ recogniser: 'phone', span, normalised, method: 'libphonenumber', confidence: 0.8 });
  };
  // A NANP number's 10+ digits lie in one run; it starts at a group, or at the `+` or `(` just before one.
  const nanpStart = (position: number): boolean => {
    const code = text.charCodeAt(position);
    return (code >= 48 && code <= 57) || code === 43 || code === 40;
  };
  forEachMatchNear(PHONE_NANP_AT, text, anchors.inRunsOf10, anchors.inRunsOf10.length, 1, 0, visit, nanpStart);
  // An international number starts at the `+` before its first group.
  forEachMatchNear(PHONE_INTERNATIONAL_AT, text, anchors.afterPlus, anchors.afterPlus.length, 1, -1, visit);
  return found;
}
