/**
 * The stdio entry point: `leakscope arena serve` serves one service of one task over stdio,
 * alone and behind `leakscope guard mcp` (the guard's gateway, with the registry as its tool
 * classification), driven by the MCP SDK client.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardToolChannels, taskVault, toolsOfService, writeTaskFile } from '../src/arena/index.js';
import { miniTasks } from './fixtures/arena/tasks.js';
import { CLI, cliCommand } from './support/cli.js';

let work = '';
let tasksFile = '';
let policyFile = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'leakscope-arena-stdio-'));
  tasksFile = join(work, 'tasks.jsonl');
  const tasks = miniTasks();
  await writeTaskFile(tasksFile, undefined, tasks);
  const mini2 = tasks.find((task) => task.source.item === 'mini2');
  if (mini2 === undefined) throw new Error('fixture task mini2 missing');
  policyFile = join(work, 'policy.json');
  writeFileSync(
    policyFile,
    JSON.stringify({ vault: taskVault(mini2), criterion: 'pii', purpose: 'update the accountant on the filing deadline', toolChannels: guardToolChannels(), agent: 'assistant' }),
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const text = (result: unknown): string => ((result as CallToolResult).content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
const serve = ['arena', 'serve', '--tasks', '', '--task', 'mini2', '--service', 'mail'];

async function connect(args: readonly string[]): Promise<Client> {
  const client = new Client({ name: 'arena-stdio-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ ...cliCommand(args), env: getDefaultEnvironment(), stderr: 'pipe' }));
  return client;
}

describe('arena services over stdio', () => {
  it('serves the mail service of a task over stdio', async () => {
    const client = await connect(serve.map((arg) => (arg === '' ? tasksFile : arg)));
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(toolsOfService('mail').map((tool) => tool.name));
      expect(text(await client.callTool({ name: 'read_email', arguments: { email_id: 'e1' } }))).toContain('Tax documents for Maria');
    } finally {
      await client.close();
    }
  });

  it('puts leakscope guard mcp in front of it: a write carrying an SSN is refused, a clean one is delivered', async () => {
    const upstream = serve.map((arg) => (arg === '' ? tasksFile : arg));
    const client = await connect(['guard', 'mcp', '--policy', policyFile, '--', process.execPath, CLI, ...upstream]);
    try {
      expect((await client.listTools()).tools).toHaveLength(4);
      // The read boundary does not withhold.
      expect(text(await client.callTool({ name: 'read_email', arguments: { email_id: 'e1' } }))).toContain('536-22-1847');
      const refused = await client.callTool({ name: 'send_email', arguments: { to: 'ledger@countwell.example', subject: 'Filing', body: 'Luis files separately, SSN 536-22-1847.' } });
      expect(refused.isError).toBe(true);
      expect(text(refused)).toMatch(/^Blocked by the leakscope guard/);
      expect(text(refused)).not.toContain('536-22-1847');
      const sent = await client.callTool({ name: 'send_email', arguments: { to: 'ledger@countwell.example', subject: 'Filing', body: 'The deadline is April 15.' } });
      expect(sent.isError).toBeFalsy();
      const outbox = text(await client.callTool({ name: 'search_emails', arguments: { folder: 'sent' } }));
      expect(outbox).toContain('The deadline is April 15.');
      expect(outbox).not.toContain('536-22-1847');
    } finally {
      await client.close();
    }
  });
});
