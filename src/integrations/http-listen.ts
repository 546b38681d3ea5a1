/** Serving a Hono app on Node's HTTP server, for the sidecar and the gateway's HTTP mode. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** Starts a Node HTTP server for a Hono app and resolves once it listens. */
export function listen(app: Hono, port: number, host: string): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

/** Closes a Node HTTP server, dropping idle keep-alive connections. */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}
