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

/** Decodes the base64 tokens of a text (byte offsets map back to the 4-character groups). */
export function forEachBase64Segment(text: string, visit: (segment: DecodedSegment) => void): void {
  forEachMatch(BASE64_TOKEN, text, (match) => {
    const token = match[0];
    const tokenStart = match.index;
    const tokenEnd = tokenStart + token.length;
    const bytes = new Uint8Array(Buffer.from(token, 'base64'));
    if (bytes.length === 0) return;
    visit({
      method: 'base64',
      bytes,
      mapSpan: (from, to) => ({
        start: tokenStart + Math.floor(from / 3) * 4,
        end: Math.min(tokenEnd, tokenStart + Math.ceil(to / 3) * 4),
      }),
    });
  });
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

/** Decodes hex runs (both byte alignments), separated hex bytes and `\x` escapes. */
export function forEachHexSegment(text: string, visit: (segment: DecodedSegment) => void): void {
  forEachMatch(HEX_RUN, text, (match) => {
    for (const skip of [0, 1]) {
      const segment = hexSegment(match[0], match.index, skip);
      if (segment !== null) visit(segment);
    }
  });
  for (const pattern of [HEX_SEPARATED, HEX_ESCAPED]) {
    forEachMatch(pattern, text, (match) => {
      const segment = hexSegment(match[0], match.index, 0);
      if (segment !== null) visit(segment);
    });
  }
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
