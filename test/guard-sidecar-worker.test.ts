/**
 * `leakscope guard serve` judges flows in a worker thread: while a 1 MB message with 20,000
 * identifiers is inspected, `/healthz` and SIGTERM are answered (asserted as an order of events,
 * never as a duration), and every answer is the one the in-thread sidecar gives for the same
 * requests, byte for byte.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard, guardOptionsFromPolicy, loadGuardPolicy } from '../src/guard/index.js';
import { createSidecarApp, SESSION_HEADER } from '../src/integrations/sidecar/index.js';
import { FIXTURES } from './fixtures/guard/paths.js';
import { leakscope, startLeakscope, type RunningCli } from './support/cli.js';
import { identifierMessage } from '../bench/guard.js';

const POLICY_FILE = join(FIXTURES, 'policy.json');

// About 1 MB (under the default 1 MiB body limit once wrapped in a flow), no value of it in the vault.
const BIG = identifierMessage(20_000, 1_000_000);
const flow = (content: string) => ({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', tool: 'send_email', content });
const request = (method: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method,
  ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  headers: { 'content-type': 'application/json', ...headers },
});
const post = (body: unknown, headers: Record<string, string> = {}) => request('POST', body, headers);

async function serve(): Promise<{ server: RunningCli; url: string }> {
  const server = startLeakscope(['guard', 'serve', '--policy', POLICY_FILE, '--port', '0']);
  const [, url = ''] = await server.waitFor(/on (http:\/\/127\.0\.0\.1:\d+)/);
  return { server, url };
}

/** What happened, in order: `healthz` when a /healthz answer reported the inspection pending, `inspect` when the inspection answered. */
async function healthzDuringInspection(url: string): Promise<{ order: string[]; health: unknown; inspection: Promise<Response> }> {
  const order: string[] = [];
  const inspection = fetch(`${url}/v1/inspect`, post(flow(BIG)));
  let settled = false;
  void inspection.then(
    () => {
      settled = true;
      order.push('inspect');
    },
    () => {
      settled = true;
      order.push('inspect failed');
    },
  );
  let health: unknown;
  while (!settled) {
    const answer = (await (await fetch(`${url}/healthz`)).json()) as { pending?: number };
    if ((answer.pending ?? 0) > 0) {
      order.push('healthz');
      health = answer;
      break;
    }
  }
  return { order, health, inspection };
}

describe('leakscope guard serve: a long inspection does not hold up the server', () => {
  let running: { server: RunningCli; url: string } | undefined;
  beforeAll(async () => {
    running = await serve();
  });
  afterAll(async () => {
    await running?.server.stop();
  });

  it('/healthz answers while a 1 MB message with 20,000 identifiers is being inspected, before the decision', async () => {
    const { url } = running ?? { url: '' };
    const { order, health, inspection } = await healthzDuringInspection(url);
    const answer = (await (await inspection).json()) as { decision: string; findings: unknown[] };
    expect(order).toEqual(['healthz', 'inspect']);
    expect(health).toEqual({ status: 'ok', criterion: 'allowed-set', pending: 1 });
    expect(answer.findings).toHaveLength(20_000);
    // At rest again: the count is gone, as a sidecar with nothing pending has always answered.
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', criterion: 'allowed-set' });
  });
});

