/**
 * Deterministic span matching of protected items (PrivacyLens `sensitive_info_items`, which
 * are natural-language sentences): a text discloses an item when it contains the item's token
 * sequence verbatim (after normalisation), or when a window of the text holds enough of the
 * item's key tokens (content words and numbers, lightly stemmed). Offsets refer to the
 * original text, so the same matcher can point the guard at what to rewrite.
 */
import type { Span } from '../../contracts/index.js';

/** How an item was found. */
export type ItemMatchMethod = 'verbatim' | 'token-overlap';

/** A match of one item in one text. */
export interface ItemMatch {
  readonly method: ItemMatchMethod;
  /** Share of the item's key tokens inside the best window, in [0, 1]. */
  readonly coverage: number;
  /** Every place the item was found (merged windows, first to last key token). */
  readonly spans: readonly Span[];
}

/** Matching thresholds. */
export interface MatchSettings {
  /** Share of key tokens a window must hold; default 0.6. */
  readonly coverage?: number;
  /** Key tokens a window must hold at least (capped by the item's count); default 3. */
  readonly minTokens?: number;
}

/** An item compiled once. */
export interface PreparedItem {
  readonly text: string;
  /** Normalised tokens, in order (function words included). */
  readonly sequence: readonly string[];
  /** Distinct key tokens (no function words). */
  readonly keys: readonly string[];
}

