/**
 * Digit runs: maximal stretches of digit groups joined by short separators
 * (`787-08-3753`, `(212) 555-0199`, `4111 1111 1111 1111`). Vault identifiers are compared
 * digits-only against contiguous group sequences of a run, so `787 08 3753` matches
 * `787-08-3753` while `17870837531` (a longer digit string) does not.
 *
 * The scan is a hand-written loop over flat arrays rather than a pattern with one object per
 * run: texts such as `1-1-1-...` or `%4%4%4...` hold hundreds of thousands of runs.
 */

/** Longest separator between two groups of one run. */
const MAX_SEPARATOR = 3;

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Space, `-`, `.`, `/`, parentheses, NBSP and the Unicode hyphens U+2010–U+2013. */
function isSeparatorCode(code: number): boolean {
  return code === 32 || code === 45 || code === 46 || code === 47 || code === 40 || code === 41 || code === 0xa0 || (code >= 0x2010 && code <= 0x2013);
}

/** All digit groups of a text, grouped into runs. */
export interface DigitRuns {
  /** Text offset of each group's first digit, in order. */
  readonly groupStarts: Int32Array;
  /** Text offset just after each group's last digit. */
  readonly groupEnds: Int32Array;
  /** Index of each run's first group; one extra entry holds the number of groups. */
  readonly runFirstGroups: Int32Array;
}

/** Number of runs. */
export function runCount(runs: DigitRuns): number {
  return runs.runFirstGroups.length - 1;
}

/** Every digit run of a text. One pass, linear in the text length. */
export function scanDigitRuns(text: string): DigitRuns {
  const starts: number[] = [];
  const ends: number[] = [];
  const firsts: number[] = [];
  let index = 0;
  const length = text.length;
  while (index < length) {
    if (!isDigitCode(text.charCodeAt(index))) {
      index += 1;
      continue;
    }
    firsts.push(starts.length);
    for (;;) {
      starts.push(index);
      while (index < length && isDigitCode(text.charCodeAt(index))) index += 1;
      ends.push(index);
      let gap = 0;
      while (gap < MAX_SEPARATOR && index + gap < length && isSeparatorCode(text.charCodeAt(index + gap))) gap += 1;
      if (gap === 0 || index + gap >= length || !isDigitCode(text.charCodeAt(index + gap))) break;
      index += gap;
    }
  }
  firsts.push(starts.length);
  return { groupStarts: Int32Array.from(starts), groupEnds: Int32Array.from(ends), runFirstGroups: Int32Array.from(firsts) };
}

/** Length of the digit prefix {@link forEachGroupSequence} filters starts with. */
export const SEQUENCE_PREFIX_LENGTH = 3;

/**
 * Visits every sequence of consecutive groups within one run whose digit count is in
 * `lengths` and whose first three digits are in `prefixes`, with its digits and text span.
 * Cost is groups × (groups spanned by the longest length), never groups²; the prefix filter
 * makes starts that cannot match cost one lookup.
 */
export function forEachGroupSequence(
  text: string,
  runs: DigitRuns,
  filter: { readonly lengths: ReadonlySet<number>; readonly maxLength: number; readonly prefixes: ReadonlySet<string> },
  visit: (digits: string, start: number, end: number) => void,
): void {
  const { groupStarts, groupEnds, runFirstGroups } = runs;
  for (let run = 0; run < runCount(runs); run += 1) {
    const runStart = runFirstGroups[run] ?? 0;
    const runEnd = runFirstGroups[run + 1] ?? 0;
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
