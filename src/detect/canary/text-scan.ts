import { textProfile, type TextProfile } from '../regex-scan.js';
import { BASE64_CHAR, HEX_CHAR, MIN_BASE64_TOKEN, MIN_HEX_RUN, TOKEN_CLASSES, type EncodedTokens } from './decoders.js';
import { KEY_MASK, keyBit, type NeedleIndex } from '../../lib/needle-search.js';
import { foldNonAscii, LOOKALIKE_ASCII_FOLD, type SkeletonBuffer } from './skeleton.js';

/** What a text's digits say, found without visiting its other characters. */
export interface TextDigits {
  /**
   * The digits 2–9 of the text's skeleton, in order. Only digits (and a few non-ASCII
   * characters) fold to them, so a needle can occur in the skeleton only if its own digits 2–9
   * occur, contiguous, in these (see `localNeedleMatches`).
   */
  readonly skeletonDigits: string;
  /** For each character of `skeletonDigits`, the source offset of the code point it folds from. */
  readonly digitAt: readonly number[];
  /** For each character of `skeletonDigits`, its index among that code point's skeleton characters. */
  readonly digitSub: readonly number[];
  /** See {@link EncodedTokens}: hex pairs opening with a digit 3–7 right after a separator that follows a hex digit. */
  readonly separatedDigitPairs: number;
  /** See {@link EncodedTokens}: `\x` escapes whose pair opens with a digit 3–7. */
  readonly escapedDigitPairs: number;
}

function isTwoToNine(code: number): boolean {
  return code >= 50 && code <= 57;
}

/**
 * What a text's digits say, from its digits and non-ASCII characters only (see `textProfile`).
 * `scratch` is a work array the caller may reuse from one text to the next (its detector's).
 */
export function textDigits(source: string, profile: TextProfile = textProfile(source), scratch: number[] = []): TextDigits {
  const { digitGroups, nonAscii } = profile;
  const digitCodes = scratch;
  digitCodes.length = 0;
  const digitAt: number[] = [];
  const digitSub: number[] = [];
  let junctions = 0;
  let escapes = 0;
  // Digit groups and non-ASCII characters, merged in text order.
  let group = 0;
  let other = 0;
  while (group < digitGroups.length || other < nonAscii.length) {
    const groupStart = group < digitGroups.length ? (digitGroups[group] as number) : Infinity;
    const otherAt = other < nonAscii.length ? (nonAscii[other] as number) : Infinity;
    if (otherAt < groupStart) {
      const folded = foldNonAscii(source.codePointAt(otherAt) ?? 0, true);
      for (let sub = 0; sub < folded.length; sub += 1) {
        const code = folded[sub] as number;
        if (!isTwoToNine(code)) continue;
        digitCodes.push(code);
        digitAt.push(otherAt);
        digitSub.push(sub);
      }
      other += 1;
      continue;
    }
    const groupEnd = digitGroups[group + 1] as number;
    for (let index = groupStart; index < groupEnd; index += 1) {
      const unit = source.charCodeAt(index);
      if (isTwoToNine(unit)) {
        digitCodes.push(unit);
        digitAt.push(index);
        digitSub.push(0);
      }
      // A digit 3–7 may open the hex pair of an encoded ASCII letter or digit (bytes 0x30–0x7a).
      if ((unit - 51) >>> 0 < 5 && index >= 2 && isHex(source.charCodeAt(index + 1))) {
        const before = source.charCodeAt(index - 1);
        if (before === 32 || before === 58 || before === 45) {
          if (isHex(source.charCodeAt(index - 2))) junctions += 1; // `4e 43`
        } else if (before === 120 && source.charCodeAt(index - 2) === 92) {
          escapes += 1; // `\x43`
        }
      }
    }
    group += 2;
  }
  let skeletonDigits = '';
  if (digitCodes.length <= 8192) skeletonDigits = String.fromCharCode.apply(null, digitCodes);
  else for (let offset = 0; offset < digitCodes.length; offset += 8192) skeletonDigits += String.fromCharCode(...digitCodes.slice(offset, offset + 8192));
  return { skeletonDigits, digitAt, digitSub, separatedDigitPairs: junctions, escapedDigitPairs: escapes };
}

/**
 * {@link scanText} without the skeleton, for a text no needle can occur in: only the base64
 * tokens and hex runs. A space ends any base64 run, so the text is walked from space to space
 * (a native search) and only stretches without a space long enough to hold a token are looked
 * at character by character: in prose, a few words.
 */
export function scanTokens(source: string, minBytes: number, digits: TextDigits): EncodedTokens {
  const length = source.length;
  const base64: number[] = [];
  const minRun = Math.max(MIN_BASE64_TOKEN, Math.ceil((4 * minBytes) / 3) - 2);
  for (let stretchStart = 0; stretchStart <= length; ) {
    let stretchEnd = source.indexOf(' ', stretchStart);
    if (stretchEnd < 0) stretchEnd = length;
    if (stretchEnd - stretchStart >= minRun) {
      let runStart = stretchStart;
      for (let index = stretchStart; index < stretchEnd; index += 1) {
        const unit = source.charCodeAt(index);
        if (unit < 128 && ((TOKEN_CLASSES[unit] as number) & BASE64_CHAR) !== 0) continue;
        // A character outside the base64 alphabet (a surrogate pair is two) ends the run [runStart, index).
        if (index - runStart >= minRun) addBase64Token(source, runStart, index, minBytes, base64);
        runStart = index + 1;
      }
      if (stretchEnd - runStart >= minRun) addBase64Token(source, runStart, stretchEnd, minBytes, base64);
    }
    stretchStart = stretchEnd + 1;
  }
  return { base64, hexRuns: hexRunsWithin(source, base64, minBytes), separatedDigitPairs: digits.separatedDigitPairs, escapedDigitPairs: digits.escapedDigitPairs };
}

