import { describe, expect, it } from 'vitest';
import { recogniseIcd10 } from './icd10.js';

const found = (text: string): string[] => recogniseIcd10(text).map((r) => text.slice(r.span.start, r.span.end));

describe('ICD-10 codes', () => {
  it('finds codes with a medical cue nearby', () => {
    expect(found('Diagnosis: E11.9 (type 2 diabetes)')).toEqual(['E11.9']);
    expect(found('patient presents with F41.1')).toEqual(['F41.1']);
    expect(found('F41.1 was the condition noted')).toEqual(['F41.1']);
    expect(found('dx E11')).toEqual(['E11']);
  });

  it('rejects codes without a medical cue', () => {
    expect(found('upgrade to E11.9 of the firmware')).toEqual([]);
    expect(found('cell E11 in the spreadsheet')).toEqual([]);
  });

  it('needs a diagnosis cue, not just "patient", for an undotted code', () => {
    expect(found('patient moved to bed A12')).toEqual([]);
  });

  it('rejects code shapes inside longer tokens', () => {
    expect(found('diagnosis ref XE11.9 and E11.95555 and ICD-E11.9x')).toEqual([]);
  });
});
