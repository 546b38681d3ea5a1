/**
 * The sidecar's sessions: one guard (vault, policy, inventory) per session id, opened from a
 * policy over the wire or from the embedder's factory; expiry on an injected clock, the session
 * limit, and the errors (400 invalid id or policy, 404 unknown session, 401 without the token).
 * In process (Hono `app.request`), plus `leakscope guard serve --max-sessions` over a socket.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard, type GuardOptions, type GuardPolicyFileInput } from '../src/guard/index.js';
import { createSidecarApp, SESSION_HEADER, type SidecarOptions } from '../src/integrations/sidecar/index.js';
import { PATIENT_POLICY, PATIENT_VAULT } from '../src/guard/guard.test-helpers.js';
import { FIXTURES } from './fixtures/guard/paths.js';
import { startLeakscope, type RunningCli } from './support/cli.js';

const defaultGuard = () => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: 'schedule a follow-up' });
const appWith = (options: Partial<SidecarOptions> = {}) => createSidecarApp({ guard: defaultGuard(), ...options });

const request = (method: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method,
  ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  headers: { 'content-type': 'application/json', ...headers },
});
const post = (body: unknown, headers: Record<string, string> = {}) => request('POST', body, headers);
const inSession = (session: string) => ({ [SESSION_HEADER]: session });
const flow = (content: string) => ({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', content });

interface RecordBody {
  readonly field: string | null;
  readonly origin?: string;
  readonly action?: string;
}
interface InspectBody {
  readonly decision: string;
  readonly content: string;
  readonly findings: readonly { readonly field: string | null }[];
  readonly flowRecords: readonly RecordBody[];
}
interface SessionBody {
  readonly session: string;
  readonly records: readonly RecordBody[];
  readonly learned: number;
}
/** A response's JSON body, as the shape the route documents. */
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

const EMAIL = 'ana.ruiz@clinic.example';
const MEMBER = 'MBR-7731-QX';
const IBAN = 'DE89370400440532013000';

/** Tenant A: a member id and an email, the email allowed in tool arguments. */
const POLICY_A = {
  vault: [
    { key: 'email', value: EMAIL, category: 'PII', kind: 'email', record: 'member' },
    { key: 'member', value: MEMBER, category: 'PII', kind: 'identifier', record: 'member' },
  ],
  policy: { defaultAllowed: [], allowed: { C3: ['email'] } },
  purpose: 'send the member a follow-up',
} satisfies GuardPolicyFileInput;
/** Tenant B: another vault (an account number; the same email), nothing allowed in tool arguments. */
const POLICY_B = {
  vault: [
    { key: 'email', value: EMAIL, category: 'PII', kind: 'email', record: 'customer' },
    { key: 'account', value: 'ACCT-5521-ZZ', category: 'FIN', kind: 'account', record: 'customer' },
  ],
  policy: { defaultAllowed: [], allowed: {} },
} satisfies GuardPolicyFileInput;

