import { confusablesMap } from 'confusables';

/**
 * Text folding: the one step that undoes invisible and look-alike characters before detection
 * (issue 19, defect 5). `SSN 523\u200b-71-\u200b4862`, `５２３-７１-４８６２`, `٥٢٣-٧١-٤٨٦٢`,
 * `Dаna Whitfield` with a Cyrillic `а` and `J\u0332o\u0332h\u0332n` all fold to the ASCII a detector
 * knows. Tier 1 folds further still (its skeleton drops case and separators and builds on the
 * character classes here); tiers 2–3 and the guard scan the folded text as well as the original
 * (`detect/pipeline.ts`), and each folded character keeps the source offsets it came from, so a
 * span found in the folded text maps back to the original.
 *
 * Only what hides a letter or digit is folded: invisible format characters and combining marks
 * are dropped; a decimal digit of any script, a compatibility form (full-width letters, digits
 * and punctuation, mathematical letters and digits) and a confusable letter (Cyrillic, Greek,
 * Latin look-alikes) become ASCII. Other punctuation and spaces are kept as written — the
 * detectors already read en-dashes, slashes and no-break spaces — so ordinary text with curly
 * quotes folds to nothing and costs one pass.
 */

/**
 * Invisible characters that split a value without showing: zero-width space / non-joiner /
 * joiner, word joiner and the invisible operators, the BOM, the soft hyphen, the combining
 * grapheme joiner, the Mongolian vowel separator, direction marks and embeddings, variation
 * selectors, and the tag characters.
 */
export const INVISIBLE_CODE_POINTS: ReadonlySet<number> = new Set([
  0x00ad, 0x034f, 0x061c, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2066,
  0x2067, 0x2068, 0x2069, 0x3164, 0xfeff, 0xffa0,
]);

/** True for an invisible code point ({@link INVISIBLE_CODE_POINTS}, variation selectors, tags). */
export function isInvisible(codePoint: number): boolean {
  return INVISIBLE_CODE_POINTS.has(codePoint) || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || (codePoint >= 0xe0000 && codePoint <= 0xe007f) || (codePoint >= 0xe0100 && codePoint <= 0xe01ef);
}

const MARK = /^\p{M}$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const ASCII_ALNUM = /^[A-Za-z0-9]+$/;
/** One visible ASCII character: a full-width hyphen or solidus folds; a no-break space or `…` does not. */
const ASCII_PUNCTUATION = /^[\x21-\x7e]$/;

/**
 * The value of a decimal digit of any script. Unicode encodes each script's digits 0–9 as one
 * contiguous run, so the value is the distance to the run's start (at most 9 steps back); the
 * mathematical digits, whose runs adjoin, are folded by NFKC before this is asked.
 */
function digitValue(codePoint: number): number {
  let value = 0;
  while (value < 9 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - value - 1))) value += 1;
  return value;
}

/**
 * What one non-ASCII code point folds to: `''` (dropped), ASCII (letters, digits, and the
 * compatibility forms of punctuation such as the full-width hyphen), or `null` (kept as written).
 */
function foldCodePointUncached(codePoint: number): string | null {
  if (isInvisible(codePoint)) return '';
  const char = String.fromCodePoint(codePoint);
  if (MARK.test(char)) return '';
  const compatible = char.normalize('NFKC');
  if (ASCII_ALNUM.test(compatible) || ASCII_PUNCTUATION.test(compatible)) return compatible;
  if (DECIMAL_DIGIT.test(char)) return String(digitValue(codePoint));
  const confusable = confusablesMap.get(char) ?? (compatible.length === 1 ? confusablesMap.get(compatible) : undefined);
  if (confusable !== undefined && ASCII_ALNUM.test(confusable)) return confusable;
  return null;
}

/**
 * What one code point folds to: `''` (dropped), ASCII letters or digits, or `null` (kept as
 * written). ASCII is always kept. Not cached: callers that fold many code points keep their own
 * memo ({@link foldText} one per text, the canary skeleton one per process table).
 *
 * @example foldCodePoint(0x200b) // '' ; foldCodePoint(0xff15) // '5' ; foldCodePoint(0x0430) // 'a'
 */
export function foldCodePoint(codePoint: number): string | null {
  return codePoint < 128 ? null : foldCodePointUncached(codePoint);
}

/** A folded text, with the source span of each of its UTF-16 units. */
export interface FoldedText {
  readonly text: string;
  /** For folded unit i, the offset in the source where the code point it came from starts. */
  readonly starts: Int32Array;
  /** For folded unit i, the offset in the source just after that code point. */
  readonly ends: Int32Array;
}

/** Non-ASCII (the only thing folding changes) or nothing to do. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is every non-ASCII character, \x00-\x7f is its complement
const NON_ASCII = /[^\x00-\x7f]/;

/** The patterns of this module, for the ReDoS check (`allPatterns`). */
export const FOLD_PATTERNS: readonly RegExp[] = [MARK, DECIMAL_DIGIT, ASCII_ALNUM, ASCII_PUNCTUATION, NON_ASCII];

/**
 * Folds a text ({@link foldCodePoint} per code point), or `undefined` when folding changes nothing
 * — every ASCII text, and most others. Linear in the text length.
 *
 * @example
 * const folded = foldText('SSN 523\u200b-71-4862');
 * folded?.text // 'SSN 523-71-4862'
 * mapSpan(folded!, { start: 4, end: 15 }) // { start: 4, end: 16 }
 */
export function foldText(source: string): FoldedText | undefined {
  if (!NON_ASCII.test(source)) return undefined;
  const starts = new Int32Array(source.length * 2 + 2);
  const ends = new Int32Array(source.length * 2 + 2);
  let out = '';
  let size = 0;
  let changed = false;
  let runStart = 0;
  let index = 0;
  const flushKept = (until: number) => {
    if (until > runStart) {
      out += source.slice(runStart, until);
      for (let k = runStart; k < until; k += 1) {
        starts[size] = k;
        ends[size] = k + 1;
        size += 1;
      }
    }
  };
  // A text repeats its few distinct code points: each is folded once per text.
  const memo = new Map<number, string | null>();
  while (index < source.length) {
    const codePoint = source.codePointAt(index) ?? 0;
    const width = codePoint > 0xffff ? 2 : 1;
    let folded: string | null | undefined = codePoint < 128 ? null : memo.get(codePoint);
    if (folded === undefined) {
      folded = foldCodePointUncached(codePoint);
      memo.set(codePoint, folded);
    }
    if (folded === null) {
      index += width;
      continue;
    }
    flushKept(index);
    changed = true;
    out += folded;
    for (let k = 0; k < folded.length; k += 1) {
      starts[size] = index;
      ends[size] = index + width;
      size += 1;
    }
    index += width;
    runStart = index;
  }
  if (!changed) return undefined;
  flushKept(source.length);
  return { text: out, starts: starts.subarray(0, size), ends: ends.subarray(0, size) };
}

/** The source span of a span of the folded text (a dropped character inside it is part of it). */
export function mapSpan(folded: FoldedText, span: { readonly start: number; readonly end: number }): { start: number; end: number } {
  const last = folded.starts.length;
  if (last === 0) return { start: 0, end: 0 };
  const start = span.start >= last ? (folded.ends[last - 1] as number) : (folded.starts[span.start] as number);
  const end = span.end <= 0 ? start : (folded.ends[Math.min(span.end, last) - 1] as number);
  return { start, end: Math.max(start, end) };
}
