import { describe, expect, it } from 'vitest';
import { parseAmountValue, scanAmounts } from './money.js';

describe('amounts', () => {
  it.each(['$85,000', '85000', '85k', '85,000.00', '$85K', '85 thousand', '85,000 USD', '$ 85000'])('reads %s as 85,000', (written) => {
    const [match] = scanAmounts(`pay: ${written}.`);
    expect(match?.cents).toBe('8500000');
    expect(`pay: ${written}.`.slice(match?.start, match?.end)).toBe(written);
  });

  it('reads millions and billions', () => {
    expect(scanAmounts('1.2M')[0]?.cents).toBe('120000000');
    expect(scanAmounts('$1,200,000')[0]?.cents).toBe('120000000');
    expect(scanAmounts('2bn')[0]?.cents).toBe('200000000000');
  });

  it('marks amounts written as money', () => {
    expect(scanAmounts('85000')[0]?.marked).toBe(false);
    expect(scanAmounts('$85000')[0]?.marked).toBe(true);
    expect(scanAmounts('85k')[0]?.marked).toBe(true);
  });

  it('does not start inside another number or read version numbers', () => {
    expect(scanAmounts('1.234').map((m) => m.cents)).toEqual([]);
    expect(scanAmounts('v2.85000')).toEqual([]);
  });

  it.each(['12.500,00 €', '€ 12.500,00', '12.500 EUR', '12.500,00', '€12,500'])('reads the European form %s as 12,500', (written) => {
    const [match] = scanAmounts(`Betrag: ${written}.`);
    expect(match?.cents).toBe('1250000');
    expect(`Betrag: ${written}.`.slice(match?.start, match?.end)).toBe(written);
  });

  it('reads comma decimals only after dot grouping, and a symbol after the amount', () => {
    expect(scanAmounts('3.999,95 $')[0]?.cents).toBe('399995');
    expect(scanAmounts('3.999,95 $')[0]?.marked).toBe(true);
    expect(scanAmounts('list 12,34').map((m) => m.cents)).toEqual([]);
    expect(scanAmounts('2.500.000').map((m) => m.cents)).toEqual([]);
  });

  it('parses vault values', () => {
    expect(parseAmountValue('EUR 12.500,00')?.cents).toBe('1250000');
    expect(parseAmountValue('12.500,00 €')?.cents).toBe('1250000');
    expect(parseAmountValue('$85K')?.cents).toBe('8500000');
    expect(parseAmountValue('about 85k')).toBeNull();
  });
});

describe('amounts in any currency and locale', () => {
  it.each([
    ['148 300 kr', '14830000'],
    ['12 050,00 kr', '1205000'],
    ['kr 12 050,00', '1205000'],
    ["CHF 148'300.00", '14830000'],
    ['$118k AUD', '11800000'],
    ['$7.8k SGD', '780000'],
    ['5.150 euro', '515000'],
    ['SEK 148,300', '14830000'],
    ['118,000 aud', '11800000'],
    ['4 500 000 ₽'.replace(' ₽', ' RUB'), '450000000'],
  ])('reads %s', (written, cents) => {
    const text = `saldo: ${written}.`;
    const [match] = scanAmounts(text);
    expect(match?.cents).toBe(cents);
    expect(match?.marked).toBe(true);
    expect(text.slice(match?.start, match?.end)).toContain(written.replace(/^(?:kr|CHF|SEK) /, ''));
  });

  it('reads space grouping only as money: with a currency after it or a code before it', () => {
    expect(scanAmounts('room 5 100 people').map((m) => m.cents)).toEqual(['500', '10000']);
    expect(scanAmounts('call 0161 496 0732').map((m) => m.cents)).toEqual(['16100', '49600', '73200']);
    expect(scanAmounts('$12 300 seats').map((m) => m.cents)).toEqual(['1200', '30000']);
  });

  it('takes a three-letter word after an amount as a currency only when it is an ISO code', () => {
    const [match] = scanAmounts('85000 and more');
    expect(match?.marked).toBe(false);
    expect(match?.end).toBe(5);
    expect(scanAmounts('85000 NOK')[0]?.marked).toBe(true);
    expect(scanAmounts('85000 the')[0]?.marked).toBe(false);
  });

  it('parses vault values with any ISO code and a pay period', () => {
    expect(parseAmountValue('SEK 148,300.00')?.cents).toBe('14830000');
    expect(parseAmountValue('AUD 118,000')?.cents).toBe('11800000');
    expect(parseAmountValue('NOK 12,050.00')?.cents).toBe('1205000');
    expect(parseAmountValue('€5,150 per month')?.cents).toBe('515000');
    expect(parseAmountValue('SGD 7,800 per month')?.cents).toBe('780000');
    expect(parseAmountValue('$42/hr')?.cents).toBe('4200');
    expect(parseAmountValue('148,300.00 sek')?.cents).toBe('14830000');
    expect(parseAmountValue('XYZ 100')).toBeNull();
    expect(parseAmountValue('$2,140.00 to Hillcrest Recovery Center monthly')).toBeNull();
  });
});