describe('leakscope guard serve: SIGTERM during a long inspection', () => {
  it('exits (status 0) without waiting for the inspection to answer', async () => {
    const { server, url } = await serve();
    try {
      const { order, inspection } = await healthzDuringInspection(url);
      const exit = await server.stop('SIGTERM');
      const outcome = await inspection.then(
        () => 'answered',
        () => 'dropped',
      );
      expect(order[0]).toBe('healthz');
      expect(exit.status).toBe(0);
      // Its connection was closed on the way out: the process did not wait for the decision.
      expect(outcome).toBe('dropped');
    } finally {
      await server.stop();
    }
  });

  it("a guard the worker cannot build fails the start as it did in the thread: exit 2, the engine's message", () => {
    const result = leakscope(['guard', 'serve', '--policy', POLICY_FILE, '--port', '0', '--criterion', 'arbiter']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('the arbiter criterion needs a model');
  });
});

describe('leakscope guard serve answers what the in-thread sidecar answers', () => {
  let running: { server: RunningCli; url: string } | undefined;
  beforeAll(async () => {
    running = await serve();
  });
  afterAll(async () => {
    await running?.server.stop();
  });

  const SESSION_POLICY = {
    vault: [{ key: 'email', value: 'ana.ruiz@clinic.example', category: 'PII', kind: 'email' }],
    policy: { defaultAllowed: [], allowed: { C3: ['email'] } },
  };
  const inSession = { [SESSION_HEADER]: 'tenant-a' };
  /** Requests in order; reads shape the inventory, so later decisions depend on earlier ones. */
  const script: [string, string, ReturnType<typeof request> | undefined][] = [
    ['a rewrite', '/v1/inspect', post(flow('Dx E11.9, reach Colleen Nguyen at colleen.nguyen@example.org'))],
    ['a block', '/v1/inspect', post(flow('SSN 787-08-3753'))],
    ['a pass', '/v1/inspect', post(flow('See you at the follow-up on Tuesday.'))],
    ['the 1 MB message with 20,000 identifiers', '/v1/inspect', post(flow(BIG))],
    ['the big message inside a rewrite', '/v1/inspect', post(flow(`Dx E11.9. ${BIG.slice(0, 400_000)}`))],
    ['an invalid flow', '/v1/inspect', post({ channel: 'C9', content: 'x' })],
    ['a read', '/v1/observe', post({ channel: 'C4', source: 'ehr.read', recipient: 'assistant', content: 'member id 4111 1111 1111 1111, dx E11.9, SSN 219-09-9999' })],
    ['a flow after the read', '/v1/inspect', post(flow('card 4111 1111 1111 1111 and SSN 219-09-9999'))],
    ['a session from a policy', '/v1/sessions', post({ session: 'tenant-a', policy: SESSION_POLICY })],
    ['a flow in the session', '/v1/inspect', post(flow('reply to ana.ruiz@clinic.example, SSN 787-08-3753'), inSession)],
    ['a read in the session', '/v1/observe', post({ channel: 'C4', source: 'crm.read', recipient: 'assistant', content: 'ana.ruiz@clinic.example' }, inSession)],
    ['the session', '/v1/sessions/tenant-a', request('GET')],
    ['a bad policy', '/v1/sessions', post({ session: 'tenant-b', policy: { vault: [{ key: 'x', value: 'secret-value-1', category: 'PII', kind: 'nope' }] } })],
    ['the session ended', '/v1/sessions/tenant-a', request('DELETE')],
    ['a flow in the ended session', '/v1/inspect', post(flow('hi'), inSession)],
  ];

  it('the same statuses and the same bytes for the same requests, decisions included', async () => {
    const { url } = running ?? { url: '' };
    const app = createSidecarApp({ guard: createGuard(guardOptionsFromPolicy(await loadGuardPolicy(POLICY_FILE))) });
    const decisions = new Set<string>();
    for (const [name, path, init] of script) {
      const inThread = await app.request(path, init);
      const viaWorker = await fetch(`${url}${path}`, init);
      const expected = await inThread.text();
      expect({ name, status: viaWorker.status, type: viaWorker.headers.get('content-type') }).toEqual({ name, status: inThread.status, type: inThread.headers.get('content-type') });
      expect(await viaWorker.text(), name).toBe(expected);
      if (path === '/v1/inspect' && inThread.status === 200) decisions.add((JSON.parse(expected) as { decision: string }).decision);
    }
    // The script reaches every decision, so "the same bytes" covers a rewrite and a block too.
    expect([...decisions].sort()).toEqual(['ABSTRACT', 'BLOCK', 'PASS']);
  });

  it("the decision is the in-process guard's own for the 1 MB message", async () => {
    const { url } = running ?? { url: '' };
    const guard = createGuard(guardOptionsFromPolicy(await loadGuardPolicy(POLICY_FILE)));
    const direct = await guard.inspect({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', tool: 'send_email', content: BIG });
    const answer = (await (await fetch(`${url}/v1/inspect`, post(flow(BIG)))).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ decision: direct.decision, content: direct.content, rationale: direct.rationale, verdicts: direct.verdicts, flowRecords: direct.flowRecords });
    expect(answer['findings']).toEqual(direct.findings.map(({ kind, field, tier, method, span, evidence }) => ({ kind, field, tier, method, span, evidence })));
  });
});
