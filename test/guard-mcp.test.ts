/**
 * The MCP gateway end to end: a real upstream MCP server (stdio) behind `leakscope guard mcp`,
 * driven by the MCP SDK client over stdio and over Streamable HTTP.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, UPSTREAM } from './fixtures/guard/paths.js';
import { cliCommand, leakscopeAsync, startLeakscope, type RunningCli } from './support/cli.js';

const POLICY = join(FIXTURES, 'policy.json');
let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'leakscope-guard-mcp-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

interface Received {
  readonly name: string;
  readonly arguments: Record<string, string>;
}
const received = (log: string): Received[] =>
  existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Received)
    : [];
const text = (result: unknown): string => ((result as CallToolResult).content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
const records = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { type: string; kind?: string; channel?: string; content?: string; meta?: { decision?: string; fields?: { target: string; action: string }[] } });

describe('guard mcp over stdio', () => {
  let client: Client;
  const log = () => join(work, 'stdio-upstream.jsonl');
  const trace = () => join(work, 'stdio-trace.jsonl');
  const changed: string[] = [];

  beforeAll(async () => {
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
      changed.push('tools');
    });
    const transport = new StdioClientTransport({
      // The upstream timeout is long enough for a loaded machine; only the 'hang' tool reaches it.
      ...cliCommand(['guard', 'mcp', '--policy', POLICY, '--trace-out', trace(), '--timeout', '4000', '--', process.execPath, UPSTREAM, log()]),
      env: getDefaultEnvironment(),
      stderr: 'pipe',
    });
    await client.connect(transport);
  });

  it('forwards tools/list', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['send_email', 'read_inbox', 'add_tool', 'hang', 'garbage', 'crash']);
  });

  it('passes an allowed send_email unchanged to the upstream server', async () => {
    const args = { to: 'colleen.nguyen@example.org', subject: 'Your appointment', body: 'Dear Colleen Nguyen, see you on Monday.' };
    const result = await client.callTool({ name: 'send_email', arguments: args });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toBe('sent to colleen.nguyen@example.org');
    expect(received(log()).at(-1)).toEqual({ name: 'send_email', arguments: args });
  });

  it('blocks a send_email whose body carries the SSN: an error result, nothing reaches the upstream server', async () => {
    const before = received(log()).length;
    const result = await client.callTool({ name: 'send_email', arguments: { to: 'billing@insurer.example', subject: 'Claim', body: 'Patient SSN: 787-08-3753' } });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^Blocked by the leakscope guard: BLOCK \(allowed-set\): ssn \*\*\*-\*\*-3753 → block/);
    expect(text(result)).not.toContain('787-08-3753');
    expect(received(log())).toHaveLength(before);
  });

  it('forwards an abstracted send_email with the diagnosis generalised, in every content field', async () => {
    const result = await client.callTool({ name: 'send_email', arguments: { to: 'dr.lee@clinic.example', subject: 'Re: E11.9', body: 'Colleen Nguyen (E11.9) needs a follow-up.' } });
    expect(result.isError).toBeFalsy();
    expect(received(log()).at(-1)).toEqual({
      name: 'send_email',
      arguments: { to: 'dr.lee@clinic.example', subject: 'Re: a chronic condition', body: 'Colleen Nguyen (a chronic condition) needs a follow-up.' },
    });
  });

  it('returns tool results to the agent as they are (observation does not withhold)', async () => {
    const result = await client.callTool({ name: 'read_inbox', arguments: {} });
    expect(text(result)).toContain('787-08-3753');
  });

  it('forwards resources and prompts', async () => {
    expect((await client.listResources()).resources.map((resource) => resource.uri)).toEqual(['inbox://latest']);
    const read = await client.readResource({ uri: 'inbox://latest' });
    expect(JSON.stringify(read.contents)).toContain('Colleen Nguyen');
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name)).toEqual(['summarize']);
    expect(JSON.stringify((await client.getPrompt({ name: 'summarize' })).messages)).toContain('Summarise');
  });

  it('forwards tools/list_changed notifications', async () => {
    await client.callTool({ name: 'add_tool', arguments: {} });
    await expect.poll(() => changed.length).toBeGreaterThan(0);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('extra_6');
  });

  it('answers a clear MCP error when the upstream server does not answer in time', async () => {
    // The gateway's own timeout answers (the message says so), long before the test's timeout.
    await expect(client.callTool({ name: 'hang', arguments: {} })).rejects.toThrow(/upstream MCP server did not answer tools\/call hang within 4000 ms/);
  });

  it('answers a clear MCP error when the upstream server writes a malformed message', async () => {
    await expect(client.callTool({ name: 'garbage', arguments: {} })).rejects.toThrow(/upstream MCP server did not answer tools\/call garbage/);
  });

  it('answers a clear MCP error when the upstream server crashes, and for every call after', async () => {
    await expect(client.callTool({ name: 'crash', arguments: {} })).rejects.toThrow(/upstream MCP server (failed on tools\/call crash|has exited)/);
    await expect(client.callTool({ name: 'read_inbox', arguments: {} })).rejects.toThrow(/upstream MCP server has exited/);
  });

  it('writes every decision and the C3/C4 events that flowed to the trace file, without raw values in decisions', async () => {
    await client.close();
    await expect.poll(() => existsSync(trace()) && readFileSync(trace(), 'utf8').includes('"trace-end"'), { timeout: 10_000 }).toBe(true);
    const lines = records(trace());
    expect(lines[0]?.type).toBe('trace-start');
    const decisions = lines.filter((line) => line.kind === 'guard-decision');
    expect(decisions.map((line) => line.meta?.decision).slice(0, 3)).toEqual(['PASS', 'BLOCK', 'ABSTRACT']);
    expect(decisions[2]?.meta?.fields).toContainEqual({ target: 'vault:diagnosis', action: 'generalize' });
    for (const line of decisions) expect(line.content).not.toContain('787-08-3753');
    const calls = lines.filter((line) => line.kind === 'tool-call');
    expect(calls.every((line) => line.channel === 'C3')).toBe(true);
    expect(calls.some((line) => line.content?.includes('787-08-3753'))).toBe(false);
    expect(lines.filter((line) => line.kind === 'tool-result' && line.channel === 'C4').length).toBeGreaterThanOrEqual(3);
    // The session's failures end the trace: the exit first (audit names the exclusion by it), then the timeouts.
    const end = lines.at(-1) as { type: string; status?: string; error?: string };
    expect(end).toMatchObject({ type: 'trace-end', status: 'error' });
    expect(end.error).toMatch(/^upstream MCP server exited: during tools\/call crash; 1 later request refused, not forwarded \(tools\/call read_inbox\); .*did not answer tools\/call hang/);
  });
});

/** One stdio session of `guard mcp --trace-out` against the fixture upstream; `use` drives it, then the agent hangs up. */
async function tracedSession(name: string, timeoutMs: number, use: (client: Client) => Promise<void>): Promise<{ path: string; lines: ReturnType<typeof records> }> {
  const path = join(work, `${name}-trace.jsonl`);
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      ...cliCommand(['guard', 'mcp', '--policy', POLICY, '--trace-out', path, '--timeout', String(timeoutMs), '--', process.execPath, UPSTREAM, join(work, `${name}-upstream.jsonl`)]),
      env: getDefaultEnvironment(),
      stderr: 'pipe',
    }),
  );
  await use(client);
  await client.close();
  await expect.poll(() => existsSync(path) && readFileSync(path, 'utf8').includes('"trace-end"'), { timeout: 10_000 }).toBe(true);
  return { path, lines: records(path) };
}

