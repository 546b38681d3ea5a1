import type { Needle, NeedleIndex } from '../../lib/needle-search.js';
import { foldNonAscii, LOOKALIKE_ASCII_FOLD } from './skeleton.js';
import type { TextDigits } from './text-scan.js';

/**
 * Needle search without the text's skeleton. Digits 2–9 come only from digits (and a few
 * non-ASCII characters), so every occurrence of a needle in the skeleton holds the needle's
 * digits 2–9 ("digit string") contiguously among the text's (`TextDigits`). Each occurrence of
 * a needle's digit string among the text's is checked by folding the text outwards from that
 * digit, one code point at a time, until the needle is matched or refuted. Prose has few
 * digits, so this visits a few characters where building the skeleton visits all of them.
 */

/** A needle prepared for {@link localNeedleMatches}. */
export interface DigitNeedle {
  /** Index of the needle in its {@link NeedleIndex}. */
  readonly which: number;
  /** The needle's digits 2–9, in order (not empty). */
  readonly digits: string;
  /** Index in the needle of its first digit 2–9. */
  readonly firstDigit: number;
}

/** One needle occurrence: source span of its first and last skeleton characters, and where it starts in the skeleton. */
export interface LocalMatch<T> {
  readonly needle: Needle<T>;
  readonly which: number;
  readonly start: number;
  readonly end: number;
  /** Index of the first matched character among its code point's skeleton characters. */
  readonly startSub: number;
}

function isTwoToNine(code: number): boolean {
  return code >= 50 && code <= 57;
}

/**
 * The digit strings of an index's needles, or null when some needle has no digit 2–9 (it can
 * only be found by building the skeleton).
 */
export function digitNeedles(index: NeedleIndex<unknown>): DigitNeedle[] | null {
  const needles: DigitNeedle[] = [];
  for (let which = 0; which < index.codes.length; which += 1) {
    const codes = index.codes[which] as Uint8Array;
    let digits = '';
    let firstDigit = -1;
    for (let k = 0; k < codes.length; k += 1) {
      const code = codes[k] as number;
      if (!isTwoToNine(code)) continue;
      if (firstDigit < 0) firstDigit = k;
      digits += String.fromCharCode(code);
    }
    if (firstDigit < 0) return null;
    needles.push({ which, digits, firstDigit });
  }
  return needles;
}

const NONE: readonly number[] = [];

/** The skeleton characters of the code point starting at `at` (ASCII through the table). */
function foldAt(source: string, at: number, single: number[]): readonly number[] {
  const unit = source.charCodeAt(at);
  if (unit < 128) {
    const folded = LOOKALIKE_ASCII_FOLD[unit] as number;
    if (folded < 0) return NONE;
    single[0] = folded;
    return single;
  }
  return foldNonAscii(source.codePointAt(at) ?? unit, true);
}

function widthAt(source: string, at: number): number {
  return (source.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
}

/** Where the code point that ends just before `end` starts (a low surrogate after a high one is one code point). */
function codePointBefore(source: string, end: number): number {
  const unit = source.charCodeAt(end - 1);
  if (unit >= 0xdc00 && unit <= 0xdfff && end >= 2) {
    const high = source.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return end - 2;
  }
  return end - 1;
}

/**
 * Every occurrence of every digit needle in a text, in skeleton order (by start, then needle
 * index, as `forEachNeedle` visits them), or null when checking would walk more than a few
 * times the text's length (many candidate digits around long stretches without letters or
 * digits): the caller then builds the skeleton, which keeps the work linear.
 */
export function localNeedleMatches<T>(source: string, index: NeedleIndex<T>, needles: readonly DigitNeedle[], digits: TextDigits): LocalMatch<T>[] | null {
  const matches: LocalMatch<T>[] = [];
  let budget = 4 * source.length + 256;
  const single = [0];
  const { skeletonDigits, digitAt, digitSub } = digits;
  for (const { which, digits: needleDigits, firstDigit } of needles) {
    const codes = index.codes[which] as Uint8Array;
    for (let k = skeletonDigits.indexOf(needleDigits); k >= 0; k = skeletonDigits.indexOf(needleDigits, k + 1)) {
      // Backwards from the first digit: `at`/`sub` is the current skeleton character.
      let at = digitAt[k] as number;
      let sub = digitSub[k] as number;
      let matched = true;
      for (let position = firstDigit - 1; position >= 0 && matched; position -= 1) {
        if (sub > 0) {
          sub -= 1;
        } else {
          let folded: readonly number[] = NONE;
          let end = at;
          while (folded.length === 0 && end > 0) {
            at = codePointBefore(source, end);
            folded = foldAt(source, at, single);
            budget -= end - at;
            end = at;
          }
          if (folded.length === 0) {
            matched = false;
            break;
          }
          sub = folded.length - 1;
        }
        matched = (foldAt(source, at, single)[sub] as number) === codes[position];
      }
      if (budget < 0) return null;
      if (!matched) continue;
      const start = at;
      const startSub = sub;
      // Forwards from the first digit.
      at = digitAt[k] as number;
      sub = digitSub[k] as number;
      let current = foldAt(source, at, single);
      for (let position = firstDigit + 1; position < codes.length && matched; position += 1) {
        if (sub + 1 < current.length) {
          sub += 1;
        } else {
          let next = at + widthAt(source, at);
          current = NONE;
          while (current.length === 0 && next < source.length) {
            at = next;
            current = foldAt(source, at, single);
            next = at + widthAt(source, at);
            budget -= next - at;
          }
          if (current.length === 0) {
            matched = false;
            break;
          }
          sub = 0;
        }
        matched = (current[sub] as number) === codes[position];
      }
      if (budget < 0) return null;
      if (!matched) continue;
      matches.push({ needle: index.needles[which] as Needle<T>, which, start, end: at + widthAt(source, at), startSub });
    }
  }
  return matches.sort((a, b) => a.start - b.start || a.startSub - b.startSub || a.which - b.which);
}
