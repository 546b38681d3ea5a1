import { describe, expect, it } from 'vitest';
import { isValidSsn, recogniseSsns } from './ssn.js';

const found = (text: string): string[] => recogniseSsns(text).map((r) => text.slice(r.span.start, r.span.end));

describe('SSN rules', () => {
  it.each(['787083753', '001010001', '899999999', '665121234'])('accepts %s', (digits) => {
    expect(isValidSsn(digits)).toBe(true);
  });

  it.each([
    ['area 000', '000123456'],
    ['area 666', '666123456'],
    ['area 900–999 (ITIN range)', '900123456'],
    ['area 999', '999123456'],
    ['group 00', '787003753'],
    ['serial 0000', '787080000'],
    ['voided Woolworth number', '078051120'],
    ['too short', '78708375'],
    ['not digits', '78708375a'],
  ])('rejects %s', (_name, digits) => {
    expect(isValidSsn(digits)).toBe(false);
  });
});

describe('recogniseSsns', () => {
  it('finds hyphen- and space-separated SSNs anywhere', () => {
    expect(found('her SSN is 787-08-3753.')).toEqual(['787-08-3753']);
    expect(found('id: 787 08 3753, ok')).toEqual(['787 08 3753']);
  });

  it('needs a cue for the bare 9-digit form', () => {
    expect(found('SSN: 787083753')).toEqual(['787083753']);
    expect(found('social security number 787083753')).toEqual(['787083753']);
    expect(found('787083753 (ssn)')).toEqual(['787083753']);
    expect(found('invoice 787083753 is due')).toEqual([]);
    expect(found('reference number 787083753')).toEqual([]);
  });

  it('rejects an SSN shape inside a ticket id or a longer number', () => {
    expect(found('see TIC-987-65-4321 for details')).toEqual([]);
    // Same shape with a valid area number, so only the boundary rule can reject it.
    expect(found('see 787-65-4321 for details')).toEqual(['787-65-4321']);
    expect(found('see TIC-787-65-4321 for details')).toEqual([]);
    expect(found('see TIC787-65-4321')).toEqual([]);
    expect(found('call 1-787-65-4321-2')).toEqual([]);
    expect(found('ref_787-65-4321')).toEqual([]);
    expect(found('12787-08-3753')).toEqual([]);
  });

  it('rejects order and invoice numbers in SSN shape unless an SSN cue says otherwise', () => {
    expect(found('Order #787-65-4321 shipped')).toEqual([]);
    expect(found('invoice no. 787-65-4321')).toEqual([]);
    expect(found('SSN (order form) 787-65-4321')).toEqual(['787-65-4321']);
  });

  it('rejects SSN shapes that break the area/group/serial rules', () => {
    expect(found('000-12-3456 666-12-3456 912-34-5678 787-00-3753 787-08-0000')).toEqual([]);
  });
});

describe('recogniseSsns next to other identifiers', () => {
  it('lets an invoice word right before a number win over an SSN cue further back', () => {
    expect(found('SSN 759965380. Also invoice 455552660, noted.')).toEqual(['759965380']);
    expect(found('SSN on file; order no. 787-65-4321')).toEqual([]);
    expect(found('invoice 787083753 (SSN)')).toEqual(['787083753']);
  });
});

describe('recogniseSsns inside longer numbers', () => {
  it('does not read the tail of a spaced phone number as an SSN', () => {
    expect(found('tel +81 765 03 5813')).toEqual([]);
    expect(found('| +81 192 96 8899 |')).toEqual([]);
    expect(found('SSN 765 03 5813 5')).toEqual([]);
    expect(found('SSN 765 03 5813.')).toEqual(['765 03 5813']);
  });
});
