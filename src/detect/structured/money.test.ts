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
