/**
 * Value reasoning: amounts, numbers, percentages, dates, ages, durations and stages found in
 * text as intervals, so that "over $50,000" can be compared with 85,000 (a range that contains
 * it), "in his forties" with 44, and "early 2019" with 2019-02-11.
 *
 * The scanner is one linear pass of a simple token pattern plus a look at a few neighbouring
 * tokens; it never backtracks, so its cost is proportional to the text length.
 */
import { forEachMatch } from '../regex-scan.js';
import { parseNumberWords, type ScanToken } from './number-words.js';
import { CURRENCY_BEFORE, dateAt, decadeAt, figuresAt, stageAt, type Draft, type QuantityKind } from './value-readers.js';

export type { QuantityKind } from './value-readers.js';

export { dayNumber } from './value-readers.js';

export { parseDigits } from './number-words.js';

/** A value found in text, as a closed interval [low, high] (dates in days since 1970-01-01). */
export interface Quantity {
  readonly kind: QuantityKind;
  readonly low: number;
  readonly high: number;
  /** `exact`: one value; `range`: both bounds; `lower`: "over X"; `upper`: "under X". */
  readonly bound: 'exact' | 'range' | 'lower' | 'upper';
  /** "about", "roughly", "~", "-ish". */
  readonly approximate: boolean;
  readonly start: number;
  readonly end: number;
}

/** How a text quantity relates to a fact's value. */
export interface QuantityComparison {
  readonly relation: 'match' | 'approximate' | 'range' | 'conflict' | 'unrelated';
  /** How much of the value the text discloses, in [0, 1]. */
  readonly strength: number;
}

/** Most quantities kept per text; a guard against adversarial inputs made of numbers. */
export const MAX_QUANTITIES = 20_000;

const TOKEN = /\d+(?:[.,]\d+)*|[A-Za-z]+|[$€£~≈<>≥≤%\-–—/+]/g;
const CURRENCY_AFTER = new Set(['dollars', 'dollar', 'usd', 'bucks', 'euros', 'euro', 'eur', 'pounds', 'gbp']);
const MULTIPLIER: Readonly<Record<string, number>> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const DURATION_DAYS: Readonly<Record<string, number>> = { day: 1, days: 1, week: 7, weeks: 7, month: 30.44, months: 30.44, quarter: 91.3, quarters: 91.3, year: 365.25, years: 365.25 };
const LOWER_WORDS = new Set(['over', 'above', 'exceeds', 'exceeding', 'exceeded', 'beyond', 'upwards', 'north', 'excess', 'least', 'more', 'greater', 'after', 'since', '>', '≥']);
const UPPER_WORDS = new Set(['under', 'below', 'less', 'fewer', 'most', 'within', 'south', 'before', 'up', '<', '≤']);
const APPROX_WORDS = new Set(['about', 'around', 'approximately', 'approx', 'roughly', 'nearly', 'almost', 'circa', 'ca', 'some', 'close', 'estimated', '~', '≈']);
/** Second words of two-word qualifiers: "more than", "at least", "in excess of", "up to". */
const QUALIFIER_TAILS: Readonly<Record<string, readonly string[]>> = {
  than: ['more', 'greater', 'less', 'fewer'],
  least: ['at'],
  most: ['at'],
  of: ['excess', 'upwards', 'north', 'south'],
  to: ['up', 'close'],
};

/** The qualifier word right before a value ("over", or "more" of "more than"), if any. */
function qualifierBefore(before: readonly (string | undefined)[]): string | undefined {
  const [first, second] = before;
  if (first === undefined) return undefined;
  if (LOWER_WORDS.has(first) || UPPER_WORDS.has(first) || APPROX_WORDS.has(first)) {
    // "least", "most", "up" only count as parts of "at least", "at most", "up to".
    return first === 'least' || first === 'most' || first === 'up' || first === 'more' || first === 'less' || first === 'excess' ? undefined : first;
  }
  const heads = QUALIFIER_TAILS[first];
  if (heads !== undefined && second !== undefined && heads.includes(second)) return first === 'least' || first === 'most' ? first : second;
  return undefined;
}

/** Characters scanned per chunk; scanning stops early once {@link MAX_QUANTITIES} are found. */
const CHUNK_CHARS = 100_000;

