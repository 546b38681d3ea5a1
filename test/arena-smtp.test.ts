/**
 * Mail over real SMTP: a mail an agent sends through the MCP mail tools is delivered by
 * nodemailer to the smtp-server listener on 127.0.0.1, parsed by mailparser, stored, and
 * readable through the same tools.
 */
import { describe, expect, it } from 'vitest';
import { ArenaSeedSchema, CONDITIONS, connectArenaMcp, createArenaWorld, runArenaUnit, startSmtpDelivery, type ArenaAgent } from '../src/arena/index.js';
import { taskWith } from './fixtures/arena/tasks.js';

const user = { name: 'John Doe', email: 'john.doe@gmail.com', handle: 'john.doe' };
const seed = ArenaSeedSchema.parse({ user, mail: { contacts: [{ id: 'c1', name: 'Mary Jones', email: 'mary.jones@example.org' }] } });

describe('mail over SMTP', () => {
  it('delivers what it was given, with Bcc from the envelope and attachments parsed back', async () => {
    const delivery = await startSmtpDelivery();
    try {
      expect(delivery.port).toBeGreaterThan(0);
      const received = await delivery.deliver({
        from: 'john.doe@gmail.com',
        to: ['a@example.org'],
        cc: ['b@example.org'],
        bcc: ['hidden@example.org'],
        subject: 'Ünïcode subject',
        body: 'Line one\nLine two',
        attachments: ['notes: 42'],
      });
      expect(received).toMatchObject({
        from: 'john.doe@gmail.com',
        to: ['a@example.org'],
        cc: ['b@example.org'],
        bcc: ['hidden@example.org'],
        subject: 'Ünïcode subject',
        body: 'Line one\nLine two',
        attachments: ['notes: 42'],
      });
      expect(received.messageId).toMatch(/^<arena-1-\d+@leakscope\.invalid>$/);
    } finally {
      await delivery.close();
    }
  });

  it('lets an agent send a mail over MCP that arrives through SMTP and is readable with the mail tools', async () => {
    const agent: ArenaAgent = {
      id: 'test:mailer',
      kind: 'reference',
      label: 'test agent',
      model: null,
      async run(task) {
        // The contract's tools: each reaches the service over MCP, like any agent's.
        const call = async (name: string, args: Record<string, unknown>) => {
          const tool = task.tools.find((entry) => entry.name === name);
          if (tool === undefined) throw new Error(`no tool ${name}`);
          return { text: await tool.execute(args) };
        };
        const sent = await call('send_email', { to: 'Mary Jones', cc: 'john.doe@gmail.com', subject: 'Lunch', body: 'Lunch on Friday at noon?' });
        const found = await call('search_emails', { query: 'lunch', folder: 'sent' });
        const id = (JSON.parse(found.text) as { emails: { id: string }[] }).emails[0]?.id ?? '';
        const read = await call('read_email', { email_id: id });
        const inbox = await call('search_emails', { query: 'lunch', folder: 'inbox' });
        return { output: JSON.stringify({ sent: sent.text, read: read.text, inbox: inbox.text }), usage: { inputTokens: 0, outputTokens: 0 }, modelCalls: 0 };
      },
    };
    const task = taskWith('smtp:1', seed, { services: ['mail'], finalTool: 'send_email', recipient: { value: 'mary.jones@example.org', name: 'Mary Jones', kind: 'email', synthesized: false } });
    const unit = await runArenaUnit(task, agent, CONDITIONS.C0, { world: { mail: 'smtp' } });
    expect(unit.status).toBe('ok');
    const answer = JSON.parse(unit.finalAnswer) as { sent: string; read: string; inbox: string };
    const read = JSON.parse(answer.read) as Record<string, unknown>;
    // The address book resolved the name; the sender is fixed by the service; the Message-ID is the SMTP one.
    expect(read).toMatchObject({ folder: 'sent', from: 'john.doe@gmail.com', to: ['mary.jones@example.org'], cc: ['john.doe@gmail.com'], subject: 'Lunch', body: 'Lunch on Friday at noon?' });
    expect(String(read['message_id'])).toMatch(/@leakscope\.invalid>$/);
    // The copy to the user's own address arrived in the inbox.
    expect(answer.inbox).toContain('Lunch');
    expect(unit.committed).toEqual([expect.objectContaining({ tool: 'send_email', recipients: ['mary.jones@example.org', 'john.doe@gmail.com'] })]);
    expect(unit.records.some((record) => record.type === 'event' && record.channel === 'C7' && record.content.includes('Lunch on Friday'))).toBe(true);
  });

  it('refuses a recipient that is neither an address nor in the address book', async () => {
    const world = await createArenaWorld(seed, { mail: 'smtp' });
    const session = await connectArenaMcp(world, { services: ['mail'] });
    try {
      const result = await session.callTool('send_email', { to: 'Nobody Known', subject: 'x', body: 'y' });
      expect(result).toEqual({ isError: true, text: 'Error: not an e-mail address and not in the address book: "Nobody Known"' });
      expect(world.committed).toHaveLength(0);
    } finally {
      await session.close();
      await world.close();
    }
  });
});
