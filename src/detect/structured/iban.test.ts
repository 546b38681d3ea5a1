import { describe, expect, it } from 'vitest';
import { compactIban, recogniseIbans, scanIbanCandidates } from './iban.js';

const found = (text: string): string[] => recogniseIbans(scanIbanCandidates(text)).map((r) => text.slice(r.span.start, r.span.end));

describe('IBAN', () => {
  it('finds IBANs compact and in groups of four, cut at the country length', () => {
    expect(found('pay DE89370400440532013000 today')).toEqual(['DE89370400440532013000']);
    expect(found('IBAN: DE89 3704 0044 0532 0130 00 thanks')).toEqual(['DE89 3704 0044 0532 0130 00']);
    expect(found('GB29 NWBK 6016 1331 9268 19.')).toEqual(['GB29 NWBK 6016 1331 9268 19']);
  });

  it('finds two IBANs separated by a space', () => {
    expect(found('DE89 3704 0044 0532 0130 00 FR14 2004 1010 0505 0001 3M02 606')).toEqual(['DE89 3704 0044 0532 0130 00', 'FR14 2004 1010 0505 0001 3M02 606']);
  });

  it('rejects a wrong check digit, a longer token and an unknown country', () => {
    expect(found('DE88 3704 0044 0532 0130 00')).toEqual([]);
    expect(found('DE89370400440532013000123')).toEqual([]);
    expect(found('ZZ89370400440532013000')).toEqual([]);
    expect(found('xDE89370400440532013000')).toEqual([]);
  });

  it('compacts for comparison', () => {
    expect(compactIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});

describe('IBANs in any case and grouping', () => {
  it.each([
    ['de89370400440532013000', 'lower case'],
    ['de89 3704 0044 0532 0130 00', 'lower case, grouped'],
    ['DE89-3704-0044-0532-0130-00', 'hyphens'],
    ['GB29NWBK 60161331 926819', 'other groups'],
    ['Gb29 nwbk 6016 1331 9268 19', 'mixed case'],
  ])('finds %s (%s)', (value) => {
    expect(found(`pay ${value} today`)).toEqual([value]);
    expect(recogniseIbans(scanIbanCandidates(value)).map((r) => r.normalised)).toEqual([compactIban(value)]);
  });

  it('still needs the mod-97 check and a word boundary in lower case', () => {
    expect(found('de88370400440532013000')).toEqual([]);
    expect(found('xde89370400440532013000')).toEqual([]);
  });
});