function tokensOf(text: string, offset: number): ScanToken[] {
  const tokens: ScanToken[] = [];
  forEachMatch(TOKEN, text, (match) => {
    tokens.push({ text: match[0], lower: match[0].toLowerCase(), start: offset + match.index, end: offset + match.index + match[0].length });
  });
  return tokens;
}

/** Applies words before (`over`, `about`, `between`) and after (`or more`, `-ish`) a draft value. */
function qualify(tokens: readonly ScanToken[], draft: Draft): Draft {
  const before = [tokens[draft.first - 1]?.lower, tokens[draft.first - 2]?.lower, tokens[draft.first - 3]?.lower];
  const next = tokens[draft.last + 1]?.lower;
  const afterNext = tokens[draft.last + 2]?.lower;
  const qualified = { ...draft };
  // A qualifier must be adjacent ("over $50k", "more than $50k"): in "Rating: Exceeds - Salary:
  // $161,594" or "under consideration is $6.4M", the words are not about the amount.
  const word = qualifierBefore(draft.kind === 'date' ? before.slice(0, 1) : before);
  const near = [word];
  if (draft.bound === 'exact' || (draft.kind === 'date' && draft.bound === 'range')) {
    if ((word !== undefined && APPROX_WORDS.has(word)) || next === 'ish' || (next === 'or' && afterNext === 'so')) qualified.approximate = true;
    const lowerQualifier = word !== undefined && LOWER_WORDS.has(word) ? 0 : -1;
    const upperQualifier = word !== undefined && UPPER_WORDS.has(word) ? 0 : -1;
    if ((next === 'or' && (afterNext === 'more' || afterNext === 'above' || afterNext === 'higher')) || next === '+' || next === 'plus') {
      qualified.bound = 'lower';
      qualified.high = Number.POSITIVE_INFINITY;
    } else if (next === 'or' && (afterNext === 'less' || afterNext === 'fewer' || afterNext === 'below')) {
      qualified.bound = 'upper';
      qualified.low = draft.kind === 'date' ? Number.NEGATIVE_INFINITY : 0;
    } else if (lowerQualifier >= 0 && (upperQualifier < 0 || lowerQualifier < upperQualifier)) {
      qualified.bound = 'lower';
      // "after 2019" excludes 2019 itself; "over 50,000" starts at it.
      if (near[lowerQualifier] === 'after' && draft.kind === 'date') qualified.low = draft.high + 1;
      qualified.high = Number.POSITIVE_INFINITY;
    } else if (upperQualifier >= 0) {
      qualified.bound = 'upper';
      if (near[upperQualifier] === 'before' && draft.kind === 'date') qualified.high = draft.low - 1;
      qualified.low = draft.kind === 'date' ? Number.NEGATIVE_INFINITY : 0;
    }
  }
  return qualified;
}

/** Money, percent, age, duration or plain number starting at a numeric token. */
function amountAt(tokens: readonly ScanToken[], index: number): Draft | null {
  const parsed = parseNumberWords(tokens, index);
  if (parsed === null) return null;
  let { value, last } = parsed;
  const token = tokens[index];
  if (token === undefined) return null;
  let kind: QuantityKind = 'number';
  const previous = tokens[index - 1]?.lower;
  // "Q3" is a quarter, read with its year by dateAt.
  if (previous === 'q' && tokens[index - 1]?.end === token.start) return null;
  let first = index;
  if (previous !== undefined && CURRENCY_BEFORE.has(previous)) {
    kind = 'money';
    first = index - 1;
  }
  const multiplier = MULTIPLIER[tokens[last + 1]?.lower ?? ''];
  if (multiplier !== undefined && !(tokens[last + 1]?.text === 'M' && kind !== 'money' && value < 10)) {
    value *= multiplier;
    last += 1;
    if (multiplier >= 1e3) kind = 'money';
  }
  const after = tokens[last + 1]?.lower ?? '';
  if (CURRENCY_AFTER.has(after)) {
    kind = 'money';
    last += 1;
  } else if (after === '%' || after === 'percent') {
    kind = 'percent';
    last += 1;
  } else if (after === 'per' && tokens[last + 2]?.lower === 'cent') {
    kind = 'percent';
    last += 2;
  } else if (kind === 'number' && (after === 'year' || after === 'years') && (tokens[last + 2]?.lower === 'old' || (tokens[last + 2]?.lower === '-' && tokens[last + 3]?.lower === 'old'))) {
    kind = 'age';
    last += tokens[last + 2]?.lower === 'old' ? 2 : 3;
  } else if (kind === 'number' && after === '-' && (tokens[last + 2]?.lower === 'year' || tokens[last + 2]?.lower === 'years') && tokens[last + 4]?.lower === 'old') {
    kind = 'age';
    last += 4;
  } else if (kind === 'number' && DURATION_DAYS[after] !== undefined) {
    kind = 'duration';
    value *= DURATION_DAYS[after] ?? 1;
    last += 1;
  } else if (kind === 'number' && (previous === 'age' || previous === 'aged')) {
    kind = 'age';
  }
  return { kind, low: value, high: value, bound: 'exact', approximate: false, first, last };
}

