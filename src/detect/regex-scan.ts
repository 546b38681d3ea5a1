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
