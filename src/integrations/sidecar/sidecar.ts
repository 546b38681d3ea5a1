/**
 * The HTTP sidecar: the guard for programs in any language. `POST /v1/inspect` (a flow in,
 * a decision out), `POST /v1/observe`, `GET /healthz`, and sessions (`POST /v1/sessions`,
 * `GET` / `DELETE /v1/sessions/:id`): a request naming a session (`x-leakscope-session` header
 * or `session` body field) is judged by that session's own guard; one naming none, by the
 * process's default guard. Bound to 127.0.0.1 by default; a bearer token is required to bind to
 * any other address. Bodies are size-limited (413) and requests rate-limited by a token bucket
 * (429 with Retry-After). Errors are JSON `{ error: { code, message } }`. The guards run on this
 * thread (`createSidecarApp`, `startSidecar` with `guard`) or in a worker thread (`startSidecar`
 * with `worker`, as `leakscope guard serve` does), where an inspection of a large message does not
 * hold up `/healthz`, the other routes' limits or a signal.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { LeakscopeError } from '../../contracts/index.js';
import type { Guard } from '../../guard/engine.js';
import { GuardFlowSchema, ObservationSchema } from '../../guard/flow.js';
import { describeIssues } from '../../trace/issues.js';
import { frontDoor, hostsFor, requireTokenOffLoopback, type Refusal } from '../front-door.js';
import { closeServer, listen, originOf, type ListenLimits } from '../http-listen.js';
import { inProcessGuardHost, type AnswerText, type GuardHost, type SessionFactory, type SidecarGuard } from './guard-host.js';
import { createSessionStore, isSessionId, SESSION_HEADER, type SessionStore } from './sessions.js';
import { startGuardWorker, type GuardWorkerSpec } from './worker-host.js';

export type { SessionFactory } from './guard-host.js';
export { isLoopback } from '../front-door.js';

/** What every sidecar takes, wherever its guards run: the token, the limits, the clock. */
export interface SidecarServerOptions {
  /** Required as `Authorization: Bearer <token>` on /v1/* when set. */
  readonly token?: string;
  /** Largest accepted body; default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Token bucket; default 200 requests at once, 100 per second. */
  readonly rateLimit?: { readonly capacity: number; readonly refillPerSecond: number };
  /** Milliseconds, for the rate limiter and session expiry; default `performance.now`. */
  readonly now?: () => number;
  /** Most sessions open at once; default 1,000. One more gets 503 `too-many-sessions`. */
  readonly maxSessions?: number;
  /** A session unused this long (milliseconds) is gone; default 15 minutes. */
  readonly sessionIdleMs?: number;
  /**
   * Host header names answered (421 otherwise); default the loopback names. `null` answers any
   * host: only with a token, on a non-loopback address (what `startSidecar` does unless given names).
   */
  readonly allowedHosts?: readonly string[] | null;
  /** Browser origins allowed beside the sidecar's own (403 otherwise); default none. */
  readonly allowedOrigins?: readonly string[];
}

/** Options of {@link createSidecarApp}: guards of this thread. */
export interface SidecarOptions extends SidecarServerOptions {
  readonly guard: Guard;
  /**
   * The embedder's sessions instead of policies over the wire: a request naming a session not
   * open yet opens it with the guard (or guard options) this returns; `undefined` refuses it
   * (404 `unknown-session`). With a factory, `POST /v1/sessions` takes no `policy` (403).
   */
  readonly sessionFactory?: SessionFactory;
}

/**
 * Options of a sidecar whose guards run in a worker thread ({@link startSidecar}): built there from
 * `worker` (the policy file and its overrides), so an inspection of a large message never holds
 * up `/healthz` or a signal. Sessions come from policies over the wire.
 */
export interface WorkerSidecarOptions extends SidecarServerOptions {
  readonly worker: GuardWorkerSpec;
}

/** Default of {@link SidecarOptions.maxSessions}. */
export const DEFAULT_MAX_SESSIONS = 1000;
/** Default of {@link SidecarOptions.sessionIdleMs}: 15 minutes. */
export const DEFAULT_SESSION_IDLE_MS = 15 * 60_000;

type ErrorStatus = Refusal['status'] | 400 | 404 | 500 | 503;

function failure(c: Context, status: ErrorStatus, code: string, message: string): Response {
  return c.json({ error: { code, message } }, status);
}

