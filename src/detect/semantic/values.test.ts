import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareQuantity, dayNumber, fieldQuantity, MAX_QUANTITIES, scanQuantities, type Quantity } from './values.js';

const only = (text: string): Quantity => {
  const found = scanQuantities(text);
  expect(found, text).toHaveLength(1);
  return found[0] as Quantity;
};

describe('value scanner', () => {
  it.each([
    ['balance over $50k', { kind: 'money', low: 50_000, high: Number.POSITIVE_INFINITY, bound: 'lower' }],
    ['under $100,000', { kind: 'money', low: 0, high: 100_000, bound: 'upper' }],
    ['between $40,000 and $60,000', { kind: 'money', low: 40_000, high: 60_000, bound: 'range' }],
    ['$50-60k', { kind: 'money', low: 50_000, high: 60_000, bound: 'range' }],
    ['a quarter million dollars', { kind: 'money', low: 250_000, high: 250_000, bound: 'exact' }],
    ['142 thousand dollars', { kind: 'money', low: 142_000, high: 142_000 }],
    ['about 140k', { kind: 'money', low: 140_000, approximate: true }],
    ['six figures', { kind: 'money', low: 100_000, high: 999_999, bound: 'range' }],
    ['in his forties', { kind: 'age', low: 40, high: 49 }],
    ['mid-40s', { kind: 'age', low: 43, high: 46 }],
    ['a 44-year-old engineer', { kind: 'age', low: 44, high: 44 }],
    ['the high 500s', { kind: 'number', low: 560, high: 599 }],
    ['three months', { kind: 'duration', bound: 'exact' }],
    ['12%', { kind: 'percent', low: 12 }],
    ['stage 3', { kind: 'stage', low: 3 }],
  ])('reads "%s"', (text, expected) => {
    expect(only(text)).toMatchObject(expected);
  });

  it.each([
    ['2019-02-11', dayNumber(2019, 2, 11), dayNumber(2019, 2, 11)],
    ['Feb. 11, 2019', dayNumber(2019, 2, 11), dayNumber(2019, 2, 11)],
    ['11 February 2019', dayNumber(2019, 2, 11), dayNumber(2019, 2, 11)],
    ['February 2019', dayNumber(2019, 2, 1), dayNumber(2019, 2, 28)],
    ['early 2019', dayNumber(2019, 1, 1), dayNumber(2019, 4, 30)],
    ['Q3 2021', dayNumber(2021, 7, 1), dayNumber(2021, 9, 30)],
    ['in 2021', dayNumber(2021, 1, 1), dayNumber(2021, 12, 31)],
  ])('reads the date "%s"', (text, low, high) => {
    expect(only(text)).toMatchObject({ kind: 'date', low, high });
  });

  it('takes only an adjacent qualifier for dates ("after his 2019 arrest" is 2019)', () => {
    expect(only('after his 2019 arrest')).toMatchObject({ kind: 'date', low: dayNumber(2019, 1, 1), bound: 'range' });
    expect(only('after 2019')).toMatchObject({ kind: 'date', low: dayNumber(2020, 1, 1), bound: 'lower' });
  });

  it('ignores a lone "one" and stops at the quantity cap', () => {
    expect(scanQuantities('no one knows')).toEqual([]);
    expect(scanQuantities('1-'.repeat(100_000))).toHaveLength(MAX_QUANTITIES);
  });

  it('keeps every quantity span inside the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const quantity of scanQuantities(text)) {
          expect(quantity.start).toBeGreaterThanOrEqual(0);
          expect(quantity.end).toBeLessThanOrEqual(text.length);
          expect(quantity.start).toBeLessThan(quantity.end);
        }
      }),
    );
  });
});

describe('value comparison', () => {
  const money = fieldQuantity('$85,000', 'money') as Quantity;

  it('matches, approximates, contains or contradicts', () => {
    expect(compareQuantity(money, only('$85,000')).relation).toBe('match');
    expect(compareQuantity(money, only('roughly $85k')).relation).toBe('approximate');
    expect(compareQuantity(money, only('over $50,000'))).toMatchObject({ relation: 'range' });
    expect(compareQuantity(money, only('$90,000')).relation).toBe('conflict');
    expect(compareQuantity(money, only('six figures')).relation).toBe('conflict');
  });

  it('gives a tighter range a higher strength, always below an exact match', () => {
    const loose = compareQuantity(money, only('over $10,000')).strength;
    const tight = compareQuantity(money, only('over $80,000')).strength;
    expect(tight).toBeGreaterThan(loose);
    expect(tight).toBeLessThan(1);
  });

  it('does not let a bare small number contradict or match an amount', () => {
    expect(compareQuantity(money, only('10')).relation).toBe('unrelated');
  });

  it('only treats a whole value as a field quantity', () => {
    expect(fieldQuantity('settled for $250,000', undefined)).toBeUndefined();
    expect(fieldQuantity('44', 'age')).toMatchObject({ kind: 'age', low: 44 });
  });
});