/** What {@link scanText} finds besides the skeleton. */
export interface TextScan {
  readonly tokens: EncodedTokens;
  /**
   * Skeleton positions (ascending) where some needle of the index may start: the three
   * characters there pass the index's key filter. Only these need comparing.
   */
  readonly candidates: readonly number[];
}

/**
 * Tier 1's single pass over a text: writes its skeleton (look-alike digits folded, as
 * `skeletonInto` does) into `out`, notes where the `needles` may start (see
 * `forEachNeedle`, which this saves a second pass of), and finds the base64 tokens that can
 * decode to `minBytes` bytes and the hex runs of at least `2 × minBytes` digits (see
 * {@link EncodedTokens}). Letters and digits, most of a text, cost a table lookup, two stores and
 * a bit test; token bookkeeping happens only at the other characters, which end base64 runs.
 * Hex runs are looked for only inside long base64 runs (hex digits are base64 characters).
 */
export function scanText(source: string, out: SkeletonBuffer, minBytes: number, needles: NeedleIndex<unknown>, digits: TextDigits): TextScan {
  const firstKeys = needles.firstKeys;
  const candidates: number[] = [];
  let key = 0;
  const length = source.length;
  out.length = 0;
  out.reserve(length);
  let codes = out.codes;
  let starts = out.starts;
  let size = 0;
  const base64: number[] = [];
  // Shortest run worth a look: a token (run plus up to two `=`) of n characters decodes to at most 3n/4 bytes.
  const minRun = Math.max(MIN_BASE64_TOKEN, Math.ceil((4 * minBytes) / 3) - 2);
  let runStart = 0;
  let index = 0;
  while (index < length) {
    const unit = source.charCodeAt(index);
    let width = 1;
    if (unit < 128) {
      const folded = LOOKALIKE_ASCII_FOLD[unit] as number;
      if (folded >= 0) {
        codes[size] = folded;
        starts[size] = index;
        size += 1;
        key = ((key << 4) | (folded & 15)) & KEY_MASK;
        if (keyBit(firstKeys, key) !== 0 && size >= 3) candidates.push(size - 3);
        index += 1;
        continue;
      }
      if (((TOKEN_CLASSES[unit] as number) & BASE64_CHAR) !== 0) {
        index += 1; // `+`, `/`, `_` or `-`: inside a base64 run
        continue;
      }
    } else {
      const codePoint = source.codePointAt(index) ?? unit;
      if (codePoint > 0xffff) width = 2;
      const folded = foldNonAscii(codePoint, true);
      if (folded.length > 0) {
        if (size + folded.length > codes.length) {
          out.length = size;
          out.reserve(size + folded.length + (length - index));
          codes = out.codes;
          starts = out.starts;
        }
        for (let k = 0; k < folded.length; k += 1) {
          const code = folded[k] as number;
          codes[size] = code;
          starts[size] = index;
          size += 1;
          key = ((key << 4) | (code & 15)) & KEY_MASK;
          if (keyBit(firstKeys, key) !== 0 && size >= 3) candidates.push(size - 3);
        }
      }
    }
    // A character outside the base64 alphabet ends the run [runStart, index).
    if (index - runStart >= minRun) addBase64Token(source, runStart, index, minBytes, base64);
    index += width;
    runStart = index;
  }
  if (length - runStart >= minRun) addBase64Token(source, runStart, length, minBytes, base64);
  out.length = size;
  return { tokens: { base64, hexRuns: hexRunsWithin(source, base64, minBytes), separatedDigitPairs: digits.separatedDigitPairs, escapedDigitPairs: digits.escapedDigitPairs }, candidates };
}

/** Records a base64 run (with up to two `=` after it) when it can decode to `minBytes` bytes. */
function addBase64Token(source: string, start: number, runEnd: number, minBytes: number, tokens: number[]): void {
  let end = runEnd;
  while (end < source.length && end - runEnd < 2 && source.charCodeAt(end) === 61) end += 1;
  if ((3 * (end - start)) >> 2 >= minBytes) tokens.push(start, end);
}

/** The maximal hex runs of at least `max(12, 2 × minBytes)` digits inside the base64 tokens. */
function hexRunsWithin(source: string, tokens: readonly number[], minBytes: number): number[] {
  const runs: number[] = [];
  const minRun = Math.max(MIN_HEX_RUN, 2 * minBytes);
  for (let k = 0; k < tokens.length; k += 2) {
    const tokenStart = tokens[k] as number;
    const tokenEnd = tokens[k + 1] as number;
    if (tokenEnd - tokenStart < minRun) continue;
    let runStart = -1;
    for (let index = tokenStart; index <= tokenEnd; index += 1) {
      const unit = index < tokenEnd ? source.charCodeAt(index) : 0;
      const hex = unit < 128 && ((TOKEN_CLASSES[unit] as number) & HEX_CHAR) !== 0;
      if (hex) {
        if (runStart < 0) runStart = index;
      } else if (runStart >= 0) {
        if (index - runStart >= minRun) runs.push(runStart, index);
        runStart = -1;
      }
    }
  }
  return runs;
}

/** True for an ASCII hex digit (NaN, past the end of the text, is not). */
function isHex(code: number): boolean {
  return code < 128 && ((TOKEN_CLASSES[code] as number) & HEX_CHAR) !== 0;
}
