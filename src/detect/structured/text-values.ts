import type { VaultField } from '../../contracts/index.js';
import { sharedTextOf, type SharedText } from '../regex-scan.js';

/**
 * Loose matching of names, addresses and free-text values: case, whitespace and punctuation
 * are ignored and matches must start and end on word boundaries, so `COLLEEN  nguyen` matches
 * `Colleen Nguyen` but `Colleen` alone or `Nguyenson` does not.
 */

/** A letter or digit outside ASCII. */
export const UNICODE_WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** A word of lower-case ASCII letters only. */
export const LETTERS_ONLY = /^[a-z]+$/;

/** Every pattern of this file, for the ReDoS check. */
/** A combining mark: part of the letter before it (text in NFD), dropped with the accent. */
const COMBINING_MARK = /^\p{M}$/u;
const COMBINING_MARKS = /\p{M}+/gu;
export const TEXT_VALUE_PATTERNS: readonly RegExp[] = [UNICODE_WORD_CHAR, LETTERS_ONLY, COMBINING_MARK, COMBINING_MARKS];

/** A letter's loose form: lower case without its accents (`Ö` → `o`), so `Sören` and `Soren` match. */
function foldLetter(ch: string): string {
  const lower = ch.toLowerCase();
  const folded = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  return folded === '' ? lower : folded;
}

/**
 * A text reduced to lower-case words separated by single spaces, with a space at both ends
 * (so a word-bounded search is an `indexOf(' ' + needle + ' ')`), and the source offsets of
 * every character.
 */
export interface LooseText {
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const SPACE = 32;

/** ASCII code → its loose (lower-case) code, or -1 for a separator. */
const LOOSE_ASCII = Int8Array.from({ length: 128 }, (_, code) => {
  const lower = code >= 65 && code <= 90 ? code + 32 : code;
  return (lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57) ? lower : -1;
});

/** Code points whose loose form a {@link LooseScratch} remembers before it starts over. */
const NON_ASCII_CACHE_LIMIT = 1 << 16;

/**
 * A loose form under construction, reused from one text to the next. `codes` are UTF-16 units
 * and `starts[i]` the source offset of unit i (for a space, of the word after it); a word
 * character ends where its source code point ends ({@link looseEnd}).
 */
class LooseBuffer {
  codes = new Uint16Array(1024);
  starts = new Int32Array(1024);
  length = 0;

  reserve(capacity: number): void {
    if (capacity <= this.codes.length) return;
    let size = this.codes.length;
    while (size < capacity) size *= 2;
    const codes = new Uint16Array(size);
    codes.set(this.codes.subarray(0, this.length));
    const starts = new Int32Array(size);
    starts.set(this.starts.subarray(0, this.length));
    this.codes = codes;
    this.starts = starts;
  }

  text(): string {
    if (this.length <= 256) return String.fromCharCode.apply(null, this.codes.subarray(0, this.length) as unknown as number[]);
    return Buffer.from(this.codes.buffer, this.codes.byteOffset, this.length * 2).toString('utf16le');
  }
}

/**
 * What loose matching reuses from one text to the next: a buffer for values, one for texts, and
 * the loose form of the non-ASCII code points seen. One per detector (detection is synchronous).
 */
export class LooseScratch {
  readonly value = new LooseBuffer();
  readonly text = new LooseBuffer();
  private readonly nonAscii = new Map<number, string | null>();

