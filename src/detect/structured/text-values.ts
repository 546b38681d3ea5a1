import type { VaultField } from '../../contracts/index.js';

/**
 * Loose matching of names, addresses and free-text values: case, whitespace and punctuation
 * are ignored and matches must start and end on word boundaries, so `COLLEEN  nguyen` matches
 * `Colleen Nguyen` but `Colleen` alone or `Nguyenson` does not.
 */

/** A letter or digit outside ASCII. */
export const UNICODE_WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** Every pattern of this file, for the ReDoS check. */
export const TEXT_VALUE_PATTERNS: readonly RegExp[] = [UNICODE_WORD_CHAR];

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

/** Builds the loose form of a text. Linear in its length; ASCII needs no allocation per character. */
export function looseForm(source: string): LooseText {
  let capacity = source.length + 2;
  let codes = new Uint16Array(capacity);
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let length = 0;
  const emit = (code: number, start: number, end: number): void => {
    if (length === capacity) {
      capacity *= 2;
      codes = grow(codes, new Uint16Array(capacity));
      starts = grow(starts, new Int32Array(capacity));
      ends = grow(ends, new Int32Array(capacity));
    }
    codes[length] = code;
    starts[length] = start;
    ends[length] = end;
    length += 1;
  };
  emit(SPACE, 0, 0);
  let pendingSpace = false;
  let index = 0;
  while (index < source.length) {
    const unit = source.charCodeAt(index);
    if (unit < 128) {
      const lower = unit >= 65 && unit <= 90 ? unit + 32 : unit;
      if ((lower >= 97 && lower <= 122) || (lower >= 48 && lower <= 57)) {
        if (pendingSpace && length > 1) emit(SPACE, index, index);
        pendingSpace = false;
        emit(lower, index, index + 1);
      } else {
        pendingSpace = true;
      }
      index += 1;
      continue;
    }
    const codePoint = source.codePointAt(index) ?? unit;
    const width = codePoint > 0xffff ? 2 : 1;
    const ch = source.slice(index, index + width);
    if (UNICODE_WORD_CHAR.test(ch)) {
      if (pendingSpace && length > 1) emit(SPACE, index, index);
      pendingSpace = false;
      const lower = ch.toLowerCase();
      for (let unitIndex = 0; unitIndex < lower.length; unitIndex += 1) emit(lower.charCodeAt(unitIndex), index, index + width);
    } else {
      pendingSpace = true;
    }
    index += width;
  }
  emit(SPACE, source.length, source.length);
  return { text: fromCodes(codes, length), starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
}

const SPACE = 32;

function grow<T extends Uint16Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

function fromCodes(codes: Uint16Array, length: number): string {
  let out = '';
  for (let offset = 0; offset < length; offset += 8192) out += String.fromCharCode(...codes.subarray(offset, Math.min(length, offset + 8192)));
  return out;
}

/** The loose words of a value, without the surrounding spaces. */
export function looseWords(value: string): string {
  return looseForm(value).text.trim();
}

/** How a text value was found. */
export type TextMethod = 'normalised' | 'name-variant';

/** One searchable form of a text-like vault value. */
export interface TextNeedle {
  readonly field: string;
  /** Loose words with a space at both ends. */
  readonly needle: string;
  readonly value: string;
  readonly method: TextMethod;
  /** The needle's longest word: a text without it (case-insensitively) cannot match. */
  readonly anchor: string;
}

/** Placeholder values that say nothing and would match ordinary prose. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(['none', 'null', 'true', 'false', 'unknown', 'n a', 'other', 'nothing', 'redacted', 'private']);

/** Shortest loose value searched: shorter values are ordinary words. */
export const MIN_TEXT_LENGTH = 4;

function hasLetter(words: string): boolean {
  for (const ch of words) if (ch.toLowerCase() !== ch.toUpperCase()) return true;
  return false;
}

/**
 * The loose forms a text-like field is searched by. Names of two or three words also match as
 * `Last, First`; a lone first name never matches a full-name field. Values without a letter are
 * left to the digits matcher.
 */
export function textNeedles(field: Pick<VaultField, 'key' | 'value'>, isName: boolean): TextNeedle[] {
  const words = looseWords(field.value);
  if (words.length < MIN_TEXT_LENGTH || !hasLetter(words) || PLACEHOLDERS.has(words)) return [];
  const parts = words.split(' ');
  const anchor = parts.reduce((longest, part) => (part.length > longest.length ? part : longest), '');
  const needles: TextNeedle[] = [{ field: field.key, needle: ` ${words} `, value: field.value, method: 'normalised', anchor }];
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (isName && first !== undefined && last !== undefined && (parts.length === 2 || parts.length === 3)) {
    const variants = new Set([`${last} ${first}`, `${last} ${parts.slice(0, -1).join(' ')}`, `${first} ${last}`]);
    variants.delete(words);
    for (const variant of variants) needles.push({ field: field.key, needle: ` ${variant} `, value: field.value, method: 'name-variant', anchor });
  }
  return needles;
}

/** One text-value match, in source offsets. */
export interface TextMatch {
  readonly needle: TextNeedle;
  readonly start: number;
  readonly end: number;
}

/**
 * Every occurrence of every needle in a text (one `indexOf` scan per needle). The loose form
 * is built only when some needle's anchor word occurs in the lower-cased text, which is rare.
 */
export function matchTextNeedles(text: string, needles: readonly TextNeedle[]): TextMatch[] {
  const found: TextMatch[] = [];
  const lower = text.toLowerCase();
  // Lower-casing that changes the length (a few non-ASCII letters) defeats the quick check.
  const candidates = lower.length === text.length ? needles.filter((needle) => lower.includes(needle.anchor)) : needles;
  if (candidates.length === 0) return found;
  const loose = looseForm(text);
  for (const needle of candidates) {
    // Adjacent occurrences share their separating space, so resume on the needle's last space.
    for (let at = loose.text.indexOf(needle.needle); at >= 0; at = loose.text.indexOf(needle.needle, at + needle.needle.length - 1)) {
      const first = at + 1;
      const last = at + needle.needle.length - 2;
      found.push({ needle, start: loose.starts[first] ?? 0, end: loose.ends[last] ?? 0 });
    }
  }
  return found;
}
