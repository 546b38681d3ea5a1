/**
 * Amounts of money and other quantities, reduced to integer cents so that `$85,000`, `85000`,
 * `85k`, `85,000.00`, `$85K` and `USD 85 thousand` are one value, and `1.2M` is 1,200,000.
 */

import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { digitAnchors, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import { isDigitCode } from './char-codes.js';

/**
 * An amount: optional currency symbol, digits (comma-grouped, dot-grouped with comma decimals
 * as in most of Europe, or not grouped), up to two decimals, an optional multiplier (`k`, `M`,
 * `bn`, `thousand`, ...) and an optional currency word or symbol after it (`4.250,75 €`).
 * Not preceded by a letter, digit, `.` or `,`, so it never starts inside another number.
 * Groups: 1 symbol, 2–3 comma-grouped integer and decimals, 4–5 dot-grouped, 6–7 plain,
 * 8 multiplier, 9 multiplier word, 10 currency word, 11 symbol after.
 */
export const MONEY =
  /(?<![\w.,$€£¥])(?:([$€£¥])\s?)?(?:(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?|(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?|(\d+)(?:\.(\d{1,2}))?)(?!\d|,\d|\.\d)(?:(k|m|bn|b)\b|\s{1,2}(thousand|million|billion)\b)?(?:\s{0,2}(usd|dollars?|eur|euros?|gbp|pounds?|chf)\b|\s?([$€£¥]))?/gi;
/** A currency code opening a vault value (`EUR 12.500,00`). */
const LEADING_CURRENCY_CODE = /^(?:usd|eur|gbp|chf)\s?(?=\d)/i;
const MONEY_AT = anchoredCopy(MONEY);

/** Every pattern of this file, for the ReDoS check. */
export const MONEY_PATTERNS: readonly RegExp[] = [MONEY, LEADING_CURRENCY_CODE];

/** Zeros each multiplier appends to an amount. */
const MULTIPLIER_ZEROS: ReadonlyMap<string, number> = new Map([
  ['k', 3],
  ['thousand', 3],
  ['m', 6],
  ['million', 6],
  ['b', 9],
  ['bn', 9],
  ['billion', 9],
]);

/** Longest integer part considered (a quadrillion); longer digit strings are identifiers, not amounts. */
const MAX_INTEGER_DIGITS = 15;

/** One amount found in a text. */
export interface AmountMatch {
  readonly start: number;
  readonly end: number;
  /** Value in cents, as a decimal string (`'8500000'` for $85,000). */
  readonly cents: string;
  /** Digits of the integer part as written (before any multiplier). */
  readonly integerDigits: number;
  /** Written with a currency symbol or word, a multiplier, comma grouping or decimals. */
  readonly marked: boolean;
}

/** `$`, `€`, `£`, `¥`. */
function isCurrencyCode(code: number): boolean {
  return code === 36 || code === 0x20ac || code === 0xa3 || code === 0xa5;
}

/**
 * The digit groups an amount whose cents start with one of `prefixes` can open. An amount's
 * integer part opens with a whole digit group (a later group follows `,` or `.`, where no amount
 * starts), and its cents are its digits without leading zeros: so the group, without its leading
 * zeros, is one of the prefixes (or is all zeros). Amounts opening elsewhere cannot match.
 */
function groupsOpeningCents(text: string, runs: DigitRuns, prefixes: ReadonlySet<string>): number[] {
  const kept: number[] = [];
  const { groupStarts, groupEnds } = runs;
  for (let group = 0; group < groupStarts.length; group += 1) {
    let start = groupStarts[group] as number;
    const end = groupEnds[group] as number;
    while (start < end && text.charCodeAt(start) === 48) start += 1;
    if (start === end || prefixes.has(text.slice(start, end))) kept.push(groupStarts[group] as number);
  }
  return kept;
}

/** Every prefix of every cents value (for {@link scanAmounts}). */
export function centsPrefixesOf(cents: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const value of cents) for (let length = 1; length <= value.length; length += 1) prefixes.add(value.slice(0, length));
  return prefixes;
}

/**
 * Every amount of a text, in order. Linear in the text length. Unmarked amounts (a bare
 * `1995`) with fewer than `minUnmarkedDigits` integer digits are skipped early, which keeps
 * texts made of thousands of small numbers cheap. An amount starts at a digit group or at a
 * currency symbol up to two characters before one, so {@link MONEY} is only tried there
 * (`runs`: the text's digit runs, when already scanned). With `centsPrefixes`, amounts whose
 * cents cannot start with one of them may be left out (see `groupsOpeningCents`).
 */
export function scanAmounts(text: string, minUnmarkedDigits = 1, runs: DigitRuns = scanDigitRuns(text), centsPrefixes?: ReadonlySet<string>): AmountMatch[] {
  const found: AmountMatch[] = [];
  const groups = centsPrefixes === undefined ? digitAnchors(text, runs).all : groupsOpeningCents(text, runs, centsPrefixes);
  const accept = (position: number): boolean => {
    const code = text.charCodeAt(position);
    return isDigitCode(code) || isCurrencyCode(code);
  };
  forEachMatchNear(
    MONEY_AT,
    text,
    groups,
    groups.length,
    2,
    0,
    (match) => {
      const symbol = match[1] ?? match[11];
      const dotted = match[4];
      const integer = match[2] ?? dotted ?? match[6] ?? '';
      const decimals = match[3] ?? match[5] ?? match[7];
      const multiplierWord = match[8] ?? match[9];
      const currencyWord = match[10];
      // `1.234` alone is a decimal (or a version); dot grouping counts with comma decimals or a currency.
      if (dotted !== undefined && decimals === undefined && symbol === undefined && currencyWord === undefined) return;
      const grouped = match[2] !== undefined || dotted !== undefined;
      const marked = symbol !== undefined || currencyWord !== undefined || multiplierWord !== undefined || grouped || decimals !== undefined;
      if (!marked && integer.length < minUnmarkedDigits) return;
      const digits = grouped ? integer.replaceAll(',', '').replaceAll('.', '') : integer;
      if (digits.length > MAX_INTEGER_DIGITS) return;
      const zeros = multiplierWord === undefined ? 0 : (MULTIPLIER_ZEROS.get(multiplierWord.toLowerCase()) ?? 0);
      // Exact decimal arithmetic on strings: digits, two decimals, then the multiplier's zeros.
      const cents = withoutLeadingZeros(`${digits}${(decimals ?? '').padEnd(2, '0')}${'0'.repeat(zeros)}`);
      found.push({ start: match.index, end: match.index + match[0].length, cents, integerDigits: digits.length, marked });
    },
    accept,
  );
  return found;
}

function withoutLeadingZeros(digits: string): string {
  let index = 0;
  while (index < digits.length - 1 && digits.charCodeAt(index) === 48) index += 1;
  return digits.slice(index);
}

/**
 * The amount a vault value holds, in cents, or null when the value is not an amount.
 *
 * @example parseAmountValue('$85K') // '8500000'
 */
export function parseAmountValue(value: string): AmountMatch | null {
  const trimmed = value.trim().replace(LEADING_CURRENCY_CODE, '');
  const [first] = scanAmounts(trimmed);
  return first !== undefined && first.start === 0 && first.end === trimmed.length ? first : null;
}
