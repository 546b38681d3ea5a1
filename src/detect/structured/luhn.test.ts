import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCard, luhnValid, recogniseCards } from './luhn.js';

const found = (text: string): string[] => recogniseCards(text).map((r) => text.slice(r.span.start, r.span.end));

describe('Luhn and IIN', () => {
  it('validates Luhn check digits', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6200000000000005', 'unionpay'],
  ])('knows the network of %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
    expect(isValidCard(digits)).toBe(true);
  });

  it('rejects Luhn-valid numbers with no known IIN or a wrong length', () => {
    expect(isValidCard('79927398713')).toBe(false);
    expect(isValidCard('1234567812345670')).toBe(false);
    expect(isValidCard('411111111111111')).toBe(false); // 15-digit Visa
  });
});

describe('recogniseCards', () => {
  it('finds cards written plain, with spaces or with hyphens', () => {
    expect(found('card 4111111111111111 on file')).toEqual(['4111111111111111']);
    expect(found('visa 4111 1111 1111 1111.')).toEqual(['4111 1111 1111 1111']);
    expect(found('amex 3782-822463-10005')).toEqual(['3782-822463-10005']);
  });

  it('rejects numbers failing Luhn, like an order number', () => {
    expect(found('Order #4111111111111112 shipped')).toEqual([]);
    expect(found('4111 1111 1111 1112')).toEqual([]);
  });

  it('rejects a Luhn-valid number introduced as an order number, unless a card cue says otherwise', () => {
    expect(found('Order #4111111111111111 shipped')).toEqual([]);
    expect(found('paid by card, order #4111111111111111')).toEqual(['4111111111111111']);
  });

  it('rejects card shapes inside longer tokens', () => {
    expect(found('41111111111111111111')).toEqual([]);
    expect(found('TX-4111111111111111')).toEqual([]);
    expect(found('x4111111111111111')).toEqual([]);
  });
});

describe('card networks from the IIN table', () => {
  const luhn = (body: string): string => {
    for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
    return body;
  };

  it.each([
    [luhn('50181234567'), 'maestro', '12-digit Maestro'],
    [luhn('18001234567890'), 'jcb', '15-digit JCB (1800)'],
    [luhn('21311234567890'), 'jcb', '15-digit JCB (2131)'],
    [luhn('358912345678901'), 'jcb', 'JCB 3589'],
    [luhn('3612345678901'), 'diners', '14-digit Diners'],
    [luhn('401234567890'), 'visa', '13-digit Visa'],
  ])('knows %s (%s, %s)', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
    expect(isValidCard(digits)).toBe(true);
  });

  it('finds short and legacy cards grouped or not, and a card followed by its expiry', () => {
    const maestro = luhn('50181234567');
    expect(found(`card ${maestro.slice(0, 4)} ${maestro.slice(4, 8)} ${maestro.slice(8)}`)).toEqual([`${maestro.slice(0, 4)} ${maestro.slice(4, 8)} ${maestro.slice(8)}`]);
    const jcb = luhn('21311234567890');
    expect(found(`JCB ${jcb.slice(0, 4)}-${jcb.slice(4, 10)}-${jcb.slice(10)}`)).toEqual([`${jcb.slice(0, 4)}-${jcb.slice(4, 10)}-${jcb.slice(10)}`]);
    expect(found('Karelle 4111 1111 1111 1111 12/29')).toEqual(['4111 1111 1111 1111']);
  });

  it('does not take an international phone number or the head of a longer number for a card', () => {
    const visa13 = luhn('491512345678');
    expect(found(`+${visa13}`)).toEqual([]);
    expect(found(`${luhn('50181234567')} 5555`)).toEqual([]);
  });
});
