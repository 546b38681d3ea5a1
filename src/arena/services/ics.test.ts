import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromIcs, toIcs, type CalendarEvent } from './ics.js';

describe('iCalendar round trip', () => {
  it('keeps every field of an event, whatever its text (commas, semicolons, newlines, long lines, non-ASCII)', () => {
    const text = fc.string({ maxLength: 200 }).map((value) => value.replace(/\r/g, ''));
    const event = fc.record({
      uid: fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/),
      title: text,
      description: text,
      start: fc.constantFrom('2022-02-24T10:00:00Z', '2022-03-02T08:30:00-05:00', ''),
      end: fc.constantFrom('2022-02-24T11:00:00Z', ''),
      location: text,
      attendees: fc.array(fc.constantFrom('mary@example.org', 'Tom Baker', 'Zoë Ñandú'), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(event, (value: CalendarEvent) => {
        expect(fromIcs(toIcs(value))).toEqual(value);
      }),
    );
  });

  it('folds lines at 75 octets', () => {
    const ics = toIcs({ uid: 'e1', title: 'x'.repeat(200), description: 'é'.repeat(100), start: '', end: '', location: '', attendees: [] });
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
  });
});