  /**
   * A non-ASCII code point's loose form: a letter or digit lower case without accents, a combining
   * mark nothing (it belongs to the letter before it), anything else null (a pure function, remembered).
   */
  looseNonAscii(codePoint: number): string | null {
    let lower = this.nonAscii.get(codePoint);
    if (lower === undefined) {
      const ch = String.fromCodePoint(codePoint);
      lower = UNICODE_WORD_CHAR.test(ch) ? foldLetter(ch) : COMBINING_MARK.test(ch) ? '' : null;
      if (this.nonAscii.size >= NON_ASCII_CACHE_LIMIT) this.nonAscii.clear();
      this.nonAscii.set(codePoint, lower);
    }
    return lower;
  }
}

/** Where the source code point of a loose word character at `start` ends. */
function looseEnd(source: string, start: number): number {
  return (source.codePointAt(start) ?? 0) > 0xffff ? start + 2 : start + 1;
}

/** Writes the loose form of a text into `out`. Linear in its length; ASCII costs one table lookup per character. */
function looseInto(source: string, out: LooseBuffer, scratch: LooseScratch): void {
  const length = source.length;
  out.length = 0;
  // ASCII yields at most one unit per source unit, plus the two end spaces; longer lower-case forms grow the buffer.
  out.reserve(length + 2);
  let codes = out.codes;
  let starts = out.starts;
  let size = 0;
  codes[size] = SPACE;
  starts[size] = 0;
  size += 1;
  let pendingSpace = false;
  let index = 0;
  while (index < length) {
    const unit = source.charCodeAt(index);
    if (unit < 128) {
      const lower = LOOSE_ASCII[unit] as number;
      if (lower >= 0) {
        if (pendingSpace && size > 1) {
          codes[size] = SPACE;
          starts[size] = index;
          size += 1;
        }
        pendingSpace = false;
        codes[size] = lower;
        starts[size] = index;
        size += 1;
      } else {
        pendingSpace = true;
      }
      index += 1;
      continue;
    }
    const codePoint = source.codePointAt(index) ?? unit;
    const lower = scratch.looseNonAscii(codePoint);
    if (lower !== null) {
      // Room for the space, the lower-case units, the rest of the text and the final space.
      if (size + lower.length + 1 + (length - index) + 1 > codes.length) {
        out.length = size;
        out.reserve(size + lower.length + (length - index) + 2);
        codes = out.codes;
        starts = out.starts;
      }
      if (pendingSpace && size > 1) {
        codes[size] = SPACE;
        starts[size] = index;
        size += 1;
      }
      pendingSpace = false;
      for (let unitIndex = 0; unitIndex < lower.length; unitIndex += 1) {
        codes[size] = lower.charCodeAt(unitIndex);
        starts[size] = index;
        size += 1;
      }
    } else {
      pendingSpace = true;
    }
    index += codePoint > 0xffff ? 2 : 1;
  }
  codes[size] = SPACE;
  starts[size] = length;
  size += 1;
  out.length = size;
}

/** Builds the loose form of a text. Linear in its length; ASCII needs no allocation per character. */
export function looseForm(source: string, scratch: LooseScratch = new LooseScratch()): LooseText {
  const buffer = new LooseBuffer();
  looseInto(source, buffer, scratch);
  const starts = buffer.starts.slice(0, buffer.length);
  const ends = starts.map((start, index) => (buffer.codes[index] === SPACE ? start : looseEnd(source, start)));
  return { text: buffer.text(), starts, ends };
}

/** The loose words of a value, without the surrounding spaces. */
export function looseWords(value: string, scratch: LooseScratch = new LooseScratch()): string {
  looseInto(value, scratch.value, scratch);
  return scratch.value.text().trim();
}

/** How a text value was found. */
export type TextMethod = 'normalised' | 'name-variant' | 'inserted';

/** One searchable form of a text-like vault value. */
export interface TextNeedle {
  readonly field: string;
  /** Loose words with a space at both ends. */
  readonly needle: string;
  readonly value: string;
  readonly method: TextMethod;
  /** The value's longest word: a text without it (case-insensitively) is not searched. */
  readonly anchor: string;
  /** The needle's words, in order. */
  readonly words: readonly string[];
  /** Index in `words` of the needle's (first) longest word, which the search looks for first. */
  readonly pivot: number;
  /** A person's name: a middle initial between its words is skipped (`John Q. Smith`). */
  readonly initials: boolean;
}

function makeNeedle(field: string, words: readonly string[], value: string, method: TextMethod, anchor: string, initials = false): TextNeedle {
  let pivot = 0;
  for (let k = 1; k < words.length; k += 1) if ((words[k] as string).length > (words[pivot] as string).length) pivot = k;
  return { field, needle: ` ${words.join(' ')} `, value, method, anchor, words, pivot, initials };
}

/**
 * Street and unit words and their postal abbreviations (USPS Publication 28): a value with one
 * is also searched with the other (`Oak Street` / `Oak St.`).
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  [
    ['street', 'st'],
    ['avenue', 'ave'],
    ['road', 'rd'],
    ['boulevard', 'blvd'],
    ['drive', 'dr'],
    ['lane', 'ln'],
    ['court', 'ct'],
    ['place', 'pl'],
    ['square', 'sq'],
    ['terrace', 'ter'],
    ['highway', 'hwy'],
    ['parkway', 'pkwy'],
    ['circle', 'cir'],
    ['suite', 'ste'],
    ['apartment', 'apt'],
    ['building', 'bldg'],
    ['floor', 'fl'],
    ['mount', 'mt'],
  ].flatMap(([long, short]) => [
    [long as string, short as string],
    [short as string, long as string],
  ]),
);

/** Variants of a value's words with each abbreviable word swapped for its counterpart (all at once, then one at a time; at most 4). */
function abbreviationVariants(parts: readonly string[]): string[][] {
  const positions = parts.flatMap((part, index) => (ABBREVIATIONS.has(part) ? [index] : []));
  if (positions.length === 0) return [];
  const swap = (indexes: readonly number[]): string[] => parts.map((part, index) => (indexes.includes(index) ? (ABBREVIATIONS.get(part) ?? part) : part));
  const variants = [swap(positions)];
  if (positions.length > 1) for (const position of positions.slice(0, 3)) variants.push(swap([position]));
  return variants;
}

/** Placeholder values that say nothing and would match ordinary prose. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(['none', 'null', 'true', 'false', 'unknown', 'n a', 'other', 'nothing', 'redacted', 'private']);

/** Shortest loose value searched: shorter values are ordinary words. */
export const MIN_TEXT_LENGTH = 4;

function hasLetter(words: string): boolean {
  for (const ch of words) {
    const code = ch.charCodeAt(0);
    // An ASCII character has case exactly when it is a letter.
    if (code < 128 ? (code | 32) >= 97 && (code | 32) <= 122 : ch.toLowerCase() !== ch.toUpperCase()) return true;
  }
  return false;
}

/**
 * The loose forms a text-like field is searched by. Names of two or three words also match as
 * `Last, First`; a lone first name never matches a full-name field. Values without a letter are
 * left to the digits matcher.
 */
export function textNeedles(field: Pick<VaultField, 'key' | 'value'>, isName: boolean, scratch: LooseScratch = new LooseScratch()): TextNeedle[] {
  const words = looseWords(field.value, scratch);
  if (words.length < MIN_TEXT_LENGTH || !hasLetter(words) || PLACEHOLDERS.has(words)) return [];
  const parts = words.split(' ');
  const anchor = parts.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
  const needles: TextNeedle[] = [makeNeedle(field.key, parts, field.value, 'normalised', anchor, isName)];
  for (const variant of abbreviationVariants(parts)) {
    const variantAnchor = variant.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
    needles.push(makeNeedle(field.key, variant, field.value, 'normalised', variantAnchor));
  }
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (isName && first !== undefined && last !== undefined && (parts.length === 2 || parts.length === 3)) {
    const variants = new Set([`${last} ${first}`, `${last} ${parts.slice(0, -1).join(' ')}`, `${first} ${last}`]);
    // An initial for the first name (`P. Raman`, `Raman, P.`), when the first name is a word of letters.
    if (first.length > 1 && LETTERS_ONLY.test(first) && last.length > 2) {
      variants.add(`${first.charAt(0)} ${last}`);
      variants.add(`${last} ${first.charAt(0)}`);
    }
    variants.delete(words);
    for (const variant of variants) {
      const variantWords = variant.split(' ');
      const variantAnchor = variantWords.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
      needles.push(makeNeedle(field.key, variantWords, field.value, 'name-variant', variantAnchor, true));
    }
  }
  if (isName && parts.length >= 2 && parts.length <= 5) {
    for (const variant of titledVariants(parts)) {
      if (variant.join(' ') === words) continue;
      const anchorWord = variant.slice(1).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
      needles.push(makeNeedle(field.key, variant, field.value, 'name-variant', anchorWord, true));
    }
  }
  return needles;
}

/** The needle of one part of a person's name searched alone (a lower-case word: the given name or the surname), under its own key. */
export function nameNeedle(key: string, part: string): TextNeedle {
  return makeNeedle(key, [part], part, 'normalised', part);
}

/** Honorifics written before a surname (loose forms: `Mr.` is `mr`), in the languages of the recognisers' regions. */
const TITLES: readonly string[] = [
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'frau',
  'herr',
  'mme',
  'madame',
  'monsieur',
  'sr',
  'sra',
  'senor',
  'senora',
  'signor',
  'signora',
  'mevrouw',
  'meneer',
];
/** Lower-case particles that belong to a surname (`van den Berg`, `de la Cruz`, `bin Salleh`). */
const SURNAME_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'binti',
  'al',
  'el',
  'st',
  'mac',
  'mc',
]);

