import { describe, expect, it } from 'vitest';
import { parseDateValue, scanDates } from './dates.js';

describe('dates', () => {
  it.each(['1995-01-25', 'January 25, 1995', 'Jan 25 1995', 'Jan. 25th, 1995', '25 Jan 1995', '25th of January 1995', '01/25/1995', '1/25/1995', '25.01.1995', '25-01-1995', '1995/01/25', '1/25/95'])(
    'reads %s as 1995-01-25',
    (written) => {
      const [match] = scanDates(`born ${written}.`);
      expect(match?.keys).toContain('1995-01-25');
      expect(`born ${written}.`.slice(match?.start, match?.end)).toBe(written);
    },
  );

  it('keeps both readings of an ambiguous date, the local convention first', () => {
    expect(scanDates('05/06/1995')[0]?.keys).toEqual(['1995-05-06', '1995-06-05']);
    expect(scanDates('05.06.1995')[0]?.keys).toEqual(['1995-06-05', '1995-05-06']);
  });

  it('rejects impossible dates and numbers that are not dates', () => {
    expect(scanDates('1995-02-30 and 13/13/1995 and 787-08-3753 and 1.2.3.4')).toEqual([]);
  });

  it('parses vault values', () => {
    expect(parseDateValue('January 25, 1995')).toBe('1995-01-25');
    expect(parseDateValue('1995-01-25T08:00:00Z')).toBe('1995-01-25');
    expect(parseDateValue('Colleen')).toBeNull();
    expect(parseDateValue('1995-01-25x')).toBeNull();
  });
});