type TraceLine = ReturnType<typeof records>[number] & { status?: string; error?: string; tool?: string };

describe('guard mcp --trace-out when the upstream server fails', () => {
  it('a request the upstream never answers ends the trace with status timeout, naming the request', async () => {
    const { lines } = await tracedSession('hang', 1500, async (client) => {
      await expect(client.callTool({ name: 'hang', arguments: {} })).rejects.toThrow(/did not answer tools\/call hang/);
    });
    const end = lines.at(-1) as TraceLine;
    expect.soft(end).toMatchObject({ type: 'trace-end', status: 'timeout' });
    expect.soft(end.error).toMatch(/upstream MCP server did not answer tools\/call hang within 1500 ms/);
  });

  it('an upstream exit ends the trace with status error; calls after it are refused and never recorded as forwarded C3 calls', async () => {
    const { path, lines } = await tracedSession('crash', 4000, async (client) => {
      await client.callTool({ name: 'send_email', arguments: { to: 'colleen.nguyen@example.org', subject: 'Hi', body: 'Hello Colleen Nguyen' } });
      await expect(client.callTool({ name: 'crash', arguments: {} })).rejects.toThrow(/upstream MCP server/);
      await expect(client.callTool({ name: 'read_inbox', arguments: {} })).rejects.toThrow(/upstream MCP server has exited/);
      await expect(client.callTool({ name: 'send_email', arguments: { to: 'colleen.nguyen@example.org', subject: 'Again', body: 'Hello again' } })).rejects.toThrow(/has exited/);
    });
    const end = lines.at(-1) as TraceLine;
    expect.soft(end).toMatchObject({ type: 'trace-end', status: 'error' });
    expect.soft(end.error).toMatch(/^upstream MCP server exited: /);
    expect.soft(end.error).toMatch(/2 later requests refused, not forwarded \(tools\/call read_inbox, tools\/call send_email\)/);
    const forwarded = (lines as TraceLine[]).filter((line) => line.kind === 'tool-call').map((line) => line.tool);
    expect.soft(forwarded).toEqual(['send_email', 'crash']);
    // Audit excludes the session, with the reason, instead of scoring it clean.
    const audit = await leakscopeAsync(['audit', path, '--format', 'json']);
    const report = JSON.parse(audit.stdout) as { traces: { total: number; included: number; excluded: { total: number; byReason: Record<string, number> } } };
    expect(report.traces).toMatchObject({ total: 1, included: 0, excluded: { total: 1, byReason: { 'upstream MCP server exited': 1 } } });
  });
});