const SESSION_RULE = '1–128 characters of A-Z a-z 0-9 . _ : -';

/** The body `POST /v1/sessions` takes. */
const SessionRequestSchema = z.strictObject({ session: z.unknown().optional(), policy: z.unknown().optional() });

type Resolved<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The session a request names: the header, or the `session` field of a JSON object body (taken
 * out of the body, whose schema does not know it). Both given must agree.
 */
function sessionOf(c: Context, body: unknown): Resolved<{ session: string | undefined; rest: unknown }> {
  const header = c.req.header(SESSION_HEADER);
  if (header !== undefined && !isSessionId(header)) return { ok: false, response: failure(c, 400, 'invalid-session', `the ${SESSION_HEADER} header must be ${SESSION_RULE}`) };
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('session' in body)) return { ok: true, value: { session: header, rest: body } };
  const { session, ...rest } = body as Record<string, unknown>;
  if (!isSessionId(session)) return { ok: false, response: failure(c, 400, 'invalid-session', `the body field "session" must be a string of ${SESSION_RULE}`) };
  if (header !== undefined && header !== session) {
    return { ok: false, response: failure(c, 400, 'session-mismatch', `the ${SESSION_HEADER} header and the body field "session" name different sessions`) };
  }
  return { ok: true, value: { session, rest } };
}

/** A 200 answer whose JSON text the guard made (what `c.json` would send for the same object). */
function jsonText(c: Context, text: AnswerText): Response {
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}

async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false, response: failure(c, 400, 'invalid-json', 'the request body is not valid JSON') };
  }
}

/** Status and body of a refused session. */
function unknownSession(c: Context, session: string, idleMs: number): Response {
  return failure(c, 404, 'unknown-session', `no session "${session}": it was never opened, was deleted, or expired after ${Math.round(idleMs / 1000)} s unused`);
}

function tooManySessions(c: Context, max: number, retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  return failure(c, 503, 'too-many-sessions', `${max} sessions are open, the most this sidecar holds; delete one or retry after ${seconds} s`);
}

/** The guard a request is judged by: its session's, or the default guard when it names none. */
type GuardLookup = (c: Context, session: string | undefined) => Resolved<SidecarGuard>;

function guardLookup(host: GuardHost, sessions: SessionStore<SidecarGuard>, max: number, idleMs: number): GuardLookup {
  return (c, session) => {
    if (session === undefined) return { ok: true, value: host.guard };
    const known = sessions.get(session);
    if (known !== undefined) return { ok: true, value: known };
    if (host.factory === undefined) return { ok: false, response: unknownSession(c, session, idleMs) };
    const opened = openFromFactory(c, host.factory, session);
    if (!opened.ok) return opened;
    if (opened.value === undefined) return { ok: false, response: unknownSession(c, session, idleMs) };
    const put = sessions.put(session, opened.value);
    if (!put.ok) return { ok: false, response: tooManySessions(c, max, put.retryAfterMs) };
    return { ok: true, value: opened.value };
  };
}

function openFromFactory(c: Context, factory: NonNullable<GuardHost['factory']>, session: string): Resolved<SidecarGuard | undefined> {
  try {
    return { ok: true, value: factory(session) };
  } catch {
    // The embedder's error may hold anything (a vault value too): it is not passed on.
    return { ok: false, response: failure(c, 500, 'session-factory-failed', `the session factory failed to open session "${session}"`) };
  }
}

/**
 * The sidecar as a Hono app (serve it with {@link startSidecar}, or call `app.request` in tests).
 * Requests without a session id are judged by `guard`; sessions get guards of their own, from a
 * policy sent to `POST /v1/sessions` or from `sessionFactory`. The guards run on this thread: an
 * inspection holds up every other request while it runs (`startSidecar` with `worker` does not).
 *
 * @example
 * const app = createSidecarApp({ guard });
 * const response = await app.request('/v1/inspect', { method: 'POST', body: JSON.stringify(flow) });
 * // A session with its own vault and inventory, then a flow judged by it:
 * await app.request('/v1/sessions', { method: 'POST', body: JSON.stringify({ session: 'tenant-a', policy }) });
 * await app.request('/v1/inspect', { method: 'POST', headers: { 'x-leakscope-session': 'tenant-a' }, body: JSON.stringify(flow) });
 */