interface Token {
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|\p{L}+(?:['’]\p{L}+)*/gu;

const STOPWORDS = new Set(
  (
    'a an the and or but nor so yet for of to in on at by with from into onto over under about above below after before during through between among ' +
    'is am are was were be been being has have had having do does did doing will would shall should can could may might must ' +
    'i me my mine we us our ours you your yours he him his she her hers it its they them their theirs this that these those there here ' +
    'who whom whose which what when where why how all any both each few more most other some such no not only own same than too very ' +
    'just also as if then once again further up down out off s t now new one ones well even still really quite recently currently ' +
    'mr mrs ms dr'
  ).split(' '),
);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_BY_PREFIX = new Map(MONTHS.map((month) => [month.slice(0, 3), month]));
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})/g;

/** Lower-case, unify apostrophes, drop possessives and thousands separators, light suffix stripping. */
function normalise(raw: string): string {
  let word = raw.normalize('NFKC').toLowerCase().replace(/’/g, "'");
  if (/^\p{N}/u.test(word)) return word.replace(/,(?=\d{3}\b)/g, '').replace(/^0+(?=\d)/, '');
  word = word.replace(/'s$/, '').replace(/'/g, '');
  const month = word.length >= 3 && word.length <= 9 ? MONTH_BY_PREFIX.get(word.slice(0, 3)) : undefined;
  if (month !== undefined && (word === month || word === month.slice(0, 3) || word === `${month.slice(0, 3)}t`)) return month;
  if (word.length > 5 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  else if (word.length > 4 && word.endsWith('ed')) word = word.slice(0, -2);
  else if (word.length > 4 && word.endsWith('es')) word = word.slice(0, -2);
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}

/**
 * Tokens with offsets into the original text. JSON escapes (`\n`, `\"`) count as spaces; an
 * ISO date also yields its month name, so "2022-09-22" matches "September 22, 2022".
 */
function tokenize(text: string): Token[] {
  const clean = text.replace(/\\[nrt"]/g, '  ');
  const tokens: Token[] = [];
  for (const match of clean.matchAll(TOKEN)) tokens.push({ norm: normalise(match[0]), start: match.index, end: match.index + match[0].length });
  if (clean.includes('-')) {
    for (const match of clean.matchAll(ISO_DATE)) {
      const month = MONTHS[Number(match[2]) - 1];
      if (month !== undefined) tokens.push({ norm: month, start: match.index, end: match.index + match[0].length });
    }
    tokens.sort((a, b) => a.start - b.start || a.end - b.end);
  }
  return tokens;
}

/**
 * Compiles an item. Words in `ignore` (e.g. the user's own names, which first-person text
 * never repeats) are not key tokens.
 *
 * @example prepareItem('Mr. Smithson is accused of embezzling funds.').keys // ['smithson', 'accus', 'embezzl', 'fund']
 */
export function prepareItem(text: string, ignore: Iterable<string> = []): PreparedItem {
  const sequence = tokenize(text).map((token) => token.norm);
  const ignored = new Set([...ignore].map((word) => normalise(word)));
  const keys = [...new Set(sequence.filter((word) => !STOPWORDS.has(word) && !ignored.has(word) && (word.length > 1 || /\d/.test(word))))];
  return { text, sequence, keys };
}

function verbatimSpans(item: PreparedItem, tokens: readonly Token[]): Span[] {
  const length = item.sequence.length;
  if (length === 0) return [];
  const spans: Span[] = [];
  for (let i = 0; i + length <= tokens.length; i += 1) {
    let same = true;
    for (let j = 0; j < length && same; j += 1) same = tokens[i + j]?.norm === item.sequence[j];
    if (same) spans.push({ start: tokens[i]?.start ?? 0, end: tokens[i + length - 1]?.end ?? 0 });
  }
  return spans;
}

function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else merged.push(span);
  }
  return merged;
}

/**
 * Finds an item in a text, or returns null.
 *
 * @example
 * matchItem(prepareItem('Mr. Smithson is accused of embezzling funds.'), 'Smithson (accused of embezzling client funds) ...') // { method: 'token-overlap', coverage: 1, spans: [...] }
 */
export function matchItem(item: PreparedItem, text: string, settings: MatchSettings = {}): ItemMatch | null {
  if (item.keys.length === 0 || text === '') return null;
  const tokens = tokenize(text);
  const verbatim = verbatimSpans(item, tokens);
  if (verbatim.length > 0) return { method: 'verbatim', coverage: 1, spans: mergeSpans(verbatim) };
  const keyIndex = new Map(item.keys.map((key, index) => [key, index]));
  const threshold = settings.coverage ?? 0.6;
  const needed = Math.max(Math.min(settings.minTokens ?? 3, item.keys.length), Math.ceil(threshold * item.keys.length));
  const width = Math.min(80, Math.max(30, 3 * item.sequence.length));
  const hits: { index: number; key: number }[] = [];
  tokens.forEach((token, index) => {
    const key = keyIndex.get(token.norm);
    if (key !== undefined) hits.push({ index, key });
  });
  let best = 0;
  const spans: Span[] = [];
  // Each window starts at a hit and spans `width` tokens; count its distinct keys.
  for (let h = 0; h < hits.length; h += 1) {
    const first = hits[h];
    if (first === undefined) continue;
    const seen = new Set<number>();
    let last = first;
    for (let k = h; k < hits.length; k += 1) {
      const hit = hits[k];
      if (hit === undefined || hit.index >= first.index + width) break;
      seen.add(hit.key);
      last = hit;
    }
    best = Math.max(best, seen.size / item.keys.length);
    if (seen.size >= needed) spans.push({ start: tokens[first.index]?.start ?? 0, end: tokens[last.index]?.end ?? 0 });
  }
  return spans.length === 0 ? null : { method: 'token-overlap', coverage: best, spans: mergeSpans(spans) };
}

/** The share of an item's key tokens present anywhere in a text, in [0, 1] (for reports). */
export function keyCoverage(item: PreparedItem, text: string): number {
  if (item.keys.length === 0) return 0;
  const present = new Set(tokenize(text).map((token) => token.norm));
  return item.keys.filter((key) => present.has(key)).length / item.keys.length;
}

/** The words of the user's name: first-person text never repeats them, so they are not key tokens. */
export function userNameWords(name: string): string[] {
  return name.split(/\s+/).filter((word) => word.length > 1);
}