describe('sidecar sessions: isolation', () => {
  it("two sidecar sessions with different policies do not see each other's inventory", async () => {
    const guard = defaultGuard();
    const app = createSidecarApp({ guard });
    expect((await app.request('/v1/sessions', post({ session: 'tenant-a', policy: POLICY_A }))).status).toBe(201);
    expect((await app.request('/v1/sessions', post({ session: 'tenant-b', policy: POLICY_B }))).status).toBe(201);

    // A reads a tool output carrying its vault value (the member id) and an IBAN no vault names.
    const read = { channel: 'C4', source: 'crm.read', recipient: 'assistant', content: `member ${MEMBER}, refund to IBAN ${IBAN}` };
    const observed = await json<SessionBody>(app.request('/v1/observe', post(read, inSession('tenant-a'))));
    expect(observed.records).toEqual([
      expect.objectContaining({ field: 'member', origin: 'vault', sender: 'crm.read' }),
      expect.objectContaining({ field: 'inv1.iban', origin: 'read', sender: 'crm.read' }),
    ]);

    // A's inventory holds both; B's and the default guard's hold nothing.
    const inventoryA = await json<SessionBody>(app.request('/v1/sessions/tenant-a', request('GET')));
    expect(inventoryA).toMatchObject({ session: 'tenant-a', learned: 1 });
    expect(inventoryA.records.map((record) => record.field)).toEqual(['member', 'inv1.iban']);
    expect(JSON.stringify(inventoryA)).not.toContain(MEMBER);
    expect(JSON.stringify(inventoryA)).not.toContain(IBAN);
    const inventoryB = await (await app.request('/v1/sessions/tenant-b', request('GET'))).json();
    expect(inventoryB).toMatchObject({ session: 'tenant-b', records: [], learned: 0 });
    expect(guard.inventory.records).toEqual([]);

    // The same outbound text: A knows both facts (its vault value, the IBAN it learned by reading)...
    const leak = flow(`member ${MEMBER}, IBAN ${IBAN}`);
    const inA = await json<InspectBody>(app.request('/v1/inspect', post(leak, inSession('tenant-a'))));
    expect(inA.decision).toBe('BLOCK');
    expect(inA.findings.map((finding) => finding.field)).toEqual(expect.arrayContaining(['member', 'inv1.iban']));
    expect(inA.flowRecords).toContainEqual(expect.objectContaining({ field: 'inv1.iban', origin: 'read', action: 'block' }));
    // ...B knows neither: no member field, and the IBAN is only a recognised identifier, not learned.
    const inB = await json<InspectBody>(app.request('/v1/inspect', post({ ...leak, session: 'tenant-b' })));
    const fieldsB = inB.findings.map((finding) => finding.field);
    expect(fieldsB).not.toContain('member');
    expect(fieldsB).not.toContain('inv1.iban');
    expect(inB.flowRecords.map((record) => record.field)).not.toContain('inv1.iban');
    expect((await json<SessionBody>(app.request('/v1/sessions/tenant-b', request('GET')))).records).toEqual([]);

    // The policies differ visibly: A allows the email in tool arguments, B does not.
    const email = flow(`reply to ${EMAIL}`);
    expect(await (await app.request('/v1/inspect', post(email, inSession('tenant-a')))).json()).toMatchObject({ decision: 'PASS', content: `reply to ${EMAIL}` });
    const emailB = await json<InspectBody>(app.request('/v1/inspect', post(email, inSession('tenant-b'))));
    expect(emailB.decision).not.toBe('PASS');
    expect(emailB.content).not.toContain(EMAIL);
  });

  it('a request without a session id is judged by the default guard, as before', async () => {
    const app = appWith();
    await app.request('/v1/sessions', post({ session: 'tenant-a', policy: POLICY_A }));
    // The patient vault of the default guard: its diagnosis is abstracted; tenant A has no diagnosis.
    expect(await (await app.request('/v1/inspect', post(flow('Dx E11.9')))).json()).toMatchObject({ decision: 'ABSTRACT', content: 'Dx a chronic condition' });
    expect(await (await app.request('/v1/inspect', post(flow('Dx E11.9'), inSession('tenant-a')))).json()).toMatchObject({ content: 'Dx E11.9' });
  });
});

