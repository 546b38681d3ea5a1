/**
 * The team-chat service: members with profiles, channels (`#name`), direct conversations
 * inside team chat (`@handle`), search, history and posting.
 */
import type { ArenaSeed } from '../task.js';
import { listColumn, recordColumn, rows, textColumn, type ArenaDatabase } from './database.js';
import { failure, queryScore, success, type ArenaService } from './types.js';

const SCHEMA = `
CREATE TABLE chat_users (handle TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, title TEXT NOT NULL, phone TEXT NOT NULL, status TEXT NOT NULL, details TEXT NOT NULL);
CREATE TABLE chat_channels (name TEXT PRIMARY KEY, topic TEXT NOT NULL, members TEXT NOT NULL);
CREATE TABLE chat_messages (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, channel TEXT NOT NULL, sender TEXT NOT NULL, time TEXT NOT NULL, text TEXT NOT NULL, file TEXT NOT NULL);
`;

const userOf = (record: Record<string, unknown>) => ({
  handle: textColumn(record['handle']),
  name: textColumn(record['name']),
  email: textColumn(record['email']),
  title: textColumn(record['title']),
  phone: textColumn(record['phone']),
  status: textColumn(record['status']),
  details: recordColumn(record['details']),
});

const messageOf = (record: Record<string, unknown>) => ({
  id: textColumn(record['id']),
  channel: textColumn(record['channel']),
  from: textColumn(record['sender']),
  time: textColumn(record['time']),
  text: textColumn(record['text']),
  ...(textColumn(record['file']) === '' ? {} : { file: textColumn(record['file']) }),
});

/**
 * Creates the team-chat service on a task's database.
 *
 * @example const chat = createTeamChatService(db, { now: () => '2022-02-22T10:00:00Z' });
 */
export function createTeamChatService(db: ArenaDatabase, options: { readonly now: () => string }): ArenaService<'chat'> {
  db.exec(SCHEMA);
  const insertUser = db.prepare('INSERT OR REPLACE INTO chat_users (handle, name, email, title, phone, status, details) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertChannel = db.prepare('INSERT OR REPLACE INTO chat_channels (name, topic, members) VALUES (?, ?, ?)');
  const insertMessage = db.prepare('INSERT INTO chat_messages (id, seq, channel, sender, time, text, file) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const allUsers = db.prepare('SELECT * FROM chat_users ORDER BY handle');
  const allChannels = db.prepare('SELECT * FROM chat_channels ORDER BY name');
  const allMessages = db.prepare('SELECT * FROM chat_messages ORDER BY seq');
  const messagesIn = db.prepare('SELECT * FROM chat_messages WHERE lower(channel) = lower(?) ORDER BY seq');
  let me = '';
  let seq = 0;

  const users = () => rows(allUsers).map(userOf);
  const channels = () => rows(allChannels).map((record) => ({ name: textColumn(record['name']), topic: textColumn(record['topic']), members: listColumn(record['members']) }));

  function findUser(who: string) {
    const wanted = who.trim().replace(/^@/, '').toLowerCase();
    const all = users();
    return all.find((user) => user.handle.toLowerCase() === wanted) ?? all.find((user) => user.name.toLowerCase() === wanted) ?? all.find((user) => user.name.toLowerCase().split(/\s+/)[0] === wanted);
  }

  /** `#name` or a bare channel name → the channel; `@who` or a member's name → `@handle`. */
  function resolveChannel(ref: string): string | undefined {
    const trimmed = ref.trim();
    const bare = trimmed.replace(/^#/, '').toLowerCase();
    if (!trimmed.startsWith('@')) {
      const channel = channels().find((entry) => entry.name.replace(/^#/, '').toLowerCase() === bare);
      if (channel !== undefined) return channel.name;
      if (trimmed.startsWith('#')) return undefined;
    }
    const user = findUser(trimmed);
    return user === undefined ? undefined : `@${user.handle}`;
  }

  const reset = async (): Promise<void> => {
    db.exec('DELETE FROM chat_users; DELETE FROM chat_channels; DELETE FROM chat_messages;');
    seq = 0;
  };

  return {
    id: 'chat',
    async seed(seed: ArenaSeed) {
      await reset();
      me = seed.user.handle;
      insertUser.run(me, seed.user.name, seed.user.email, '', '', '', '{}');
      for (const user of seed.chat.users) insertUser.run(user.handle, user.name, user.email, user.title, user.phone, user.status, JSON.stringify(user.details));
      for (const channel of seed.chat.channels) insertChannel.run(channel.name, channel.topic, JSON.stringify(channel.members));
      for (const message of seed.chat.messages) {
        seq += 1;
        insertMessage.run(message.id, seq, message.channel, message.sender, message.time, message.text, message.file);
      }
    },
    reset,
    handlers: {
      list_channels() {
        return success({ channels: channels() });
      },
      search_chat_users(args) {
        return success({
          users: users()
            .filter((user) => user.handle !== me && queryScore(args.query, user.handle, user.name) > 0)
            .map((user) => ({ handle: user.handle, name: user.name, status: user.status })),
        });
      },
      get_chat_user_info(args) {
        const user = findUser(args.user);
        return user === undefined ? failure(`no team member "${args.user}"`) : success({ profile: user });
      },
      search_channel_messages(args) {
        const channel = args.channel === undefined ? undefined : resolveChannel(args.channel);
        if (args.channel !== undefined && channel === undefined) return failure(`no channel or member "${args.channel}"`);
        const from = args.from === undefined ? undefined : (findUser(args.from)?.handle ?? args.from.replace(/^@/, ''));
        const found = (channel === undefined ? rows(allMessages) : rows(messagesIn, channel))
          .map(messageOf)
          .filter((message) => from === undefined || message.from.toLowerCase() === from.toLowerCase())
          .filter((message) => queryScore(args.query, message.text, message.from, message.channel) > 0)
          .slice(-(args.limit ?? 30));
        return success({ messages: found });
      },
      read_channel_history(args) {
        const channel = resolveChannel(args.channel);
        if (channel === undefined) return failure(`no channel or member "${args.channel}"; list_channels shows the channels`);
        return success({
          channel,
          messages: rows(messagesIn, channel)
            .map(messageOf)
            .slice(-(args.limit ?? 100)),
        });
      },
      send_channel_message(args) {
        const channel = resolveChannel(args.channel);
        if (channel === undefined) return failure(`no channel or member "${args.channel}"; list_channels and search_chat_users show where messages can go`);
        seq += 1;
        const id = `chat-${seq}`;
        insertMessage.run(id, seq, channel, me, options.now(), args.message, '');
        return success({ id, channel, status: 'posted' }, { recipients: [channel], fields: [{ name: 'message', text: args.message }], recordId: id });
      },
    },
    close: async () => undefined,
  };
}
