/**
 * Multi-needle search over character codes in one pass, so the cost is linear in the text whatever
 * the number of needles. A bit set of the needles' first three characters rejects almost every
 * position with one table test; the few positions that pass are compared with the needles that
 * start with those three characters. Used for canary skeletons (`detect/canary/`) and for masking
 * vault values in text (`lib/masking.ts`).
 */

/** One searchable form of one canary. */
export interface Needle<T> {
  /** Skeleton text to find. */
  readonly text: string;
  readonly payload: T;
  /** The character codes of `text`, when the caller has them. */
  readonly codes?: Uint8Array;
}

/** A prepared set of needles. */
export interface NeedleIndex<T> {
  /** The needles searched (at least the minimum length given to {@link indexNeedles}), in the order given. */
  readonly needles: readonly Needle<T>[];
  /** Character codes of each needle. */
  readonly codes: readonly Uint8Array[];
  /** Length of the shortest needle (0 when there is none). */
  readonly minLength: number;
  /** One bit per three-character key that starts some needle (32 keys per element). */
  readonly firstKeys: Int32Array;
  /** Three-character key → indices of the needles starting with it, in order. */
  readonly byKey: ReadonlyMap<number, readonly number[]>;
  /**
   * Keys shared by many needles (a vault's `user…@example.org` addresses) → the same needles split
   * by their next three characters, so a position costs a few comparisons however many share a prefix.
   */
  readonly deep: ReadonlyMap<number, NeedleLevel>;
}

/** Work a search did, for tests and benchmarks that check how it grows: positions tried and characters compared. */
export interface SearchWork {
  positions: number;
  comparisons: number;
}

/** Needles that agree on a key up to `depth` characters, split by the next three. */
export interface NeedleLevel {
  /** Characters already keyed (3, 6, …). */
  readonly depth: number;
  /** Needles that end before `depth + 3` characters, compared whole. */
  readonly ends: readonly number[];
  /** The key of characters `depth` … `depth + 2` → the needles with it (a list, or split again). */
  readonly next: ReadonlyMap<number, readonly number[] | NeedleLevel>;
}

/** Shortest needle a skeleton search accepts by default; shorter canaries are only matched verbatim. */
export const MIN_NEEDLE_LENGTH = 6;
/** Shortest needle any index accepts: the key is made of a needle's first three characters. */
const KEY_LENGTH = 3;
/** A key shared by more needles than this is split by the next three characters. */
const SPLIT_ABOVE = 2;

/**
 * Characters of the key: 4 bits each, so a set is 4,096 bits (prepared once per vault). Skeleton
 * characters are 36 letters and digits; a collision only costs a comparison.
 */
const KEY_BITS = 4;
/** Keys are the low 4 bits of three consecutive characters. */
export const KEY_MASK = (1 << (3 * KEY_BITS)) - 1;

/** The bit of a key in a key set (non-zero when set). */
export function keyBit(keys: Int32Array, key: number): number {
  return ((keys[key >> 5] as number) >>> (key & 31)) & 1;
}
/** A character's symbol in a key: its low 4 bits. */
function keyAt(codes: Uint8Array, from: number): number {
  return (((codes[from] ?? 0) & 15) << (2 * KEY_BITS)) | (((codes[from + 1] ?? 0) & 15) << KEY_BITS) | ((codes[from + 2] ?? 0) & 15);
}

function asciiCodes(text: string): Uint8Array | null {
  const codes = new Uint8Array(text.length);
  for (let k = 0; k < text.length; k += 1) {
    const code = text.charCodeAt(k);
    if (code >= 256) return null; // cannot occur in a skeleton
    codes[k] = code;
  }
  return codes;
}

/** A needle's length (from its codes when it has them). */
export function needleLength(needle: Needle<unknown>): number {
  return needle.codes?.length ?? needle.text.length;
}

/**
 * Prepares needles for search. Needles shorter than `minLength` ({@link MIN_NEEDLE_LENGTH} by
 * default, never less than 3) are ignored, as are needles without codes that have a character
 * above U+00FF.
 *
 * @example forEachNeedle(codes, length, indexNeedles([{ text: 'canary', payload: 1 }]), visit) // visits each `canary` in the codes
 */