describe('sidecar sessions: lifecycle', () => {
  it('POST /v1/sessions creates (201), replaces with a fresh inventory (200), and makes up an id when none is given', async () => {
    const app = appWith({ sessionIdleMs: 60_000 });
    const created = await app.request('/v1/sessions', post({ session: 'tenant-a', policy: { ...POLICY_A, criterion: 'pii' } }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ session: 'tenant-a', criterion: 'pii', expiresInMs: 60_000, replaced: false });
    await app.request('/v1/observe', post({ channel: 'C4', source: 'crm.read', recipient: 'assistant', content: `member ${MEMBER}` }, inSession('tenant-a')));
    expect((await json<SessionBody>(app.request('/v1/sessions/tenant-a', request('GET')))).records).toHaveLength(1);

    const replaced = await app.request('/v1/sessions', post({ policy: POLICY_A }, inSession('tenant-a')));
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ session: 'tenant-a', criterion: 'allowed-set', replaced: true });
    expect((await json<SessionBody>(app.request('/v1/sessions/tenant-a', request('GET')))).records).toEqual([]);

    const generated = await json<SessionBody>(app.request('/v1/sessions', post({ policy: POLICY_B })));
    expect(generated.session).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await app.request('/v1/inspect', post(flow('hi'), inSession(generated.session)))).status).toBe(200);
  });

  it('DELETE /v1/sessions/:id ends a session: it is then unknown (404), not the default guard', async () => {
    const app = appWith();
    await app.request('/v1/sessions', post({ session: 'tenant-a', policy: POLICY_A }));
    const deleted = await app.request('/v1/sessions/tenant-a', request('DELETE'));
    expect(await deleted.json()).toEqual({ session: 'tenant-a', deleted: true });
    expect((await app.request('/v1/inspect', post(flow('hi'), inSession('tenant-a')))).status).toBe(404);
    expect((await app.request('/v1/sessions/tenant-a', request('DELETE'))).status).toBe(404);
  });

  it('an idle session expires after sessionIdleMs on the injected clock; use keeps it alive', async () => {
    let now = 0;
    const app = appWith({ sessionIdleMs: 1000, now: () => now });
    await app.request('/v1/sessions', post({ session: 'tenant-a', policy: POLICY_A }));
    expect(await (await app.request('/healthz')).json()).toMatchObject({ sessions: 1 });
    for (const at of [900, 1800, 2700]) {
      now = at;
      expect((await app.request('/v1/inspect', post(flow('hi'), inSession('tenant-a')))).status).toBe(200);
    }
    now = 3700;
    const expired = await app.request('/v1/inspect', post(flow('hi'), inSession('tenant-a')));
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({
      error: { code: 'unknown-session', message: 'no session "tenant-a": it was never opened, was deleted, or expired after 1 s unused' },
    });
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok', criterion: 'allowed-set' });
  });

  it('maxSessions: one more gets 503 too-many-sessions with Retry-After; replacing or freeing one is fine', async () => {
    let now = 0;
    const app = appWith({ maxSessions: 2, sessionIdleMs: 10_000, now: () => now });
    expect((await app.request('/v1/sessions', post({ session: 'a', policy: POLICY_A }))).status).toBe(201);
    now = 4000;
    expect((await app.request('/v1/sessions', post({ session: 'b', policy: POLICY_B }))).status).toBe(201);
    const full = await app.request('/v1/sessions', post({ session: 'c', policy: POLICY_B }));
    expect(full.status).toBe(503);
    // Session a, the least recently used, expires 6 s from now.
    expect(full.headers.get('retry-after')).toBe('6');
    expect(await full.json()).toMatchObject({ error: { code: 'too-many-sessions' } });
    expect((await app.request('/v1/sessions', post({ session: 'a', policy: POLICY_B }))).status).toBe(200);
    expect((await app.request('/v1/sessions/b', request('DELETE'))).status).toBe(200);
    expect((await app.request('/v1/sessions', post({ session: 'c', policy: POLICY_B }))).status).toBe(201);
    expect(await (await app.request('/healthz')).json()).toMatchObject({ sessions: 2 });
  });
});

