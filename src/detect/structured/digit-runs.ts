/**
 * Digit runs: maximal stretches of digit groups joined by short separators
 * (`787-08-3753`, `(212) 555-0199`, `4111 1111 1111 1111`). Vault identifiers are compared
 * digits-only against contiguous group sequences of a run, so `787 08 3753` matches
 * `787-08-3753` while `17870837531` (a longer digit string) does not.
 *
 * Runs are built from the text's digit groups (`textProfile`, shared with tier 1) into flat
 * arrays rather than one object per run: texts such as `1-1-1-...` or `%4%4%4...` hold
 * hundreds of thousands of runs.
 */

import { textProfile, type TextProfile } from '../regex-scan.js';
import { isDigitCode, isUpperCode } from './char-codes.js';

/** Longest separator between two groups of one run. */
const MAX_SEPARATOR = 3;

/** Space, `-`, `.`, `/`, parentheses, NBSP and the Unicode hyphens U+2010–U+2013. */
function isSeparatorCode(code: number): boolean {
  return code === 32 || code === 45 || code === 46 || code === 47 || code === 40 || code === 41 || code === 0xa0 || (code >= 0x2010 && code <= 0x2013);
}

/** All digit groups of a text, grouped into runs. */
export interface DigitRuns {
  /** Text offset of each group's first digit, in order. */
  readonly groupStarts: readonly number[];
  /** Text offset just after each group's last digit. */
  readonly groupEnds: readonly number[];
  /** Index of each run's first group; one extra entry holds the number of groups. */
  readonly runFirstGroups: readonly number[];
  /** The anchors, once {@link digitAnchors} computed them. */
  anchors?: DigitAnchors;
}

/** Number of runs. */
export function runCount(runs: DigitRuns): number {
  return runs.runFirstGroups.length - 1;
}

const NO_RUNS: DigitRuns = { groupStarts: [], groupEnds: [], runFirstGroups: [0] };

/**
 * Every digit run of a text, from its digit groups (see `textProfile`, shared with tier 1):
 * two consecutive groups are one run when 1 to 3 separator characters lie between them.
 * Linear in the number of digits.
 */
export function scanDigitRuns(text: string, profile: TextProfile = textProfile(text)): DigitRuns {
  const { digitGroups } = profile;
  if (digitGroups.length === 0) return NO_RUNS;
  const starts: number[] = [];
  const ends: number[] = [];
  const firsts: number[] = [];
  let previousEnd = -1;
  for (let group = 0; group < digitGroups.length; group += 2) {
    const start = digitGroups[group] as number;
    if (!joins(text, previousEnd, start)) firsts.push(starts.length);
    starts.push(start);
    previousEnd = digitGroups[group + 1] as number;
    ends.push(previousEnd);
  }
  firsts.push(starts.length);
  return { groupStarts: starts, groupEnds: ends, runFirstGroups: firsts };
}

/** True when the 1–3 characters from `end` to `start` are all separators (so the groups share a run). */
function joins(text: string, end: number, start: number): boolean {
  const gap = start - end;
  if (end < 0 || gap < 1 || gap > MAX_SEPARATOR) return false;
  for (let index = end; index < start; index += 1) if (!isSeparatorCode(text.charCodeAt(index))) return false;
  return true;
}

/** Length of the digit prefix {@link forEachGroupSequence} filters starts with. */
export const SEQUENCE_PREFIX_LENGTH = 3;

/** True when run `run` holds at least `count` digits (its groups are summed only until they reach it). */
export function runHasDigits(runs: DigitRuns, run: number, count: number): boolean {
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  const end = runFirstGroups[run + 1] ?? 0;
  let total = 0;
  for (let group = runFirstGroups[run] ?? 0; group < end && total < count; group += 1) total += (groupEnds[group] ?? 0) - (groupStarts[group] ?? 0);
  return total >= count;
}

/**
 * Visits every sequence of consecutive groups within one run whose digit count is in
 * `lengths` and whose first three digits are in `prefixes`, with its digits and text span.
 * Cost is groups × (groups spanned by the longest length), never groups²; the prefix filter
 * makes starts that cannot match cost one lookup.
 */
export function forEachGroupSequence(
  text: string,
  runs: DigitRuns,
  filter: { readonly lengths: ReadonlySet<number>; readonly minLength?: number; readonly maxLength: number; readonly prefixes: ReadonlySet<string> },
  visit: (digits: string, start: number, end: number) => void,
): void {
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  const minLength = filter.minLength ?? 0;
  for (let run = 0; run < runCount(runs); run += 1) {
    const runStart = runFirstGroups[run] ?? 0;
    const runEnd = runFirstGroups[run + 1] ?? 0;
    // A run with fewer digits than the shortest length holds no sequence to visit.
    if (!runHasDigits(runs, run, minLength)) continue;
    // The run's digits once, with each group's offset into them, so a sequence is one slice.
    let digits = '';
    const offsets = new Int32Array(runEnd - runStart + 1);
    for (let group = runStart; group < runEnd; group += 1) {
      offsets[group - runStart] = digits.length;
      digits += text.slice(groupStarts[group], groupEnds[group]);
    }
    offsets[runEnd - runStart] = digits.length;
    for (let first = runStart; first < runEnd; first += 1) {
      const from = offsets[first - runStart] ?? 0;
      if (!filter.prefixes.has(digits.slice(from, from + SEQUENCE_PREFIX_LENGTH))) continue;
      for (let last = first; last < runEnd; last += 1) {
        const to = offsets[last + 1 - runStart] ?? 0;
        if (to - from > filter.maxLength) break;
        if (filter.lengths.has(to - from)) visit(digits.slice(from, to), groupStarts[first] ?? 0, groupEnds[last] ?? 0);
      }
    }
  }
}