/**
 * A person named by title and surname (`Mr Lindqvist`, `Frau Fischer`, `Ms van den Berg`) or by an
 * initial and a surname with particles (`S. van den Berg`): the surname is the last word with the
 * particles before it. A surname of fewer than 3 letters is too short to be told from other words.
 */
function titledVariants(parts: readonly string[]): string[][] {
  let start = parts.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(parts[start - 1] ?? '')) start -= 1;
  const surname = parts.slice(start);
  if (surname.join('').length < 3) return [];
  const variants = TITLES.map((title) => [title, ...surname]);
  const first = parts[0] ?? '';
  if (surname.length > 1 && first.length > 1 && LETTERS_ONLY.test(first)) variants.push([first.charAt(0), ...surname]);
  return variants;
}

/** One text-value match, in source offsets. */
export interface TextMatch {
  readonly needle: TextNeedle;
  readonly start: number;
  readonly end: number;
  /** Material inside the value was skipped (a parenthetical, a middle initial). */
  readonly inserted?: true;
}

/**
 * True when a text has a letter or digit outside ASCII. A text without one has the loose form
 * of its ASCII letters and digits (other characters only separate words), and is matched
 * without building it.
 */
function hasNonAsciiWordChar(shared: SharedText, scratch: LooseScratch): boolean {
  const { text } = shared;
  for (const index of shared.profile.nonAscii) if (scratch.looseNonAscii(text.codePointAt(index) ?? 0) !== null) return true;
  return false;
}

function isLooseAsciiCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/**
 * Whole-word occurrences of a word in the lower-cased form of an ASCII text (whose loose form
 * is its runs of `[a-z0-9]` joined by single spaces), from a known first occurrence.
 */
function wordOccurrences(lower: string, word: string, from: number): number[] {
  const positions: number[] = [];
  const end = lower.length;
  for (let at = from; at >= 0; at = lower.indexOf(word, at + 1)) {
    if ((at === 0 || !isLooseAsciiCode(lower.charCodeAt(at - 1))) && (at + word.length === end || !isLooseAsciiCode(lower.charCodeAt(at + word.length)))) positions.push(at);
  }
  return positions;
}

/** Needles with their distinct anchor and pivot words numbered, computed once per needle list. */
export interface NeedleSet {
  readonly anchors: readonly string[];
  /** Per needle, the index of its anchor in `anchors`. */
  readonly anchorOf: readonly number[];
  readonly pivots: readonly string[];
  /** Per needle, the index of its pivot word in `pivots`. */
  readonly pivotOf: readonly number[];
  /** Per pivot word, the index of the equal anchor, or -1. */
  readonly pivotAnchor: readonly number[];
  /** Some needle is a person's name (whose middle initial may be skipped). */
  readonly hasNames: boolean;
}

/** Numbers the anchors and pivot words of a needle list (for {@link matchTextNeedles}). */
export function needleSet(needles: readonly TextNeedle[]): NeedleSet {
  const anchors: string[] = [];
  const pivots: string[] = [];
  const anchorOf = needles.map((needle) => {
    const at = anchors.indexOf(needle.anchor);
    return at >= 0 ? at : anchors.push(needle.anchor) - 1;
  });
  const pivotOf = needles.map((needle) => {
    const word = needle.words[needle.pivot] as string;
    const at = pivots.indexOf(word);
    return at >= 0 ? at : pivots.push(word) - 1;
  });
  return { anchors, anchorOf, pivots, pivotOf, pivotAnchor: pivots.map((word) => anchors.indexOf(word)), hasNames: needles.some((needle) => needle.initials) };
}

/**
 * {@link matchTextNeedles} for a text whose only letters and digits are ASCII, without its loose
 * form: each occurrence of the needle's pivot word (as a whole word) is extended word by word to
 * either side, skipping the separators between words. Same matches, in the same order: per
 * needle, left to right, each starting after the previous one.
 */
