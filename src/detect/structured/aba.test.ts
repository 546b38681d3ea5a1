import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber, recogniseRoutingNumbers } from './aba.js';

const found = (text: string): string[] => recogniseRoutingNumbers(text).map((r) => text.slice(r.span.start, r.span.end));

describe('ABA routing numbers', () => {
  it('checks the 3-7-1 checksum and the prefix', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('991000021')).toBe(false);
  });

  it('needs a routing cue', () => {
    expect(found('routing number 021000021')).toEqual(['021000021']);
    expect(found('ABA: 021000021')).toEqual(['021000021']);
    expect(found('RTN 021000021 acct 12345')).toEqual(['021000021']);
    expect(found('invoice 021000021')).toEqual([]);
    expect(found('routing 021000022')).toEqual([]);
  });
});
