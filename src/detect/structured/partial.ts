import type { ValueKind } from '../../contracts/index.js';
import { windowBefore } from './cues.js';
import { forEachLoneGroup, type DigitRuns } from './digit-runs.js';

/**
 * Partial disclosure of an identifier's last four digits ("card ending in 1111",
 * "SSN ***-**-3753"). Four digits alone are everywhere, so a match needs a cue within 30
 * characters before it.
 */
export const LAST4_CUE = /(?:ending|ends)\s{1,3}(?:in|with)|last\s{1,3}(?:four|4)|(?<![a-z])x{2,}|\*{2,}|•{2,}/i;
/** "ending" or "ends" right before the four digits, without "in" ("the Visa ending 4242"). */
export const LAST4_ADJACENT_CUE = /(?<![a-z])(?:ending|ends)[ \t:]{1,3}$/i;

/** Words that say which identifier the four digits belong to, to pick between fields that share them. */
const KIND_CUES: readonly (readonly [ValueKind, RegExp])[] = [
  ['ssn', /\b(?:ssn|social)/i],
  ['card', /\b(?:card|visa|mastercard|amex|credit|debit)/i],
  ['account', /\b(?:account|acct|a\/c)/i],
  ['phone', /\b(?:phone|mobile|cell|call|tel|number)/i],
];

/** Every pattern of this file, for the ReDoS check. */
export const PARTIAL_PATTERNS: readonly RegExp[] = [LAST4_CUE, LAST4_ADJACENT_CUE, ...KIND_CUES.map(([, cue]) => cue)];

/** Kinds whose last four digits are a partial disclosure. */
export const LAST4_KINDS: ReadonlySet<ValueKind> = new Set(['ssn', 'card', 'account', 'phone']);

/** Confidence of a last-four match: the cue makes it likely, not certain. */
export const LAST4_CONFIDENCE = 0.7;

const CUE_WINDOW = 30;
const KIND_WINDOW = 40;

/** A field that can be partially disclosed. */
export interface Last4Entry {
  readonly field: string;
  readonly kind: ValueKind;
}

/** One last-four match in source offsets. */
export interface Last4Match {
  readonly entry: Last4Entry;
  readonly start: number;
  readonly end: number;
}

/**
 * Last-four disclosures in a text: digit runs of exactly four digits, preceded within 30
 * characters by a cue, whose digits end a vault identifier. When several fields end in the same
 * digits, a kind word nearby ("card", "SSN") picks among them; without one, all are reported.
 */
export function matchLast4(text: string, runs: DigitRuns, index: ReadonlyMap<string, readonly Last4Entry[]>): Last4Match[] {
  const found: Last4Match[] = [];
  if (index.size === 0) return found;
  forEachLoneGroup(text, runs, 4, (digits, start, end) => {
    const entries = index.get(digits);
    if (entries === undefined) return;
    const before = windowBefore(text, start, CUE_WINDOW);
    if (!LAST4_CUE.test(before) && !LAST4_ADJACENT_CUE.test(before)) return;
    let chosen = entries;
    if (entries.length > 1) {
      const context = windowBefore(text, start, KIND_WINDOW);
      const named = entries.filter((entry) => KIND_CUES.some(([kind, cue]) => kind === entry.kind && cue.test(context)));
      if (named.length > 0) chosen = named;
    }
    for (const entry of chosen) found.push({ entry, start, end });
  });
  return found;
}
