/**
 * The registry is the contract between services, MCP servers, guard, runner and metrics: a
 * renamed, added, removed or unclassified tool fails here.
 */
import { describe, expect, it } from 'vitest';
import { ARENA_TOOLS, connectArenaMcp, createArenaWorld, guardToolChannels, SERVICE_IDS, toolsOfService } from '../src/arena/index.js';

/** The expected registry, written out: class / recipient argument / content arguments. */
const EXPECTED: Readonly<Record<string, string>> = {
  search_emails: 'mail discover',
  list_contacts: 'mail discover',
  read_email: 'mail access',
  send_email: 'mail write to subject,body,attachments',
  list_dm_users: 'dm discover',
  list_conversations: 'dm discover',
  search_direct_messages: 'dm discover',
  read_conversation: 'dm access',
  send_direct_message: 'dm write recipient message',
  send_group_message: 'dm write group message',
  list_channels: 'chat discover',
  search_chat_users: 'chat discover',
  get_chat_user_info: 'chat discover',
  search_channel_messages: 'chat discover',
  read_channel_history: 'chat access',
  send_channel_message: 'chat write channel message',
  list_events: 'calendar discover',
  search_events: 'calendar discover',
  read_event: 'calendar access',
  create_event: 'calendar write attendees title,description,location',
  list_pages: 'notes discover',
  search_pages: 'notes discover',
  read_page: 'notes access',
  create_page: 'notes write - title,content',
  update_page: 'notes write - title,content',
  delete_page: 'notes write -',
  list_accounts: 'social discover',
  search_social_users: 'social discover',
  search_posts: 'social discover',
  read_profile: 'social access',
  read_user_posts: 'social access',
  create_post: 'social write - content',
};

function describeTool(tool: (typeof ARENA_TOOLS)[number]): string {
  if (tool.class !== 'write') return `${tool.service} ${tool.class}`;
  const recipient = 'recipientArg' in tool ? tool.recipientArg : '-';
  return [tool.service, tool.class, recipient, tool.contentArgs.join(',')].filter((part) => part !== '').join(' ');
}

describe('arena tool registry', () => {
  it('holds exactly the expected tools, each classified', () => {
    expect(Object.fromEntries(ARENA_TOOLS.map((tool) => [tool.name, describeTool(tool)]))).toEqual(EXPECTED);
    const counts = { discover: 0, access: 0, write: 0 };
    for (const tool of ARENA_TOOLS) counts[tool.class] += 1;
    expect(counts).toEqual({ discover: 16, access: 7, write: 9 });
  });

  it('names every content argument and the recipient argument among the schema keys', () => {
    for (const tool of ARENA_TOOLS) {
      const keys = Object.keys(tool.input.shape);
      for (const name of tool.contentArgs) expect(keys, `${tool.name}.${name}`).toContain(name);
      if ('recipientArg' in tool && tool.recipientArg !== undefined) expect(keys).toContain(tool.recipientArg);
      if (tool.class !== 'write') expect(tool.contentArgs, tool.name).toEqual([]);
    }
  });

  it('gives every service at least one discover, one access and (except for none) a final write', () => {
    for (const service of SERVICE_IDS) {
      const tools = toolsOfService(service);
      expect(
        tools.some((tool) => tool.class === 'discover'),
        service,
      ).toBe(true);
      expect(
        tools.some((tool) => tool.class === 'access'),
        service,
      ).toBe(true);
      expect(
        tools.some((tool) => tool.class === 'write' && tool.final),
        service,
      ).toBe(true);
    }
  });

  it("matches the MCP servers' listing exactly (names, order, classes)", async () => {
    const world = await createArenaWorld({ user: { name: 'John Doe', email: 'john.doe@gmail.com', handle: 'john.doe' } });
    const session = await connectArenaMcp(world);
    try {
      const listed = await session.listTools();
      expect(listed.map((tool) => tool.name)).toEqual(ARENA_TOOLS.map((tool) => tool.name));
      for (const tool of listed) {
        const registered = ARENA_TOOLS.find((entry) => entry.name === tool.name);
        expect(tool._meta?.['leakscope/class']).toBe(registered?.class);
        expect(tool.inputSchema.type).toBe('object');
      }
    } finally {
      await session.close();
      await world.close();
    }
  });

  it('classifies every tool for the guard gateway, writes with their audience', () => {
    const channels = guardToolChannels();
    expect(Object.keys(channels)).toEqual(ARENA_TOOLS.map((tool) => tool.name));
    expect(channels['create_post']).toEqual({ kind: 'write', channel: 'C3', contentArgs: ['content'], audience: 'public' });
    expect(channels['send_email']).toEqual({ kind: 'write', channel: 'C3', contentArgs: ['subject', 'body', 'attachments'], recipientArg: 'to', audience: 'external' });
    expect(channels['read_email']?.kind).toBe('access');
  });
});
