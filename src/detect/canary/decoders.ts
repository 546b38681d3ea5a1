import type { Span } from '../../contracts/index.js';
import { forEachMatch } from '../regex-scan.js';

/**
 * Encoded stretches of a text, decoded, with a way back to the original offsets. The canary
 * detector builds a skeleton of each decoded stretch and searches it like the plain text.
 * Every token pattern is a single character-class run (linear; see the ReDoS test).
 */
export type DecodedSegment =
  | {
      readonly method: 'base64' | 'hex';
      /** The decoded bytes. */
      readonly bytes: Uint8Array;
      /** Maps a [start, end) range of `bytes` to a span of the original text. */
      mapSpan(start: number, end: number): Span;
    }
  | {
      readonly method: 'url';
      /** The decoded text. */
      readonly text: string;
      /** Maps a [start, end) range of `text` to a span of the original text. */
      mapSpan(start: number, end: number): Span;
    };

/** Base64 tokens (standard and URL-safe alphabets, optional padding), 12+ characters. */
export const BASE64_TOKEN = /[A-Za-z0-9+/_-]{12,}={0,2}/g;
/** Contiguous hex runs of 12+ digits (6+ bytes). */
export const HEX_RUN = /[0-9A-Fa-f]{12,}/g;
/** Hex bytes separated by a space, colon or hyphen (`43 41 4e ...`). */
export const HEX_SEPARATED = /[0-9A-Fa-f]{2}(?:[ :-][0-9A-Fa-f]{2}){5,}/g;
/** `\x43\x41...` escapes. */
export const HEX_ESCAPED = /(?:\\x[0-9A-Fa-f]{2}){6,}/g;

/** Every pattern of this file, for the ReDoS check. */
export const DECODER_PATTERNS: readonly RegExp[] = [BASE64_TOKEN, HEX_RUN, HEX_SEPARATED, HEX_ESCAPED];

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** Character classes of the token scanner: base64 alphabet, hex digit. */
export const BASE64_CHAR = 1;
export const HEX_CHAR = 2;

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** ASCII code → its classes ({@link BASE64_TOKEN} and {@link HEX_RUN} character sets). */
export const TOKEN_CLASSES = Uint8Array.from({ length: 128 }, (_, code) => {
  let classes = 0;
  if (isAsciiAlphanumeric(code) || code === 43 || code === 47 || code === 95 || code === 45) classes |= BASE64_CHAR; // + / _ -
  if ((code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 102)) classes |= HEX_CHAR;
  return classes;
});

/** Shortest {@link BASE64_TOKEN} and {@link HEX_RUN} match. */
export const MIN_BASE64_TOKEN = 12;
export const MIN_HEX_RUN = 12;

/**
 * The encoded stretches of a text worth decoding, as a scan finds them (see `scanText`): what
 * {@link BASE64_TOKEN} and {@link HEX_RUN} match (a match is a maximal run of the class, plus up
 * to two `=` for base64), minus tokens too short to hold the shortest canary, and counts that
 * bound what {@link HEX_SEPARATED} and {@link HEX_ESCAPED} can decode to. The patterns themselves
 * retry at every position of every shorter run, which made them the most expensive part of
 * tier 1 on prose.
 */
export interface EncodedTokens {
  /** [start, end) pairs of base64 tokens. */
  readonly base64: readonly number[];
  /** [start, end) pairs of contiguous hex runs. */
  readonly hexRuns: readonly number[];
  /**
   * Hex pairs opening with a digit 3–7 (as every ASCII letter or digit does) right after a
   * separator that follows a hex digit (`4e 43`): a {@link HEX_SEPARATED} match decoding to n
   * letters and digits holds at least n - 1 of them.
   */
  readonly separatedDigitPairs: number;
  /** `\x` escapes whose pair opens with a digit 3–7: a {@link HEX_ESCAPED} match decoding to n letters and digits holds n. */
  readonly escapedDigitPairs: number;
}

function base64Segment(text: string, tokenStart: number, tokenEnd: number): (DecodedSegment & { readonly method: 'base64' }) | null {
  const bytes = Buffer.from(text.slice(tokenStart, tokenEnd), 'base64');
  if (bytes.length === 0) return null;
  return {
    method: 'base64',
    bytes,
    mapSpan: (from, to) => ({
      start: tokenStart + Math.floor(from / 3) * 4,
      end: Math.min(tokenEnd, tokenStart + Math.ceil(to / 3) * 4),
    }),
  };
}

