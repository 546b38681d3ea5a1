/**
 * Numbers written as digits or words ("85,000", "twenty-five", "a quarter million",
 * "half a million", "two hundred"), for the value scanner.
 */

/** A token of the value scanner: text, lower case, and offsets into the scanned text. */
export interface ScanToken {
  readonly text: string;
  readonly lower: string;
  readonly start: number;
  readonly end: number;
}

/** Parts of a year named by a word before it ("early 2019" → January–April). */
export const RANGE_WORDS: Readonly<Record<string, readonly [number, number]>> = {
  early: [1, 4],
  beginning: [1, 3],
  mid: [5, 8],
  middle: [5, 8],
  late: [9, 12],
  end: [10, 12],
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
};

const UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Words after which a lone "one" or "a" is a number ("one year", "a million"). */
const COUNTED = new Set(['hundred', 'thousand', 'million', 'billion', 'grand', 'dozen', 'day', 'week', 'month', 'quarter', 'year', 'days', 'weeks', 'months', 'years', 'k', 'm']);

/** A digit token as a number ("85,000" → 85000, "2.5" → 2.5); NaN when malformed. */
export function parseDigits(token: string): number {
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) return Number(token.replace(/,/g, ''));
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  return Number.NaN;
}

/** "a quarter million", "quarter of a million", "half a million", "half million", "half a year". */
function fraction(tokens: readonly ScanToken[], index: number): { value: number; last: number } | null {
  const at = (offset: number): string => tokens[index + offset]?.lower ?? '';
  let cursor = 0;
  if (at(0) === 'a' || at(0) === 'an') cursor = 1;
  const word = at(cursor);
  const value = word === 'quarter' ? 0.25 : word === 'half' ? 0.5 : undefined;
  if (value === undefined) return null;
  // "quarter of a million", "half a million": the multiplier word is left for the caller.
  if (at(cursor + 1) === 'of' && at(cursor + 2) === 'a') return { value, last: index + cursor + 2 };
  if (at(cursor + 1) === 'a') return { value, last: index + cursor + 1 };
  if (at(cursor + 1) === 'million' || at(cursor + 1) === 'billion') return { value, last: index + cursor };
  return null;
}

/**
 * The number starting at `tokens[index]`, and the index of its last token; null when none.
 * Multipliers (`thousand`, `million`, `k`) are left for the caller.
 *
 * @example parseNumberWords(tokens('twenty-five years'), 0) // { value: 25, last: 2 }
 */
export function parseNumberWords(tokens: readonly ScanToken[], index: number): { value: number; last: number } | null {
  const token = tokens[index];
  if (token === undefined) return null;
  if (/^\d/.test(token.text)) {
    const value = parseDigits(token.text);
    return Number.isNaN(value) ? null : { value, last: index };
  }
  const half = fraction(tokens, index);
  if (half !== null) return half;
  let value = 0;
  let last = -1;
  for (let cursor = index; cursor < tokens.length; cursor += 1) {
    const word = tokens[cursor]?.lower ?? '';
    const next = tokens[cursor + 1]?.lower ?? '';
    if (last < 0 && (word === 'a' || word === 'an') && (next === 'hundred' || next === 'dozen')) {
      value = 1;
      last = cursor;
    } else if (UNITS[word] !== undefined && (last < 0 || (value % 100 !== 0 && value % 10 === 0 && value >= 20) || value % 100 === 0)) {
      value += UNITS[word] ?? 0;
      last = cursor;
    } else if (TENS[word] !== undefined && (last < 0 || value % 100 === 0)) {
      value += TENS[word] ?? 0;
      last = cursor;
    } else if (word === 'hundred' && last >= 0 && value < 100) {
      value *= 100;
      last = cursor;
    } else if (word === 'dozen' && last >= 0) {
      value *= 12;
      last = cursor;
    } else if ((word === '-' || word === 'and') && last >= 0 && (UNITS[next] !== undefined || TENS[next] !== undefined)) {
    } else {
      break;
    }
  }
  if (last < 0) return null;
  // A lone "one" or "a" is a number only when something is counted ("one year", "a hundred").
  if (value === 1 && !COUNTED.has(tokens[last + 1]?.lower ?? '')) return null;
  return { value, last };
}
