import { confusablesMap } from 'confusables';
// Invisible characters (zero-width, soft hyphen, direction marks, …) split markers: the one set is detect/fold.ts's.
import { foldCodePoint, isInvisible } from '../fold.js';

/**
 * The "skeleton" of a text: what is left after folding case, Unicode compatibility forms
 * (NFKC), confusable letters (Cyrillic `А` → `a`) and removing everything that is not a letter
 * or digit (separators, zero-width characters, soft hyphens). Canary search runs on skeletons,
 * so `CANARY_SSN_C0E3534A`, `canary-ssn-c0e3534a` and `C A N A R Y SSN C\u200B0E3534A` all meet
 * at `canaryssnc0e3534a`. Each skeleton character keeps the offsets of the source code point it
 * came from, so a match maps back to a span of the original text.
 */
export interface Skeleton {
  /** Lower-case ASCII letters and digits only. */
  readonly text: string;
  /** For skeleton character i, the UTF-16 offset in the source where its code point starts. */
  readonly starts: Int32Array;
  /** For skeleton character i, the UTF-16 offset in the source just after its code point. */
  readonly ends: Int32Array;
}

/** Options of {@link buildSkeleton}. */
export interface SkeletonOptions {
  /**
   * Also fold the letters that pass for digits (`o` → `0`, `i` and `l` → `1`), so a marker
   * whose hex part is written with a Latin or Cyrillic `O` is still found. Default true.
   */
  readonly lookalikeDigits?: boolean;
}

const LOWER_A = 97;
const LOWER_Z = 122;
const UPPER_A = 65;
const UPPER_Z = 90;
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** Folds one ASCII code to its skeleton code, or -1 when it is dropped. */
function foldAsciiCode(code: number, lookalikeDigits: boolean): number {
  let folded = code;
  if (folded >= UPPER_A && folded <= UPPER_Z) folded += 32;
  else if (!((folded >= LOWER_A && folded <= LOWER_Z) || (folded >= DIGIT_0 && folded <= DIGIT_9))) return -1;
  if (lookalikeDigits) {
    if (folded === 111) return DIGIT_0; // o
    if (folded === 105 || folded === 108) return DIGIT_0 + 1; // i, l
  }
  return folded;
}

/** Folds one non-ASCII code point (NFKC first, then the confusables table) to skeleton codes. */
function foldNonAsciiUncached(codePoint: number, lookalikeDigits: boolean): number[] {
  if (isInvisible(codePoint)) return [];
  const out: number[] = [];
  // The fold every tier shares first (digits of any script by value, compatibility forms, look-alikes).
  const shared = foldCodePoint(codePoint);
  if (shared !== null) {
    for (let k = 0; k < shared.length; k += 1) {
      const folded = foldAsciiCode(shared.charCodeAt(k), lookalikeDigits);
      if (folded >= 0) out.push(folded);
    }
    return out;
  }
  for (const part of String.fromCodePoint(codePoint).normalize('NFKC')) {
    const code = part.codePointAt(0) ?? 0;
    const replacement = code < 128 ? part : (confusablesMap.get(part) ?? '');
    for (let k = 0; k < replacement.length; k += 1) {
      const ascii = replacement.charCodeAt(k);
      const folded = ascii < 128 ? foldAsciiCode(ascii, lookalikeDigits) : -1;
      if (folded >= 0) out.push(folded);
    }
  }
  return out;
}

/** Non-ASCII folds are pure functions of the code point: computed once per process (bounded). */
const NON_ASCII_CACHE_LIMIT = 1 << 16;
const nonAsciiFolds = [new Map<number, readonly number[]>(), new Map<number, readonly number[]>()] as const;

/** The skeleton codes of a non-ASCII code point (cached per process). */
export function foldNonAscii(codePoint: number, lookalikeDigits: boolean): readonly number[] {
  const cache = nonAsciiFolds[lookalikeDigits ? 1 : 0];
  let folded = cache.get(codePoint);
  if (folded === undefined) {
    folded = foldNonAsciiUncached(codePoint, lookalikeDigits);
    if (cache.size >= NON_ASCII_CACHE_LIMIT) cache.clear();
    cache.set(codePoint, folded);
  }
  return folded;
}

/** True when a non-ASCII code point contributes letters or digits to a skeleton (a confusable). */
export function isFoldedNonAscii(codePoint: number): boolean {
  return codePoint >= 128 && foldNonAscii(codePoint, false).length > 0;
}

/** ASCII code → skeleton code (or -1 when dropped), with and without the look-alike digit fold. */
const ASCII_FOLDS = [Int8Array.from({ length: 128 }, (_, code) => foldAsciiCode(code, false)), Int8Array.from({ length: 128 }, (_, code) => foldAsciiCode(code, true))] as const;
/** ASCII code → skeleton code with the look-alike digit fold, or -1 when dropped. */
export const LOOKALIKE_ASCII_FOLD: Int8Array = ASCII_FOLDS[1];