export function createSidecarApp(options: SidecarOptions): Hono {
  return sidecarApp(inProcessGuardHost(options.guard, options.sessionFactory), options);
}

/**
 * The routes over the guards of `host`, wherever they run (what {@link createSidecarApp} and
 * {@link startSidecar} serve; not part of the package's entry point).
 *
 * @example const app = sidecarApp(await startGuardWorker(spec), { maxSessions: 10 });
 */
export function sidecarApp(host: GuardHost, options: SidecarServerOptions): Hono {
  const { guard } = host;
  const maxBytes = options.maxBodyBytes ?? 1024 * 1024;
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  const idleMs = options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
  const now = options.now ?? (() => performance.now());
  const sessions = createSessionStore<SidecarGuard>({ maxSessions, idleMs, now, onRemove: (removed) => host.release(removed) });
  const guardFor = guardLookup(host, sessions, maxSessions, idleMs);
  const app = new Hono();
  /** Requests waiting on a guard now (an inspection in a worker, a model judge's call). */
  let pending = 0;
  const waitFor = async <T>(answer: () => Promise<T>): Promise<T> => {
    pending += 1;
    try {
      return await answer();
    } finally {
      pending -= 1;
    }
  };

  // Host, Origin, token, then the rate (charged only once the token holds), JSON bodies, body size.
  app.use(
    '*',
    frontDoor({
      ...(options.allowedHosts === undefined ? {} : { allowedHosts: options.allowedHosts }),
      ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
      ...(options.token === undefined ? {} : { token: options.token }),
      rateLimit: options.rateLimit ?? { capacity: 200, refillPerSecond: 100 },
      now,
      maxBodyBytes: maxBytes,
      openPaths: ['/healthz'],
      refuse: (c, refusal, message) => failure(c, refusal.status, refusal.code, message),
    }),
  );

  app.get('/healthz', (c) => {
    const open = sessions.size();
    // Absent when zero, so a sidecar at rest answers as it always has.
    const counts = { ...(open === 0 ? {} : { sessions: open }), ...(pending === 0 ? {} : { pending }) };
    const stopped = host.failure();
    if (stopped !== undefined) return c.json({ status: 'unavailable', criterion: guard.criterion, error: stopped, ...counts }, 503);
    return c.json({ status: 'ok', criterion: guard.criterion, ...counts });
  });

  /** The JSON body without its `session` field, and the guard of the session it names. */
  const sessionRequest = async (c: Context): Promise<Resolved<{ guard: SidecarGuard; body: unknown }>> => {
    const body = await jsonBody(c);
    if (!body.ok) return body;
    const named = sessionOf(c, body.value);
    if (!named.ok) return named;
    const found = guardFor(c, named.value.session);
    if (!found.ok) return found;
    return { ok: true, value: { guard: found.value, body: named.value.rest } };
  };

  app.post('/v1/inspect', async (c) => {
    const request = await sessionRequest(c);
    if (!request.ok) return request.response;
    const flow = GuardFlowSchema.safeParse(request.value.body);
    if (!flow.success) return failure(c, 400, 'invalid-flow', describeIssues(flow.error.issues, request.value.body));
    return jsonText(c, await waitFor(() => request.value.guard.inspect(flow.data)));
  });

  app.post('/v1/observe', async (c) => {
    const request = await sessionRequest(c);
    if (!request.ok) return request.response;
    const observation = ObservationSchema.safeParse(request.value.body);
    if (!observation.success) return failure(c, 400, 'invalid-observation', describeIssues(observation.error.issues, request.value.body));
    return jsonText(c, await waitFor(() => request.value.guard.observe(observation.data)));
  });

  app.post('/v1/sessions', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return body.response;
    const request = SessionRequestSchema.safeParse(body.value);
    if (!request.success) return failure(c, 400, 'invalid-session-request', describeIssues(request.error.issues, body.value));
    const named = sessionOf(c, body.value);
    if (!named.ok) return named.response;
    const session = named.value.session ?? randomUUID();
    let opened: SidecarGuard;
    if (host.factory !== undefined) {
      if (request.data.policy !== undefined) return failure(c, 403, 'policies-not-accepted', 'this sidecar opens sessions from its own session factory; send no "policy"');
      const made = openFromFactory(c, host.factory, session);
      if (!made.ok) return made.response;
      if (made.value === undefined) return unknownSession(c, session, idleMs);
      opened = made.value;
    } else {
      if (request.data.policy === undefined) return failure(c, 400, 'invalid-session-request', 'the body field "policy" (a guard policy object: vault, policy, criterion, ...) is required');
      const { policy } = request.data;
      const built = await waitFor(() => host.fromPolicy(policy));
      if (!built.ok) return c.json({ error: { code: 'invalid-policy', message: built.message, fields: built.fields } }, 400);
      opened = built.guard;
    }
    const put = sessions.put(session, opened);
    if (!put.ok) {
      host.release(opened);
      return tooManySessions(c, maxSessions, put.retryAfterMs);
    }
    return c.json({ session, criterion: opened.criterion, expiresInMs: idleMs, replaced: put.replaced }, put.replaced ? 200 : 201);
  });

  app.get('/v1/sessions/:id', async (c) => {
    const session = c.req.param('id');
    if (!isSessionId(session)) return failure(c, 400, 'invalid-session', `a session id is ${SESSION_RULE}`);
    const found = sessions.get(session);
    if (found === undefined) return unknownSession(c, session, idleMs);
    // Flow records name fields, types and parties, never values; learned fields are only counted.
    const inventory = await waitFor(() => found.inventory());
    return c.json({ session, criterion: found.criterion, expiresInMs: idleMs, ...inventory });
  });

  app.delete('/v1/sessions/:id', (c) => {
    const session = c.req.param('id');
    if (!isSessionId(session)) return failure(c, 400, 'invalid-session', `a session id is ${SESSION_RULE}`);
    if (!sessions.delete(session)) return unknownSession(c, session, idleMs);
    return c.json({ session, deleted: true });
  });

  app.notFound((c) => c.json({ error: { code: 'not-found', message: `no route ${c.req.method} ${c.req.path}` } }, 404));
  // A guard never throws (its errors are the fail mode's decision): what reaches here is a stopped worker or a bug.
  app.onError((error, c) => {
    const stopped = host.failure();
    if (stopped !== undefined) return failure(c, 503, 'guard-unavailable', stopped);
    return failure(c, 500, 'internal', error instanceof LeakscopeError ? error.message : 'the sidecar failed to answer');
  });
  return app;
}

