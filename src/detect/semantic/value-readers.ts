/**
 * Readers of the value scanner that recognise one quantity at a token: calendar dates, decades
 * ("in his forties", "the high 500s"), "six figures" and disease stages ("stage II").
 */
import { RANGE_WORDS, type ScanToken } from './number-words.js';

/** What a quantity measures; only quantities of compatible kinds are compared. */
export type QuantityKind = 'money' | 'number' | 'percent' | 'date' | 'age' | 'duration' | 'stage';

/** A quantity being read: an interval over tokens `first..last`. */
export interface Draft {
  kind: QuantityKind;
  low: number;
  high: number;
  bound: 'exact' | 'range' | 'lower' | 'upper';
  approximate: boolean;
  first: number;
  last: number;
}

/** Currency words and symbols that may precede an amount. */
export const CURRENCY_BEFORE: ReadonlySet<string> = new Set(['$', '€', '£', 'usd', 'eur', 'gbp', 'us']);
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const DECADES: Readonly<Record<string, number>> = { twenties: 20, thirties: 30, forties: 40, fifties: 50, sixties: 60, seventies: 70, eighties: 80, nineties: 90 };
const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5 };

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function lastDay(year: number, month: number): number {
  return dayNumber(year, month + 1, 1) - 1;
}

function isYear(value: number, token: string): boolean {
  return token.length === 4 && value >= 1900 && value <= 2099;
}

/** Decades of age ("forties", "40s", "mid-forties", "early 40s"). */
export function decadeAt(tokens: readonly ScanToken[], index: number): Draft | null {
  const token = tokens[index];
  if (token === undefined) return null;
  let base = DECADES[token.lower];
  let step = 1;
  let last = index;
  const plural = tokens[index + 1]?.text === 's' && tokens[index + 1]?.start === token.end;
  if (base === undefined && /^[2-9]0$/.test(token.text) && plural) {
    base = Number(token.text);
    last = index + 1;
  } else if (base === undefined && /^[1-9]00$/.test(token.text) && plural) {
    // "the high 500s" (a score), in steps of ten.
    base = Number(token.text);
    step = 10;
    last = index + 1;
  }
  if (base === undefined) return null;
  let low = base;
  let high = base + 9 * step + (step - 1);
  let first = index;
  const modifier = tokens[index - 1]?.lower === '-' ? tokens[index - 2]?.lower : tokens[index - 1]?.lower;
  const part =
    modifier === 'early' || modifier === 'low' || modifier === 'lower' ? [0, 3] : modifier === 'mid' ? [3, 6] : modifier === 'late' || modifier === 'high' || modifier === 'upper' ? [6, 9] : undefined;
  if (part !== undefined) {
    low = base + (part[0] ?? 0) * step;
    high = base + (part[1] ?? 9) * step + (step - 1);
    first = tokens[index - 1]?.lower === '-' ? index - 2 : index - 1;
  }
  return { kind: step === 1 ? 'age' : 'number', low, high, bound: 'range', approximate: false, first, last };
}

