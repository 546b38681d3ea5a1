/**
 * The calendar tools against a real Radicale CalDAV server started by the test on 127.0.0.1:
 * seeded events are listed, searched and read over MCP, a created event with attendees is
 * stored on the server, and each world's collection is its own and is deleted on close.
 */
import { fetchCalendarObjects, getBasicAuthHeaders } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArenaSeedSchema, connectArenaMcp, createArenaWorld, findRadicale, fromIcs, startRadicale, type RunningRadicale } from '../src/arena/index.js';

const available = findRadicale() !== undefined;
if (!available) console.warn('radicale is not installed (apt-get install radicale); skipping the Radicale integration tests');

const seed = ArenaSeedSchema.parse({
  user: { name: 'John Doe', email: 'john.doe@gmail.com', handle: 'john.doe' },
  calendar: {
    events: [
      {
        uid: 'ev-1',
        title: 'Design review',
        description: 'Review onboarding screens; Priya starts chemo, so she is out',
        start: '2022-02-24T10:00:00Z',
        end: '2022-02-24T11:00:00Z',
        location: 'Room 4, 2nd floor',
        attendees: ['priya@acme.example'],
      },
      { uid: 'ev-2', title: 'Dentist', description: 'Check-up', start: '2022-03-02T08:30:00-05:00', end: '2022-03-02T09:00:00-05:00', location: 'Main St', attendees: [] },
    ],
  },
});

describe.skipIf(!available)('calendar tools on Radicale', () => {
  let radicale: RunningRadicale;
  beforeAll(async () => {
    radicale = await startRadicale();
  });
  afterAll(async () => {
    await radicale?.stop();
  });

  it('lists, searches, reads and creates events over MCP, stored as iCalendar on the server', async () => {
    const world = await createArenaWorld(seed, { calendar: { caldav: { serverUrl: radicale.url, collection: 'arena-test-a' } } });
    const session = await connectArenaMcp(world, { services: ['calendar'] });
    try {
      const listed = JSON.parse((await session.callTool('list_events', {})).text) as { events: { event_id: string }[] };
      expect(listed.events.map((event) => event.event_id).sort()).toEqual(['ev-1', 'ev-2']);
      const march = JSON.parse((await session.callTool('list_events', { start: '2022-03-01', end: '2022-03-31' })).text) as { events: { event_id: string }[] };
      expect(march.events.map((event) => event.event_id)).toEqual(['ev-2']);
      const search = JSON.parse((await session.callTool('search_events', { query: 'onboarding' })).text) as { events: { event_id: string }[] };
      expect(search.events.map((event) => event.event_id)).toEqual(['ev-1']);
      const read = JSON.parse((await session.callTool('read_event', { event_id: 'ev-1' })).text) as Record<string, unknown>;
      // Commas, semicolons and time zones survive the round trip through the server.
      expect(read).toMatchObject({
        title: 'Design review',
        description: 'Review onboarding screens; Priya starts chemo, so she is out',
        location: 'Room 4, 2nd floor',
        attendees: ['priya@acme.example'],
        start: '2022-02-24T10:00:00Z',
      });

      const created = await session.callTool('create_event', {
        title: 'Lunch with Mary',
        start: '2022-02-28T12:00:00Z',
        end: '2022-02-28T13:00:00Z',
        description: 'Catch up',
        attendees: ['mary.jones@example.org', 'Tom Baker'],
      });
      expect(created.isError).toBe(false);
      expect(world.committed).toEqual([
        expect.objectContaining({
          tool: 'create_event',
          recipients: ['mary.jones@example.org', 'Tom Baker'],
          fields: [
            { name: 'title', text: 'Lunch with Mary' },
            { name: 'description', text: 'Catch up' },
            { name: 'location', text: '' },
          ],
        }),
      ]);

      // Straight from the server, not through the arena: the event is a calendar object there.
      const headers = getBasicAuthHeaders({ username: 'arena', password: 'arena' });
      const objects = await fetchCalendarObjects({ calendar: { url: `${radicale.url}arena/arena-test-a/` }, headers });
      const events = objects.map((object) => fromIcs(String(object.data)));
      expect(events.map((event) => event?.title).sort()).toEqual(['Dentist', 'Design review', 'Lunch with Mary']);
      expect(events.find((event) => event?.title === 'Lunch with Mary')?.attendees).toEqual(['mary.jones@example.org', 'Tom Baker']);
    } finally {
      await session.close();
      await world.close();
    }
  });

  it('gives each world a fresh collection and deletes it on close', async () => {
    const one = await createArenaWorld(seed, { calendar: { caldav: { serverUrl: radicale.url } } });
    await one.call('create_event', { title: 'Secret interview at Globex', start: '2022-03-01T09:00:00Z', attendees: ['hr@globex.example'] });
    const two = await createArenaWorld(ArenaSeedSchema.parse({ user: seed.user }), { calendar: { caldav: { serverUrl: radicale.url } } });
    try {
      const listed = await two.call('list_events', {});
      expect(listed).toEqual({ ok: true, result: { events: [] } });
    } finally {
      await one.close();
      await two.close();
    }
    const headers = getBasicAuthHeaders({ username: 'arena', password: 'arena' });
    const left = await fetch(`${radicale.url}arena/`, { method: 'PROPFIND', headers: { ...headers, depth: '1' } });
    const listing = await left.text();
    // Only the principal itself is left: every world's collection (test-a's too) was deleted.
    expect(listing).toContain('<href>/arena/</href>');
    expect(listing).not.toMatch(/\/arena\/arena-/);
  });
});
