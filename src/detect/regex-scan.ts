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

/** Where a text's digits and non-ASCII characters are: what several detectors look at first. */
export interface TextProfile {
  /** [start, end) of each maximal run of ASCII digits, in order (flattened pairs). */
  readonly digitGroups: readonly number[];
  /** Offset of each code point outside ASCII, in order (a surrogate pair once, at its first unit). */
  readonly nonAscii: readonly number[];
}

/**
 * The {@link TextProfile} of a text. One jump of the pattern engine per digit run or non-ASCII
 * character: prose has few. The detectors of one event share it through {@link SharedText}.
 */
export function textProfile(text: string): TextProfile {
  const digitGroups: number[] = [];
  const nonAscii: number[] = [];
  const finder = new RegExp(DIGITS_OR_NON_ASCII.source, DIGITS_OR_NON_ASCII.flags);
  while (finder.test(text)) {
    const end = finder.lastIndex;
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
      if (next >= 0xdc00 && next <= 0xdfff) finder.lastIndex = index + 2;
    }
  }
  return { digitGroups, nonAscii };
}

/**
 * What the detectors of one event share about its text, each part computed on first use: its
 * {@link TextProfile} and its lower-case form. The detection engine makes one per event and hands
 * it to every detector in {@link DetectContext}; a detector called on its own makes its own.
 */
export class SharedText {
  private profileMemo: TextProfile | undefined;
  private lowerMemo: string | undefined;

  constructor(readonly text: string) {}

  /** The text's digit runs and non-ASCII code points. */
  get profile(): TextProfile {
    this.profileMemo ??= textProfile(this.text);
    return this.profileMemo;
  }

  /** `text.toLowerCase()`. */
  get lower(): string {
    this.lowerMemo ??= this.text.toLowerCase();
    return this.lowerMemo;
  }
}

/** The engine's {@link SharedText} for `text`, or a new one (a detector called outside the engine). */
export function sharedTextOf(text: string, shared: SharedText | undefined): SharedText {
  return shared !== undefined && shared.text === text ? shared : new SharedText(text);
}

/**
 * A sticky copy of a pattern (anchored at `lastIndex`), for {@link forEachMatchNear}. Made once,
 * next to the pattern: {@link forEachMatchNear} sets `lastIndex` before every try, so the copy
 * holds nothing between calls (detection is synchronous).
 */
export function anchoredCopy(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
}

/**
 * Visits the matches {@link forEachMatch} would visit, in the same order, but tries the pattern
 * only at candidate start positions: for each anchor `a` (ascending), `a - before` to
 * `a + after`. Exact whenever every match of the pattern starts at such a position, since the
 * first candidate (in order) where the pattern matches is then the leftmost match. Detectors
 * anchor on digit groups, so a text costs a few tries per number instead of a full pass per
 * pattern, and nothing when it has no number.
 *
 * `pattern` is best an {@link anchoredCopy} made once; a global pattern is copied on each call.
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
  const sticky = pattern.sticky ? pattern : anchoredCopy(pattern);
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
