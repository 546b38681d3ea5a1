/**
 * The direct-message service: people, direct and group conversations, search, read, and the
 * two writes (to one person, to a group). A direct conversation is opened on first send.
 */
import type { ArenaSeed } from '../task.js';
import { listColumn, row, rows, textColumn, type ArenaDatabase } from './database.js';
import { failure, queryScore, snippet, success, type ArenaService } from './types.js';

const SCHEMA = `
CREATE TABLE dm_users (handle TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE dm_conversations (id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, members TEXT NOT NULL);
CREATE TABLE dm_messages (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, conversation TEXT NOT NULL, sender TEXT NOT NULL, time TEXT NOT NULL, text TEXT NOT NULL);
`;

interface Conversation {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly members: string[];
}

const conversationOf = (record: Record<string, unknown>): Conversation => ({
  id: textColumn(record['id']),
  name: textColumn(record['name']),
  kind: textColumn(record['kind']),
  members: listColumn(record['members']),
});

const messageOf = (record: Record<string, unknown>) => ({
  id: textColumn(record['id']),
  conversation: textColumn(record['conversation']),
  sender: textColumn(record['sender']),
  time: textColumn(record['time']),
  text: textColumn(record['text']),
});

const norm = (value: string): string => value.trim().replace(/^@/, '').toLowerCase();

/**
 * Creates the direct-message service on a task's database.
 *
 * @example const dm = createDirectMessageService(db, { now: () => '2022-02-22T10:00:00Z' });
 */
export function createDirectMessageService(db: ArenaDatabase, options: { readonly now: () => string }): ArenaService<'dm'> {
  db.exec(SCHEMA);
  const insertUser = db.prepare('INSERT OR REPLACE INTO dm_users (handle, name) VALUES (?, ?)');
  const insertConversation = db.prepare('INSERT OR REPLACE INTO dm_conversations (id, name, kind, members) VALUES (?, ?, ?, ?)');
  const insertMessage = db.prepare('INSERT INTO dm_messages (id, seq, conversation, sender, time, text) VALUES (?, ?, ?, ?, ?, ?)');
  const allUsers = db.prepare('SELECT * FROM dm_users ORDER BY handle');
  const allConversations = db.prepare('SELECT * FROM dm_conversations ORDER BY id');
  const messagesIn = db.prepare('SELECT * FROM dm_messages WHERE conversation = ? ORDER BY seq');
  const allMessages = db.prepare('SELECT * FROM dm_messages ORDER BY seq');
  const lastIn = db.prepare('SELECT * FROM dm_messages WHERE conversation = ? ORDER BY seq DESC LIMIT 1');
  let me = '';
  let seq = 0;

  const users = () => rows(allUsers).map((record) => ({ handle: textColumn(record['handle']), name: textColumn(record['name']) }));
  const conversations = () => rows(allConversations).map(conversationOf);

  /** A user by handle or (first) name. */
  function findUser(who: string): { handle: string; name: string } | undefined {
    const wanted = norm(who);
    const all = users();
    return all.find((user) => user.handle.toLowerCase() === wanted) ?? all.find((user) => user.name.toLowerCase() === wanted) ?? all.find((user) => user.name.toLowerCase().split(/\s+/)[0] === wanted);
  }

  /** A conversation by id, group name, or the handle/name of the other person of a direct one (groups first when asked). */
  function findConversation(ref: string, prefer?: 'group'): Conversation | undefined {
    const wanted = norm(ref);
    const all = conversations().sort((a, b) => (prefer === undefined ? 0 : Number(b.kind === prefer) - Number(a.kind === prefer)));
    const direct = all.find((entry) => entry.id.toLowerCase() === wanted || entry.name.toLowerCase() === wanted);
    if (direct !== undefined) return direct;
    const user = findUser(ref);
    return user === undefined ? undefined : all.find((entry) => entry.kind === 'direct' && entry.members.includes(user.handle));
  }

  function post(conversation: Conversation, text: string): string {
    seq += 1;
    const id = `dm-${seq}`;
    insertMessage.run(id, seq, conversation.id, me, options.now(), text);
    return id;
  }

  const reset = async (): Promise<void> => {
    db.exec('DELETE FROM dm_users; DELETE FROM dm_conversations; DELETE FROM dm_messages;');
    seq = 0;
  };

  return {
    id: 'dm',
    async seed(seed: ArenaSeed) {
      await reset();
      me = seed.user.handle;
      insertUser.run(me, seed.user.name);
      for (const user of seed.dm.users) insertUser.run(user.handle, user.name);
      for (const conversation of seed.dm.conversations) insertConversation.run(conversation.id, conversation.name, conversation.kind, JSON.stringify(conversation.members));
      for (const message of seed.dm.messages) {
        seq += 1;
        insertMessage.run(message.id, seq, message.conversation, message.sender, message.time, message.text);
      }
    },
    reset,
    handlers: {
      list_dm_users(args) {
        return success({ users: users().filter((user) => user.handle !== me && queryScore(args.query, user.handle, user.name) > 0) });
      },
      list_conversations() {
        return success({
          conversations: conversations().map((entry) => {
            const last = row(lastIn, entry.id);
            return { ...entry, preview: last === undefined ? '' : snippet(`${textColumn(last['sender'])}: ${textColumn(last['text'])}`) };
          }),
        });
      },
      search_direct_messages(args) {
        const scope = args.conversation === undefined ? undefined : findConversation(args.conversation);
        if (args.conversation !== undefined && scope === undefined) return failure(`no conversation "${args.conversation}"`);
        const found = (scope === undefined ? rows(allMessages) : rows(messagesIn, scope.id))
          .map(messageOf)
          .filter((message) => queryScore(args.query, message.text, message.sender) > 0)
          .slice(-(args.limit ?? 30));
        return success({ messages: found });
      },
      read_conversation(args) {
        const conversation = findConversation(args.conversation);
        if (conversation === undefined) return failure(`no conversation "${args.conversation}"`);
        return success({
          conversation,
          messages: rows(messagesIn, conversation.id)
            .map(messageOf)
            .slice(-(args.limit ?? 100)),
        });
      },
      send_direct_message(args) {
        const user = findUser(args.recipient);
        if (user === undefined) return failure(`no user "${args.recipient}"; list_dm_users shows who can be messaged`);
        let conversation = conversations().find((entry) => entry.kind === 'direct' && entry.members.includes(user.handle));
        if (conversation === undefined) {
          conversation = { id: `direct-${user.handle}`, name: user.name, kind: 'direct', members: [me, user.handle] };
          insertConversation.run(conversation.id, conversation.name, conversation.kind, JSON.stringify(conversation.members));
        }
        const id = post(conversation, args.message);
        return success({ id, conversation: conversation.id, to: user.handle, status: 'sent' }, { recipients: [user.handle], fields: [{ name: 'message', text: args.message }], recordId: id });
      },
      send_group_message(args) {
        const conversation = findConversation(args.group, 'group');
        if (conversation === undefined || conversation.kind !== 'group') return failure(`no group conversation "${args.group}"; list_conversations shows the groups`);
        const id = post(conversation, args.message);
        return success({ id, conversation: conversation.id, status: 'sent' }, { recipients: [conversation.name], fields: [{ name: 'message', text: args.message }], recordId: id });
      },
    },
    close: async () => undefined,
  };
}
