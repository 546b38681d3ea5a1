/**
 * Iterates the matches of a global pattern over a text. Module-level patterns stay stateless:
 * each call works on its own copy (V8 shares the compiled code), and `exec` on that copy is
 * several times faster than `String.prototype.matchAll` on texts with many matches.
 *
 * @example forEachMatch(/\d+/g, 'a1b22', (match) => console.log(match.index, match[0]));
 */
export function forEachMatch(pattern: RegExp, text: string, visit: (match: RegExpExecArray) => void): void {
  const local = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let match = local.exec(text); match !== null; match = local.exec(text)) {
    visit(match);
    if (match[0].length === 0) local.lastIndex += 1;
  }
}

/** The matches of a global pattern, mapped, in order. */
export function mapMatches<T>(pattern: RegExp, text: string, map: (match: RegExpExecArray) => T): T[] {
  const out: T[] = [];
  forEachMatch(pattern, text, (match) => out.push(map(match)));
  return out;
}

/**
 * A run of ASCII digits or a UTF-16 code unit outside ASCII: what {@link textProfile} jumps
 * from one to the next of (the pattern engine skips prose much faster than a loop).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is every non-ASCII character, \x00-\x7f is its complement
export const DIGITS_OR_NON_ASCII = /[0-9]+|[^\x00-\x7f]/g;

/** Every pattern of this file, for the ReDoS check. */
export const SCAN_PATTERNS: readonly RegExp[] = [DIGITS_OR_NON_ASCII];

const profileFinder = new RegExp(DIGITS_OR_NON_ASCII.source, DIGITS_OR_NON_ASCII.flags);

/** Where a text's digits and non-ASCII characters are: what several detectors look at first. */
export interface TextProfile {
  /** [start, end) of each maximal run of ASCII digits, in order (flattened pairs). */
  readonly digitGroups: readonly number[];
  /** Offset of each code point outside ASCII, in order (a surrogate pair once, at its first unit). */
  readonly nonAscii: readonly number[];
}

let lastProfiled = '';
let lastProfile: TextProfile = { digitGroups: [], nonAscii: [] };

/**
 * The {@link TextProfile} of a text, remembered for the last text (the detectors of one event
 * share it). One jump of the pattern engine per digit run or non-ASCII character: prose has few.
 */
export function textProfile(text: string): TextProfile {
  if (text === lastProfiled) return lastProfile;
  const digitGroups: number[] = [];
  const nonAscii: number[] = [];
  profileFinder.lastIndex = 0;
  while (profileFinder.test(text)) {
    const end = profileFinder.lastIndex;
    const unit = text.charCodeAt(end - 1);
    if (unit < 128) {
      // A run of digits, found whole: its start is where the digits stop, going back.
      let start = end - 1;
      while (start > 0) {
        const code = text.charCodeAt(start - 1);
        if (code < 48 || code > 57) break;
        start -= 1;
      }
      digitGroups.push(start, end);
      continue;
    }
    const index = end - 1;
    nonAscii.push(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) profileFinder.lastIndex = index + 2;
    }
  }
  lastProfile = { digitGroups, nonAscii };
  lastProfiled = text;
  return lastProfile;
}

let lastText = '';
let lastLower = '';

/**
 * `text.toLowerCase()`, remembered for the last text: the detectors of one event each need it,
 * and the pipeline hands them the same string.
 */
export function lowerCaseOf(text: string): string {
  if (text !== lastText) {
    lastLower = text.toLowerCase();
    lastText = text;
  }
  return lastLower;
}

const stickyCopies = new Map<RegExp, RegExp>();

/** A sticky (anchored at `lastIndex`) copy of a pattern; shared, so `lastIndex` is set before every use. */
function stickyOf(pattern: RegExp): RegExp {
  let sticky = stickyCopies.get(pattern);
  if (sticky === undefined) {
    sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
    stickyCopies.set(pattern, sticky);
  }
  return sticky;
}

/**
 * Visits the matches {@link forEachMatch} would visit, in the same order, but tries the pattern
 * only at candidate start positions: for each anchor `a` (ascending), `a - before` to
 * `a + after`. Exact whenever every match of the pattern starts at such a position, since the
 * first candidate (in order) where the pattern matches is then the leftmost match. Detectors
 * anchor on digit groups, so a text costs a few tries per number instead of a full pass per
 * pattern, and nothing when it has no number.
 *
 * `accept` may reject candidate positions cheaply (it must accept every real match start).
 * `visit` may return where to resume (default: after the match, as a global pattern does).
 *
 * @example forEachMatchNear(/\$\d+/g, 'a $5 b', [3], 1, 1, 0, (match) => console.log(match.index)); // 2
 */
export function forEachMatchNear(
  pattern: RegExp,
  text: string,
  anchors: ArrayLike<number>,
  count: number,
  before: number,
  after: number,
  // biome-ignore lint/suspicious/noConfusingVoidType: visitors that return nothing keep scanning; a number moves the scan on
  visit: (match: RegExpExecArray) => number | void,
  accept?: (position: number) => boolean,
): void {
  const sticky = stickyOf(pattern);
  const last = text.length - 1;
  let next = 0; // every position below this was tried or lies inside a visited match
  for (let k = 0; k < count; k += 1) {
    const anchor = anchors[k] as number;
    const to = Math.min(anchor + after, last);
    for (let position = Math.max(anchor - before, next); position <= to; position += 1) {
      if (accept !== undefined && !accept(position)) continue;
      sticky.lastIndex = position;
      const match = sticky.exec(text);
      if (match === null) continue;
      const resume = visit(match);
      next = typeof resume === 'number' ? resume : position + Math.max(1, match[0].length);
      position = next - 1;
    }
    if (to + 1 > next) next = to + 1;
  }
}