describe('guard mcp over Streamable HTTP', () => {
  let gateway: RunningCli;
  let client: Client;
  const log = () => join(work, 'http-upstream.jsonl');

  beforeAll(async () => {
    gateway = startLeakscope(['guard', 'mcp', '--policy', POLICY, '--http', '0', '--', process.execPath, UPSTREAM, log()]);
    const [, url = ''] = await gateway.waitFor(/on (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  });
  afterAll(async () => {
    await client.close();
    await gateway.stop();
  });

  it('blocks and passes the same way as over stdio', async () => {
    const blocked = await client.callTool({ name: 'send_email', arguments: { to: 'x@y.example', subject: 'SSN', body: '787-08-3753' } });
    expect(blocked.isError).toBe(true);
    const passed = await client.callTool({ name: 'send_email', arguments: { to: 'colleen.nguyen@example.org', subject: 'Hi', body: 'Hello Colleen Nguyen' } });
    expect(passed.isError).toBeFalsy();
    expect(received(log()).map((entry) => entry.arguments['body'])).toEqual(['Hello Colleen Nguyen']);
  });
});

describe('guard mcp usage errors', () => {
  const run = (args: string[]) => leakscopeAsync(['guard', 'mcp', ...args]);

  it('names the file and the field of an invalid policy', async () => {
    const bad = join(work, 'bad-policy.json');
    writeFileSync(bad, JSON.stringify({ vault: [{ key: 'ssn', value: '787-08-3753' }], policy: { defaultAllowed: ['email'] }, failMode: 'sometimes' }));
    const result = await run(['--policy', bad, '--', process.execPath, UPSTREAM]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${bad}: invalid guard policy`);
    expect(result.stderr).toContain('field "failMode": expected one of "closed", "open"');
    expect(result.stderr).not.toContain('787-08-3753');
  });

  it('refuses to start without an upstream server', async () => {
    const result = await run(['--policy', POLICY]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('give the upstream server either as a command after --');
  });

  it('reports an upstream command that cannot start', async () => {
    const result = await run(['--policy', POLICY, '--', join(work, 'no-such-server')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('cannot connect to the upstream MCP server');
  });
});
