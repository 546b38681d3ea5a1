import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE64_TOKEN, HEX_RUN } from './decoders.js';
import { digitNeedles, localNeedleMatches } from './local-search.js';
import { forEachNeedle, forEachNeedleAt, indexNeedles, type Needle } from '../../lib/needle-search.js';
import { buildSkeleton, SkeletonBuffer, skeletonEnd } from './skeleton.js';
import { scanText, scanTokens, textDigits } from './text-scan.js';

/** Characters that exercise every path: letters, digits, base64 and hex punctuation, separators, look-alikes, NFKC expansions, surrogate pairs. */
const piece = fc.constantFrom(
  'a',
  'c',
  'n',
  'r',
  'y',
  's',
  'e',
  'A',
  'C',
  'N',
  'E',
  '0',
  '1',
  '3',
  '4',
  '5',
  'o',
  'O',
  'l',
  ' ',
  '  ',
  '-',
  '_',
  '+',
  '/',
  '=',
  ':',
  '\\x',
  '%',
  '\u200b',
  'С',
  '³',
  '③',
  '𝟑',
  'ﬁ',
  '㎏',
  '😀',
  '\ud835',
  'é',
  '\n',
);
const text = fc.array(piece, { maxLength: 80 }).map((parts) => parts.join(''));

function regexTokens(pattern: RegExp, sample: string, keep: (length: number) => boolean): number[] {
  const found: number[] = [];
  for (const match of sample.matchAll(new RegExp(pattern.source, pattern.flags))) if (keep(match[0].length)) found.push(match.index, match.index + match[0].length);
  return found;
}

const needles = (values: readonly string[]): Needle<number>[] => values.map((value, payload) => ({ text: value, payload }));

describe('tier-1 text scan', () => {
  it('finds the base64 tokens and hex runs the patterns match, minus those too short to decode to minBytes', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 6, max: 20 }), (sample, minBytes) => {
        const index = indexNeedles(needles(['canary']));
        const digits = textDigits(sample);
        const base64 = regexTokens(BASE64_TOKEN, sample, (length) => (3 * length) >> 2 >= minBytes);
        const hexRuns = regexTokens(HEX_RUN, sample, (length) => length >> 1 >= minBytes);
        const full = scanText(sample, new SkeletonBuffer(), minBytes, index, digits).tokens;
        const light = scanTokens(sample, minBytes, digits);
        expect(full.base64).toEqual(base64);
        expect(light.base64).toEqual(base64);
        expect(full.hexRuns).toEqual(hexRuns);
        expect(light.hexRuns).toEqual(hexRuns);
      }),
    );
  });

  it('builds the skeleton buildSkeleton builds', () => {
    fc.assert(
      fc.property(text, (sample) => {
        const buffer = new SkeletonBuffer();
        scanText(sample, buffer, 6, indexNeedles(needles(['canary'])), textDigits(sample));
        const expected = buildSkeleton(sample);
        expect(buffer.text()).toBe(expected.text);
        expect(Array.from(buffer.starts.subarray(0, buffer.length))).toEqual(Array.from(expected.starts));
      }),
    );
  });

  it('lists the digits 2–9 of the skeleton, with where they come from', () => {
    fc.assert(
      fc.property(text, (sample) => {
        const skeleton = buildSkeleton(sample);
        const digits = textDigits(sample);
        let expected = '';
        const at: number[] = [];
        for (let k = 0; k < skeleton.text.length; k += 1) {
          if (!/[2-9]/.test(skeleton.text.charAt(k))) continue;
          expected += skeleton.text.charAt(k);
          at.push(skeleton.starts[k] ?? -1);
        }
        expect(digits.skeletonDigits).toBe(expected);
        expect(digits.digitAt).toEqual(at);
      }),
    );
  });

  it('finds around the digits the needle occurrences a skeleton search finds, in the same order', () => {
    const needleText = fc.array(fc.constantFrom('c', 'a', 'n', 'r', 'y', '0', '1', '3', '4', '5'), { minLength: 6, maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(needleText, { minLength: 1, maxLength: 4 }), fc.array(fc.oneof(piece, needleText), { maxLength: 40 }), (values, parts) => {
        const sample = parts.join(' ');
        const index = indexNeedles(needles(values));
        const local = digitNeedles(index);
        fc.pre(local !== null);
        const skeleton = buildSkeleton(sample);
        const expected: [number, number, number][] = [];
        const buffer = new SkeletonBuffer();
        const scan = scanText(sample, buffer, 6, index, textDigits(sample));
        forEachNeedle(buffer.codes, buffer.length, index, (needle, start, end) => {
          expected.push([needle.payload, skeleton.starts[start] ?? -1, skeleton.ends[end - 1] ?? -1]);
        });
        const viaCandidates: [number, number, number][] = [];
        forEachNeedleAt(buffer.codes, buffer.length, index, scan.candidates, (needle, start, end) => {
          viaCandidates.push([needle.payload, buffer.starts[start] ?? -1, skeletonEnd(sample, buffer.starts[end - 1] ?? 0)]);
        });
        const found = localNeedleMatches(sample, index, local ?? [], textDigits(sample));
        expect(viaCandidates).toEqual(expected);
        expect(found?.map((match) => [match.needle.payload, match.start, match.end])).toEqual(expected);
      }),
    );
  });

  it('gives up (for the skeleton) when checking would walk far more than the text', () => {
    const index = indexNeedles(needles(['3a3a3a3a3a3a3a3a']));
    const local = digitNeedles(index) ?? [];
    // Every 3 is a candidate whose check matches over the next seven long runs of separators.
    const sample = `${'3'.padEnd(100, '-')}${'a'.padEnd(100, '-')}`.repeat(50);
    expect(localNeedleMatches(sample, index, local, textDigits(sample))).toBeNull();
    // The detector then builds the skeleton, and still finds what is there.
    const buffer = new SkeletonBuffer();
    const scan = scanText(sample, buffer, 16, index, textDigits(sample));
    let found = 0;
    forEachNeedleAt(buffer.codes, buffer.length, index, scan.candidates, () => (found += 1));
    expect(found).toBeGreaterThan(40);
  });
});
