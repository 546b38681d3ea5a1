/**
 * The front door of every HTTP server leakscope runs — the trace viewer, the guard sidecar, the
 * MCP gateway's Streamable HTTP endpoint and the OTLP receiver: one policy, one order of checks,
 * each refusal with its own status.
 *
 *  1. **Host** (421): only the names this machine answers to (loopback by default), so a page that
 *     re-binds its DNS name to 127.0.0.1 (DNS rebinding) is refused before anything runs.
 *  2. **Origin** (403): a request a browser sends from another origin (its `Origin` header) is
 *     refused unless that origin was allowed; clients that are not browsers send none.
 *  3. **Token** (401): `Authorization: Bearer <token>`, compared in constant time, when one is set.
 *  4. **Rate** (429 with `Retry-After`): a token bucket charged only after the token check, so
 *     unauthenticated requests cannot starve an authenticated client.
 *  5. **Content type** (415): a body must be JSON — a browser's cross-site `text/plain` or form
 *     POST (sent without a CORS preflight) never reaches a handler.
 *  6. **Body size** (413).
 *
 * Slow bodies are bounded by the HTTP server itself ({@link listen} sets Node's request and
 * header timeouts: 408). The decision and its reasons: docs/decisions/011-one-front-door.md; what
 * each server binds, checks and keeps: docs/security.md.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LeakscopeError } from '../contracts/index.js';
import { createTokenBucket, type TokenBucketOptions } from './sidecar/rate-limit.js';

/** Host names only this machine can reach (what a loopback-bound server answers to by default). */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** True for addresses that only this machine can reach (`127.x.y.z`, `::1`, `localhost`). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Why a request was refused: the status, and a stable code for the answer's body. */
export type Refusal =
  | { readonly status: 421; readonly code: 'misdirected-request' }
  | { readonly status: 403; readonly code: 'forbidden-origin' }
  | { readonly status: 401; readonly code: 'unauthorized' }
  | { readonly status: 429; readonly code: 'rate-limited' }
  | { readonly status: 415; readonly code: 'unsupported-media-type' }
  | { readonly status: 413; readonly code: 'payload-too-large' };

/** Options of {@link frontDoor}. */
export interface FrontDoorOptions {
  /**
   * Host header names accepted (compared without the port, case-insensitively). Default
   * {@link LOOPBACK_HOSTS}; `null` accepts any host — only for a server bound to a non-loopback
   * address, where the token is the protection.
   */
  readonly allowedHosts?: Iterable<string> | null;
  /**
   * Origins (`http://host:port`) a browser may send requests from, beside the server's own
   * origin (the scheme and Host of the request itself). Default: none.
   */
  readonly allowedOrigins?: Iterable<string>;
  /** Required as `Authorization: Bearer <token>` when set (and not empty). */
  readonly token?: string;
  /** A token bucket for the requests that passed the token check; none by default. */
  readonly rateLimit?: Omit<TokenBucketOptions, 'now'>;
  /** Milliseconds, for the rate limit; default `performance.now`. */
  readonly now?: () => number;
  /** Largest accepted body (`POST`, `PUT`, `PATCH`) in bytes; no limit when absent. */
  readonly maxBodyBytes?: number;
  /**
   * Media types a request body may have (`POST`, `PUT`, `PATCH`); default `application/json`. A
   * request with a body and another (or no) type gets 415. `null`: not checked (a server that
   * answers no such method, and says so itself).
   */
  readonly contentTypes?: readonly string[] | null;
  /** Paths that skip the token, rate and body checks (Host and Origin still apply): e.g. `/healthz`. */
  readonly openPaths?: readonly string[];
  /**
   * The answer to a refusal, in the server's own error format (JSON `{ error: { code, message } }`
   * by default; a JSON-RPC error for MCP, plain text for the viewer). Never echoes the request.
   */
  readonly refuse?: (c: Context, refusal: Refusal, message: string) => Response;
}

function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `a/b` of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

function defaultRefuse(c: Context, refusal: Refusal, message: string): Response {
  return c.json({ error: { code: refusal.code, message } }, refusal.status);
}

/**
 * The front door as Hono middleware: mount it first, on every path (`app.use('*', frontDoor(…))`).
 *
 * @example
 * const app = new Hono();
 * app.use('*', frontDoor({ token, rateLimit: { capacity: 200, refillPerSecond: 100 }, maxBodyBytes: 1 << 20, openPaths: ['/healthz'] }));
 * // Bound to 0.0.0.0 behind a token, answering to a name of the user's choosing:
 * app.use('*', frontDoor({ allowedHosts: ['guard.internal'], token }));
 */
