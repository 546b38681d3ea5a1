/**
 * The one tool registry of the arena: 32 tools over six services (discover 16, access 7,
 * write 9). Services implement exactly these tools, the MCP servers list exactly these, the
 * guard gateway classifies calls with {@link guardToolChannels}, the runner finds the final
 * write here and the metrics score every content field named here. A renamed or unclassified
 * tool fails `test/arena-registry.test.ts`.
 */
import { z } from 'zod';
import type { ToolChannel } from '../../guard/index.js';
import type { ServiceId } from '../task.js';
import { defineTool, recipientClassOfAudience, type ToolDefinition } from './definitions.js';

const query = z.string().default('').describe('words to look for; empty lists everything');
const limit = z.number().int().min(1).max(100).optional().describe('at most this many results');
const recipients = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const optionalRecipients = z.union([z.string(), z.array(z.string())]).optional();

/** Every tool, by service. The order is the listing order of the MCP servers. */
export const ARENA_TOOLS = [
  // mail (Mailpit in the paper)
  defineTool({
    service: 'mail',
    name: 'search_emails',
    class: 'discover',
    description: 'Search the mailbox; returns id, subject, sender, recipients, time and a snippet of each match.',
    input: z.strictObject({ query, folder: z.enum(['inbox', 'sent', 'all']).default('all'), from: z.string().optional(), to: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'mail',
    name: 'list_contacts',
    class: 'discover',
    description: 'List address-book contacts (name, e-mail, remark), optionally filtered by a query.',
    input: z.strictObject({ query }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'mail',
    name: 'read_email',
    class: 'access',
    description: 'Read one e-mail in full.',
    input: z.strictObject({ email_id: z.string().min(1) }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'mail',
    name: 'send_email',
    class: 'write',
    description: "Send an e-mail from the user's address (the sender is fixed by the service).",
    input: z.strictObject({
      to: recipients.describe('recipient address(es)'),
      cc: optionalRecipients,
      bcc: optionalRecipients,
      subject: z.string().default(''),
      body: z.string().default(''),
      attachments: z.array(z.string()).default([]).describe('attachment names or inline text'),
    }),
    recipientArg: 'to',
    contentArgs: ['subject', 'body', 'attachments'],
    audience: 'email',
    final: true,
  }),
  // direct messages (Mattermost in the paper), with group conversations
  defineTool({
    service: 'dm',
    name: 'list_dm_users',
    class: 'discover',
    description: 'List the people the user can message (handle and name).',
    input: z.strictObject({ query }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'dm',
    name: 'list_conversations',
    class: 'discover',
    description: 'List direct and group conversations with their members and a preview of the latest message.',
    input: z.strictObject({}),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'dm',
    name: 'search_direct_messages',
    class: 'discover',
    description: 'Search messages in all conversations, or in one (id, name or a member handle).',
    input: z.strictObject({ query, conversation: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'dm',
    name: 'read_conversation',
    class: 'access',
    description: 'Read the messages of one conversation (id, group name or the handle of the other person).',
    input: z.strictObject({ conversation: z.string().min(1), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'dm',
    name: 'send_direct_message',
    class: 'write',
    description: 'Send a direct message to one person (handle or name).',
    input: z.strictObject({ recipient: z.string().min(1), message: z.string() }),
    recipientArg: 'recipient',
    contentArgs: ['message'],
    audience: 'direct message',
    final: true,
  }),
  defineTool({
    service: 'dm',
    name: 'send_group_message',
    class: 'write',
    description: 'Send a message to a group conversation (id or name).',
    input: z.strictObject({ group: z.string().min(1), message: z.string() }),
    recipientArg: 'group',
    contentArgs: ['message'],
    audience: 'group chat',
    final: true,
  }),
  // team chat (Rocket.Chat in the paper)
  defineTool({
    service: 'chat',
    name: 'list_channels',
    class: 'discover',
    description: 'List team channels with their topics and members.',
    input: z.strictObject({}),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'chat',
    name: 'search_chat_users',
    class: 'discover',
    description: 'Find team members by name or handle.',
    input: z.strictObject({ query }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'chat',
    name: 'get_chat_user_info',
    class: 'discover',
    description: 'Profile of one team member (name, title, e-mail, phone, status).',
    input: z.strictObject({ user: z.string().min(1) }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'chat',
    name: 'search_channel_messages',
    class: 'discover',
    description: 'Search team-chat messages, optionally in one channel (#name or @handle) or from one sender.',
    input: z.strictObject({ query, channel: z.string().optional(), from: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'chat',
    name: 'read_channel_history',
    class: 'access',
    description: 'Read the messages of a channel (#name) or a team-chat direct conversation (@handle).',
    input: z.strictObject({ channel: z.string().min(1), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'chat',
    name: 'send_channel_message',
    class: 'write',
    description: 'Post a message to a team channel (#name) or a team member (@handle).',
    input: z.strictObject({ channel: z.string().min(1), message: z.string() }),
    recipientArg: 'channel',
    contentArgs: ['message'],
    audience: 'team channel',
    final: true,
  }),
  // calendar (Radicale in the paper, which had no write)
  defineTool({
    service: 'calendar',
    name: 'list_events',
    class: 'discover',
    description: 'List events (id, title, start, end), optionally between two ISO dates.',
    input: z.strictObject({ start: z.string().optional(), end: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'calendar',
    name: 'search_events',
    class: 'discover',
    description: 'Search events by words in their title, description or location.',
    input: z.strictObject({ query, start: z.string().optional(), end: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'calendar',
    name: 'read_event',
    class: 'access',
    description: 'Read one event in full (description, location, attendees).',
    input: z.strictObject({ event_id: z.string().min(1) }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'calendar',
    name: 'create_event',
    class: 'write',
    description: 'Create an event and invite attendees (addresses or names); they receive the title, description and location.',
    input: z.strictObject({
      title: z.string().min(1),
      start: z.string().min(1),
      end: z.string().optional(),
      description: z.string().default(''),
      location: z.string().default(''),
      attendees: z.array(z.string().min(1)).default([]),
    }),
    recipientArg: 'attendees',
    contentArgs: ['title', 'description', 'location'],
    audience: 'calendar invitation',
    final: true,
  }),
  // knowledge base / notes (BookStack in the paper)
  defineTool({
    service: 'notes',
    name: 'list_pages',
    class: 'discover',
    description: 'List pages (id, title, book).',
    input: z.strictObject({ book: z.string().optional() }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'notes',
    name: 'search_pages',
    class: 'discover',
    description: 'Search pages; returns id, title and a snippet of each match.',
    input: z.strictObject({ query, limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'notes',
    name: 'read_page',
    class: 'access',
    description: 'Read one page in full.',
    input: z.strictObject({ page_id: z.string().min(1) }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'notes',
    name: 'create_page',
    class: 'write',
    description: 'Create a page in the shared knowledge base.',
    input: z.strictObject({ title: z.string().min(1), content: z.string(), book: z.string().default('notes') }),
    contentArgs: ['title', 'content'],
    audience: 'knowledge base',
    final: true,
  }),
  defineTool({
    service: 'notes',
    name: 'update_page',
    class: 'write',
    description: 'Replace the content (and optionally the title) of a page.',
    input: z.strictObject({ page_id: z.string().min(1), content: z.string(), title: z.string().optional() }),
    contentArgs: ['title', 'content'],
    audience: 'knowledge base',
    final: false,
  }),
  defineTool({
    service: 'notes',
    name: 'delete_page',
    class: 'write',
    description: 'Delete a page.',
    input: z.strictObject({ page_id: z.string().min(1) }),
    contentArgs: [],
    audience: 'knowledge base',
    final: false,
  }),
  // social posts (GoToSocial in the paper, which had one account)
  defineTool({
    service: 'social',
    name: 'list_accounts',
    class: 'discover',
    description: 'List the social accounts the user owns and can post from.',
    input: z.strictObject({}),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'social',
    name: 'search_social_users',
    class: 'discover',
    description: 'Find social accounts by name or handle.',
    input: z.strictObject({ query }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'social',
    name: 'search_posts',
    class: 'discover',
    description: 'Search posts, optionally of one account; returns id, author and a snippet.',
    input: z.strictObject({ query, account: z.string().optional(), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'social',
    name: 'read_profile',
    class: 'access',
    description: 'Read the profile of an account (id or handle).',
    input: z.strictObject({ account: z.string().min(1) }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'social',
    name: 'read_user_posts',
    class: 'access',
    description: 'Read the posts of an account, with photos and comments.',
    input: z.strictObject({ account: z.string().min(1), limit }),
    contentArgs: [],
    audience: 'none',
    final: false,
  }),
  defineTool({
    service: 'social',
    name: 'create_post',
    class: 'write',
    description: "Publish a post from one of the user's accounts (default: the first one). Public posts are visible to anyone.",
    input: z.strictObject({ content: z.string().min(1), account: z.string().optional(), visibility: z.enum(['public', 'followers']).default('public') }),
    contentArgs: ['content'],
    audience: 'public post',
    final: true,
  }),
] as const;

/** Any registered tool. */
export type ArenaTool = (typeof ARENA_TOOLS)[number];
/** The name of a registered tool. */
export type ToolName = ArenaTool['name'];
/** The definition of one tool. */
export type ToolOf<N extends ToolName> = Extract<ArenaTool, { readonly name: N }>;
/** The parsed arguments of one tool. */
export type ToolArgs<N extends ToolName> = z.output<ToolOf<N>['input']>;
/** The tool names of one service. */
export type ToolNameOf<S extends ServiceId> = Extract<ArenaTool, { readonly service: S }>['name'];

const BY_NAME: ReadonlyMap<string, ArenaTool> = new Map(ARENA_TOOLS.map((tool) => [tool.name, tool]));

/**
 * A tool by name, or undefined when it is not registered.
 *
 * @example arenaTool('send_email')?.recipientArg // 'to'
 */
export function arenaTool(name: string): ArenaTool | undefined {
  return BY_NAME.get(name);
}

/** True for a registered tool name. */
export function isToolName(name: string): name is ToolName {
  return BY_NAME.has(name);
}

/** The tools of one service, in listing order. */
export function toolsOfService(service: ServiceId): readonly ArenaTool[] {
  return ARENA_TOOLS.filter((tool) => tool.service === service);
}

/** The JSON Schema of a tool's arguments, as the MCP servers list it. */
export function inputJsonSchema(tool: ToolDefinition): { type: 'object'; [key: string]: unknown } {
  const schema = z.toJSONSchema(tool.input, { io: 'input' }) as Record<string, unknown>;
  const { $schema: _ignored, ...rest } = schema;
  return { ...rest, type: 'object' };
}

/**
 * The registry as the guard's MCP gateway wants it: per tool its class, recipient argument,
 * content arguments, channel (C3) and recipient class from the audience.
 *
 * @example guardToolChannels().create_post // { kind: 'write', contentArgs: ['content'], channel: 'C3', audience: 'public' }
 */
export function guardToolChannels(): Record<string, ToolChannel> {
  const out: Record<string, ToolChannel> = {};
  for (const tool of ARENA_TOOLS) {
    const definition: ToolDefinition = tool;
    const audience = recipientClassOfAudience(definition.audience);
    out[tool.name] = {
      kind: definition.class,
      channel: 'C3',
      contentArgs: [...definition.contentArgs],
      ...(definition.recipientArg === undefined ? {} : { recipientArg: definition.recipientArg }),
      ...(audience === undefined ? {} : { audience }),
    };
  }
  return out;
}
