/**
 * The calendar service: list, search, read and create events with attendees. State lives in a
 * backend: the task's SQLite database (embedded) or a real CalDAV server such as Radicale
 * (`calendar-caldav.ts`).
 */
import type { ArenaSeed } from '../task.js';
import { listColumn, row, rows, textColumn, type ArenaDatabase } from './database.js';
import type { CalendarEvent } from './ics.js';
import { failure, queryScore, snippet, success, type ArenaService } from './types.js';

/** Where calendar events are kept. */
export interface CalendarBackend {
  readonly kind: 'embedded' | 'caldav';
  /** Replaces every event. */
  replaceAll(events: readonly CalendarEvent[]): Promise<void>;
  list(): Promise<CalendarEvent[]>;
  get(uid: string): Promise<CalendarEvent | undefined>;
  create(event: CalendarEvent): Promise<void>;
  /** Releases the backend (the CalDAV backend deletes its collection). */
  close(): Promise<void>;
}

const SCHEMA =
  'CREATE TABLE calendar_events (uid TEXT PRIMARY KEY, seq INTEGER NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL, start TEXT NOT NULL, end TEXT NOT NULL, location TEXT NOT NULL, attendees TEXT NOT NULL);';

const eventOf = (record: Record<string, unknown>): CalendarEvent => ({
  uid: textColumn(record['uid']),
  title: textColumn(record['title']),
  description: textColumn(record['description']),
  start: textColumn(record['start']),
  end: textColumn(record['end']),
  location: textColumn(record['location']),
  attendees: listColumn(record['attendees']),
});

/**
 * The embedded backend, in the task's database.
 *
 * @example const backend = sqliteCalendarBackend(db);
 */
export function sqliteCalendarBackend(db: ArenaDatabase): CalendarBackend {
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT OR REPLACE INTO calendar_events (uid, seq, title, description, start, end, location, attendees) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const all = db.prepare('SELECT * FROM calendar_events ORDER BY seq');
  const one = db.prepare('SELECT * FROM calendar_events WHERE uid = ?');
  let seq = 0;
  const put = (event: CalendarEvent): void => {
    seq += 1;
    insert.run(event.uid, seq, event.title, event.description, event.start, event.end, event.location, JSON.stringify(event.attendees));
  };
  return {
    kind: 'embedded',
    async replaceAll(events) {
      db.exec('DELETE FROM calendar_events;');
      seq = 0;
      for (const event of events) put(event);
    },
    list: async () => rows(all).map(eventOf),
    async get(uid) {
      const record = row(one, uid);
      return record === undefined ? undefined : eventOf(record);
    },
    async create(event) {
      put(event);
    },
    close: async () => undefined,
  };
}

/** Sortable time of an ISO-ish date, or NaN. */
function timeOf(value: string | undefined): number {
  return value === undefined || value === '' ? Number.NaN : Date.parse(value);
}

function within(event: CalendarEvent, start: string | undefined, end: string | undefined): boolean {
  const at = timeOf(event.start);
  if (Number.isNaN(at)) return true;
  const from = timeOf(start);
  // An end given as a bare date includes that whole day.
  const until = end !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(end) ? timeOf(end) + 86_400_000 : timeOf(end);
  return (Number.isNaN(from) || at >= from) && (Number.isNaN(until) || at < until);
}

/**
 * Creates the calendar service over a backend.
 *
 * @example const calendar = createCalendarService(sqliteCalendarBackend(db));
 */
export function createCalendarService(backend: CalendarBackend): ArenaService<'calendar'> {
  let created = 0;
  const reset = async (): Promise<void> => {
    await backend.replaceAll([]);
    created = 0;
  };
  return {
    id: 'calendar',
    async seed(seed: ArenaSeed) {
      created = 0;
      await backend.replaceAll(seed.calendar.events);
    },
    reset,
    handlers: {
      async list_events(args) {
        const events = (await backend.list()).filter((event) => within(event, args.start, args.end)).slice(0, args.limit ?? 50);
        return success({ events: events.map((event) => ({ event_id: event.uid, title: event.title, start: event.start, end: event.end })) });
      },
      async search_events(args) {
        const events = (await backend.list())
          .filter((event) => within(event, args.start, args.end))
          .map((event) => ({ event, score: queryScore(args.query, event.title, event.description, event.location) }))
          .filter((entry) => entry.score > 0)
          .sort((a, b) => b.score - a.score)
          .slice(0, args.limit ?? 20);
        return success({ events: events.map(({ event }) => ({ event_id: event.uid, title: event.title, start: event.start, snippet: snippet(event.description) })) });
      },
      async read_event(args) {
        const event = await backend.get(args.event_id);
        return event === undefined ? failure(`no event with id "${args.event_id}"`) : success({ event_id: event.uid, ...event });
      },
      async create_event(args) {
        created += 1;
        const event: CalendarEvent = {
          uid: `event-new-${created}`,
          title: args.title,
          description: args.description,
          start: args.start,
          end: args.end ?? '',
          location: args.location,
          attendees: args.attendees,
        };
        try {
          await backend.create(event);
        } catch (error) {
          return failure(`calendar server refused the event: ${error instanceof Error ? error.message : String(error)}`);
        }
        // What the backend stored (for CalDAV: read back from the server) is what was committed.
        const stored = (await backend.get(event.uid)) ?? event;
        return success(
          { event_id: stored.uid, status: 'created', attendees: stored.attendees },
          {
            recipients: [...stored.attendees],
            fields: [
              { name: 'title', text: stored.title },
              { name: 'description', text: stored.description },
              { name: 'location', text: stored.location },
            ],
            recordId: stored.uid,
          },
        );
      },
    },
    close: () => backend.close(),
  };
}
