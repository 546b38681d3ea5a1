import { describe, expect, it } from 'vitest';
import { phoneDigitKeys, recognisePhones } from './phone.js';

const found = (text: string): string[] => recognisePhones(text).map((r) => text.slice(r.span.start, r.span.end));

describe('phone numbers', () => {
  it.each(['(212) 555-0199', '212-555-0199', '212.555.0199', '2125550199', '+1 212 555 0199', '1-212-555-0199', '+1 (212) 555-0199'])('finds the US number %s', (number) => {
    expect(found(`call ${number} now`)).toEqual([number]);
  });

  it('finds international numbers written with +', () => {
    expect(found('London office +44 20 7946 0958.')).toEqual(['+44 20 7946 0958']);
  });

  it('rejects invalid numbers and numbers inside other tokens', () => {
    expect(found('call (555) 123-4567')).toEqual([]); // 555 is not an area code
    expect(found('TIC-212-555-0199')).toEqual([]);
    expect(found('x_2125550199')).toEqual([]);
    expect(found('21255501991234')).toEqual([]);
    expect(found('787-08-3753 and 1995-01-25')).toEqual([]);
    expect(found('Order #2125550199 shipped')).toEqual([]);
    expect(found('order desk, call 2125550199')).toEqual(['2125550199']);
  });

  it('normalises to E.164 digits', () => {
    expect(recognisePhones('call 212-555-0199').map((r) => r.normalised)).toEqual(['12125550199']);
    expect(phoneDigitKeys('+1 (212) 555-0199')).toEqual(['12125550199', '2125550199']);
  });
});