function matchAsciiNeedles(
  lower: string,
  needles: readonly TextNeedle[],
  set: NeedleSet,
  anchorAt: readonly number[],
  found: TextMatch[],
  inserted = false,
  occurrences: (number[] | undefined)[] = new Array<number[] | undefined>(set.pivots.length),
): void {
  const length = lower.length;
  for (let index = 0; index < needles.length; index += 1) {
    if ((anchorAt[set.anchorOf[index] as number] as number) < 0) continue;
    const needle = needles[index] as TextNeedle;
    const { words, pivot } = needle;
    if (inserted && words.length < 2) continue;
    const pivotWord = words[pivot] as string;
    const pivotIndex = set.pivotOf[index] as number;
    let positions = occurrences[pivotIndex];
    if (positions === undefined) {
      const anchor = set.pivotAnchor[pivotIndex] as number;
      positions = wordOccurrences(lower, pivotWord, anchor >= 0 ? (anchorAt[anchor] as number) : lower.indexOf(pivotWord));
      occurrences[pivotIndex] = positions;
    }
    let resume = 0;
    for (const position of positions) {
      let start = position;
      let matched = true;
      let skipped = false;
      for (let k = pivot - 1; k >= 0 && matched; k -= 1) {
        const word = words[k] as string;
        let wordStart = wordBefore(lower, start, word);
        if (wordStart < 0 && inserted) {
          // Inserted material between two words of the value: a parenthetical, or a middle initial in a name.
          const resumeAt = skipInsertedBefore(lower, start, needle.initials);
          if (resumeAt >= 0) {
            wordStart = wordBefore(lower, resumeAt, word);
            skipped = wordStart >= 0;
          }
        }
        matched = wordStart >= 0;
        start = wordStart;
      }
      if (!matched || start < resume) continue;
      let end = position + pivotWord.length;
      for (let k = pivot + 1; k < words.length && matched; k += 1) {
        const word = words[k] as string;
        let wordEnd = wordAfter(lower, end, word, length);
        if (wordEnd < 0 && inserted) {
          const resumeAt = skipInsertedAfter(lower, end, needle.initials, length);
          if (resumeAt >= 0) {
            wordEnd = wordAfter(lower, resumeAt, word, length);
            skipped = wordEnd >= 0;
          }
        }
        matched = wordEnd >= 0;
        end = wordEnd;
      }
      if (!matched || inserted !== skipped) continue;
      found.push(skipped ? { needle, start, end, inserted: true } : { needle, start, end });
      resume = end;
    }
  }
}

/** Longest inserted parenthetical skipped inside a value (`(T2DM)`, `(COPD)`), in characters. */
const MAX_INSERTED = 40;

/**
 * Where the word before `start` must end (exclusive) when a parenthetical (`... (T2DM) with`) or,
 * with `initials`, a one-letter word (`John Q. Smith`) lies just before `start`; -1 when neither.
 */
function skipInsertedBefore(lower: string, start: number, initials: boolean): number {
  let at = start - 1;
  while (at >= 0 && !isLooseAsciiCode(lower.charCodeAt(at)) && lower.charCodeAt(at) !== 41 && lower.charCodeAt(at) !== 93) at -= 1;
  const code = lower.charCodeAt(at);
  if (code === 41 || code === 93) {
    const open = lower.lastIndexOf(code === 41 ? '(' : '[', at);
    if (open < 0 || at - open > MAX_INSERTED || lower.slice(open, at).includes('\n')) return -1;
    return open;
  }
  if (initials && at >= 0 && (at === 0 || !isLooseAsciiCode(lower.charCodeAt(at - 1)))) return at;
  return -1;
}

/** Where the next word must start after `end` when a parenthetical or (with `initials`) a one-letter word follows `end`; -1 when neither. */
function skipInsertedAfter(lower: string, end: number, initials: boolean, length: number): number {
  let at = end;
  while (at < length && !isLooseAsciiCode(lower.charCodeAt(at)) && lower.charCodeAt(at) !== 40 && lower.charCodeAt(at) !== 91) at += 1;
  const code = lower.charCodeAt(at);
  if (code === 40 || code === 91) {
    const close = lower.indexOf(code === 40 ? ')' : ']', at);
    if (close < 0 || close - at > MAX_INSERTED || lower.slice(at, close).includes('\n')) return -1;
    return close + 1;
  }
  if (initials && at < length && (at + 1 === length || !isLooseAsciiCode(lower.charCodeAt(at + 1)))) return at + 1;
  return -1;
}

