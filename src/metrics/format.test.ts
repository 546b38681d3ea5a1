import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rate } from '../contracts/index.js';
import { formatDifference, formatInterval, formatRate } from './format.js';
import { rate } from './rate.js';

const sample: Rate = { k: 2151, n: 4979, rate: 2151 / 4979, ci: [0.418, 0.446] };
const empty: Rate = { k: 0, n: 0, rate: null, ci: null };

describe('formatRate', () => {
  it('prints the point estimate, the interval and the counts by default', () => {
    expect(formatRate(sample)).toBe('43.2% [41.8, 44.6] (2151/4979)');
    expect(formatRate(empty)).toBe('—');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(undefined, { empty: '–' })).toBe('–');
  });

  it('reproduces the layout of every output', () => {
    // report.txt / report.md
    expect(formatRate(sample, { counts: 'n' })).toBe('43.2% [41.8, 44.6] n=4979');
    expect(formatRate(sample, { counts: 'none' })).toBe('43.2% [41.8, 44.6]');
    // compact group tables (report, bench)
    expect(formatRate(sample, { percentSign: false, separator: '–', counts: 'none' })).toBe('43.2 [41.8–44.6]');
    // report.html
    expect(formatRate(sample, { separator: '–', counts: 'none' })).toBe('43.2% [41.8–44.6]');
    expect(formatRate(sample, { interval: false, counts: 'none' })).toBe('43.2%');
    // guard replay
    expect(formatRate(sample, { boundsPercentSign: true, empty: 'n/a (0 events)' })).toBe('43.2% [41.8%, 44.6%] (2151/4979)');
    expect(formatRate(empty, { boundsPercentSign: true, empty: 'n/a (0 events)' })).toBe('n/a (0 events)');
    expect(formatRate(sample, { digits: 2, counts: 'none' })).toBe('43.20% [41.80, 44.60]');
  });

  it('leaves out an interval that was not computed (0 bootstrap resamples)', () => {
    expect(formatRate({ k: 1, n: 2, rate: 0.5, ci: null }, { counts: 'none' })).toBe('50.0%');
  });

  it('prints the rate and both bounds in order for any Wilson rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([k, n]) => {
          const match = /^(\d+\.\d)% \[(\d+\.\d), (\d+\.\d)\] \((\d+)\/(\d+)\)$/.exec(formatRate(rate(k, n)));
          expect(match).not.toBeNull();
          const [, point, lo, hi, shownK, shownN] = (match ?? []).map(Number);
          expect([shownK, shownN]).toEqual([k, n]);
          expect(lo).toBeLessThanOrEqual(point ?? Number.NaN);
          expect(point).toBeLessThanOrEqual(hi ?? Number.NaN);
          expect(hi).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('formatInterval and formatDifference', () => {
  it('prints intervals and signed differences in percent', () => {
    expect(formatInterval([0.418, 0.446], { separator: '–' })).toBe('[41.8–44.6]');
    expect(formatInterval(null)).toBe('—');
    expect(formatDifference(-0.363, [-0.45, -0.275])).toBe('-36.3 pp [-45.0, -27.5]');
    expect(formatDifference(0.123, [0, 0.2])).toBe('+12.3 pp [0.0, +20.0]');
    expect(formatDifference(0.1, null)).toBe('+10.0 pp');
    expect(formatDifference(null, null)).toBe('—');
  });
});
