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
import { Hono, type Context } from 'hono';
import { LeakscopeError } from '../../contracts/index.js';
import { frontDoor, hostsFor, requireTokenOffLoopback, type Refusal } from '../front-door.js';
import { closeServer, listen, originOf, type ListenLimits } from '../http-listen.js';
import { createSessionStore, isSessionId } from '../sidecar/sessions.js';
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
  /** MCP sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}

/** Options of {@link serveGatewayHttp}. */
export interface GatewayHttpOptions {
  readonly port: number;
  /** Default 127.0.0.1; another address needs `token`. */
  readonly host?: string;
  /** Required as `Authorization: Bearer <token>` on every request when set. */
  readonly token?: string;
  /** Host names answered beside the loopback names (421 otherwise). */
  readonly allowedHosts?: readonly string[];
  /** Browser origins allowed (403 otherwise); default none. */
  readonly allowedOrigins?: readonly string[];
  /** MCP sessions open at once; one more `initialize` gets 503 with Retry-After. Default 64. */
  readonly maxSessions?: number;
  /** A session unused this long (milliseconds) is closed; default 15 minutes. */
  readonly sessionIdleMs?: number;
  /** Largest request body; default 4 MiB. */
  readonly maxBodyBytes?: number;
  /** Milliseconds, for session expiry; default `performance.now`. */
  readonly now?: () => number;
  readonly limits?: ListenLimits;
}

/** Defaults of {@link GatewayHttpOptions}. */
export const GATEWAY_HTTP_DEFAULTS = { maxSessions: 64, sessionIdleMs: 15 * 60_000, maxBodyBytes: 4 * 1024 * 1024 } as const;

type JsonRpcStatus = Refusal['status'] | 400 | 404 | 503;

function rpcError(c: Context, status: JsonRpcStatus, message: string): Response {
  return c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, status);
}

/**
 * Serves the gateway over Streamable HTTP at `http://127.0.0.1:<port>/mcp`, one MCP session
 * per client (stateful mode, session ids from `randomUUID`), behind the front door
 * ({@link frontDoor}: Host, Origin, token, JSON bodies, body size). Sessions are bounded: at
 * most `maxSessions` open, each closed after `sessionIdleMs` unused (a request naming it then
 * gets 404, and the client starts a new one).
 *
 * @example const endpoint = await serveGatewayHttp(gateway, { port: 3333, token: process.env.LEAKSCOPE_GUARD_TOKEN });
 * @throws LeakscopeError `usage` when `host` is not loopback and no token is given.
 */
export async function serveGatewayHttp(gateway: McpGateway, options: GatewayHttpOptions): Promise<HttpEndpoint> {
  const host = options.host ?? '127.0.0.1';
  requireTokenOffLoopback(host, options.token, 'the MCP gateway');
  const maxSessions = options.maxSessions ?? GATEWAY_HTTP_DEFAULTS.maxSessions;
  const idleMs = options.sessionIdleMs ?? GATEWAY_HTTP_DEFAULTS.sessionIdleMs;
  const now = options.now ?? (() => performance.now());
  const open = new Set<WebStandardStreamableHTTPServerTransport>();
  const sessions = createSessionStore<WebStandardStreamableHTTPServerTransport>({
    maxSessions,
    idleMs,
    now,
    onRemove: (transport) => {
      open.delete(transport);
      void transport.close().catch(() => undefined);
    },
  });
  const app = new Hono();
  app.use(
    '*',
    frontDoor({
      allowedHosts: hostsFor(host, options.allowedHosts),
      ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
      ...(options.token === undefined ? {} : { token: options.token }),
      maxBodyBytes: options.maxBodyBytes ?? GATEWAY_HTTP_DEFAULTS.maxBodyBytes,
      refuse: (c, refusal, message) => rpcError(c, refusal.status, message),
    }),
  );
  app.all('/mcp', async (c) => {
    const sessionId = c.req.header('mcp-session-id');
    if (sessionId !== undefined) {
      const existing = sessions.get(sessionId);
      if (existing !== undefined) return existing.handleRequest(c.req.raw);
      return rpcError(c, 404, `no MCP session "${isSessionId(sessionId) ? sessionId : '…'}": it was closed or expired after ${Math.round(idleMs / 1000)} s unused; initialize a new one`);
    }
    if (c.req.method !== 'POST') return rpcError(c, 400, 'missing mcp-session-id');
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isInitializeRequest(body)) return rpcError(c, 400, 'the first request of a session must be initialize');
    if (sessions.size() >= maxSessions) {
      const seconds = Math.max(1, Math.ceil(idleMs / 1000));
      c.header('Retry-After', String(seconds));
      return rpcError(c, 503, `${maxSessions} MCP sessions are open, the most this gateway holds; close one (DELETE /mcp) or retry later`);
    }
    let refused = false;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        const put = sessions.put(id, transport);
        if (put.ok) open.add(transport);
        else refused = true;
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    await gateway.createServer().connect(transport);
    const answer = await transport.handleRequest(c.req.raw, { parsedBody: body });
    if (refused) {
      await transport.close().catch(() => undefined);
      c.header('Retry-After', '1');
      return rpcError(c, 503, `${maxSessions} MCP sessions are open, the most this gateway holds; retry later`);
    }
    return answer;
  });
  const { server, port } = await listen(app, options.port, host, options.limits);
  return {
    url: `${originOf(host, port)}/mcp`,
    port,
    sessions: () => sessions.size(),
    async close() {
      await Promise.allSettled([...open].map((transport) => transport.close()));
      open.clear();
      await closeServer(server);
    },
  };
}