/** Start of `word` as the whole word just before `start` (separators between), or -1. */
function wordBefore(lower: string, start: number, word: string): number {
  // `start` opens a word (or follows skipped material), so the characters before it up to a word character are separators.
  let wordEnd = start - 1;
  while (wordEnd >= 0 && !isLooseAsciiCode(lower.charCodeAt(wordEnd))) wordEnd -= 1;
  const wordStart = wordEnd + 1 - word.length;
  const ok = wordEnd >= 0 && wordStart >= 0 && lower.startsWith(word, wordStart) && (wordStart === 0 || !isLooseAsciiCode(lower.charCodeAt(wordStart - 1)));
  return ok ? wordStart : -1;
}

/** End of `word` as the whole word just after `end` (separators between), or -1. */
function wordAfter(lower: string, end: number, word: string, length: number): number {
  let wordStart = end;
  while (wordStart < length && !isLooseAsciiCode(lower.charCodeAt(wordStart))) wordStart += 1;
  const wordEnd = wordStart + word.length;
  const ok = wordStart < length && lower.startsWith(word, wordStart) && (wordEnd === length || !isLooseAsciiCode(lower.charCodeAt(wordEnd)));
  return ok ? wordEnd : -1;
}

/**
 * Every occurrence of every needle in a text. Only needles whose anchor word occurs in the
 * lower-cased text are searched (one `indexOf` per distinct anchor); a text whose letters and
 * digits are all ASCII is then searched word by word around the needles' longest words, any
 * other text in its loose form. `prepared` is the needles' {@link needleSet} (computed when
 * missing), `scratch` the caller's work buffers, `shared` what the event's detectors share.
 *
 * With `inserted`, also the occurrences with material inserted between a needle's words, marked
 * `inserted`: a short parenthetical (`Type 2 Diabetes Mellitus (T2DM) with neuropathy`) or, in a
 * name, a middle initial (`John Q. Smith`). They are searched in the lower-cased text around the
 * needles' longest words (letters outside ASCII separate words there), only when the text has a
 * bracket or a needle is a name.
 */
export function matchTextNeedles(text: string, needles: readonly TextNeedle[], prepared?: NeedleSet, scratch: LooseScratch = new LooseScratch(), shared?: SharedText, inserted = false): TextMatch[] {
  const found: TextMatch[] = [];
  if (needles.length === 0) return found;
  const set = prepared ?? needleSet(needles);
  const view = sharedTextOf(text, shared);
  const lower = view.lower;
  // Lower-casing that changes the length (a few non-ASCII letters) defeats the quick check.
  const sameLength = lower.length === text.length;
  const nonAscii = hasNonAsciiWordChar(view, scratch);
  // Loose forms drop accents, so anchors are looked for in the text without them (`García` has `garcia`).
  const probe = nonAscii ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
  const anchorAt = set.anchors.map((anchor) => (sameLength || nonAscii ? probe.indexOf(anchor) : 0));
  if (!anchorAt.some((at) => at >= 0)) return found;
  // Inserted material (see below) is searched in the lower-cased text, sharing the pivot occurrences.
  const withInserted = inserted && sameLength && (set.hasNames || hasBracket(text));
  if (sameLength && !nonAscii) {
    const occurrences = new Array<number[] | undefined>(set.pivots.length);
    matchAsciiNeedles(lower, needles, set, anchorAt, found, false, occurrences);
    if (withInserted) matchAsciiNeedles(lower, needles, set, anchorAt, found, true, occurrences);
    return found;
  }
  const candidates = needles.filter((_, index) => (anchorAt[set.anchorOf[index] as number] as number) >= 0);
  const loose = scratch.text;
  looseInto(text, loose, scratch);
  const looseText = loose.text();
  for (const needle of candidates) {
    // Adjacent occurrences share their separating space, so resume on the needle's last space.
    for (let at = looseText.indexOf(needle.needle); at >= 0; at = looseText.indexOf(needle.needle, at + needle.needle.length - 1)) {
      const first = at + 1;
      const last = at + needle.needle.length - 2;
      found.push({ needle, start: loose.starts[first] ?? 0, end: looseEnd(text, loose.starts[last] ?? 0) });
    }
  }
  if (withInserted)
    matchAsciiNeedles(
      lower,
      needles,
      set,
      set.anchors.map((anchor) => lower.indexOf(anchor)),
      found,
      true,
    );
  return found;
}

/** True when a text has a bracket (where a parenthetical may be inserted in a value). */
function hasBracket(text: string): boolean {
  return text.includes('(') || text.includes('[');
}