export function indexNeedles<T>(all: readonly Needle<T>[], minLength: number = MIN_NEEDLE_LENGTH): NeedleIndex<T> {
  const shortest = Math.max(minLength, KEY_LENGTH);
  const needles: Needle<T>[] = [];
  const codes: Uint8Array[] = [];
  const firstKeys = new Int32Array((KEY_MASK + 1) >> 5);
  const byKey = new Map<number, number[]>();
  for (const needle of all) {
    if (needleLength(needle) < shortest) continue;
    const needleCodes = needle.codes ?? asciiCodes(needle.text);
    if (needleCodes === null) continue;
    const key = keyAt(needleCodes, 0);
    firstKeys[key >> 5] = (firstKeys[key >> 5] as number) | (1 << (key & 31));
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [needles.length]);
    else list.push(needles.length);
    needles.push(needle);
    codes.push(needleCodes);
  }
  let found = needles.length === 0 ? 0 : Infinity;
  for (const needleCodes of codes) found = Math.min(found, needleCodes.length);
  const deep = new Map<number, NeedleLevel>();
  for (const [key, list] of byKey) if (list.length > SPLIT_ABOVE) deep.set(key, splitLevel(codes, list, KEY_LENGTH));
  return { needles, codes, minLength: found, firstKeys, byKey, deep };
}

function splitLevel(codes: readonly Uint8Array[], list: readonly number[], depth: number): NeedleLevel {
  const ends: number[] = [];
  const groups = new Map<number, number[]>();
  for (const which of list) {
    const needle = codes[which] as Uint8Array;
    if (needle.length < depth + KEY_LENGTH) ends.push(which);
    else {
      const key = keyAt(needle, depth);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [which]);
      else group.push(which);
    }
  }
  const next = new Map<number, readonly number[] | NeedleLevel>();
  for (const [key, group] of groups) next.set(key, group.length > SPLIT_ABOVE ? splitLevel(codes, group, depth + KEY_LENGTH) : group);
  return { depth, ends, next };
}

/**
 * Visits every occurrence of every needle in the first `length` codes of a skeleton, in order of
 * start (needles of one start in index order).
 */
export function forEachNeedle<T>(codes: Uint8Array, length: number, index: NeedleIndex<T>, visit: (needle: Needle<T>, start: number, end: number) => void, work?: SearchWork): void {
  const { minLength, firstKeys } = index;
  if (minLength === 0 || length < minLength) return;
  const last = length - minLength; // last start a needle fits at
  if (work !== undefined) work.positions += last + 1;
  let key = (((codes[0] as number) & 15) << KEY_BITS) | ((codes[1] as number) & 15);
  for (let start = 0; start <= last; start += 1) {
    key = ((key << KEY_BITS) | ((codes[start + 2] as number) & 15)) & KEY_MASK;
    if (keyBit(firstKeys, key) !== 0) visitAt(codes, length, index, start, key, visit, work);
  }
}

/** Whether a needle's codes occur at `start`. */
function occursAt(codes: Uint8Array, length: number, needle: Uint8Array, start: number, work: SearchWork | undefined): boolean {
  if (start + needle.length > length) return false;
  let k = 0;
  while (k < needle.length && codes[start + k] === needle[k]) k += 1;
  if (work !== undefined) work.comparisons += k + 1;
  return k === needle.length;
}

/** Visits the needles that occur at `start` (whose first three characters have key `key`). */
function visitAt<T>(codes: Uint8Array, length: number, index: NeedleIndex<T>, start: number, key: number, visit: (needle: Needle<T>, start: number, end: number) => void, work?: SearchWork): void {
  const level = index.deep.get(key);
  if (level === undefined) {
    for (const which of index.byKey.get(key) ?? []) {
      const needle = index.codes[which] as Uint8Array;
      if (occursAt(codes, length, needle, start, work)) visit(index.needles[which] as Needle<T>, start, start + needle.length);
    }
    return;
  }
  // A split key: walk down the levels, then visit in index order as an unsplit key would.
  const found: number[] = [];
  const note = (list: readonly number[]) => {
    for (const which of list) if (occursAt(codes, length, index.codes[which] as Uint8Array, start, work)) found.push(which);
  };
  for (let current: NeedleLevel | undefined = level; current !== undefined; ) {
    note(current.ends);
    if (start + current.depth + KEY_LENGTH > length) break;
    const next: readonly number[] | NeedleLevel | undefined = current.next.get(keyAt(codes, start + current.depth));
    current = undefined;
    if (next === undefined) break;
    if (Array.isArray(next)) note(next as readonly number[]);
    else current = next as NeedleLevel;
  }
  if (found.length > 1) found.sort((a, b) => a - b);
  for (const which of found) visit(index.needles[which] as Needle<T>, start, start + (index.codes[which] as Uint8Array).length);
}

/**
 * {@link forEachNeedle} when the positions that pass the key filter are known (ascending, as
 * `scanText` notes them): the same visits, without a second pass over the skeleton.
 */
export function forEachNeedleAt<T>(codes: Uint8Array, length: number, index: NeedleIndex<T>, candidates: readonly number[], visit: (needle: Needle<T>, start: number, end: number) => void): void {
  if (index.minLength === 0) return;
  for (const start of candidates) {
    if (start + index.minLength > length) break;
    visitAt(codes, length, index, start, keyAt(codes, start), visit);
  }
}