/** Calendar dates: ISO, "February 11, 2019", "11 Feb 2019", "Feb 2019", "early 2019", "Q3 2021", "2019". */
export function dateAt(tokens: readonly ScanToken[], index: number): Draft | null {
  const token = tokens[index];
  if (token === undefined) return null;
  const month = MONTHS[token.lower];
  if ((month !== undefined && token.lower !== 'may') || (token.lower === 'may' && /^\d{4}$/.test(tokens[index + 1]?.text ?? ''))) {
    const m = month ?? 5;
    const dayToken = tokens[index + 1];
    const day = dayToken !== undefined && /^\d{1,2}$/.test(dayToken.text) ? Number(dayToken.text) : undefined;
    const yearToken = tokens[index + (day === undefined ? 1 : 2)];
    const year = yearToken !== undefined && /^\d{4}$/.test(yearToken.text) ? Number(yearToken.text) : undefined;
    if (year === undefined || !isYear(year, yearToken?.text ?? '')) return null;
    if (day !== undefined && day >= 1 && day <= 31)
      return { kind: 'date', low: dayNumber(year, m, day), high: dayNumber(year, m, day), bound: 'exact', approximate: false, first: index, last: index + 2 };
    return { kind: 'date', low: dayNumber(year, m, 1), high: lastDay(year, m), bound: 'range', approximate: false, first: index, last: index + 1 };
  }
  if (!/^\d{1,4}$/.test(token.text)) return null;
  const value = Number(token.text);
  // ISO 2019-02-11 and 02/11/2019.
  if (token.text.length === 4 && tokens[index + 1]?.text === '-' && /^\d{2}$/.test(tokens[index + 2]?.text ?? '') && tokens[index + 3]?.text === '-' && /^\d{2}$/.test(tokens[index + 4]?.text ?? '')) {
    const day = dayNumber(value, Number(tokens[index + 2]?.text), Number(tokens[index + 4]?.text));
    return { kind: 'date', low: day, high: day, bound: 'exact', approximate: false, first: index, last: index + 4 };
  }
  if (token.text.length <= 2 && tokens[index + 1]?.text === '/' && tokens[index + 3]?.text === '/' && /^\d{4}$/.test(tokens[index + 4]?.text ?? '')) {
    const day = dayNumber(Number(tokens[index + 4]?.text), value, Number(tokens[index + 2]?.text));
    return { kind: 'date', low: day, high: day, bound: 'exact', approximate: false, first: index, last: index + 4 };
  }
  // "11 February 2019".
  const monthAfter = MONTHS[tokens[index + 1]?.lower ?? ''];
  if (token.text.length <= 2 && monthAfter !== undefined && /^\d{4}$/.test(tokens[index + 2]?.text ?? '')) {
    const day = dayNumber(Number(tokens[index + 2]?.text), monthAfter, value);
    return { kind: 'date', low: day, high: day, bound: 'exact', approximate: false, first: index, last: index + 2 };
  }
  if (!isYear(value, token.text) || CURRENCY_BEFORE.has(tokens[index - 1]?.lower ?? '')) return null;
  if (tokens[index + 1]?.text === 's' && tokens[index + 1]?.start === token.end) {
    return { kind: 'date', low: dayNumber(value, 1, 1), high: dayNumber(value + 9, 12, 31), bound: 'range', approximate: false, first: index, last: index + 1 };
  }
  const previous = tokens[index - 1]?.lower ?? '';
  const quarter = /^q([1-4])$/.exec(previous) ?? (tokens[index - 2]?.lower === 'q' && /^[1-4]$/.test(previous) ? ['', previous] : null);
  let [from, to] = [1, 12];
  let first = index;
  const part = RANGE_WORDS[previous] ?? (tokens[index - 2]?.lower === 'first' && previous === 'half' ? [1, 6] : tokens[index - 2]?.lower === 'second' && previous === 'half' ? [7, 12] : undefined);
  if (quarter !== null) {
    const q = Number(quarter[1]);
    [from, to] = [3 * q - 2, 3 * q];
    first = index - (tokens[index - 2]?.lower === 'q' ? 2 : 1);
  } else if (part !== undefined) {
    [from, to] = part;
    first = index - 1;
  }
  if (previous === 'winter') return { kind: 'date', low: dayNumber(value - 1, 12, 1), high: lastDay(value, 2), bound: 'range', approximate: false, first, last: index };
  return { kind: 'date', low: dayNumber(value, from, 1), high: lastDay(value, to), bound: 'range', approximate: false, first, last: index };
}

/** "six figures", "a six-figure salary". */
export function figuresAt(tokens: readonly ScanToken[], index: number): Draft | null {
  const digits = { five: 5, six: 6, seven: 7, eight: 8 }[tokens[index]?.lower ?? ''];
  if (digits === undefined) return null;
  const next = tokens[index + 1]?.lower === '-' ? tokens[index + 2] : tokens[index + 1];
  if (next?.lower !== 'figures' && next?.lower !== 'figure') return null;
  return { kind: 'money', low: 10 ** (digits - 1), high: 10 ** digits - 1, bound: 'range', approximate: false, first: index, last: tokens.indexOf(next) };
}

/** A disease stage: "stage 3", "stage II". */
export function stageAt(tokens: readonly ScanToken[], index: number): Draft | null {
  if (tokens[index]?.lower !== 'stage') return null;
  const next = tokens[index + 1];
  if (next === undefined) return null;
  const value = /^[1-5]$/.test(next.text) ? Number(next.text) : ROMAN[next.lower];
  if (value === undefined) return null;
  return { kind: 'stage', low: value, high: value, bound: 'exact', approximate: false, first: index, last: index + 1 };
}
