import { confusablesMap } from 'confusables';

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

/** Zero-width characters and the soft hyphen: invisible, used to split markers. */
export const ZERO_WIDTH_CODE_POINTS: ReadonlySet<number> = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad]);

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
function foldNonAscii(codePoint: number, lookalikeDigits: boolean): number[] {
  if (ZERO_WIDTH_CODE_POINTS.has(codePoint)) return [];
  const out: number[] = [];
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

/** True when a non-ASCII code point contributes letters or digits to a skeleton (a confusable). */
export function isFoldedNonAscii(codePoint: number): boolean {
  return codePoint >= 128 && foldNonAscii(codePoint, false).length > 0;
}

/**
 * Builds the skeleton of a text with its offset map. Linear in the text length; non-ASCII code
 * points are folded once per distinct code point per call.
 *
 * @example buildSkeleton('CANARY-SSN').text // 'canaryssn'
 */
export function buildSkeleton(source: string, options: SkeletonOptions = {}): Skeleton {
  const lookalikeDigits = options.lookalikeDigits ?? true;
  let capacity = source.length + 16;
  let codes = new Uint16Array(capacity);
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let length = 0;
  const cache = new Map<number, number[]>();

  const push = (code: number, start: number, end: number): void => {
    if (length === capacity) {
      capacity *= 2;
      const grownCodes = new Uint16Array(capacity);
      grownCodes.set(codes);
      codes = grownCodes;
      const grownStarts = new Int32Array(capacity);
      grownStarts.set(starts);
      starts = grownStarts;
      const grownEnds = new Int32Array(capacity);
      grownEnds.set(ends);
      ends = grownEnds;
    }
    codes[length] = code;
    starts[length] = start;
    ends[length] = end;
    length += 1;
  };

  let index = 0;
  while (index < source.length) {
    const unit = source.charCodeAt(index);
    if (unit < 128) {
      const folded = foldAsciiCode(unit, lookalikeDigits);
      if (folded >= 0) push(folded, index, index + 1);
      index += 1;
      continue;
    }
    const codePoint = source.codePointAt(index) ?? unit;
    const width = codePoint > 0xffff ? 2 : 1;
    let folded = cache.get(codePoint);
    if (folded === undefined) {
      folded = foldNonAscii(codePoint, lookalikeDigits);
      cache.set(codePoint, folded);
    }
    for (const code of folded) push(code, index, index + width);
    index += width;
  }
  return { text: codesToString(codes, length), starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
}

/**
 * The skeleton of decoded bytes (a base64 or hex payload): ASCII letters and digits folded as
 * in {@link buildSkeleton}, every other byte dropped. Offsets are byte indices. Working on bytes
 * keeps spans byte-precise and makes binary payloads cheap (no UTF-8 decoding, no Unicode
 * folding); an encoded canary is ASCII.
 */
export function buildByteSkeleton(bytes: Uint8Array, options: SkeletonOptions = {}): Skeleton {
  const lookalikeDigits = options.lookalikeDigits ?? true;
  const codes = new Uint16Array(bytes.length);
  const starts = new Int32Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    const folded = byte < 128 ? foldAsciiCode(byte, lookalikeDigits) : -1;
    if (folded < 0) continue;
    codes[length] = folded;
    starts[length] = index;
    length += 1;
  }
  const ends = starts.slice(0, length).map((start) => start + 1);
  return { text: codesToString(codes, length), starts: starts.subarray(0, length), ends };
}

/** The skeleton text of a value, without offsets. */
export function skeletonText(value: string, options: SkeletonOptions = {}): string {
  return buildSkeleton(value, options).text;
}

/** Applies the look-alike digit fold to an already-built skeleton text (`o` → `0`, `i`/`l` → `1`). */
export function foldLookalikeDigits(skeleton: string): string {
  let out = '';
  for (const ch of skeleton) out += ch === 'o' ? '0' : ch === 'i' || ch === 'l' ? '1' : ch;
  return out;
}

/** ROT13 of a skeleton text (digits are unchanged). */
export function rot13(skeleton: string): string {
  let out = '';
  for (let k = 0; k < skeleton.length; k += 1) {
    const code = skeleton.charCodeAt(k);
    out += code >= LOWER_A && code <= LOWER_Z ? String.fromCharCode(((code - LOWER_A + 13) % 26) + LOWER_A) : skeleton.charAt(k);
  }
  return out;
}

const CHUNK = 8192;

function codesToString(codes: Uint16Array, length: number): string {
  let out = '';
  for (let offset = 0; offset < length; offset += CHUNK) {
    out += String.fromCharCode(...codes.subarray(offset, Math.min(length, offset + CHUNK)));
  }
  return out;
}
