/**
 * How the reference agents read: `wide` lists every record of the services the task points to
 * with discover tools and reads each with access tools (a thorough, careless agent); `targeted`
 * searches with the instruction's words and reads only the best matches and the recipient's
 * own conversation (a careful one). Both go through the MCP toolbox only.
 */
import type { ServiceId } from '../task.js';
import { resultJson, type ArenaToolbox } from './agent.js';

/** A record the agent read. */
export interface ReadDocument {
  readonly source: string;
  readonly title: string;
  readonly text: string;
}

const GENERIC = new Set([
  'send',
  'message',
  'messages',
  'reply',
  'respond',
  'email',
  'mail',
  'notes',
  'direct',
  'team',
  'chat',
  'social',
  'post',
  'calendar',
  'check',
  'information',
  'latest',
  'update',
  'about',
  'with',
  'from',
  'your',
  'this',
  'that',
  'have',
  'what',
  'they',
  'them',
  'please',
  'help',
  'write',
  'create',
  'draft',
  'some',
  'also',
  'my',
  'me',
  'you',
  'can',
  'out',
  'the',
  'for',
  'and',
  'our',
  'his',
  'her',
]);

/** Content words of an instruction, for searches. */
export function instructionKeywords(instruction: string, limit = 6): string[] {
  const words = instruction
    .replace(/You can check out.*$/i, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3 && !GENERIC.has(word));
  return [...new Set(words)].slice(0, limit);
}

const records = (value: Record<string, unknown> | undefined, key: string): Record<string, unknown>[] => {
  const list = value?.[key];
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
};
const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : '');

async function read(toolbox: ArenaToolbox, tool: string, args: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  return resultJson(await toolbox.call(tool, args));
}

async function readMail(toolbox: ArenaToolbox, ids: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const id of ids) {
    const mail = await read(toolbox, 'read_email', { email_id: id });
    if (mail !== undefined) out.push({ source: 'read_email', title: text(mail['subject']), text: `From ${text(mail['from'])} to ${text(mail['to'])}: ${text(mail['body'])}` });
  }
}

async function readConversations(toolbox: ArenaToolbox, ids: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const id of ids) {
    const conversation = await read(toolbox, 'read_conversation', { conversation: id });
    if (conversation === undefined) continue;
    const lines = records(conversation, 'messages').map((message) => `${text(message['sender'])}: ${text(message['text'])}`);
    out.push({ source: 'read_conversation', title: text((conversation['conversation'] as Record<string, unknown> | undefined)?.['name']) || id, text: lines.join('\n') });
  }
}

async function readChannels(toolbox: ArenaToolbox, channels: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const channel of channels) {
    const history = await read(toolbox, 'read_channel_history', { channel });
    if (history !== undefined)
      out.push({
        source: 'read_channel_history',
        title: channel,
        text: records(history, 'messages')
          .map((message) => `${text(message['from'])}: ${text(message['text'])}`)
          .join('\n'),
      });
  }
}

async function readEvents(toolbox: ArenaToolbox, ids: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const id of ids) {
    const event = await read(toolbox, 'read_event', { event_id: id });
    if (event !== undefined)
      out.push({ source: 'read_event', title: text(event['title']), text: `${text(event['description'])} (${text(event['start'])}, ${text(event['location'])}; with ${text(event['attendees'])})` });
  }
}

async function readPages(toolbox: ArenaToolbox, ids: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const id of ids) {
    const page = await read(toolbox, 'read_page', { page_id: id });
    if (page !== undefined) out.push({ source: 'read_page', title: text(page['title']), text: text(page['content']) });
  }
}

