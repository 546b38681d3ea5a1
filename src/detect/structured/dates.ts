/**
 * Calendar dates in the formats people and systems write them, reduced to one key
 * (`YYYY-MM-DD`), so `1995-01-25`, `January 25, 1995`, `25 Jan 1995`, `01/25/1995`,
 * `1/25/1995` and `25.01.1995` are the same date.
 */

import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { digitAnchors, scanDigitRuns, type DigitRuns } from './digit-runs.js';
import { isAsciiLetterCode } from './char-codes.js';

const MONTH = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** `1995-01-25`, `1995/01/25`, `1995.01.25`. */
export const DATE_ISO = /(?<![\d./-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)(?![-/.]\d)/g;
const DATE_ISO_AT = anchoredCopy(DATE_ISO);
/** `01/25/1995`, `1/25/95`, `25.01.1995`, `25-01-1995` (day/month order decided by validity). */
export const DATE_NUMERIC = /(?<![\d./-])(\d{1,2})([-/.])(\d{1,2})[-/.](\d{4}|\d{2})(?!\d)(?![-/.]\d)/g;
const DATE_NUMERIC_AT = anchoredCopy(DATE_NUMERIC);
/** `January 25, 1995`, `Jan. 25th 1995`. */
export const DATE_MONTH_FIRST = new RegExp(`\\b(${MONTH})\\.?\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?,?\\s{1,3}(\\d{4})(?!\\d)`, 'gi');
const DATE_MONTH_FIRST_AT = anchoredCopy(DATE_MONTH_FIRST);
/** `25 Jan 1995`, `25th of January, 1995`. */
export const DATE_DAY_FIRST = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?\\s{1,3}(?:of\\s{1,3})?(${MONTH})\\.?,?\\s{1,3}(\\d{4})(?!\\d)`, 'gi');
const DATE_DAY_FIRST_AT = anchoredCopy(DATE_DAY_FIRST);

/** Every pattern of this file, for the ReDoS check. */
export const DATE_PATTERNS: readonly RegExp[] = [DATE_ISO, DATE_NUMERIC, DATE_MONTH_FIRST, DATE_DAY_FIRST];

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((name, index) => [name, index + 1]));

/** One date found in a text, with its possible readings (preferred first). */
export interface DateMatch {
  readonly start: number;
  readonly end: number;
  /** `YYYY-MM-DD` keys; two when day and month order is ambiguous (`05/06/1995`) or the year has two digits. */
  readonly keys: readonly string[];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The `YYYY-MM-DD` key of a valid date, or null. */
export function dateKey(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function years(text: string): number[] {
  const value = Number(text);
  return text.length === 2 ? [1900 + value, 2000 + value] : [value];
}

function monthOf(name: string): number {
  return MONTH_INDEX.get(name.slice(0, 3).toLowerCase()) ?? 0;
}

function keysOf(readings: readonly [number, number, number][]): string[] {
  const keys: string[] = [];
  for (const [year, month, day] of readings) {
    const key = dateKey(year, month, day);
    if (key !== null && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Longest and shortest distance from the start of a {@link DATE_MONTH_FIRST} match to its year (`september. 25th, ` and `may 1 `). */
const MONTH_FIRST_MAX_LEAD = 21;
const MONTH_FIRST_MIN_LEAD = 6;

/**
 * Every date of a text, in order of start. Linear in the text length. Each pattern is tried
 * only where its matches can start: the 4-digit group of an ISO date, the 1–2 digit group that
 * opens a numeric or day-first date, the month name 6–21 characters before a 4-digit year
 * (`runs`: the text's digit runs, when already scanned).
 */
export function scanDates(text: string, runs: DigitRuns = scanDigitRuns(text)): DateMatch[] {
  const found: DateMatch[] = [];
  const add = (index: number, length: number, keys: string[]): void => {
    if (keys.length > 0) found.push({ start: index, end: index + length, keys });
  };
  const anchors = digitAnchors(text, runs);
  if (anchors.all.length === 0) return found;
  forEachMatchNear(DATE_ISO_AT, text, anchors.four, anchors.four.length, 0, 0, (match) => {
    add(match.index, match[0].length, keysOf([[Number(match[1]), Number(match[2]), Number(match[3])]]));
  });
  forEachMatchNear(DATE_NUMERIC_AT, text, anchors.upTo2, anchors.upTo2.length, 0, 0, (match) => {
    const first = Number(match[1]);
    const second = Number(match[3]);
    // Dots are day-first in most of the world; slashes and hyphens month-first (US) before day-first.
    const dayFirst = match[2] === '.';
    const readings = years(match[4] ?? '').flatMap((year): [number, number, number][] =>
      dayFirst
        ? [
            [year, second, first],
            [year, first, second],
          ]
        : [
            [year, first, second],
            [year, second, first],
          ],
    );
    add(match.index, match[0].length, keysOf(readings));
  });
  forEachMatchNear(
    DATE_MONTH_FIRST_AT,
    text,
    anchors.four,
    anchors.four.length,
    MONTH_FIRST_MAX_LEAD,
    -MONTH_FIRST_MIN_LEAD,
    (match) => {
      add(match.index, match[0].length, keysOf([[Number(match[3]), monthOf(match[1] ?? ''), Number(match[2])]]));
    },
    (position) => isAsciiLetterCode(text.charCodeAt(position)),
  );
  forEachMatchNear(DATE_DAY_FIRST_AT, text, anchors.upTo2, anchors.upTo2.length, 0, 0, (match) => {
    add(match.index, match[0].length, keysOf([[Number(match[3]), monthOf(match[2] ?? ''), Number(match[1])]]));
  });
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The date a vault value holds (`YYYY-MM-DD`), or null when it is not a date. The value must
 * start with the date; a trailing time (`1995-01-25T08:00Z`) is ignored.
 *
 * @example parseDateValue('January 25, 1995') // '1995-01-25'
 */
export function parseDateValue(value: string): string | null {
  const trimmed = value.trim();
  const first = scanDates(trimmed).find((match) => match.start === 0);
  if (first === undefined) return null;
  const rest = trimmed.slice(first.end);
  if (rest !== '' && !rest.startsWith('T') && !rest.startsWith(' ')) return null;
  return first.keys[0] ?? null;
}
