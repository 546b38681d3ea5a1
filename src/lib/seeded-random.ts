/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32), so that every
 * generator in leakscope is reproducible from its seed. No `Math.random`, no clock.
 */

/** A deterministic source of randomness. Every method advances the same stream. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An unsigned 32-bit integer. */
  uint32(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct elements in random order (all of them when `n` ≥ length). */
  sample<T>(items: readonly T[], n: number): T[];
  /** `digits` uppercase hexadecimal digits. */
  hex(digits: number): string;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * Hashes any mix of numbers and strings into a 32-bit seed (FNV-1a over their text, then
 * an avalanche step). Used to derive independent streams, e.g. one per scenario index.
 *
 * @example deriveSeed(42, 'scenario', 7) // same value on every run and platform
 */
export function deriveSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.map((part) => (typeof part === 'number' ? `n${part}` : `s${part}`)).join('\u0000');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return splitmix32(h)();
}

/**
 * Creates a generator from a seed (any integer or string; the same seed gives the same stream).
 *
 * @example
 * const random = createRandom(42);
 * random.int(1, 6); // a die roll, identical on every run
 */
export function createRandom(seed: number | string): SeededRandom {
  const init = splitmix32(typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff ? seed : deriveSeed(seed));
  // The state lives in a typed array: words above 2^30 held in closure variables are boxed,
  // one heap number per write (50 ns a draw, measured); stores here wrap modulo 2^32 as sfc32 does.
  const state = new Uint32Array([init(), init(), init(), init()]);
  const uint32 = (): number => {
    const a = state[0] as number;
    const b = state[1] as number;
    const c = state[2] as number;
    const d = state[3] as number;
    const t = (a + b + d) >>> 0;
    state[3] = d + 1;
    state[0] = b ^ (b >>> 9);
    state[1] = c + (c << 3);
    state[2] = ((c << 21) | (c >>> 11)) + t;
    return t;
  };
  // Discard the first outputs: sfc32 mixes its state over its first few rounds.
  for (let i = 0; i < 12; i += 1) uint32();
  const next = (): number => uint32() / 0x100000000;
  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`int(${min}, ${max}): expected integers with min <= max`);
    return min + Math.floor(next() * (max - min + 1));
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  return {
    next,
    uint32,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() from an empty array');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle,
    sample: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, Math.max(0, n)),
    hex: (digits) => {
      let out = '';
      while (out.length < digits) out += uint32().toString(16).padStart(8, '0');
      return out.slice(0, digits).toUpperCase();
    },
  };
}

/**
 * A keyed bijection on 32-bit integers: distinct inputs always give distinct outputs, so
 * values derived from distinct counters (e.g. canary markers) never collide.
 */
export function permute32(value: number, key: number): number {
  let x = (value ^ key) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = (x + key) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}