/**
 * A growable skeleton under construction, reused from one text to the next so that the per-text
 * cost is a single pass with no allocation. `codes[i]` is the i-th skeleton character (an ASCII
 * letter or digit) and `starts[i]` the offset of the source unit (code point or byte) it came
 * from; where that unit ends follows from the source ({@link skeletonEnd}).
 */
export class SkeletonBuffer {
  codes = new Uint8Array(1024);
  starts = new Int32Array(1024);
  length = 0;

  /** Makes room for `capacity` characters (contents are kept). */
  reserve(capacity: number): void {
    if (capacity <= this.codes.length) return;
    let size = this.codes.length;
    while (size < capacity) size *= 2;
    const codes = new Uint8Array(size);
    codes.set(this.codes.subarray(0, this.length));
    const starts = new Int32Array(size);
    starts.set(this.starts.subarray(0, this.length));
    this.codes = codes;
    this.starts = starts;
  }

  /** The skeleton text (copied out of the buffer). */
  text(): string {
    if (this.length <= 256) return String.fromCharCode.apply(null, this.codes.subarray(0, this.length) as unknown as number[]);
    return Buffer.from(this.codes.buffer, this.codes.byteOffset, this.length).toString('latin1');
  }
}

/**
 * Writes the skeleton of a text into `out` (replacing its contents). Linear in the text length;
 * ASCII costs one table lookup per character, non-ASCII code points are folded once per process.
 */
export function skeletonInto(source: string, out: SkeletonBuffer, lookalikeDigits = true): void {
  const table = ASCII_FOLDS[lookalikeDigits ? 1 : 0];
  const length = source.length;
  out.length = 0;
  // Each source unit yields at most one skeleton character, except rare NFKC expansions (grown below).
  out.reserve(length);
  let codes = out.codes;
  let starts = out.starts;
  let size = 0;
  let index = 0;
  while (index < length) {
    const unit = source.charCodeAt(index);
    if (unit < 128) {
      const folded = table[unit] as number;
      if (folded >= 0) {
        codes[size] = folded;
        starts[size] = index;
        size += 1;
      }
      index += 1;
      continue;
    }
    const codePoint = source.codePointAt(index) ?? unit;
    const folded = foldNonAscii(codePoint, lookalikeDigits);
    if (folded.length > 0) {
      if (size + folded.length > codes.length) {
        out.length = size;
        out.reserve(size + folded.length + (length - index));
        codes = out.codes;
        starts = out.starts;
      }
      for (let k = 0; k < folded.length; k += 1) {
        codes[size] = folded[k] as number;
        starts[size] = index;
        size += 1;
      }
    }
    index += codePoint > 0xffff ? 2 : 1;
  }
  out.length = size;
}

/** Where the source code point a text skeleton character came from ends (UTF-16 offset). */
export function skeletonEnd(source: string, start: number): number {
  return (source.codePointAt(start) ?? 0) > 0xffff ? start + 2 : start + 1;
}

/**
 * Writes the skeleton of decoded bytes (a base64 or hex payload) into `out`: ASCII letters and
 * digits folded as in {@link buildSkeleton}, every other byte dropped. Offsets are byte indices
 * (each byte ends at start + 1). Working on bytes keeps spans byte-precise and makes binary
 * payloads cheap (no UTF-8 decoding, no Unicode folding); an encoded canary is ASCII.
 */
export function byteSkeletonInto(bytes: Uint8Array, out: SkeletonBuffer, lookalikeDigits = true): void {
  const table = ASCII_FOLDS[lookalikeDigits ? 1 : 0];
  out.reserve(bytes.length);
  const { codes, starts } = out;
  let size = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] as number;
    const folded = byte < 128 ? (table[byte] as number) : -1;
    if (folded < 0) continue;
    codes[size] = folded;
    starts[size] = index;
    size += 1;
  }
  out.length = size;
}

/**
 * Builds the skeleton of a text with its offset map. Linear in the text length; non-ASCII code
 * points are folded once per distinct code point.
 *
 * @example buildSkeleton('CANARY-SSN').text // 'canaryssn'
 */
export function buildSkeleton(source: string, options: SkeletonOptions = {}): Skeleton {
  const buffer = new SkeletonBuffer();
  skeletonInto(source, buffer, options.lookalikeDigits ?? true);
  const starts = buffer.starts.slice(0, buffer.length);
  const ends = starts.map((start) => skeletonEnd(source, start));
  return { text: buffer.text(), starts, ends };
}
