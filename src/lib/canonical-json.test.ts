import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from './canonical-json.js';

/** Rebuilds every object with its keys in reverse insertion order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([key, inner]) => [key, reverseKeys(inner)]),
    );
  }
  return value;
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
  });

  it('formats numbers in the shortest round-trip form and folds -0 into 0', () => {
    expect(canonicalJson([1, 1.5, 1e21, 0.1 + 0.2, -0, 100])).toBe('[1,1.5,1e+21,0.30000000000000004,0,100]');
  });

  it('omits undefined properties like JSON.stringify, but rejects values JSON cannot hold', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ a: [undefined] })).toThrow(/a\[0\]/);
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/non-finite number at n/);
    expect(() => canonicalJson({ big: 1n })).toThrow(/bigint at big/);
  });

  it('escapes strings as JSON.stringify does', () => {
    expect(canonicalJson({ 'k"ey': 'line\nbreak \u2028 é' })).toBe(`{${JSON.stringify('k"ey')}:${JSON.stringify('line\nbreak \u2028 é')}}`);
  });

  it('is independent of key order and round-trips through JSON.parse (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reverseKeys(value))).toBe(text);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sha256Hex', () => {
  it('matches the published test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