describe('sidecar sessions: errors', () => {
  it('a session id the sidecar does not know is 404 unknown-session on every route', async () => {
    const app = appWith();
    for (const response of [
      await app.request('/v1/inspect', post(flow('Dx E11.9'), inSession('nobody'))),
      await app.request('/v1/observe', post({ channel: 'C4', source: 'ehr.read', recipient: 'assistant', content: 'dx E11.9', session: 'nobody' })),
      await app.request('/v1/sessions/nobody', request('GET')),
      await app.request('/v1/sessions/nobody', request('DELETE')),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'unknown-session', message: expect.stringContaining('"nobody"') } });
    }
  });

  it('an invalid session id is 400 invalid-session naming the header or the body field', async () => {
    const app = appWith();
    const header = await app.request('/v1/inspect', post(flow('hi'), inSession('has space')));
    expect(header.status).toBe(400);
    expect(await header.json()).toEqual({ error: { code: 'invalid-session', message: 'the x-leakscope-session header must be 1–128 characters of A-Z a-z 0-9 . _ : -' } });
    for (const session of [42, '', 'x'.repeat(129), 'a/b']) {
      const body = await app.request('/v1/inspect', post({ ...flow('hi'), session }));
      expect(body.status).toBe(400);
      expect(await body.json()).toMatchObject({ error: { code: 'invalid-session', message: expect.stringContaining('body field "session"') } });
    }
    const create = await app.request('/v1/sessions', post({ session: 'tenant a', policy: POLICY_A }));
    expect(await create.json()).toMatchObject({ error: { code: 'invalid-session', message: expect.stringContaining('"session"') } });
    const mismatch = await app.request('/v1/inspect', post({ ...flow('hi'), session: 'a' }, inSession('b')));
    expect(await mismatch.json()).toMatchObject({ error: { code: 'session-mismatch' } });
    expect((await app.request(`/v1/sessions/${'x'.repeat(129)}`, request('GET'))).status).toBe(400);
  });

  it('a bad policy is 400 invalid-policy naming the field, never echoing a vault value', async () => {
    const app = appWith();
    const ssn = '219-09-9999';
    const badKind = await app.request('/v1/sessions', post({ policy: { vault: [{ key: 'ssn', value: ssn, kind: 'social' }] } }));
    expect(badKind.status).toBe(400);
    const kindError = await badKind.json();
    expect(kindError).toMatchObject({ error: { code: 'invalid-policy', fields: ['policy.vault.0.kind'], message: expect.stringContaining('vault[0].kind') } });
    expect(JSON.stringify(kindError)).not.toContain(ssn);
    // A value pasted where a vault key belongs: the policy check names the entry; the value is masked.
    const pasted = await app.request('/v1/sessions', post({ policy: { vault: [{ key: 'ssn', value: ssn }], policy: { defaultAllowed: [], allowed: { C3: [ssn] } } } }));
    const pastedError = await pasted.json();
    expect(pastedError).toMatchObject({ error: { code: 'invalid-policy', fields: ['policy.policy.allowed.C3.0'] } });
    expect(JSON.stringify(pastedError)).not.toContain(ssn);
    // A criterion that needs a model the sidecar does not have: named as the criterion field.
    const arbiter = await app.request('/v1/sessions', post({ policy: { ...POLICY_A, criterion: 'arbiter' } }));
    expect(await arbiter.json()).toMatchObject({ error: { code: 'invalid-policy', fields: ['policy.criterion'], message: expect.stringContaining('arbiter') } });
    const missing = await app.request('/v1/sessions', post({ session: 'tenant-a' }));
    expect(await missing.json()).toMatchObject({ error: { code: 'invalid-session-request', message: expect.stringContaining('"policy"') } });
    const unknownKey = await app.request('/v1/sessions', post({ policy: POLICY_A, vault: [] }));
    expect(await unknownKey.json()).toMatchObject({ error: { code: 'invalid-session-request', message: expect.stringContaining('vault') } });
    expect(await (await app.request('/healthz')).json()).not.toHaveProperty('sessions');
  });

  it('the body limit (413) applies to /v1/sessions', async () => {
    const app = appWith({ maxBodyBytes: 1000 });
    const big = { ...POLICY_A, purpose: 'x'.repeat(2000) };
    const response = await app.request('/v1/sessions', post({ policy: big }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload-too-large' } });
  });

  it('the bearer token is required on the session routes too', async () => {
    const app = appWith({ token: 's3cret' });
    const auth = { authorization: 'Bearer s3cret' };
    expect((await app.request('/v1/sessions', post({ session: 'a', policy: POLICY_A }))).status).toBe(401);
    expect((await app.request('/v1/sessions', post({ session: 'a', policy: POLICY_A }, { authorization: 'Bearer wrong' }))).status).toBe(401);
    expect((await app.request('/v1/sessions', post({ session: 'a', policy: POLICY_A }, auth))).status).toBe(201);
    expect((await app.request('/v1/sessions/a', request('GET'))).status).toBe(401);
    expect((await app.request('/v1/inspect', post(flow('hi'), inSession('a')))).status).toBe(401);
    expect((await app.request('/v1/sessions/a', request('DELETE'))).status).toBe(401);
    expect((await app.request('/v1/sessions/a', request('DELETE', undefined, auth))).status).toBe(200);
  });
});