/** Reads hex digit pairs of a token, skipping separators and `\x`; returns bytes and pair offsets. */
function hexPairs(token: string, skip: number): { bytes: Uint8Array; offsets: Int32Array } {
  const bytes = new Uint8Array(token.length >> 1);
  const offsets = new Int32Array(token.length >> 1);
  let count = 0;
  let index = skip;
  while (index + 1 < token.length) {
    const high = hexValue(token.charCodeAt(index));
    const low = hexValue(token.charCodeAt(index + 1));
    if (high < 0 || low < 0) {
      index += 1; // a separator, or the `x` of `\x`
      continue;
    }
    bytes[count] = high * 16 + low;
    offsets[count] = index;
    count += 1;
    index += 2;
  }
  return { bytes: bytes.subarray(0, count), offsets: offsets.subarray(0, count) };
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

function hexSegment(token: string, tokenStart: number, skip: number): DecodedSegment | null {
  const { bytes, offsets } = hexPairs(token, skip);
  if (bytes.length === 0) return null;
  return {
    method: 'hex',
    bytes,
    mapSpan: (from, to) => ({ start: tokenStart + (offsets[from] ?? 0), end: tokenStart + (offsets[to - 1] ?? 0) + 2 }),
  };
}

function forEachHexRunSegment(text: string, runs: readonly number[], minBytes: number, visit: (segment: DecodedSegment) => void): void {
  for (let k = 0; k < runs.length; k += 2) {
    const start = runs[k] as number;
    const token = text.slice(start, runs[k + 1]);
    for (const skip of [0, 1]) {
      if ((token.length - skip) >> 1 < minBytes) continue;
      const segment = hexSegment(token, start, skip);
      if (segment !== null) visit(segment);
    }
  }
}

function forEachPatternHexSegment(pattern: RegExp, text: string, visit: (segment: DecodedSegment) => void): void {
  forEachMatch(pattern, text, (match) => {
    const segment = hexSegment(match[0], match.index, 0);
    if (segment !== null) visit(segment);
  });
}

/**
 * Every decoded stretch of a text that could hold `minBytes` letters and digits, in the order
 * tier 1 searches them: the URL-decoded text (when it has a valid escape), base64 tokens
 * ({@link BASE64_TOKEN}), hex runs ({@link HEX_RUN}, both byte alignments), separated hex bytes
 * ({@link HEX_SEPARATED}), `\x` escapes ({@link HEX_ESCAPED}). `tokens` come from the text's
 * scan (`scanText`); the last two patterns run only when the text has enough hex pairs of the
 * kind an encoded letter or digit makes. Stretches too short to hold `minBytes` are skipped.
 */
export function forEachEncodedSegment(text: string, tokens: EncodedTokens, minBytes: number, visit: (segment: DecodedSegment) => void): void {
  if (hasPercentEscape(text)) {
    const url = urlSegment(text);
    if (url !== null) visit(url);
  }
  for (let k = 0; k < tokens.base64.length; k += 2) {
    const segment = base64Segment(text, tokens.base64[k] as number, tokens.base64[k + 1] as number);
    if (segment !== null && segment.bytes.length >= minBytes) visit(segment);
  }
  forEachHexRunSegment(text, tokens.hexRuns, minBytes, visit);
  if (tokens.separatedDigitPairs >= minBytes - 1) forEachPatternHexSegment(HEX_SEPARATED, text, visit);
  if (tokens.escapedDigitPairs >= minBytes) forEachPatternHexSegment(HEX_ESCAPED, text, visit);
}

/** True when a text holds a `%XX` escape (without one, URL decoding changes nothing). */
function hasPercentEscape(text: string): boolean {
  for (let at = text.indexOf('%'); at >= 0; at = text.indexOf('%', at + 1)) if (percentByte(text, at) >= 0) return true;
  return false;
}

/**
 * Percent-decodes the whole text (only when it has a `%`). ASCII escapes map to their three
 * characters; a run of non-ASCII escapes is decoded as UTF-8 and maps to the whole run.
 */
export function urlSegment(text: string): DecodedSegment | null {
  if (!text.includes('%')) return null;
  const codes = new Uint16Array(text.length);
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let length = 0;
  const emit = (code: number, start: number, end: number): void => {
    codes[length] = code;
    starts[length] = start;
    ends[length] = end;
    length += 1;
  };
  let index = 0;
  while (index < text.length) {
    const byte = percentByte(text, index);
    if (byte < 0) {
      emit(text.charCodeAt(index), index, index + 1);
      index += 1;
    } else if (byte < 0x80) {
      emit(byte, index, index + 3);
      index += 3;
    } else {
      const runStart = index;
      const run: number[] = [];
      for (let next = byte; next >= 0x80; next = percentByte(text, index)) {
        run.push(next);
        index += 3;
      }
      // Each escape is three characters and yields at most one UTF-16 unit, so the arrays never overflow.
      const decoded = utf8.decode(new Uint8Array(run));
      for (let unit = 0; unit < decoded.length; unit += 1) emit(decoded.charCodeAt(unit), runStart, index);
    }
  }
  let decoded = '';
  for (let offset = 0; offset < length; offset += 8192) decoded += String.fromCharCode(...codes.subarray(offset, Math.min(length, offset + 8192)));
  return {
    method: 'url',
    text: decoded,
    mapSpan: (from, to) => ({ start: starts[from] ?? 0, end: ends[to - 1] ?? text.length }),
  };
}

function percentByte(text: string, index: number): number {
  if (text.charCodeAt(index) !== 37 || index + 2 >= text.length) return -1;
  const high = hexValue(text.charCodeAt(index + 1));
  const low = hexValue(text.charCodeAt(index + 2));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}
