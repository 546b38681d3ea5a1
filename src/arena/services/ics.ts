/**
 * Minimal iCalendar (RFC 5545) for the CalDAV backend: one VEVENT per object, with text
 * escaping, line folding and unfolding. Only the properties the calendar tools use.
 */

/** An event as the calendar tools see it. */
export interface CalendarEvent {
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  /** ISO date-time as given (kept verbatim in X-LEAKSCOPE-START so nothing is lost to time zones). */
  readonly start: string;
  readonly end: string;
  readonly location: string;
  readonly attendees: readonly string[];
}

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));
}

/** Folds a content line at 75 octets (UTF-8), never splitting a character; continuation lines start with a space. */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** `2022-02-25T10:00:00-05:00` → `20220225T150000Z`; a value that does not parse → a fixed date. */
function icsDate(value: string): string {
  const time = Date.parse(value);
  const date = Number.isNaN(time) ? new Date(Date.UTC(2022, 0, 1)) : new Date(time);
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/**
 * One VCALENDAR with one VEVENT.
 *
 * @example toIcs({ uid: 'e1', title: 'Lunch', description: '', start: '2022-02-25T12:00:00Z', end: '', location: '', attendees: ['mary@example.com'] })
 */
export function toIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//leakscope//arena//EN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    'DTSTAMP:20220101T000000Z',
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end === '' ? event.start : event.end)}`,
    `X-LEAKSCOPE-START:${escapeText(event.start)}`,
    `X-LEAKSCOPE-END:${escapeText(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...event.attendees.map((attendee) =>
      attendee.includes('@') ? `ATTENDEE:mailto:${attendee}` : `ATTENDEE;CN=${escapeText(attendee).replace(/[:;]/g, ' ')}:urn:name:${encodeURIComponent(attendee)}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Parses the first VEVENT of an iCalendar text; undefined when there is none. */
export function fromIcs(text: string): CalendarEvent | undefined {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const lines = unfolded.split(/\r?\n/);
  const begin = lines.indexOf('BEGIN:VEVENT');
  if (begin < 0) return undefined;
  const values = new Map<string, string>();
  const attendees: string[] = [];
  for (const line of lines.slice(begin + 1)) {
    if (line === 'END:VEVENT') break;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const name = (head.split(';')[0] ?? '').toUpperCase();
    if (name === 'ATTENDEE') {
      if (value.toLowerCase().startsWith('mailto:')) attendees.push(value.slice(7));
      else if (value.startsWith('urn:name:')) attendees.push(decodeURIComponent(value.slice(9)));
      else attendees.push(value);
    } else if (!values.has(name)) {
      values.set(name, value);
    }
  }
  const get = (name: string): string => unescapeText(values.get(name) ?? '');
  return {
    uid: get('UID'),
    title: get('SUMMARY'),
    description: get('DESCRIPTION'),
    start: values.has('X-LEAKSCOPE-START') ? get('X-LEAKSCOPE-START') : get('DTSTART'),
    end: values.has('X-LEAKSCOPE-END') ? get('X-LEAKSCOPE-END') : get('DTEND'),
    location: get('LOCATION'),
    attendees,
  };
}
