import { describe, expect, it } from 'vitest';
import { nationalDigitKeys, phoneDigitKeys, recognisePhones } from './phone.js';

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

describe('vault phone keys across national and international forms', () => {
  it('keys an international value by its national format with the trunk prefix', () => {
    expect(phoneDigitKeys('+33 4 72 10 20 30')).toEqual(['33472102030', '472102030', '0472102030']);
    expect(phoneDigitKeys('+61 3 9123 4567')).toContain('0391234567');
  });

  it('keys a value written nationally by its national significant number and E.164 digits', () => {
    const keys = phoneDigitKeys('0472 10 20 30');
    expect(keys).toContain('472102030');
    expect(keys).toContain('33472102030');
  });

  it('gives the national forms of E.164 digits', () => {
    expect(nationalDigitKeys('33472102030')).toEqual(['472102030', '0472102030']);
    expect(nationalDigitKeys('12125550199')).toEqual(['2125550199']);
  });
});

describe('phone numbers in other forms', () => {
  it.each([
    ['Tel: 030 12345678', '030 12345678'],
    ['Mobile: 06 12 34 56 78', '06 12 34 56 78'],
    ['her mobile is 07700 900123.', '07700 900123'],
    ['call me on 090-1234-5678', '090-1234-5678'],
    ['Teléfono: 912 345 678', '912 345 678'],
    ['☎ 02 9374 4000', '02 9374 4000'],
    ['my number is (11) 91234-5678', '(11) 91234-5678'],
    ['Tel (030) 1234567', '(030) 1234567'],
    ['reach me at 0044 20 7946 0958', '0044 20 7946 0958'],
  ])('finds a national-format number with a phone cue: %s', (text, number) => {
    expect(found(text)).toEqual([number]);
  });

  it('needs the cue for a national format, and no cue for +CC or North American forms', () => {
    expect(found('Daugherty Group: 030 12345678')).toEqual([]);
    expect(found('Daugherty Group: +49 30 12345678')).toEqual(['+49 30 12345678']);
    expect(found('Daugherty Group: (212) 555-0199')).toEqual(['(212) 555-0199']);
  });

  it('takes the cue from a signature line label, a table column header or a JSON key', () => {
    expect(found('Anna Roth\nM 0151 23456789\nanna@example.org')).toEqual(['0151 23456789']);
    expect(found('| Name | Phone |\n|---|---|\n| Ana | 06 12 34 56 78 |')).toEqual(['06 12 34 56 78']);
    expect(found('{"name": "Ana", "contact_phone": "06 12 34 56 78"}')).toEqual(['06 12 34 56 78']);
  });

  it.each([
    ['call 212-555-0199 x1234 now', '212-555-0199 x1234'],
    ['phone 212.555.0199x123', '212.555.0199x123'],
    ['tel (212) 555-0199 ext. 12', '(212) 555-0199 ext. 12'],
    ['+1 212 555 0199 extension 301', '+1 212 555 0199 extension 301'],
    ['call 212-555-0199, ext 42 please', '212-555-0199, ext 42'],
  ])('keeps an extension in the span: %s', (text, number) => {
    expect(found(text)).toEqual([number]);
  });

  it.each([
    ['phone (212)555-0199', '(212)555-0199'],
    ['phone 212/555-0199', '212/555-0199'],
    ['phone 212 555 01 99', '212 555 01 99'],
    ['call +1.212.555.0199', '+1.212.555.0199'],
    ['call 001-212-555-0199', '001-212-555-0199'],
  ])('finds US numbers in unusual groupings: %s', (text, number) => {
    expect(found(text)).toEqual([number]);
  });

  it.each([
    ['a date', 'please phone us, 2024-05-01 is fine'],
    ['a timestamp', 'please phone; logged 2027-03-31 12:17:59'],
    ['a decimal', 'call it 121.1545'],
    ['a version', 'call home, version 17.4.4.922'],
    ['an order number', 'phone order: Order #0612345678'],
    ['an order column', '| Name | Phone | Order # |\n|---|---|---|\n| Ana | 06 12 34 56 78 | 2746422197 |'],
    ['an account number', 'call about account 0612345678'],
  ])('does not read %s as a phone', (_name, text) => {
    expect(found(text).filter((number) => !number.startsWith('06 12'))).toEqual([]);
  });
});

describe('phone cues belong to the nearest number', () => {
  it('does not lend a cue across an earlier number and a sentence end', () => {
    expect(found('phone +34 978 88 20 49. Also 1483440235529 — ok.')).toEqual(['+34 978 88 20 49']);
    expect(found('his cell: (0152) 850510. 1506772009.')).toEqual(['(0152) 850510']);
    expect(found('Tel: 030 1234567 / 030 7654321')).toEqual(['030 1234567', '030 7654321']);
  });

  it('ends a number before a parenthesis that opens something else, and skips codes glued to letters', () => {
    expect(found('— +43 3648 62621. (2023-01-21).')).toEqual(['+43 3648 62621']);
    expect(found('call (FR24 6740 9600 2570 88EU)')).toEqual([]);
  });
});