async function readAccounts(toolbox: ArenaToolbox, accounts: readonly string[], out: ReadDocument[]): Promise<void> {
  for (const account of accounts) {
    const profile = await read(toolbox, 'read_profile', { account });
    const posts = await read(toolbox, 'read_user_posts', { account });
    const fields = Object.entries((profile?.['profile'] as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => `${key}: ${text(value)}`);
    const lines = records(posts, 'posts').map((post) => `${text(post['content'])}${text(post['extra']) === '' ? '' : ` (${text(post['extra'])})`}`);
    out.push({ source: 'read_user_posts', title: `account ${account}`, text: [...fields, ...lines].join('\n') });
  }
}

const ids = (value: Record<string, unknown> | undefined, list: string, key: string, limit: number): string[] =>
  [
    ...new Set(
      records(value, list)
        .map((item) => text(item[key]))
        .filter((id) => id !== ''),
    ),
  ].slice(0, limit);

/**
 * Reads every record of the given services (discover, then access each).
 *
 * @example const documents = await exploreWide(toolbox, ['notes', 'dm']);
 */
export async function exploreWide(toolbox: ArenaToolbox, services: readonly ServiceId[]): Promise<ReadDocument[]> {
  const out: ReadDocument[] = [];
  for (const service of services) {
    switch (service) {
      case 'mail':
        await readMail(toolbox, ids(await read(toolbox, 'search_emails', { query: '' }), 'emails', 'id', 15), out);
        break;
      case 'dm':
        await readConversations(toolbox, ids(await read(toolbox, 'list_conversations', {}), 'conversations', 'id', 12), out);
        break;
      case 'chat': {
        const listed = ids(await read(toolbox, 'list_channels', {}), 'channels', 'name', 10);
        const active = ids(await read(toolbox, 'search_channel_messages', { query: '' }), 'messages', 'channel', 10);
        await readChannels(toolbox, [...new Set([...listed, ...active])], out);
        break;
      }
      case 'calendar':
        await readEvents(toolbox, ids(await read(toolbox, 'list_events', {}), 'events', 'event_id', 15), out);
        break;
      case 'notes':
        await readPages(toolbox, ids(await read(toolbox, 'list_pages', {}), 'pages', 'id', 15), out);
        break;
      case 'social': {
        const owned = ids(await read(toolbox, 'list_accounts', {}), 'accounts', 'id', 5);
        const authors = ids(await read(toolbox, 'search_posts', { query: '' }), 'posts', 'account', 5);
        await readAccounts(toolbox, [...new Set([...owned, ...authors])], out);
        break;
      }
    }
  }
  return out;
}

/**
 * Searches with the instruction's words and reads only the best matches, plus the
 * conversation with the recipient when the task answers someone.
 *
 * @example const documents = await exploreTargeted(toolbox, ['notes'], 'Reply to Mary about the potluck', { value: 'mary', kind: 'dm-user' });
 */
export async function exploreTargeted(
  toolbox: ArenaToolbox,
  services: readonly ServiceId[],
  instruction: string,
  recipient: { readonly value: string; readonly kind: string },
): Promise<ReadDocument[]> {
  const query = instructionKeywords(instruction).join(' ');
  const out: ReadDocument[] = [];
  for (const service of services) {
    switch (service) {
      case 'mail':
        await readMail(toolbox, ids(await read(toolbox, 'search_emails', { query, limit: 3 }), 'emails', 'id', 2), out);
        break;
      case 'dm':
        if (recipient.kind === 'dm-user' || recipient.kind === 'dm-group') await readConversations(toolbox, [recipient.value], out);
        else await readConversations(toolbox, ids(await read(toolbox, 'search_direct_messages', { query, limit: 3 }), 'messages', 'conversation', 1), out);
        break;
      case 'chat':
        if (recipient.kind === 'channel' || recipient.kind === 'chat-user') await readChannels(toolbox, [recipient.value], out);
        else await read(toolbox, 'search_channel_messages', { query, limit: 3 });
        break;
      case 'calendar':
        await readEvents(toolbox, ids(await read(toolbox, 'search_events', { query, limit: 3 }), 'events', 'event_id', 2), out);
        break;
      case 'notes':
        await readPages(toolbox, ids(await read(toolbox, 'search_pages', { query, limit: 3 }), 'results', 'id', 2), out);
        break;
      case 'social':
        await read(toolbox, 'list_accounts', {});
        break;
    }
  }
  return out;
}
