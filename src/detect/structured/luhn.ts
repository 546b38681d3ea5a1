import { cueAround, otherIdentifierBefore } from './cues.js';
import { digitAnchors, digitsOf, isAllDigits, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';

/** 13–19 digits, optionally grouped by single spaces or hyphens, not inside a longer token. */
export const CARD_CANDIDATE = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
const CARD_CANDIDATE_AT = anchoredCopy(CARD_CANDIDATE);
/** Words that say a number is a payment card. */
export const CARD_CUE = /\b(?:card|visa|mastercard|amex|american\s{1,2}express|discover|credit|debit|cc|pan)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const CARD_PATTERNS: readonly RegExp[] = [CARD_CANDIDATE, CARD_CUE];

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

interface IinRange {
  readonly brand: string;
  readonly from: number;
  readonly to: number;
  /** Number of leading digits `from`/`to` describe. */
  readonly digits: number;
  readonly lengths: readonly number[];
}

const SIXTEEN_TO_NINETEEN = [16, 17, 18, 19];

/** Issuer identification ranges of the major networks (ISO/IEC 7812 registrations). */
const IIN_RANGES: readonly IinRange[] = [
  { brand: 'visa', from: 4, to: 4, digits: 1, lengths: [13, 16, 19] },
  { brand: 'mastercard', from: 51, to: 55, digits: 2, lengths: [16] },
  { brand: 'mastercard', from: 2221, to: 2720, digits: 4, lengths: [16] },
  { brand: 'amex', from: 34, to: 34, digits: 2, lengths: [15] },
  { brand: 'amex', from: 37, to: 37, digits: 2, lengths: [15] },
  { brand: 'discover', from: 6011, to: 6011, digits: 4, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'discover', from: 644, to: 649, digits: 3, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'discover', from: 65, to: 65, digits: 2, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'diners', from: 300, to: 305, digits: 3, lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'diners', from: 36, to: 36, digits: 2, lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'diners', from: 38, to: 39, digits: 2, lengths: [16, 17, 18, 19] },
  { brand: 'jcb', from: 3528, to: 3589, digits: 4, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'unionpay', from: 62, to: 62, digits: 2, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'mir', from: 2200, to: 2204, digits: 4, lengths: SIXTEEN_TO_NINETEEN },
  { brand: 'maestro', from: 5018, to: 5018, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 5020, to: 5020, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 5038, to: 5038, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 5893, to: 5893, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 6304, to: 6304, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 6759, to: 6759, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { brand: 'maestro', from: 6761, to: 6763, digits: 4, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

/**
 * The card network a number belongs to by its IIN prefix and length, or null.
 *
 * @example cardBrand('4111111111111111') // 'visa'
 */
export function cardBrand(digits: string): string | null {
  for (const range of IIN_RANGES) {
    const prefix = Number(digits.slice(0, range.digits));
    if (prefix >= range.from && prefix <= range.to && range.lengths.includes(digits.length)) return range.brand;
  }
  return null;
}

/** True for a payment card number: a known IIN prefix and length, and a valid Luhn check digit. */
export function isValidCard(digits: string): boolean {
  return luhnValid(digits) && cardBrand(digits) !== null;
}

/**
 * Payment card numbers in a text: 13–19 digits with a known IIN prefix and a valid Luhn check.
 * A number introduced as an order/invoice/ticket number is not a card unless a card cue says so.
 */
export function recogniseCards(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  // A candidate starts a digit group, and its 13+ digits (joined by single spaces or hyphens) lie in one run.
  const { inRunsOf13 } = digitAnchors(text, runs);
  if (inRunsOf13.length === 0) return found;
  forEachMatchNear(CARD_CANDIDATE_AT, text, inRunsOf13, inRunsOf13.length, 0, 0, (match) => {
    const digits = digitsOf(match[0]);
    if (!isValidCard(digits)) return;
    const start = match.index;
    const end = start + match[0].length;
    if (otherIdentifierBefore(text, start) && !cueAround(text, start, end, CARD_CUE, 30)) return;
    found.push({ recogniser: 'card', span: { start, end }, normalised: digits, method: 'luhn', confidence: 0.95 });
  });
  return found;
}
