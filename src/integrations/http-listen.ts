/**
 * Serving a Hono app on Node's HTTP server: what every leakscope server listens with (the viewer,
 * the sidecar, the MCP gateway's HTTP mode, the OTLP receiver). The server bounds what a slow or
 * greedy client can hold: the whole request (headers and body) must arrive within
 * `requestTimeoutMs` (408 otherwise, slowloris-style dribbling included), the headers within
 * `headersTimeoutMs`, and at most `maxConnections` sockets are open at once.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** Limits of {@link listen}. */
export interface ListenLimits {
  /** The whole request must arrive within this many milliseconds; default 30,000. */
  readonly requestTimeoutMs?: number;
  /** The request headers must arrive within this many milliseconds; default 10,000 (at most `requestTimeoutMs`). */
  readonly headersTimeoutMs?: number;
  /** Sockets open at once; more are closed on arrival. Default 1,024. */
  readonly maxConnections?: number;
  /**
   * Leave Node's global `Request`/`Response` alone (the viewer, which may share a process with
   * tools). Default false: @hono/node-server's faster objects, which Hono's middleware expects.
   */
  readonly keepGlobals?: boolean;
}

/** Defaults of {@link ListenLimits}, as docs/security.md states them. */
export const LISTEN_DEFAULTS = { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxConnections: 1024 } as const;

/**
 * Starts a Node HTTP server for a Hono app and resolves once it listens.
 *
 * @example const { server, port } = await listen(app, 0, '127.0.0.1', { requestTimeoutMs: 5000 });
 */
export function listen(app: Hono, port: number, host: string, limits: ListenLimits = {}): Promise<{ server: ServerType; port: number }> {
  const requestTimeout = limits.requestTimeoutMs ?? LISTEN_DEFAULTS.requestTimeoutMs;
  const headersTimeout = Math.min(limits.headersTimeoutMs ?? LISTEN_DEFAULTS.headersTimeoutMs, requestTimeout);
  const server = createAdaptorServer({
    fetch: app.fetch,
    overrideGlobalObjects: limits.keepGlobals !== true,
    // Node checks the two timeouts every `connectionsCheckingInterval` (30 s by default): check often enough to keep them.
    serverOptions: { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 2))) },
  });
  if ('maxConnections' in server) server.maxConnections = limits.maxConnections ?? LISTEN_DEFAULTS.maxConnections;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

/** Closes a Node HTTP server, dropping idle keep-alive connections. */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** `http://host:port` for a bound address (IPv6 in brackets). */
export function originOf(host: string, port: number): string {
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