export function frontDoor(options: FrontDoorOptions = {}): MiddlewareHandler {
  const hosts = options.allowedHosts === null ? null : new Set([...(options.allowedHosts ?? LOOPBACK_HOSTS)].map((host) => hostName(host)));
  const origins = new Set([...(options.allowedOrigins ?? [])].map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  const token = options.token === undefined || options.token === '' ? undefined : options.token;
  const bucket = options.rateLimit === undefined ? undefined : createTokenBucket({ ...options.rateLimit, ...(options.now === undefined ? {} : { now: options.now }) });
  const types = options.contentTypes === null ? null : new Set((options.contentTypes ?? ['application/json']).map((type) => type.toLowerCase()));
  const open = new Set(options.openPaths ?? []);
  const refuse = options.refuse ?? defaultRefuse;
  const limit =
    options.maxBodyBytes === undefined
      ? undefined
      : bodyLimit({
          maxSize: options.maxBodyBytes,
          onError: (c) => refuse(c, { status: 413, code: 'payload-too-large' }, `the request body is larger than ${options.maxBodyBytes} bytes`),
        });

  return async (c, next) => {
    // Node's HTTP/1.1 server refuses a request without Host; `app.request` in tests has the URL's.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (hosts !== null && !hosts.has(hostName(host))) {
      return refuse(c, { status: 421, code: 'misdirected-request' }, 'misdirected request: this server answers only to the host names it was started for (see --allowed-host)');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const own = `${new URL(c.req.url).protocol}//${host}`.toLowerCase();
      const given = origin.toLowerCase();
      if (given !== own && !origins.has(given)) {
        return refuse(c, { status: 403, code: 'forbidden-origin' }, 'requests from another origin are refused (see --allowed-origin)');
      }
    }
    if (open.has(c.req.path)) {
      await next();
      return undefined;
    }
    if (token !== undefined) {
      const header = c.req.header('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, token)) return refuse(c, { status: 401, code: 'unauthorized' }, 'a valid "Authorization: Bearer <token>" header is required');
    }
    if (bucket !== undefined) {
      const taken = bucket.take();
      if (!taken.ok) {
        c.header('Retry-After', String(taken.retryAfterSeconds));
        return refuse(c, { status: 429, code: 'rate-limited' }, `too many requests; retry after ${taken.retryAfterSeconds} s`);
      }
    }
    if (!BODY_METHODS.has(c.req.method)) {
      await next();
      return undefined;
    }
    if (types !== null && !types.has(mediaType(c.req.header('content-type')))) {
      return refuse(c, { status: 415, code: 'unsupported-media-type' }, `the request body must be ${[...types].join(' or ')} (Content-Type header)`);
    }
    if (limit !== undefined) return limit(c, next);
    await next();
    return undefined;
  };
}

/**
 * The Host names a server bound to `bind` answers to: the names given (with `--allowed-host`), or
 * the loopback names on a loopback address, or any name (`null`) on another address — where a
 * token must protect it ({@link requireTokenOffLoopback}).
 *
 * @example hostsFor('127.0.0.1') // LOOPBACK_HOSTS
 * hostsFor('0.0.0.0', ['guard.internal']) // ['guard.internal']
 */
export function hostsFor(bind: string, given?: readonly string[]): Iterable<string> | null {
  if (given !== undefined && given.length > 0) return isLoopback(bind) ? [...LOOPBACK_HOSTS, ...given] : given;
  return isLoopback(bind) ? LOOPBACK_HOSTS : null;
}

/**
 * Refuses to serve `what` on a non-loopback address without a token.
 *
 * @example requireTokenOffLoopback('0.0.0.0', undefined, 'the guard'); // throws LeakscopeError 'usage'
 * @throws LeakscopeError `usage` naming the address and the flag that fixes it.
 */
export function requireTokenOffLoopback(bind: string, token: string | undefined, what: string): void {
  if (!isLoopback(bind) && (token === undefined || token === '')) {
    throw new LeakscopeError('usage', `refusing to serve ${what} on ${bind} without a token: anyone who can reach it could use it; pass --token (or bind to 127.0.0.1)`, { host: bind });
  }
}
