/**
 * Context cues: words near a candidate that make it an SSN, a routing number or a diagnosis
 * rather than an order number. Cue patterns are tested on a bounded window, never the whole
 * text, so their cost per candidate is constant.
 */

/** Words that mark a number as some other identifier (an order, an invoice, a ticket). */
export const OTHER_IDENTIFIER_CUE =
  /\b(?:order|invoice|inv|ticket|tkt|ref|reference|tracking|confirmation|conf|case|po|sku|part|item|serial|model|receipt|booking|reservation|transaction|txn)\b(?:\s{0,2}(?:number|num|no|nr|id)\b)?[^A-Za-z]{0,6}$/i;

/** The text in the window of `size` characters before `index`, lower-cased. */
export function windowBefore(text: string, index: number, size: number): string {
  return text.slice(Math.max(0, index - size), index);
}

/** The text in the window of `size` characters after `index`. */
export function windowAfter(text: string, index: number, size: number): string {
  return text.slice(index, index + size);
}

/** True when `cue` matches within `size` characters before `index`. */
export function cueBefore(text: string, index: number, cue: RegExp, size: number): boolean {
  return cue.test(windowBefore(text, index, size));
}

/** True when `cue` matches within `size` characters before `start` or after `end`. */
export function cueAround(text: string, start: number, end: number, cue: RegExp, size: number): boolean {
  return cue.test(windowBefore(text, start, size)) || cue.test(windowAfter(text, end, size));
}

/**
 * True when the words just before a number name another kind of identifier (`Order #`,
 * `invoice`, `ticket`), so the number must not be taken for an SSN or a card.
 */
export function otherIdentifierBefore(text: string, index: number): boolean {
  return OTHER_IDENTIFIER_CUE.test(windowBefore(text, index, 24));
}

/** Every pattern of this file, for the ReDoS check. */
export const CUE_PATTERNS: readonly RegExp[] = [OTHER_IDENTIFIER_CUE];
