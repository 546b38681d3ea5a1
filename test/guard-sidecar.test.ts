/**
 * The HTTP sidecar: routes, limits and the loopback/token rule, in process (Hono `app.request`)
 * and over a real socket; the Python client example against a running `leakscope guard serve`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../src/guard/index.js';
import { createSidecarApp, startSidecar } from '../src/integrations/sidecar/index.js';
import { PATIENT_POLICY, PATIENT_VAULT } from '../src/guard/guard.test-helpers.js';
import { FIXTURES } from './fixtures/guard/paths.js';
import { leakscope, PROJECT_ROOT, startLeakscope, type RunningCli } from './support/cli.js';

const guardOf = () => createGuard({ vault: PATIENT_VAULT, policy: PATIENT_POLICY, purpose: 'schedule a follow-up' });
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const flow = (content: string) => ({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', content });

describe('sidecar routes', () => {
  it('inspect: a flow in, a decision out (rewritten content, masked rationale)', async () => {
    const app = createSidecarApp({ guard: guardOf() });
    const abstracted = await app.request('/v1/inspect', post(flow('Dx E11.9')));
    expect(abstracted.status).toBe(200);
    expect(await abstracted.json()).toMatchObject({ decision: 'ABSTRACT', content: 'Dx a chronic condition', criterion: 'allowed-set' });
    const blocked = await (await app.request('/v1/inspect', post(flow('SSN 787-08-3753')))).json();
    expect(blocked).toMatchObject({ decision: 'BLOCK', content: '' });
    expect(JSON.stringify(blocked)).not.toContain('787-08-3753');
  });

  it('observe: records the facts into the inventory', async () => {
    const guard = guardOf();
    const app = createSidecarApp({ guard });
    const response = await app.request('/v1/observe', post({ channel: 'C4', source: 'ehr.read', recipient: 'assistant', content: 'dx E11.9' }));
    expect(await response.json()).toMatchObject({ records: [{ field: 'diagnosis', sender: 'ehr.read', recipient: 'assistant' }], findings: 1 });
    expect(guard.inventory.hasField('diagnosis')).toBe(true);
  });

  it('healthz answers without a body', async () => {
    const response = await createSidecarApp({ guard: guardOf() }).request('/healthz');
    expect(await response.json()).toEqual({ status: 'ok', criterion: 'allowed-set' });
  });

  it('400 with a clear JSON error for bad JSON and for an invalid flow', async () => {
    const app = createSidecarApp({ guard: guardOf() });
    const badJson = await app.request('/v1/inspect', post('{not json'));
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: { code: 'invalid-json', message: 'the request body is not valid JSON' } });
    const badFlow = await app.request('/v1/inspect', post({ channel: 'C9', content: 'x' }));
    expect(badFlow.status).toBe(400);
    expect(await badFlow.json()).toMatchObject({ error: { code: 'invalid-flow', message: expect.stringContaining('channel') } });
  });

  it('413 with a clear JSON error above the body limit', async () => {
    const app = createSidecarApp({ guard: guardOf(), maxBodyBytes: 1000 });
    const response = await app.request('/v1/inspect', post(flow('x'.repeat(2000))));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'payload-too-large', message: 'the request body is larger than 1000 bytes' } });
  });

  it('429 with Retry-After when the token bucket is empty, and recovers as it refills', async () => {
    let now = 0;
    const app = createSidecarApp({ guard: guardOf(), rateLimit: { capacity: 2, refillPerSecond: 0.5 }, now: () => now });
    expect((await app.request('/v1/inspect', post(flow('a')))).status).toBe(200);
    expect((await app.request('/v1/inspect', post(flow('b')))).status).toBe(200);
    const limited = await app.request('/v1/inspect', post(flow('c')));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate-limited' } });
    now = 2000;
    expect((await app.request('/v1/inspect', post(flow('d')))).status).toBe(200);
  });

  it('401 without the bearer token when one is configured', async () => {
    const app = createSidecarApp({ guard: guardOf(), token: 's3cret' });
    expect((await app.request('/v1/inspect', post(flow('a')))).status).toBe(401);
    expect((await app.request('/v1/inspect', post(flow('a'), { authorization: 'Bearer wrong' }))).status).toBe(401);
    expect((await app.request('/v1/inspect', post(flow('a'), { authorization: 'Bearer s3cret' }))).status).toBe(200);
  });
});

describe('sidecar binding', () => {
  it('refuses to bind to a non-loopback address without a token', async () => {
    await expect(startSidecar({ guard: guardOf(), port: 0, host: '0.0.0.0' })).rejects.toThrow(/refusing to serve the guard on 0\.0\.0\.0 without a token/);
  });

  it('serves on 127.0.0.1 by default, over a real socket', async () => {
    const sidecar = await startSidecar({ guard: guardOf(), port: 0 });
    try {
      expect(sidecar.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${sidecar.url}/v1/inspect`, post(flow('Dx E11.9')));
      expect(await response.json()).toMatchObject({ decision: 'ABSTRACT' });
    } finally {
      await sidecar.close();
    }
  });
});

describe('leakscope guard serve + the Python client example', () => {
  let server: RunningCli | undefined;
  let url = '';
  const python = spawnSync('python3', ['--version']).status === 0;

  beforeAll(async () => {
    server = startLeakscope(['guard', 'serve', '--policy', join(FIXTURES, 'policy.json'), '--port', '0']);
    [, url = ''] = await server.waitFor(/on (http:\/\/127\.0\.0\.1:\d+)/);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses --host 0.0.0.0 without a token (exit 2)', () => {
    const result = leakscope(['guard', 'serve', '--policy', join(FIXTURES, 'policy.json'), '--host', '0.0.0.0', '--port', '0'], { env: { LEAKSCOPE_GUARD_TOKEN: '' } });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('refusing to serve the guard on 0.0.0.0 without a token');
  });

  it.skipIf(!python)('the stdlib-only Python client gets a decision', () => {
    const script = resolve(PROJECT_ROOT, 'examples/python/guard_client.py');
    const result = spawnSync('python3', [script, '--url', url, '--recipient', 'x@y.example', 'Her SSN is 787-08-3753'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({ decision: 'BLOCK', content: '' });
  });
});
