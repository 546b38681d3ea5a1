/**
 * The CalDAV calendar backend (tsdav), for a real server such as Radicale: each backend makes
 * its own fresh calendar collection (one per task), creates, lists and reads events there as
 * iCalendar objects, and deletes the whole collection on close.
 */
import { randomUUID } from 'node:crypto';
import { createCalendarObject, deleteObject, fetchCalendarObjects, getBasicAuthHeaders, makeCalendar, type DAVCalendar } from 'tsdav';
import { LeakscopeError } from '../../contracts/index.js';
import type { CalendarBackend } from './calendar.js';
import { fromIcs, toIcs, type CalendarEvent } from './ics.js';

/** Where the CalDAV server is. */
export interface CalDavOptions {
  /** Server root, e.g. `http://127.0.0.1:5232/`. */
  readonly serverUrl: string;
  /** The CalDAV user owning the task collections (Radicale with `auth type = none` accepts any). */
  readonly username?: string;
  readonly password?: string;
  /** Collection name; default `arena-<uuid>` so that no two tasks share one. */
  readonly collection?: string;
}

function fileName(uid: string): string {
  return `${encodeURIComponent(uid).replace(/%/g, '_')}.ics`;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new LeakscopeError('input-unreadable', `CalDAV ${what} failed: HTTP ${response.status} ${response.statusText}`, { status: response.status });
}

/**
 * Opens a CalDAV backend with a fresh, empty collection.
 *
 * @example const backend = await openCalDavBackend({ serverUrl: 'http://127.0.0.1:5232/' });
 * @throws LeakscopeError `input-unreadable` when the server refuses to create the collection.
 */
export async function openCalDavBackend(options: CalDavOptions): Promise<CalendarBackend> {
  const username = options.username ?? 'arena';
  const headers = getBasicAuthHeaders({ username, password: options.password ?? 'arena' });
  const root = options.serverUrl.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`;
  const collectionUrl = `${root}${encodeURIComponent(username)}/${options.collection ?? `arena-${randomUUID()}`}/`;
  const calendar: DAVCalendar = { url: collectionUrl };

  const made = await makeCalendar({ url: collectionUrl, props: { displayname: 'leakscope arena' }, headers });
  const status = made[0]?.status ?? 0;
  if (status < 200 || status >= 300) throw new LeakscopeError('input-unreadable', `CalDAV server at ${root} refused to create a calendar (HTTP ${status})`, { status });

  const objects = async () => fetchCalendarObjects({ calendar, headers });
  const parsed = async (): Promise<CalendarEvent[]> =>
    (await objects()).flatMap((object) => {
      const event = typeof object.data === 'string' ? fromIcs(object.data) : undefined;
      return event === undefined ? [] : [event];
    });
  const put = async (event: CalendarEvent): Promise<void> => {
    await expectOk(await createCalendarObject({ calendar, filename: fileName(event.uid), iCalString: toIcs(event), headers }), `PUT ${event.uid}`);
  };

  let closed = false;
  return {
    kind: 'caldav',
    async replaceAll(events) {
      for (const object of await objects()) await expectOk(await deleteObject({ url: object.url, headers, ...(object.etag === undefined ? {} : { etag: object.etag }) }), 'DELETE');
      for (const event of events) await put(event);
    },
    list: parsed,
    async get(uid) {
      return (await parsed()).find((event) => event.uid === uid);
    },
    create: put,
    async close() {
      if (closed) return;
      closed = true;
      await deleteObject({ url: collectionUrl, headers }).catch(() => undefined);
    },
  };
}
