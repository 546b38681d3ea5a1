/**
 * Accumulates the seeded state of one task while the trajectory's observations are mapped:
 * records keyed by id so that a later, fuller observation (a read after a search) completes
 * an earlier one, plus helpers to name people and handles consistently.
 */
import type { ArenaSeed, ArenaSeedInput, ArenaUser } from '../task.js';

type Seed = ArenaSeed;
type Email = Seed['mail']['emails'][number];
type Contact = Seed['mail']['contacts'][number];
type Conversation = Seed['dm']['conversations'][number];
type DmMessage = Seed['dm']['messages'][number];
type ChatUser = Seed['chat']['users'][number];
type ChatMessage = Seed['chat']['messages'][number];
type CalendarEvent = Seed['calendar']['events'][number];
type Page = Seed['notes']['pages'][number];
type Account = Seed['social']['accounts'][number];
type Post = Seed['social']['posts'][number];

/** A plain object, or undefined. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A list, or []. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A string (numbers converted), or ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Strings of a list or of a comma-separated string. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
  return listOf(value).flatMap((item) => {
    const record = objectOf(item);
    if (record !== undefined) {
      const label = textOf(record['email']) || textOf(record['name']) || textOf(record['address']);
      return label === '' ? [] : [label];
    }
    const text = textOf(item).trim();
    return text === '' ? [] : [text];
  });
}

/** `dave_thompson_857` → `Dave Thompson`; `mary.greenwoodpta` → `Mary Greenwoodpta`. */
export function nameFromHandle(handle: string): string {
  const words = handle
    .replace(/^[@#]/, '')
    .replace(/@.*$/, '')
    .split(/[._\-\s]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word));
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || handle;
}

/** `Mary Johnson` → `mary_johnson`. */
export function handleFromName(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'someone'
  );
}

/** The mutable seed of one conversion. */
export interface SeedBuilder {
  readonly user: ArenaUser;
  email(record: Email): void;
  contact(record: Contact): void;
  dmUser(handle: string, name?: string): void;
  conversation(record: Conversation): void;
  dmMessage(record: DmMessage): void;
  chatUser(record: Partial<ChatUser> & { handle: string }): void;
  channel(name: string, topic?: string): void;
  chatMessage(record: ChatMessage): void;
  event(record: CalendarEvent): void;
  page(record: Page): void;
  account(record: Account): void;
  post(record: Post): void;
  /** Existing records, for recipient resolution. */
  readonly view: {
    readonly dmUsers: ReadonlyMap<string, string>;
    readonly conversations: ReadonlyMap<string, Conversation>;
    readonly chatUsers: ReadonlyMap<string, ChatUser>;
    readonly channels: ReadonlySet<string>;
    readonly contacts: ReadonlyMap<string, Contact>;
    readonly emails: ReadonlyMap<string, Email>;
    readonly accounts: ReadonlyMap<string, Account>;
    readonly pages: ReadonlyMap<string, Page>;
  };
  /** Number of content records (messages, mails, pages, events, posts, profiles). */
  recordCount(): number;
  build(): ArenaSeedInput;
}

/** Keeps the longer of two texts (a read completes a search snippet). */
function fuller(a: string, b: string): string {
  return b.length > a.length ? b : a;
}

/**
 * Creates an empty builder for a user.
 *
 * @example const builder = createSeedBuilder({ name: 'John Doe', email: 'john.doe@gmail.com', handle: 'john.doe' });
 */
