/**
 * The soak of `leakscope guard mcp --http` (the MCP gateway over Streamable HTTP) in front of the
 * tests' upstream MCP server (test/fixtures/guard/upstream-server.mjs, over stdio) with the tests'
 * patient policy. Each worker opens one MCP session (initialize) with the SDK's client and sends
 * tools/call requests on it:
 *
 *   4 in 10  send_email to the patient, an allowed body (forwarded)
 *   1 in 10  send_email to a recipient no other request names (forwarded)
 *   2 in 10  send_email with the vault's SSN (blocked: an error result, nothing reaches the upstream)
 *   2 in 10  read_inbox, a tool output full of vault values (C4: observed, then returned)
 *   1 in 10  send_email with the vault's diagnosis code to an insurer
 *
 * and every {@link SESSION_EVERY}th request opens a session of its own, calls one tool and closes it
 * (HTTP DELETE), so sessions the gateway forgets to drop show in RSS.
 */
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { PROJECT_ROOT } from './measure.js';
import { errorKind, type Attempt } from './soak-load.js';
import { startSoakServer } from './soak-server.js';
import type { RunningTarget, SoakTarget } from './soak-target.js';

const POLICY = join(PROJECT_ROOT, 'test/fixtures/guard/policy.json');
const UPSTREAM = join(PROJECT_ROOT, 'test/fixtures/guard/upstream-server.mjs');
/** One request in this many is a session of its own: open, one call, close. */
export const SESSION_EVERY = 500;
const REQUEST_TIMEOUT_MS = 30_000;

/** One tools/call of the mix and how a correct gateway answers it. */
interface GatewayCall {
  readonly kind: string;
  readonly name: string;
  readonly arguments: Record<string, string>;
  /** `forwarded`: the upstream's answer comes back; `blocked`: an error result. */
  readonly expected: 'forwarded' | 'blocked';
}

/** Call `index` of the mix (see the module comment). */
export function gatewayCall(index: number): GatewayCall {
  const slot = index % 10;
  const email = (kind: string, to: string, body: string, expected: GatewayCall['expected']): GatewayCall => ({
    kind,
    name: 'send_email',
    arguments: { to, subject: `Appointment ${index}`, body },
    expected,
  });
  if (slot < 4) return email('send_email allowed', 'colleen.nguyen@example.org', `Dear Colleen Nguyen, your appointment ${index} is confirmed.`, 'forwarded');
  if (slot < 5) return email('send_email new recipient', `patient${index}@clinic.example`, `Dear Colleen Nguyen, reference ${index}.`, 'forwarded');
  if (slot < 7) return email('send_email vault SSN', 'billing@insurer.example', `Claim ${index}: patient SSN 787-08-3753.`, 'blocked');
  if (slot < 9) return { kind: 'read_inbox', name: 'read_inbox', arguments: {}, expected: 'forwarded' };
  return email('send_email diagnosis', 'billing@insurer.example', `Visit ${index}: Dx E11.9.`, 'forwarded');
}

async function call(client: Client, index: number): Promise<Attempt> {
  const request = gatewayCall(index);
  const result = (await client.callTool({ name: request.name, arguments: request.arguments }, undefined, { timeout: REQUEST_TIMEOUT_MS })) as CallToolResult;
  const blocked = result.isError === true;
  if (blocked === (request.expected === 'blocked')) return { kind: request.kind, outcome: request.expected };
  return { kind: request.kind, error: blocked ? 'unexpected block' : 'unexpected forward (a leak)' };
}

async function connect(url: string, name: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport, { timeout: REQUEST_TIMEOUT_MS });
  return { client, transport };
}

/** Ends a session as a client should: DELETE (the gateway drops the session), then the client. */
async function disconnect(session: { client: Client; transport: StreamableHTTPClientTransport }): Promise<void> {
  await session.transport.terminateSession();
  await session.client.close();
}

/** A session of its own: initialize, one allowed call, DELETE. */
async function sessionCycle(url: string, index: number): Promise<Attempt> {
  const kind = 'session open, call, close';
  const session = await connect(url, `leakscope-soak-${index}`);
  try {
    const answer = await call(session.client, index - (index % 10));
    if (answer.error !== undefined) return { kind, error: answer.error };
  } finally {
    await disconnect(session);
  }
  return { kind, outcome: 'closed' };
}

/**
 * `leakscope guard mcp --policy test/fixtures/guard/policy.json --http 0 --max-sessions N -- node test/fixtures/guard/upstream-server.mjs`,
 * N = twice the concurrency (each worker holds a session and may open one more): the default cap of 64 would be reached at concurrency 32.
 */
export const gatewayTarget: SoakTarget = {
  id: 'gateway',
  title: 'leakscope guard mcp --http (MCP gateway): one session per worker, tools/call; sessions opened and closed',
  async start(concurrency): Promise<RunningTarget> {
    const server = await startSoakServer(
      ['guard', 'mcp', '--policy', POLICY, '--http', '0', '--max-sessions', String(concurrency * 2 + 8), '--', process.execPath, UPSTREAM],
      /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/,
    );
    let sessions: Awaited<ReturnType<typeof connect>>[];
    try {
      sessions = await Promise.all(Array.from({ length: concurrency }, (_, worker) => connect(server.url, `leakscope-soak-worker-${worker}`)));
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      server,
      attempt(index, worker) {
        if (index % SESSION_EVERY === SESSION_EVERY - 1) return sessionCycle(server.url, index);
        const session = sessions[worker];
        if (session === undefined) throw new Error(`no MCP session for worker ${worker} (${sessions.length} were opened)`);
        return call(session.client, index);
      },
      async close() {
        const closed = await Promise.allSettled(sessions.map(disconnect));
        return closed.flatMap((settled) => (settled.status === 'rejected' ? [errorKind(settled.reason)] : []));
      },
    };
  },
};
