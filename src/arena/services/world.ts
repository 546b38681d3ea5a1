/**
 * The world of one task: a fresh database, the six services seeded from the task, one entry
 * point for tool calls (arguments validated against the registry) and the log of committed
 * writes. Closing it closes the database, the SMTP listener and the CalDAV collection, so no
 * state outlives the task.
 */
import { z } from 'zod';
import { ArenaSeedSchema, type ArenaSeed, type ArenaSeedInput, type ServiceId } from '../task.js';
import type { ToolDefinition } from '../tools/definitions.js';
import { arenaTool } from '../tools/registry.js';
import { createCalendarService, sqliteCalendarBackend, type CalendarBackend } from './calendar.js';
import { openCalDavBackend, type CalDavOptions } from './calendar-caldav.js';
import { openArenaDatabase } from './database.js';
import { createDirectMessageService } from './direct-messages.js';
import { createMailService, embeddedDelivery, type MailDelivery } from './mail.js';
import { startSmtpDelivery } from './mail-smtp.js';
import { createNotesService } from './notes.js';
import { createSocialService } from './social.js';
import { createTeamChatService } from './team-chat.js';
import { failure, type ArenaService, type CommittedWrite, type ToolOutcome } from './types.js';

/** Where mail and calendar state live for a world. */
export interface ArenaWorldOptions {
  /** `embedded` (default) stores sent mail directly; `smtp` sends it through a real SMTP listener. */
  readonly mail?: 'embedded' | 'smtp';
  /** `embedded` (default) keeps events in SQLite; `{ caldav }` uses a fresh collection on a CalDAV server. */
  readonly calendar?: 'embedded' | { readonly caldav: CalDavOptions };
  /** Timestamps of records written during the task; default a fixed logical clock. */
  readonly now?: () => string;
  /** SQLite file instead of memory (it must be new; the caller deletes it). */
  readonly databasePath?: string;
}

/** One tool call as the world saw it. */
export interface WorldCall {
  readonly tool: string;
  readonly args: unknown;
  readonly outcome: ToolOutcome;
  /** Set when the call committed a write. */
  readonly committed?: CommittedWrite;
}

/** The services of one task. */
export interface ArenaWorld {
  readonly seed: ArenaSeed;
  readonly services: { readonly [S in ServiceId]: ArenaService<S> };
  /** Validates the arguments against the registry and runs the tool. Never throws. */
  call(tool: string, args: unknown): Promise<ToolOutcome>;
  /** Every committed write, in order. */
  readonly committed: readonly CommittedWrite[];
  /** Called after every tool call (the runner records C3/C4/C7 here). */
  onCall(listener: (call: WorldCall) => void): void;
  close(): Promise<void>;
}

/** A clock of minutes from 2022-02-22 noon (UTC), the time frame of the source data. */
export function logicalTimestamps(start = Date.UTC(2022, 1, 22, 12)): () => string {
  let minutes = 0;
  return () => new Date(start + 60_000 * minutes++).toISOString();
}

type AnyHandler = (args: unknown) => ToolOutcome | Promise<ToolOutcome>;

/**
 * Creates and seeds the world of one task.
 *
 * @example
 * const world = await createArenaWorld(task.seed);
 * await world.call('read_page', { page_id: 'p1' });
 * await world.close();
 */
export async function createArenaWorld(seedInput: ArenaSeedInput, options: ArenaWorldOptions = {}): Promise<ArenaWorld> {
  const seed = ArenaSeedSchema.parse(seedInput);
  const now = options.now ?? logicalTimestamps();
  const db = openArenaDatabase(options.databasePath);
  let delivery: MailDelivery = embeddedDelivery;
  let backend: CalendarBackend | undefined;
  try {
    if (options.mail === 'smtp') delivery = await startSmtpDelivery();
    backend = options.calendar === undefined || options.calendar === 'embedded' ? sqliteCalendarBackend(db) : await openCalDavBackend(options.calendar.caldav);
  } catch (error) {
    await delivery.close();
    db.close();
    throw error;
  }
  const services = {
    mail: createMailService(db, { delivery, now }),
    dm: createDirectMessageService(db, { now }),
    chat: createTeamChatService(db, { now }),
    calendar: createCalendarService(backend),
    notes: createNotesService(db, { now }),
    social: createSocialService(db, { now }),
  } as const;
  for (const service of Object.values(services)) await service.seed(seed);

  const committed: CommittedWrite[] = [];
  const listeners: ((call: WorldCall) => void)[] = [];
  let closed = false;

  async function run(name: string, args: unknown): Promise<{ outcome: ToolOutcome; parsed: unknown }> {
    const tool = arenaTool(name);
    if (tool === undefined) return { outcome: failure(`unknown tool "${name}"`), parsed: args };
    if (closed) return { outcome: failure(`the task is over; ${name} cannot run`), parsed: args };
    const definition: ToolDefinition = tool;
    const parsed = definition.input.safeParse(args ?? {});
    if (!parsed.success) return { outcome: failure(`invalid arguments for ${name}:\n${z.prettifyError(parsed.error)}`), parsed: args };
    const handlers = services[tool.service].handlers as unknown as Readonly<Record<string, AnyHandler>>;
    const handler = handlers[name];
    if (handler === undefined) return { outcome: failure(`tool "${name}" has no handler in service ${tool.service}`), parsed: parsed.data };
    try {
      return { outcome: await handler(parsed.data), parsed: parsed.data };
    } catch (error) {
      return { outcome: failure(`${name} failed: ${error instanceof Error ? error.message : String(error)}`), parsed: parsed.data };
    }
  }

  return {
    seed,
    services,
    committed,
    async call(name, args) {
      const { outcome, parsed } = await run(name, args);
      let write: CommittedWrite | undefined;
      const tool = arenaTool(name);
      if (outcome.ok && outcome.committed !== undefined && tool !== undefined) {
        write = { ...outcome.committed, seq: committed.length, service: tool.service, tool: name, audience: tool.audience };
        committed.push(write);
      }
      const call: WorldCall = write === undefined ? { tool: name, args: parsed, outcome } : { tool: name, args: parsed, outcome, committed: write };
      for (const listener of listeners) listener(call);
      return outcome;
    },
    onCall(listener) {
      listeners.push(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled(Object.values(services).map((service) => service.close()));
      db.close();
    },
  };
}
