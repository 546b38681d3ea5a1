/**
 * Amounts of money and other quantities, reduced to integer cents so that `$85,000`, `85000`,
 * `85k`, `85,000.00`, `$85K` and `USD 85 thousand` are one value, and `1.2M` is 1,200,000.
 */

import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { digitAnchors, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import { isDigitCode } from './char-codes.js';

/**
 * An amount: optional currency symbol, digits (comma-grouped, dot-grouped with comma decimals
 * as in most of Europe, grouped by spaces or apostrophes as in the Nordics, France and
 * Switzerland, or not grouped), up to two decimals, an optional multiplier (`k`, `M`, `bn`,
 * `thousand`, ...) and an optional currency word, code or symbol after it (`4.250,75 €`,
 * `148 300 kr`, `$118k AUD`). Not preceded by a letter, digit, `.` or `,`, so it never starts
 * inside another number. Groups: 1 symbol, 2–3 comma-grouped integer and decimals, 4–5
 * dot-grouped, 6–7 space-grouped, 8–9 plain, 10 multiplier, 11 multiplier word, 12 currency
 * word or code (a three-letter word counts only when it is an ISO 4217 code, see
 * {@link isCurrencyCodeWord}), 13 symbol after.
 */
export const MONEY =
  /(?<![\w.,$€£¥])(?:([$€£¥])\s?)?(?:(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?|(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?|(\d{1,3}(?:[ \u00a0\u202f'’]\d{3})+)(?:[.,](\d{1,2}))?|(\d+)(?:\.(\d{1,2}))?)(?!\d|,\d|\.\d)(?:(k|m|bn|b)\b|\s{1,2}(thousand|million|billion)\b)?(?:\s{0,2}(dollars?|euros?|pounds?|francs?|kr|kronor|kroner|krona|krone|yen|yuan|rupees?|rand|pesos?|reais|zloty|[a-z]{3})\b|\s?([$€£¥]))?/gi;
/** A currency code opening a vault value (`EUR 12.500,00`, `SEK 148,300.00`): any ISO 4217 code. */
const LEADING_CURRENCY_CODE = /^([a-z]{3})\s?(?=\d)/i;
/** A currency code or `kr` just before an amount in a text (`NOK 12 050,00`, `kr 12 050`). */
const CODE_BEFORE = /(?:^|[^\p{L}])(\p{Lu}{3}|[Kk]r\.?)\s?$/u;
/** The period a vault value's amount is paid in (`€5,150 per month`, `$40/hr`, `AUD 118,000 p.a.`): not part of the amount. */
const PERIOD_AFTER = /(?<!\s)\s{0,3}(?:(?:per|a|an|each|\/)\s*(?:month|year|annum|week|day|hour|mo|yr|wk|hr)\b\.?|(?:monthly|annually|yearly|weekly|daily|hourly|p\.\s?a\.|pa)\.?)$/i;
const MONEY_AT = anchoredCopy(MONEY);
/** The first digit group of a space-grouped amount. */
const LEADING_DIGITS = /^\d+/;
/** The characters that group an amount's digits. */
const GROUP_SEPARATORS = /[,. \u00a0\u202f'’]/g;

/** Every pattern of this file, for the ReDoS check. */
export const MONEY_PATTERNS: readonly RegExp[] = [MONEY, LEADING_CURRENCY_CODE, CODE_BEFORE, PERIOD_AFTER, GROUP_SEPARATORS, LEADING_DIGITS];

/** ISO 4217 codes known to this runtime (upper case). */
const ISO_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
/** Codes of the most traded currencies, which texts also write in lower case (`85000 usd`). */
const LOWER_CASE_CODES: ReadonlySet<string> = new Set(['usd', 'eur', 'gbp', 'chf', 'jpy', 'cny', 'inr', 'aud', 'cad', 'nzd', 'sek', 'nok', 'dkk', 'sgd', 'hkd', 'zar', 'mxn', 'brl', 'pln']);

/**
 * True when a three-letter word is an ISO 4217 currency code (`SEK`, `aud`); a longer word of
 * {@link MONEY}'s list (`kronor`, `dollars`) is a currency word of its own. In a text the code
 * must be written in capitals (`120 ALL` is a currency, `120 all` is not) unless it is one of the
 * most traded ({@link LOWER_CASE_CODES}); in a vault value any case will do.
 */
export function isCurrencyCodeWord(word: string, anyCase = false): boolean {
  if (word.length !== 3) return true;
  const lower = word.toLowerCase();
  if (lower === 'yen') return true;
  if (!anyCase && word !== word.toUpperCase()) return LOWER_CASE_CODES.has(lower);
  return ISO_CODES.has(word.toUpperCase());
}

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
      let symbol = match[1] ?? match[13];
      const spaced = match[6];
      const dotted = match[4];
      let currencyWord = match[12];
      let end = match.index + match[0].length;
      // A three-letter word after the amount is a currency only as an ISO code (`AUD`, not `and`).
      if (currencyWord !== undefined && !isCurrencyCodeWord(currencyWord)) {
        end = match.index + match[0].lastIndexOf(currencyWord);
        while (end > match.index && text.charCodeAt(end - 1) <= 32) end -= 1;
        currencyWord = undefined;
      }
      const codeBefore = CODE_BEFORE.exec(text.slice(Math.max(0, match.index - 6), match.index))?.[1];
      const leadingCode = codeBefore !== undefined && isCurrencyCodeWord(codeBefore.replace('.', ''));
      // Space grouping (`148 300 kr`) is read only with a currency after or a code before: `room 5 100` is two numbers.
      if (spaced !== undefined && currencyWord === undefined && match[13] === undefined && !leadingCode) {
        const first = LEADING_DIGITS.exec(spaced)?.[0] ?? '';
        const firstEnd = match.index + match[0].indexOf(spaced) + first.length;
        if (first.length >= minUnmarkedDigits || symbol !== undefined)
          found.push({ start: match.index, end: firstEnd, cents: withoutLeadingZeros(`${first}00`), integerDigits: first.length, marked: symbol !== undefined });
        return firstEnd;
      }
      if (leadingCode && symbol === undefined) symbol = codeBefore;
      const integer = match[2] ?? dotted ?? spaced ?? match[8] ?? '';
      const decimals = match[3] ?? match[5] ?? match[7] ?? match[9];
      const multiplierWord = match[10] ?? match[11];
      // `1.234` alone is a decimal (or a version); dot grouping counts with comma decimals or a currency.
      if (dotted !== undefined && decimals === undefined && symbol === undefined && currencyWord === undefined) return;
      const grouped = match[2] !== undefined || dotted !== undefined || spaced !== undefined;
      const marked = symbol !== undefined || currencyWord !== undefined || multiplierWord !== undefined || grouped || decimals !== undefined;
      if (!marked && integer.length < minUnmarkedDigits) return;
      const digits = grouped ? integer.replace(GROUP_SEPARATORS, '') : integer;
      if (digits.length > MAX_INTEGER_DIGITS) return;
      const zeros = multiplierWord === undefined ? 0 : (MULTIPLIER_ZEROS.get(multiplierWord.toLowerCase()) ?? 0);
      // Exact decimal arithmetic on strings: digits, two decimals, then the multiplier's zeros.
      const cents = withoutLeadingZeros(`${digits}${(decimals ?? '').padEnd(2, '0')}${'0'.repeat(zeros)}`);
      found.push({ start: match.index, end, cents, integerDigits: digits.length, marked });
      return end;
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
  let trimmed = value.trim().replace(PERIOD_AFTER, '');
  const code = LEADING_CURRENCY_CODE.exec(trimmed);
  if (code !== null && isCurrencyCodeWord(code[1] ?? '', true)) trimmed = trimmed.slice(code[0].length);
  const [first] = scanAmounts(trimmed);
  if (first === undefined || first.start !== 0) return null;
  // A currency code after it may be written in any case in a vault (`148,300.00 sek`).
  const rest = trimmed.slice(first.end).trim();
  return first.end === trimmed.length || (rest.length === 3 && isCurrencyCodeWord(rest, true)) ? first : null;
}
