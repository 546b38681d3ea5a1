/**
 * The HTTP sidecar: the guard for programs in any language. `POST /v1/inspect` (a flow in,
 * a decision out), `POST /v1/observe`, `GET /healthz`. Bound to 127.0.0.1 by default; a bearer
 * token is required to bind to any other address. Bodies are size-limited (413) and requests
 * rate-limited by a token bucket (429 with Retry-After). Errors are JSON `{ error: { code, message } }`.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { LeakscopeError } from '../../contracts/index.js';
import type { Guard } from '../../guard/engine.js';
import { GuardFlowSchema, ObservationSchema } from '../../guard/flow.js';
import { closeServer, listen } from '../http-listen.js';
import { createTokenBucket } from './rate-limit.js';

/** Options of {@link createSidecarApp}. */
export interface SidecarOptions {
  readonly guard: Guard;
  /** Required as `Authorization: Bearer <token>` on /v1/* when set. */
  readonly token?: string;
  /** Largest accepted body; default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Token bucket; default 200 requests at once, 100 per second. */
  readonly rateLimit?: { readonly capacity: number; readonly refillPerSecond: number };
  /** Milliseconds, for the rate limiter. */
  readonly now?: () => number;
}

type ErrorStatus = 400 | 401 | 413 | 429;

function failure(c: Context, status: ErrorStatus, code: string, message: string): Response {
  return c.json({ error: { code, message } }, status);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false, response: failure(c, 400, 'invalid-json', 'the request body is not valid JSON') };
  }
}

/**
 * The sidecar as a Hono app (serve it with {@link startSidecar}, or call `app.request` in tests).
 *
 * @example
 * const app = createSidecarApp({ guard });
 * const response = await app.request('/v1/inspect', { method: 'POST', body: JSON.stringify(flow) });
 */
export function createSidecarApp(options: SidecarOptions): Hono {
  const { guard } = options;
  const maxBytes = options.maxBodyBytes ?? 1024 * 1024;
  const bucket = createTokenBucket({ ...(options.rateLimit ?? { capacity: 200, refillPerSecond: 100 }), ...(options.now === undefined ? {} : { now: options.now }) });
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok', criterion: guard.criterion }));

  app.use('/v1/*', async (c, next) => {
    const taken = bucket.take();
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds));
      return failure(c, 429, 'rate-limited', `too many requests; retry after ${taken.retryAfterSeconds} s`);
    }
    if (options.token !== undefined) {
      const header = c.req.header('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, options.token)) return failure(c, 401, 'unauthorized', 'a valid "Authorization: Bearer <token>" header is required');
    }
    await next();
    return undefined;
  });
  app.use('/v1/*', bodyLimit({ maxSize: maxBytes, onError: (c) => failure(c, 413, 'payload-too-large', `the request body is larger than ${maxBytes} bytes`) }));

  app.post('/v1/inspect', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return body.response;
    const flow = GuardFlowSchema.safeParse(body.value);
    if (!flow.success) return failure(c, 400, 'invalid-flow', z.prettifyError(flow.error));
    const result = await guard.inspect(flow.data);
    return c.json({
      decision: result.decision,
      content: result.content,
      rationale: result.rationale,
      criterion: result.criterion,
      mode: result.mode,
      verdicts: result.verdicts,
      flowRecords: result.flowRecords,
      findings: result.findings.map((finding) => ({ kind: finding.kind, field: finding.field, tier: finding.tier, method: finding.method, span: finding.span, evidence: finding.evidence })),
      ...(result.shadow === undefined ? {} : { shadow: result.shadow }),
      ...(result.failure === undefined ? {} : { failure: result.failure }),
    });
  });

  app.post('/v1/observe', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return body.response;
    const observation = ObservationSchema.safeParse(body.value);
    if (!observation.success) return failure(c, 400, 'invalid-observation', z.prettifyError(observation.error));
    const result = guard.observe(observation.data);
    return c.json({ records: result.records, findings: result.findings.length, ...(result.error === undefined ? {} : { error: result.error }) });
  });

  app.notFound((c) => c.json({ error: { code: 'not-found', message: `no route ${c.req.method} ${c.req.path}` } }, 404));
  return app;
}

/** True for addresses that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** A running sidecar. */
export interface RunningSidecar {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves the sidecar. Refuses to bind to a non-loopback address without a token.
 *
 * @example const sidecar = await startSidecar({ guard, port: 8787 });
 * @throws LeakscopeError `usage` when `host` is not loopback and no token is given.
 */
export async function startSidecar(options: SidecarOptions & { readonly port: number; readonly host?: string }): Promise<RunningSidecar> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host) && (options.token === undefined || options.token === '')) {
    throw new LeakscopeError('usage', `refusing to serve the guard on ${host} without a token: anyone who can reach it could read decisions; pass --token (or bind to 127.0.0.1)`, { host });
  }
  const { server, port } = await listen(createSidecarApp(options), options.port, host);
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, close: () => closeServer(server) };
}