describe('sidecar sessions: the embedder factory', () => {
  const optionsOf = (session: string): GuardOptions | undefined =>
    session.startsWith('tenant-') ? { vault: POLICY_A.vault, policy: POLICY_A.policy, criterion: 'pii', purpose: 'follow-up' } : undefined;

  it('opens a named session on first use from the factory; the factory refusing is 404', async () => {
    const app = appWith({ sessionFactory: optionsOf });
    expect(await (await app.request('/v1/inspect', post(flow('hi'), inSession('tenant-7')))).json()).toMatchObject({ criterion: 'pii' });
    expect(await (await app.request('/healthz')).json()).toMatchObject({ sessions: 1 });
    expect((await app.request('/v1/inspect', post(flow('hi'), inSession('stranger')))).status).toBe(404);
    const created = await app.request('/v1/sessions', post({ session: 'tenant-8' }));
    expect(await created.json()).toMatchObject({ session: 'tenant-8', criterion: 'pii', replaced: false });
  });

  it('takes a guard as it is, and refuses policies over the wire (403)', async () => {
    const tenant = createGuard({ vault: POLICY_A.vault, policy: POLICY_A.policy });
    const app = appWith({ sessionFactory: (session) => (session === 'tenant-a' ? tenant : undefined) });
    await app.request('/v1/observe', post({ channel: 'C4', source: 'crm.read', recipient: 'assistant', content: `member ${MEMBER}` }, inSession('tenant-a')));
    expect(tenant.inventory.hasField('member')).toBe(true);
    const wire = await app.request('/v1/sessions', post({ session: 'tenant-a', policy: POLICY_B }));
    expect(wire.status).toBe(403);
    expect(await wire.json()).toMatchObject({ error: { code: 'policies-not-accepted' } });
  });

  it('a factory that throws is 500 session-factory-failed, without its message', async () => {
    const app = appWith({
      sessionFactory: () => {
        throw new Error(`no tenant for ${MEMBER}`);
      },
    });
    const response = await app.request('/v1/inspect', post(flow('hi'), inSession('tenant-a')));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toMatchObject({ error: { code: 'session-factory-failed' } });
    expect(JSON.stringify(body)).not.toContain(MEMBER);
  });
});

describe('leakscope guard serve: sessions over a socket', () => {
  let server: RunningCli | undefined;
  let url = '';
  let banner = '';

  beforeAll(async () => {
    server = startLeakscope(['guard', 'serve', '--policy', join(FIXTURES, 'policy.json'), '--port', '0', '--max-sessions', '1', '--session-idle', '60']);
    const match = await server.waitFor(/on (http:\/\/127\.0\.0\.1:\d+).*$/m);
    [banner, url = ''] = match;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('announces the session routes and applies --max-sessions and --session-idle', async () => {
    expect(banner).toContain('sessions: POST /v1/sessions (up to 1, expire after 60 s unused)');
    const first = await fetch(`${url}/v1/sessions`, post({ session: 'tenant-a', policy: POLICY_A }));
    expect(await first.json()).toMatchObject({ session: 'tenant-a', expiresInMs: 60_000 });
    const second = await fetch(`${url}/v1/sessions`, post({ session: 'tenant-b', policy: POLICY_B }));
    expect(second.status).toBe(503);
    const decided = await fetch(`${url}/v1/inspect`, post(flow(`reply to ${EMAIL}`), inSession('tenant-a')));
    expect(await decided.json()).toMatchObject({ decision: 'PASS' });
  });
});