/** Joins "between A and B", "A-B", "A to B" into one range. */
function joinRange(tokens: readonly ScanToken[], left: Draft, right: Draft): Draft | null {
  // Ranges do not chain ("1-2-3" is not one range).
  if (left.bound !== 'exact' || right.bound !== 'exact') return null;
  const gap = tokens.slice(left.last + 1, right.first).map((token) => token.lower);
  const joined = gap.length === 1 && ['-', '–', '—', 'to', 'and'].includes(gap[0] ?? '');
  if (!joined) return null;
  if (gap[0] === 'and' && tokens[left.first - 1]?.lower !== 'between') return null;
  let low = left.low;
  let kind = left.kind;
  // "$50-60k": the right side's multiplier and currency apply to the left.
  if (right.kind === 'money' && (left.kind === 'number' || left.kind === 'money')) {
    kind = 'money';
    const scale = right.low >= 1e6 ? 1e6 : 1e3;
    if (right.low >= 1e3 && left.low < 1e3 && left.low * scale <= right.high) low = left.low * scale;
  }
  if (kind !== right.kind || low > right.high) return null;
  return { kind, low, high: right.high, bound: 'range', approximate: false, first: tokens[left.first - 1]?.lower === 'between' ? left.first - 1 : left.first, last: right.last };
}

/**
 * Every quantity in a text, left to right (at most {@link MAX_QUANTITIES}).
 *
 * @example scanQuantities('balance over $50k').map(({ kind, low, bound }) => [kind, low, bound]) // [['money', 50000, 'lower']]
 */
export function scanQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (let start = 0; start < text.length && found.length < MAX_QUANTITIES; ) {
    // Chunks end at whitespace when there is some, so a quantity is rarely cut in two.
    let end = Math.min(text.length, start + CHUNK_CHARS);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + CHUNK_CHARS / 2) end = space;
    }
    found.push(...scanChunk(text.slice(start, end), start, MAX_QUANTITIES - found.length));
    start = end;
  }
  return found;
}

function scanChunk(text: string, offset: number, limit: number): Quantity[] {
  const tokens = tokensOf(text, offset);
  const drafts: Draft[] = [];
  for (let index = 0; index < tokens.length && drafts.length < limit; index += 1) {
    const draft = stageAt(tokens, index) ?? figuresAt(tokens, index) ?? decadeAt(tokens, index) ?? dateAt(tokens, index) ?? amountAt(tokens, index);
    if (draft === null) continue;
    const previous = drafts[drafts.length - 1];
    const range = previous === undefined ? null : joinRange(tokens, previous, draft);
    if (range !== null) drafts[drafts.length - 1] = range;
    else drafts.push(draft);
    index = Math.max(index, draft.last);
  }
  return drafts.map((draft) => {
    const qualified = qualify(tokens, draft);
    const first = tokens[qualified.first];
    const last = tokens[qualified.last];
    return { kind: qualified.kind, low: qualified.low, high: qualified.high, bound: qualified.bound, approximate: qualified.approximate, start: first?.start ?? 0, end: last?.end ?? 0 };
  });
}