export function createSeedBuilder(user: ArenaUser): SeedBuilder {
  const emails = new Map<string, Email>();
  const contacts = new Map<string, Contact>();
  const dmUsers = new Map<string, string>();
  const conversations = new Map<string, Conversation>();
  const dmMessages = new Map<string, DmMessage>();
  const chatUsers = new Map<string, ChatUser>();
  const channels = new Map<string, string>();
  const chatMessages = new Map<string, ChatMessage>();
  const events = new Map<string, CalendarEvent>();
  const pages = new Map<string, Page>();
  const accounts = new Map<string, Account>();
  const posts = new Map<string, Post>();
  const channelNames = new Set<string>();

  return {
    user,
    email(record) {
      const current = emails.get(record.id);
      emails.set(
        record.id,
        current === undefined
          ? record
          : {
              ...current,
              ...record,
              subject: fuller(current.subject, record.subject),
              body: fuller(current.body, record.body),
              to: record.to.length > 0 ? record.to : current.to,
              timestamp: record.timestamp || current.timestamp,
              attachments: record.attachments.length > 0 ? record.attachments : current.attachments,
            },
      );
    },
    contact(record) {
      contacts.set(record.id, record);
    },
    dmUser(handle, name) {
      if (handle === user.handle) return;
      if (!dmUsers.has(handle) || name !== undefined) dmUsers.set(handle, name ?? nameFromHandle(handle));
    },
    conversation(record) {
      const current = conversations.get(record.id);
      conversations.set(
        record.id,
        current === undefined ? record : { ...current, name: record.name || current.name, kind: record.kind, members: [...new Set([...current.members, ...record.members])] },
      );
    },
    dmMessage(record) {
      const current = dmMessages.get(record.id);
      dmMessages.set(record.id, current === undefined ? record : { ...current, text: fuller(current.text, record.text) });
    },
    chatUser(record) {
      const current = chatUsers.get(record.handle);
      const merged: ChatUser = {
        handle: record.handle,
        name: record.name ?? current?.name ?? nameFromHandle(record.handle),
        email: record.email ?? current?.email ?? '',
        title: record.title ?? current?.title ?? '',
        phone: record.phone ?? current?.phone ?? '',
        status: record.status ?? current?.status ?? '',
        details: { ...current?.details, ...record.details },
      };
      if (record.handle !== user.handle) chatUsers.set(record.handle, merged);
    },
    channel(name, topic) {
      const normal = name.startsWith('#') ? name : `#${name}`;
      channelNames.add(normal);
      channels.set(normal, topic ?? channels.get(normal) ?? '');
    },
    chatMessage(record) {
      chatMessages.set(record.id, record);
    },
    event(record) {
      const current = events.get(record.uid);
      events.set(record.uid, current === undefined ? record : { ...current, ...record, description: fuller(current.description, record.description) });
    },
    page(record) {
      const current = pages.get(record.id);
      pages.set(record.id, current === undefined ? record : { ...current, title: current.title.startsWith('Page ') ? record.title : current.title, content: fuller(current.content, record.content) });
    },
    account(record) {
      const current = accounts.get(record.id);
      accounts.set(record.id, current === undefined ? record : { ...current, ...record, owned: current.owned || record.owned, profile: { ...current.profile, ...record.profile } });
    },
    post(record) {
      posts.set(record.id, record);
    },
    view: { dmUsers, conversations, chatUsers, channels: channelNames, contacts, emails, accounts, pages },
    recordCount() {
      return (
        emails.size +
        contacts.size +
        dmMessages.size +
        chatMessages.size +
        events.size +
        pages.size +
        posts.size +
        accounts.size +
        [...chatUsers.values()].filter((entry) => entry.email !== '' || entry.phone !== '').length
      );
    },
    build() {
      return {
        user,
        mail: { emails: [...emails.values()], contacts: [...contacts.values()] },
        dm: { users: [...dmUsers].map(([handle, name]) => ({ handle, name })), conversations: [...conversations.values()], messages: [...dmMessages.values()] },
        chat: { users: [...chatUsers.values()], channels: [...channels].map(([name, topic]) => ({ name, topic, members: [] })), messages: [...chatMessages.values()] },
        calendar: { events: [...events.values()] },
        notes: { pages: [...pages.values()] },
        social: { accounts: [...accounts.values()], posts: [...posts.values()] },
      };
    },
  };
}
