import { CARD_MIN_DIGITS, cardNetwork } from './card-brands.js';
import { cueAround, otherIdentifierBefore } from './cues.js';
import { digitAnchors, digitsOf, isAllDigits, runCount, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';

/**
 * 13–19 digits, optionally grouped by single spaces or hyphens, not inside a longer token and not
 * after a `+` (an international phone number).
 */
export const CARD_CANDIDATE = /(?<![\w+-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
const CARD_CANDIDATE_AT = anchoredCopy(CARD_CANDIDATE);
/**
 * Exactly 12 digits (a short Maestro), grouped the same way, neither preceded nor followed by
 * another group joined the same way (then it is part of a longer number, which
 * {@link CARD_CANDIDATE} judges).
 */
export const CARD_CANDIDATE_12 = /(?<![\w+-]|\d[ -])\d(?:[ -]?\d){11}(?![\w-]|[ -]\d)/g;
const CARD_CANDIDATE_12_AT = anchoredCopy(CARD_CANDIDATE_12);
/** Words that say a number is a payment card. */
export const CARD_CUE = /\b(?:card|visa|mastercard|amex|american\s{1,2}express|discover|credit|debit|cc|pan)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const CARD_PATTERNS: readonly RegExp[] = [CARD_CANDIDATE, CARD_CANDIDATE_12, CARD_CUE];

/**
 * The Luhn (mod 10) check on a digit string.
 *
 * @example luhnValid('4111111111111111') // true
 * @example luhnValid('4111111111111112') // false
 */
export function luhnValid(digits: string): boolean {
  if (digits.length === 0 || !isAllDigits(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/**
 * The card network of a number by its IIN prefix and length (see {@link cardNetwork}), or null.
 *
 * @example cardBrand('4111111111111111') // 'visa'
 */
export function cardBrand(digits: string): string | null {
  return isAllDigits(digits) ? cardNetwork(digits) : null;
}

/** True for a payment card number: a known IIN prefix and length, and a valid Luhn check digit. */
export function isValidCard(digits: string): boolean {
  return luhnValid(digits) && cardBrand(digits) !== null;
}

/**
 * Length of the candidate, or of the candidate without its last group, that is a valid card
 * (`4111 1111 1111 1111 12` is a card and an expiry month; `… 123` a card and its CVV), or 0. The
 * dropped group has at most 3 digits unless 13 or more remain, so the first 12 digits of a longer
 * number that fails Luhn are not read as a short Maestro.
 */
function validCardLength(candidate: string): number {
  const digits = digitsOf(candidate);
  if (isValidCard(digits)) return candidate.length;
  const lastSpace = candidate.lastIndexOf(' ');
  const lastHyphen = candidate.lastIndexOf('-');
  const cut = Math.max(lastSpace, lastHyphen);
  if (cut <= 0) return 0;
  const kept = digitsOf(candidate.slice(0, cut));
  const dropped = digits.length - kept.length;
  if (kept.length < CARD_MIN_DIGITS || (dropped > 3 && kept.length < 13)) return 0;
  return isValidCard(kept) ? cut : 0;
}

/** Starts of the groups of runs that hold at least `size` digits. */
function groupStartsInRunsOf(runs: DigitRuns, size: number): number[] {
  const starts: number[] = [];
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  for (let run = 0; run < runCount(runs); run += 1) {
    const first = runFirstGroups[run] ?? 0;
    const last = runFirstGroups[run + 1] ?? 0;
    let digits = 0;
    for (let group = first; group < last; group += 1) digits += (groupEnds[group] ?? 0) - (groupStarts[group] ?? 0);
    if (digits === size || (digits > size && last - first > 1)) for (let group = first; group < last; group += 1) starts.push(groupStarts[group] ?? 0);
  }
  return starts;
}

/**
 * Payment card numbers in a text: 12–19 digits with a known IIN prefix and length (see
 * {@link cardNetwork}) and a valid Luhn check. A number introduced as an order/invoice/ticket
 * number is not a card unless a card cue says so.
 */
export function recogniseCards(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  // biome-ignore lint/suspicious/noConfusingVoidType: like forEachMatchNear's visitors, nothing means "go on after the match"
  const visit = (match: RegExpExecArray): number | void => {
    const start = match.index;
    const length = validCardLength(match[0]);
    if (length === 0) return;
    const end = start + length;
    if (otherIdentifierBefore(text, start) && !cueAround(text, start, end, CARD_CUE, 30)) return;
    found.push({ recogniser: 'card', span: { start, end }, normalised: digitsOf(match[0].slice(0, length)), method: 'luhn', confidence: 0.95 });
    return end;
  };
  // A candidate starts a digit group, and its 13+ digits (joined by single spaces or hyphens) lie in one run.
  const { inRunsOf13 } = digitAnchors(text, runs);
  if (inRunsOf13.length > 0) forEachMatchNear(CARD_CANDIDATE_AT, text, inRunsOf13, inRunsOf13.length, 0, 0, visit);
  // A 12-digit one is a whole run of 12 digits, or the groups of a longer run that may end in one.
  const twelve = groupStartsInRunsOf(runs, CARD_MIN_DIGITS);
  if (twelve.length > 0) forEachMatchNear(CARD_CANDIDATE_12_AT, text, twelve, twelve.length, 0, 0, visit);
  if (found.length > 1) found.sort((a, b) => a.span.start - b.span.start);
  return found;
}
