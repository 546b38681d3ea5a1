/**
 * Masking of sensitive values for reports, logs and errors. Two laws hold (property-tested):
 * masking is idempotent, and a masked string never contains a character of the input that the
 * rule did not choose to keep (at most the last four digits of a long number).
 */
import { forEachNeedle, indexNeedles, type SearchWork } from './needle-search.js';

const CANARY = /^(CANARY_[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*_)[0-9A-F*]{4,}$/;
const MASK = '****';

function isDigit(ch: string): boolean {
  return ch >= '0' && ch <= '9';
}

function isMaskable(ch: string): boolean {
  return /[\p{L}\p{N}*]/u.test(ch);
}

/**
 * Masks one value. Long numbers keep their separators and last four digits
 * (`787-08-3753` → `***-**-3753`); canaries keep their type (`CANARY_SSN_****`);
 * anything else becomes `****`.
 *
 * @example maskValue('4111 1111 1111 1111') // '**** **** **** 1111'
 */
export function maskValue(value: string): string {
  const canary = CANARY.exec(value);
  if (canary?.[1] !== undefined) return `${canary[1]}${MASK}`;
  const chars = [...value];
  const maskable = chars.filter(isMaskable);
  const digitLike = maskable.filter((ch) => isDigit(ch) || ch === '*');
  const onlyDigitsAndSeparators = maskable.every((ch) => isDigit(ch) || ch === '*');
  // Nine or more digits: identifiers (SSN, phone, card, account). Eight-digit dates are masked whole.
  if (onlyDigitsAndSeparators && digitLike.length >= 9 && digitLike.some(isDigit)) {
    let keep = 4;
    const out: string[] = [];
    for (let i = chars.length - 1; i >= 0; i -= 1) {
      const ch = chars[i] ?? '';
      if (isDigit(ch) || ch === '*') {
        out.push(keep > 0 ? ch : '*');
        keep -= 1;
      } else {
        out.push(ch);
      }
    }
    return out.reverse().join('');
  }
  return MASK;
}

/** A reference to a field that names it without its value, e.g. `ssn ***-**-3753`. */
export function maskField(key: string, value: string): string {
  return `${key} ${maskValue(value)}`;
}

/** Values shorter than this (after trimming) are never masked in text: they would mask ordinary words. */
const MIN_VALUE_LENGTH = 3;
/**
 * Passes over a text. The first finds every value in the input; a later one only finds a value in
 * what masking produced (the kept last four digits of `***-**-3753` when `3753` is a value too).
 */
const MAX_PASSES = 4;

/** A masker prepared once for a set of values (a vault), then used on any number of texts. */
export interface ValueMasker {
  /** The values it masks: distinct, at least 3 characters once trimmed, longest first. */
  readonly values: readonly string[];
  /**
   * The text with every occurrence (case-insensitive) of the values masked, longest first: the
   * same result as {@link maskValuesInText}, at a cost linear in the text whatever the number of values.
   */
  mask(text: string): string;
  /** {@link ValueMasker.mask}, adding the search's work to `work` (for tests and benchmarks of how the cost grows). */
  mask(text: string, work: SearchWork): string;
}

/** Lower case, one UTF-16 unit for one, so that positions in the folded text are positions in the text. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const unit of text.split('')) {
    const folded = unit.toLowerCase();
    out += folded.length === 1 ? folded : unit;
  }
  return out;
}

/**
 * One byte per unit for the needle search: exact up to U+00FF, a lossy stand-in above it (such a
 * match is confirmed on the folded strings).
 */
function searchCodes(folded: string): Uint8Array {
  const codes = new Uint8Array(folded.length);
  for (let k = 0; k < folded.length; k += 1) {
    const code = folded.charCodeAt(k);
    codes[k] = code > 0xff ? 0x80 | (code & 0x7f) : code;
  }
  return codes;
}

/**
 * Prepares a masker for a set of values: build it once per vault and use it for every text (the
 * guard masks each decision's rationale with one). Same rules as {@link maskValuesInText}.
 *
 * @example prepareValueMasker(['787-08-3753', 'Rae Finch']).mask('RAE FINCH, 787-08-3753') // '****, ***-**-3753'
 */
export function prepareValueMasker(values: Iterable<string>): ValueMasker {
  // Longest first; a stable sort keeps the given order among values of one length.
  const sorted = [...new Set(values)].filter((value) => value.trim().length >= MIN_VALUE_LENGTH).sort((a, b) => b.length - a.length);
  const folded = sorted.map(fold);
  const index = indexNeedles(
    folded.map((text, rank) => ({ text, payload: rank, codes: searchCodes(text) })),
    MIN_VALUE_LENGTH,
  );
  const masks: (string | undefined)[] = [];
  const maskOf = (rank: number): string => {
    let mask = masks[rank];
    if (mask === undefined) {
      mask = maskValue(sorted[rank] as string);
      masks[rank] = mask;
    }
    return mask;
  };

  /** One pass: every value found in `text`, longest first, each occurrence left to right. */
  const maskOnce = (text: string, work: SearchWork | undefined): string => {
    const lower = fold(text);
    const codes = searchCodes(lower);
    const found: { rank: number; start: number }[] = [];
    forEachNeedle(
      codes,
      codes.length,
      index,
      (needle, start) => {
        // Confirmed on the strings: above U+00FF the codes are only a stand-in.
        if (lower.startsWith(folded[needle.payload] as string, start)) found.push({ rank: needle.payload, start });
      },
      work,
    );
    if (found.length === 0) return text;
    // Found in order of start; stable by rank, so each value's occurrences stay left to right.
    found.sort((a, b) => a.rank - b.rank);
    // What a longer value already masked is no longer text a shorter one can be found in.
    const taken = new Uint8Array(text.length);
    const chosen: { rank: number; start: number; end: number }[] = [];
    let rank = -1;
    let lastEnd = 0;
    for (const occurrence of found) {
      if (occurrence.rank !== rank) {
        rank = occurrence.rank;
        lastEnd = 0;
      }
      const end = occurrence.start + (folded[rank] as string).length;
      if (occurrence.start < lastEnd) continue; // overlaps this value's previous occurrence
      let free = true;
      for (let k = occurrence.start; k < end && free; k += 1) free = taken[k] === 0;
      if (!free) continue;
      taken.fill(1, occurrence.start, end);
      chosen.push({ rank, start: occurrence.start, end });
      lastEnd = end;
    }
    chosen.sort((a, b) => a.start - b.start);
    let out = '';
    let last = 0;
    for (const piece of chosen) {
      out += text.slice(last, piece.start) + maskOf(piece.rank);
      last = piece.end;
    }
    return out + text.slice(last);
  };

  return {
    values: sorted,
    mask(text: string, work?: SearchWork): string {
      let out = text;
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        const next = maskOnce(out, work);
        if (next === out) break;
        out = next;
      }
      return out;
    },
  };
}

/**
 * Masks every occurrence (case-insensitive) of the given values in a text, longest first.
 * Values shorter than 3 characters are left alone (they would mask ordinary words). For many texts
 * and one set of values (a vault), prepare the values once with {@link prepareValueMasker}.
 *
 * @example maskValuesInText('SSN 787-08-3753', ['787-08-3753']) // 'SSN ***-**-3753'
 */
export function maskValuesInText(text: string, values: Iterable<string>): string {
  return prepareValueMasker(values).mask(text);
}
