/**
 * The gateway's connections: the upstream client (a stdio command or a Streamable HTTP URL)
 * and the downstream Streamable HTTP endpoint (one MCP server per session), served with Hono
 * on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { LeakscopeError } from '../../contracts/index.js';
import { closeServer, listen } from '../http-listen.js';
import type { McpGateway } from './gateway.js';

/** The upstream server: a command to spawn (stdio) or a Streamable HTTP URL. */
export type UpstreamSpec =
  | { readonly kind: 'stdio'; readonly command: string; readonly args: readonly string[]; readonly env?: Readonly<Record<string, string>>; readonly cwd?: string }
  | { readonly kind: 'http'; readonly url: string };

/**
 * Connects to the upstream server. The child's stderr goes to ours (stdout is the MCP
 * channel); the child gets the SDK's default environment plus `env`.
 *
 * @example const upstream = await connectUpstream({ kind: 'stdio', command: 'node', args: ['server.mjs'] });
 * @throws LeakscopeError `input-unreadable` when the server cannot be started or does not initialise in time.
 */
export async function connectUpstream(spec: UpstreamSpec, options: { readonly timeoutMs?: number } = {}): Promise<Client> {
  const client = new Client({ name: 'leakscope-guard', version: '1.0.0' });
  const transport =
    spec.kind === 'stdio'
      ? new StdioClientTransport({
          command: spec.command,
          args: [...spec.args],
          env: { ...getDefaultEnvironment(), ...spec.env },
          stderr: 'inherit',
          ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
        })
      : new StreamableHTTPClientTransport(new URL(spec.url));
  const what = spec.kind === 'stdio' ? `"${[spec.command, ...spec.args].join(' ')}"` : spec.url;
  try {
    await client.connect(transport, { timeout: options.timeoutMs ?? 20_000 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new LeakscopeError('input-unreadable', `cannot connect to the upstream MCP server ${what}: ${error instanceof Error ? error.message : String(error)}`, { upstream: what });
  }
  return client;
}

/** A running HTTP endpoint. */
export interface HttpEndpoint {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves the gateway over Streamable HTTP at `http://127.0.0.1:<port>/mcp`, one MCP session
 * per client (stateful mode, session ids from `randomUUID`).
 *
 * @example const endpoint = await serveGatewayHttp(gateway, { port: 3333 });
 */
export async function serveGatewayHttp(gateway: McpGateway, options: { readonly port: number; readonly host?: string }): Promise<HttpEndpoint> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  const app = new Hono();
  app.all('/mcp', async (c) => {
    const sessionId = c.req.header('mcp-session-id');
    const existing = sessionId === undefined ? undefined : sessions.get(sessionId);
    if (existing !== undefined) return existing.handleRequest(c.req.raw);
    if (c.req.method !== 'POST') return c.json({ jsonrpc: '2.0', error: { code: -32000, message: 'unknown or missing mcp-session-id' }, id: null }, 400);
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isInitializeRequest(body)) return c.json({ jsonrpc: '2.0', error: { code: -32000, message: 'the first request of a session must be initialize' }, id: null }, 400);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    await gateway.createServer().connect(transport);
    return transport.handleRequest(c.req.raw, { parsedBody: body });
  });
  const host = options.host ?? '127.0.0.1';
  const { server, port } = await listen(app, options.port, host);
  return {
    url: `http://${host}:${port}/mcp`,
    port,
    async close() {
      await Promise.allSettled([...sessions.values()].map((transport) => transport.close()));
      sessions.clear();
      await closeServer(server);
    },
  };
}
