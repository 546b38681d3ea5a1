/**
 * Span rewriting: replaces detected spans of a text by their abstractions, right to left,
 * merging overlaps so that no fragment of a value survives between two replacements.
 */
import type { Span } from '../../contracts/index.js';
import { TOKEN_PATTERN } from './token.js';

/** One replacement of a span. The higher `strength` wins when spans overlap. */
export interface Replacement {
  readonly span: Span;
  readonly text: string;
  /** 1 generalize/token, 2 omit. */
  readonly strength: number;
}

/**
 * Applies replacements to a text. Overlapping spans are merged into one span covering both,
 * written with the stronger replacement (ties: the one that covers more of the original).
 *
 * @example applyReplacements('SSN 787-08-3753.', [{ span: { start: 4, end: 15 }, text: '[ssn]', strength: 2 }]) // 'SSN [ssn].'
 */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  if (replacements.length === 0) return text;
  const sorted = [...replacements].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const merged: { start: number; end: number; choice: Replacement }[] = [];
  for (const replacement of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && replacement.span.start < last.end) {
      const wider = replacement.span.end - replacement.span.start > last.choice.span.end - last.choice.span.start;
      if (replacement.strength > last.choice.strength || (replacement.strength === last.choice.strength && wider)) last.choice = replacement;
      last.end = Math.max(last.end, replacement.span.end);
      continue;
    }
    merged.push({ start: replacement.span.start, end: replacement.span.end, choice: replacement });
  }
  let out = '';
  let cursor = 0;
  for (const segment of merged) {
    out += text.slice(cursor, segment.start) + segment.choice.text;
    cursor = segment.end;
  }
  return out + text.slice(cursor);
}

const PLACEHOLDER = /\[([a-z0-9 ]{1,40})\]/g;

/**
 * Spans of a text that are already abstractions the guard wrote: reversible tokens, and
 * category placeholders whose name is one the guard writes (`placeholders`, e.g. `diagnosis`).
 * A hit inside one is not a disclosure. Bracketed text that is not a known placeholder is not
 * a zone, so `[Colleen Nguyen]` is still rewritten. Last-four masks are not zones: a mask an
 * agent wrote is a partial disclosure the criteria judge (see `PARTIAL_METHODS`).
 */
export function abstractionZones(text: string, placeholders: ReadonlySet<string>): Span[] {
  const zones: Span[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) zones.push({ start: match.index, end: match.index + match[0].length });
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (placeholders.has(match[1] ?? '')) zones.push({ start: match.index, end: match.index + match[0].length });
  }
  return zones;
}

/** Detection methods that report a partial disclosure (the last four digits of an identifier). */
export const PARTIAL_METHODS: ReadonlySet<string> = new Set(['last4']);

const MASK_CHARACTER = /[*•#\s.-]/;

/**
 * Widens the span of a partial disclosure leftwards over the mask in front of the digits
 * (`****-****-9297` rather than `9297`), so withholding it leaves no dangling mask.
 */
export function widenOverMask(text: string, span: Span): Span {
  let start = span.start;
  while (start > 0 && span.start - start < 24 && MASK_CHARACTER.test(text[start - 1] ?? '')) start -= 1;
  while (start < span.start && /\s/.test(text[start] ?? '')) start += 1;
  return { start, end: span.end };
}

/** True when `span` lies within one of `zones`. */
export function insideZone(span: Span, zones: readonly Span[]): boolean {
  return zones.some((zone) => zone.start <= span.start && span.end <= zone.end);
}
