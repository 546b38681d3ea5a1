import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchoredCopy, forEachMatch, forEachMatchNear, SharedText, sharedTextOf, textProfile } from './regex-scan.js';

function matchesOf(pattern: RegExp, text: string): [number, string][] {
  const found: [number, string][] = [];
  forEachMatch(pattern, text, (match) => found.push([match.index, match[0]]));
  return found;
}

function matchesNear(pattern: RegExp, text: string, anchors: readonly number[], before: number, after: number): [number, string][] {
  const found: [number, string][] = [];
  forEachMatchNear(pattern, text, anchors, anchors.length, before, after, (match) => {
    found.push([match.index, match[0]]);
  });
  return found;
}

const text = fc.array(fc.constantFrom('1', '2', '9', '0', ' ', '-', '.', '/', ',', '$', 'a', 'Z', '\n', 'é', '😀'), { maxLength: 60 }).map((chars) => chars.join(''));

describe('forEachMatchNear', () => {
  it.each([
    ['digits', /\d+/g],
    ['amount-like', /(?<![\w.,$])(?:\$\s?)?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?(?!\d)/g],
    ['date-like', /(?<![\d./-])\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?!\d)/g],
    ['overlapping tries', /\d \d|\d/g],
  ])('finds what a full scan finds when every position is a candidate (%s)', (_name, pattern) => {
    fc.assert(
      fc.property(text, (sample) => {
        const everywhere = Array.from({ length: sample.length + 1 }, (_, index) => index);
        expect(matchesNear(pattern, sample, everywhere, 0, 0)).toEqual(matchesOf(pattern, sample));
      }),
    );
  });

  it('finds what a full scan finds when every match starts within the windows around the anchors', () => {
    const pattern = /\$?\d+/g;
    fc.assert(
      fc.property(text, (sample) => {
        // Every match starts at a digit that opens a run, or at the `$` just before one.
        const anchors: number[] = [];
        for (let index = 0; index < sample.length; index += 1) if (/\d/.test(sample.charAt(index)) && !/\d/.test(sample.charAt(index - 1))) anchors.push(index);
        expect(matchesNear(pattern, sample, anchors, 1, 0)).toEqual(matchesOf(pattern, sample));
      }),
    );
  });

  it('resumes where the visitor says', () => {
    const found: number[] = [];
    forEachMatchNear(/aa/g, 'aaaa', [0, 1, 2, 3], 4, 0, 0, (match) => {
      found.push(match.index);
      return match.index + 1;
    });
    expect(found).toEqual([0, 1, 2]);
  });

  it('skips candidates the filter rejects', () => {
    const found: number[] = [];
    forEachMatchNear(
      /\d/g,
      'a1b2c3',
      [1, 3, 5],
      3,
      0,
      0,
      (match) => void found.push(match.index),
      (position) => position !== 3,
    );
    expect(found).toEqual([1, 5]);
  });
});

describe('textProfile', () => {
  it('lists the digit runs and the non-ASCII code points of a text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '22', 'a', ' ', 'é', '😀', '\ud800', '\udc00', '–'), { maxLength: 40 }), (parts) => {
        const sample = parts.join('');
        const groups: number[] = [];
        for (const match of sample.matchAll(/[0-9]+/g)) groups.push(match.index, match.index + match[0].length);
        const nonAscii: number[] = [];
        for (let index = 0; index < sample.length; ) {
          const codePoint = sample.codePointAt(index) ?? 0;
          if (codePoint >= 128) nonAscii.push(index);
          index += codePoint > 0xffff ? 2 : 1;
        }
        expect(textProfile(sample)).toEqual({ digitGroups: groups, nonAscii });
      }),
    );
  });

  it('is remembered per event text by SharedText, for that text only', () => {
    const shared = new SharedText('a1');
    const first = shared.profile;
    expect(shared.profile).toBe(first);
    expect(first).toEqual(textProfile('a1'));
    expect(new SharedText('b2').profile.digitGroups).toEqual([1, 2]);
    expect(sharedTextOf('a1', shared)).toBe(shared);
    expect(sharedTextOf('b2', shared).profile.digitGroups).toEqual([1, 2]);
    expect(sharedTextOf('a1', shared).profile.digitGroups).toEqual([1, 2]);
  });
});

describe('SharedText.lower', () => {
  it('is toLowerCase', () => {
    for (const sample of ['ABC', 'İstanbul', 'ΟΔΥΣΣΕΥΣ', '', 'abc']) expect(new SharedText(sample).lower).toBe(sample.toLowerCase());
  });
});

describe('anchoredCopy', () => {
  it('visits what the global pattern visits, and keeps no position between calls', () => {
    const sticky = anchoredCopy(/\d+/g);
    const visit = (text: string, anchors: number[]): number[] => {
      const found: number[] = [];
      forEachMatchNear(sticky, text, anchors, anchors.length, 0, 0, (match) => void found.push(match.index));
      return found;
    };
    expect(sticky.sticky && !sticky.global).toBe(true);
    expect(visit('a1 b22 c3', [1, 4, 8])).toEqual([1, 4, 8]);
    expect(visit('x9', [1])).toEqual([1]);
  });
});
