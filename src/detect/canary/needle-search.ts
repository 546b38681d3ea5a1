/**
 * Multi-needle search over a skeleton text in one pass (Rabin–Karp on a fixed-width prefix),
 * so the cost is linear in the text whatever the number of canaries.
 */

/** One searchable form of one canary. */
export interface Needle<T> {
  /** Skeleton text to find. */
  readonly text: string;
  readonly payload: T;
}

/** A prepared set of needles. */
export interface NeedleIndex<T> {
  readonly width: number;
  readonly byHash: ReadonlyMap<number, readonly Needle<T>[]>;
  readonly power: number;
}

/** Occurrence of a needle in a skeleton: [start, end) in skeleton indices. */
export interface NeedleMatch<T> {
  readonly needle: Needle<T>;
  readonly start: number;
  readonly end: number;
}

const MODULUS = 1_000_000_007;
const BASE = 131;
const MAX_WIDTH = 16;

/** Shortest needle a skeleton search accepts; shorter canaries are only matched verbatim. */
export const MIN_NEEDLE_LENGTH = 6;

function hashOf(text: string, from: number, width: number): number {
  let hash = 0;
  for (let k = 0; k < width; k += 1) hash = (hash * BASE + text.charCodeAt(from + k)) % MODULUS;
  return hash;
}

/**
 * Prepares needles for search. Needles shorter than {@link MIN_NEEDLE_LENGTH} are ignored.
 *
 * @example searchNeedles('xxcanaryxx', indexNeedles([{ text: 'canary', payload: 1 }])) // [{ start: 2, end: 8, ... }]
 */
export function indexNeedles<T>(needles: readonly Needle<T>[]): NeedleIndex<T> {
  const usable = needles.filter((needle) => needle.text.length >= MIN_NEEDLE_LENGTH);
  const width = Math.min(MAX_WIDTH, ...usable.map((needle) => needle.text.length));
  const byHash = new Map<number, Needle<T>[]>();
  for (const needle of usable) {
    const hash = hashOf(needle.text, 0, width);
    const bucket = byHash.get(hash);
    if (bucket === undefined) byHash.set(hash, [needle]);
    else bucket.push(needle);
  }
  let power = 1;
  for (let k = 1; k < width; k += 1) power = (power * BASE) % MODULUS;
  return { width: usable.length === 0 ? 0 : width, byHash, power };
}

/** Every occurrence of every needle in a skeleton text, in order of start. */
export function searchNeedles<T>(text: string, index: NeedleIndex<T>): NeedleMatch<T>[] {
  const { width, byHash, power } = index;
  const matches: NeedleMatch<T>[] = [];
  if (width === 0 || text.length < width) return matches;
  let hash = hashOf(text, 0, width);
  for (let start = 0; ; start += 1) {
    const bucket = byHash.get(hash);
    if (bucket !== undefined) {
      for (const needle of bucket) {
        if (text.startsWith(needle.text, start)) matches.push({ needle, start, end: start + needle.text.length });
      }
    }
    const next = start + width;
    if (next >= text.length) break;
    const dropped = (text.charCodeAt(start) * power) % MODULUS;
    hash = (((hash - dropped + MODULUS) % MODULUS) * BASE + text.charCodeAt(next)) % MODULUS;
  }
  return matches;
}