/** A running sidecar. */
export interface RunningSidecar {
  readonly url: string;
  readonly port: number;
  /** The default guard's criterion. */
  readonly criterion: string;
  /**
   * Settles with the reason when the sidecar can no longer judge flows on its own (its guard
   * worker stopped; `/healthz` then answers 503); never settles otherwise.
   */
  readonly failed: Promise<string>;
  /** Stops serving (dropping open connections) and ends the guard worker, if any. */
  close(): Promise<void>;
}

/**
 * Serves the sidecar. Refuses to bind to a non-loopback address without a token. With `worker`,
 * the guards run in a worker thread built from it, and the HTTP front (`/healthz`, limits,
 * signals) answers at once while an inspection runs; with `guard`, they run on this thread.
 *
 * @example
 * const sidecar = await startSidecar({ guard, port: 8787 });
 * // The guards in a worker thread, from the policy file:
 * const served = await startSidecar({ worker: { policy: await loadGuardPolicy('guard-policy.json') }, port: 8787 });
 * @throws LeakscopeError `usage` when `host` is not loopback and no token is given; with `worker`, what building its guard threw.
 */
export async function startSidecar(options: (SidecarOptions | WorkerSidecarOptions) & { readonly port: number; readonly host?: string; readonly limits?: ListenLimits }): Promise<RunningSidecar> {
  const host = options.host ?? '127.0.0.1';
  requireTokenOffLoopback(host, options.token, 'the guard');
  const allowedHosts = hostsFor(host, options.allowedHosts ?? undefined);
  const guards = 'worker' in options ? await startGuardWorker(options.worker) : inProcessGuardHost(options.guard, options.sessionFactory);
  let served: Awaited<ReturnType<typeof listen>>;
  try {
    served = await listen(sidecarApp(guards, { ...options, allowedHosts: allowedHosts === null ? null : [...allowedHosts] }), options.port, host, options.limits);
  } catch (error) {
    await guards.close();
    throw error;
  }
  const { server, port } = served;
  return {
    url: originOf(host, port),
    port,
    criterion: guards.guard.criterion,
    failed: guards.failed,
    async close() {
      await closeServer(server);
      await guards.close();
    },
  };
}