/**
 * Visits every run made of exactly one group of `size` digits (a bare `3753`), with its digits
 * and span.
 */
export function forEachLoneGroup(text: string, runs: DigitRuns, size: number, visit: (digits: string, start: number, end: number) => void): void {
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  for (let run = 0; run < runCount(runs); run += 1) {
    const first = runFirstGroups[run] ?? 0;
    if ((runFirstGroups[run + 1] ?? 0) - first !== 1) continue;
    const start = groupStarts[first] ?? 0;
    const end = groupEnds[first] ?? 0;
    if (end - start === size) visit(text.slice(start, end), start, end);
  }
}

/** The digits of a text, everything else dropped (`787-08-3753` → `787083753`). */
export function digitsOf(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    if (isDigitCode(text.charCodeAt(index))) out += text.charAt(index);
  }
  return out;
}

/** True when a non-empty text is made of ASCII digits only. */
export function isAllDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index += 1) if (!isDigitCode(text.charCodeAt(index))) return false;
  return true;
}

/**
 * Digit groups as anchors for the format patterns: each list holds group starts (ascending)
 * that some pattern's matches must start at or near. A pattern tried only there finds exactly
 * what a full scan finds (see `forEachMatchNear`), at a cost per number instead of per character.
 */
export interface DigitAnchors {
  /** Every group start. */
  readonly all: readonly number[];
  /** Starts of groups of at most 2 digits (a day or month). */
  readonly upTo2: readonly number[];
  /** Starts of groups of exactly 3 digits. */
  readonly three: readonly number[];
  /** Starts of groups of exactly 4 digits (a year). */
  readonly four: readonly number[];
  /** Starts of groups of exactly 9 digits. */
  readonly nine: readonly number[];
  /** Group starts in runs of at least 10 digits (a phone number). */
  readonly inRunsOf10: readonly number[];
  /** Group starts in runs of at least 13 digits (a card number). */
  readonly inRunsOf13: readonly number[];
  /** Starts of groups right after a `+`. */
  readonly afterPlus: readonly number[];
  /** Starts of groups right after an upper-case ASCII letter. */
  readonly afterUpper: readonly number[];
  /** Starts of groups of 2+ digits right after two upper-case ASCII letters. */
  readonly afterTwoUpper: readonly number[];
}

const NO_ANCHORS: DigitAnchors = { all: [], upTo2: [], three: [], four: [], nine: [], inRunsOf10: [], inRunsOf13: [], afterPlus: [], afterUpper: [], afterTwoUpper: [] };

/** The anchors of a text's digit runs (computed once per scan). */
export function digitAnchors(text: string, runs: DigitRuns): DigitAnchors {
  if (runs.anchors !== undefined) return runs.anchors;
  if (runs.groupStarts.length === 0) return NO_ANCHORS;
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  const upTo2: number[] = [];
  const three: number[] = [];
  const four: number[] = [];
  const nine: number[] = [];
  const inRunsOf10: number[] = [];
  const inRunsOf13: number[] = [];
  const afterPlus: number[] = [];
  const afterUpper: number[] = [];
  const afterTwoUpper: number[] = [];
  for (let run = 0; run < runCount(runs); run += 1) {
    const first = runFirstGroups[run] as number;
    const end = runFirstGroups[run + 1] as number;
    let digits = 0;
    for (let group = first; group < end; group += 1) {
      const start = groupStarts[group] as number;
      const size = (groupEnds[group] as number) - start;
      digits += size;
      if (size <= 2) upTo2.push(start);
      else if (size === 3) three.push(start);
      else if (size === 4) four.push(start);
      else if (size === 9) nine.push(start);
      const previous = start > 0 ? text.charCodeAt(start - 1) : 0;
      if (previous === 43) afterPlus.push(start);
      else if (isUpperCode(previous)) {
        afterUpper.push(start);
        if (size >= 2 && start > 1 && isUpperCode(text.charCodeAt(start - 2))) afterTwoUpper.push(start);
      }
    }
    if (digits >= 10) for (let group = first; group < end; group += 1) inRunsOf10.push(groupStarts[group] as number);
    if (digits >= 13) for (let group = first; group < end; group += 1) inRunsOf13.push(groupStarts[group] as number);
  }
  const anchors: DigitAnchors = { all: groupStarts, upTo2, three, four, nine, inRunsOf10, inRunsOf13, afterPlus, afterUpper, afterTwoUpper };
  runs.anchors = anchors;
  return anchors;
}