const COMPATIBLE: Readonly<Record<QuantityKind, readonly QuantityKind[]>> = {
  money: ['money', 'number'],
  number: ['number', 'money', 'age'],
  percent: ['percent'],
  date: ['date'],
  age: ['age', 'number'],
  duration: ['duration'],
  stage: ['stage'],
};

/** Value tolerance: amounts within 0.5% (rounding), durations within 5% (90 days ≈ 3 months). */
function tolerance(kind: QuantityKind, value: number): number {
  if (kind === 'date' || kind === 'stage') return 0;
  if (kind === 'duration') return Math.abs(value) * 0.05 + 1;
  return Math.abs(value) * 0.005;
}

/** How informative a containing range is about the fact interval, in [0, 1]. */
function informativeness(fact: Quantity, text: Quantity): number {
  if (fact.kind === 'date') {
    const ratio = (text.high - text.low + 1) / (fact.high - fact.low + 1);
    if (!Number.isFinite(ratio)) return 0.1;
    return Math.max(0, 1 - Math.log(ratio) / Math.log(730));
  }
  const value = Math.max(Math.abs(fact.low), 1e-9);
  if (text.bound === 'lower') return Math.max(0, Math.min(1, text.low / value));
  if (text.bound === 'upper') return Math.max(0, Math.min(1, fact.high / text.high));
  if (text.low <= 0) return 0.1;
  return Math.max(0, Math.min(1, text.low / text.high));
}

/**
 * Compares a text quantity with a fact's value.
 *
 * @example compareQuantity(money(85_000), over(50_000)) // { relation: 'range', strength: ~0.56 }
 */
export function compareQuantity(fact: Quantity, text: Quantity): QuantityComparison {
  if (!COMPATIBLE[fact.kind].includes(text.kind)) return { relation: 'unrelated', strength: 0 };
  const crossKind = fact.kind !== text.kind ? 0.8 : 1;
  // A bare small number ("10" of a timestamp) says nothing about an amount.
  if (fact.kind === 'money' && text.kind === 'number' && text.high < 1000) return { relation: 'unrelated', strength: 0 };
  const slack = tolerance(fact.kind, fact.low);
  const widen = text.approximate ? Math.max(Math.abs(text.high) * 0.1, slack) : slack;
  const textLow = text.low - widen;
  const textHigh = text.high + widen;
  // Only a quantity of the same kind can contradict: "44 members" does not contradict an age of 45.
  if (textHigh < fact.low - slack || textLow > fact.high + slack) return { relation: crossKind < 1 ? 'unrelated' : 'conflict', strength: 0 };
  const inside = text.low >= fact.low - slack && text.high <= fact.high + slack;
  if (inside && !text.approximate) return { relation: 'match', strength: crossKind };
  // "about 140k" for 142,000: an approximate value within 10% of the fact.
  if (text.approximate && text.bound === 'exact' && fact.low === fact.high && Math.abs(text.low - fact.low) <= 0.1 * Math.abs(text.low)) return { relation: 'approximate', strength: 0.85 * crossKind };
  const contains = textLow <= fact.low + slack && textHigh >= fact.high - slack;
  if (!contains) return { relation: 'range', strength: 0.25 * crossKind };
  const info = informativeness(fact, text);
  const base = text.bound === 'range' || fact.kind === 'date' ? 0.35 + 0.55 * info : 0.3 + 0.45 * info;
  return { relation: 'range', strength: Math.min(0.9, base) * crossKind };
}

/**
 * The value of a structured vault field as a quantity, or undefined when it is not one
 * (`$85,000` → money, `44` → number or age, `2019-02-11` → date).
 */
export function fieldQuantity(value: string, hint: QuantityKind | undefined): Quantity | undefined {
  const found = scanQuantities(value.trim());
  if (found.length !== 1) return undefined;
  const [only] = found;
  if (only === undefined || only.bound !== 'exact') return undefined;
  // The quantity must be the whole value: "settled for $250,000" is a fact, not an amount.
  const rest = `${value.trim().slice(0, only.start)}${value.trim().slice(only.end)}`;
  if (/[\p{L}\p{N}]/u.test(rest)) return undefined;
  const kind = hint === 'money' && only.kind === 'number' ? 'money' : hint === 'age' && only.kind === 'number' ? 'age' : only.kind;
  return { ...only, kind };
}
