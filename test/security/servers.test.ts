/**
 * The front doors, tested as an attacker would: every HTTP server leakscope runs (the viewer, the
 * guard sidecar, the MCP gateway's Streamable HTTP endpoint, the OTLP receiver) started for real
 * on 127.0.0.1 and sent raw HTTP — a DNS-rebound Host, a foreign Origin, a missing or wrong token,
 * `text/plain` and form bodies (what a browser sends cross-site without a preflight), an oversized
 * body, a body dribbled byte by byte, and more sessions than allowed. docs/security.md tabulates
 * what each server checks; this file is what holds it to that table.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard } from '../../src/guard/index.js';
import { guardOptionsFromPolicy, loadGuardPolicy } from '../../src/guard/policy-file.js';
import { startMcpGateway, type RunningMcpGateway } from '../../src/integrations/mcp/index.js';
import { startOtelReceiver } from '../../src/integrations/otlp/index.js';
import { startSidecar } from '../../src/integrations/sidecar/index.js';
import { startViewer } from '../../src/report/viewer/index.js';
import { FIXTURES, UPSTREAM } from '../fixtures/guard/paths.js';
import { PROJECT_ROOT } from '../support/cli.js';
import { leakscopeAsync } from '../support/cli.js';

const TOKEN = 'front-door-test-token';
const SSN = '787-08-3753';
/** Small limits so the refusals are cheap to reach: bodies over 10 kB, requests not complete in 600 ms. */
const MAX_BODY = 10_000;
const LIMITS = { requestTimeoutMs: 600, headersTimeoutMs: 600 };

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** One raw HTTP/1.1 request with exactly these headers (Host included: fetch would not let a test forge it). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers }, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Slowloris: a body whose headers promise 1,000 bytes, then one byte every 100 ms (`body`), or
 * headers that never end, one byte of a header line every 100 ms (`headers`), for at most 4 s.
 * Resolves with the status line the server answered (or `no answer`) and the bytes it let in.
 */
function dribble(port: number, path: string, headers: Record<string, string>, what: 'body' | 'headers' = 'body'): Promise<{ line: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ line: answer.split('\r\n')[0] || 'no answer', sent });
    };
    socket.on('connect', () => {
      const lines = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Content-Type: application/json', 'Content-Length: 1000', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(what === 'body' ? `${lines.join('\r\n')}\r\n\r\n` : `${lines.join('\r\n')}\r\nX-Slow: `);
      timer = setInterval(() => {
        if (sent >= 40) return done();
        socket.write('a');
        sent += 1;
        return undefined;
      }, 100);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) done();
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** One server under test: where it listens, what a valid request to it is, and what it protects. */
interface Door {
  readonly name: string;
  readonly port: number;
  /** A GET path that answers 200 to a proper request. */
  readonly getPath: string;
  /** The path that takes a JSON body, and a valid one. */
  readonly postPath: string;
  readonly postBody: string;
  /** Headers every proper request has (the token, MCP's Accept). */
  readonly proper: Record<string, string>;
  /** Whether it takes bodies at all (the viewer answers GET only: 405). */
  readonly takesBodies: boolean;
  readonly hasToken: boolean;
  close(): Promise<void>;
}

const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } } });
const MCP_ACCEPT = { accept: 'application/json, text/event-stream' };
const AUTH = { authorization: `Bearer ${TOKEN}` };

const doors: Door[] = [];
let gateway: RunningMcpGateway | undefined;
let sidecarPort = 0;
let gatewayPort = 0;

beforeAll(async () => {
  const policy = await loadGuardPolicy(join(FIXTURES, 'policy.json'));
  const viewer = await startViewer({ sources: [join(PROJECT_ROOT, 'examples/traces.jsonl')], port: 0, limits: LIMITS });
  await viewer.indexed;
  doors.push({
    name: 'viewer',
    port: Number(new URL(viewer.url).port),
    getPath: '/api/facets',
    postPath: '/api/facets',
    postBody: '{}',
    proper: {},
    takesBodies: false,
    hasToken: false,
    close: viewer.close,
  });

  const sidecar = await startSidecar({
    guard: createGuard(guardOptionsFromPolicy(policy)),
    port: 0,
    token: TOKEN,
    maxBodyBytes: MAX_BODY,
    maxSessions: 2,
    limits: LIMITS,
  });
  sidecarPort = sidecar.port;
  const flow = JSON.stringify({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', tool: 'send_email', content: 'See you on Tuesday.' });
  doors.push({ name: 'guard sidecar', port: sidecar.port, getPath: '/healthz', postPath: '/v1/inspect', postBody: flow, proper: AUTH, takesBodies: true, hasToken: true, close: sidecar.close });

  gateway = await startMcpGateway({
    policy,
    upstream: { kind: 'stdio', command: process.execPath, args: [UPSTREAM] },
    httpPort: 0,
    http: { token: TOKEN, maxSessions: 2, maxBodyBytes: MAX_BODY, limits: LIMITS },
  });
  gatewayPort = gateway.endpoint?.port ?? 0;
  const running = gateway;
  doors.push({
    name: 'MCP gateway',
    port: gatewayPort,
    getPath: '',
    postPath: '/mcp',
    postBody: INITIALIZE,
    proper: { ...AUTH, ...MCP_ACCEPT },
    takesBodies: true,
    hasToken: true,
    close: () => running.close(),
  });

  const otlp = await startOtelReceiver({ port: 0, onTrace: () => undefined, maxBodyBytes: MAX_BODY, limits: LIMITS });
  doors.push({
    name: 'OTLP receiver',
    port: otlp.port,
    getPath: '',
    postPath: '/v1/traces',
    postBody: JSON.stringify({ resourceSpans: [] }),
    proper: {},
    takesBodies: true,
    hasToken: false,
    close: otlp.close,
  });
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(doors.map((door) => door.close()));
});

const door = (name: string): Door => {
  const found = doors.find((d) => d.name === name);
  if (found === undefined) throw new Error(`no server ${name}`);
  return found;
};
const NAMES = ['viewer', 'guard sidecar', 'MCP gateway', 'OTLP receiver'];

describe.each(NAMES)('%s', (name) => {
  it('answers a proper request', async () => {
    const d = door(name);
    const answer = d.getPath === '' ? await send(d.port, 'POST', d.postPath, { 'content-type': 'application/json', ...d.proper }, d.postBody) : await send(d.port, 'GET', d.getPath, d.proper);
    expect(answer.status).toBe(200);
  });

  it('refuses a DNS-rebound or foreign Host with 421, token or not, before anything runs', async () => {
    const d = door(name);
    for (const host of ['attacker.example', `attacker.example:${d.port}`, `127.0.0.1.nip.io:${d.port}`, '10.0.0.7']) {
      const post = await send(d.port, 'POST', d.postPath, { host, 'content-type': 'application/json', ...d.proper }, d.postBody);
      expect({ host, status: post.status }).toEqual({ host, status: 421 });
      expect(post.headers['mcp-session-id']).toBeUndefined();
      if (d.getPath !== '') expect((await send(d.port, 'GET', d.getPath, { host, ...d.proper })).status).toBe(421);
    }
  });

  it('refuses a foreign browser Origin with 403, and accepts its own', async () => {
    const d = door(name);
    for (const origin of ['http://attacker.example', `http://localhost:${d.port + 1}`, 'null']) {
      const post = await send(d.port, 'POST', d.postPath, { origin, 'content-type': 'application/json', ...d.proper }, d.postBody);
      expect({ origin, status: post.status }).toEqual({ origin, status: 403 });
    }
    const own = `http://127.0.0.1:${d.port}`;
    const ok =
      d.getPath === ''
        ? await send(d.port, 'POST', d.postPath, { origin: own, 'content-type': 'application/json', ...d.proper }, d.postBody)
        : await send(d.port, 'GET', d.getPath, { origin: own, ...d.proper });
    expect(ok.status).toBe(200);
  });

  it('takes JSON bodies only: text/plain and form posts (no CORS preflight) get 415', async () => {
    const d = door(name);
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const headers = { ...d.proper, ...(type === '' ? {} : { 'content-type': type }) };
      const answer = await send(d.port, 'POST', d.postPath, headers, d.postBody);
      expect({ type, status: answer.status }).toEqual({ type, status: d.takesBodies ? 415 : 405 });
      expect(answer.text).not.toContain('"decision"');
    }
  });

  it('refuses an oversized body with 413', async () => {
    const d = door(name);
    const big = JSON.stringify({ padding: 'x'.repeat(MAX_BODY * 2) });
    const answer = await send(d.port, 'POST', d.postPath, { 'content-type': 'application/json', ...d.proper }, big);
    expect(answer.status).toBe(d.takesBodies ? 413 : 405);
  });

  it('ends headers dribbled byte by byte (slowloris) with 408, long before they are complete', async () => {
    const d = door(name);
    const { line, sent } = await dribble(d.port, d.postPath, d.proper, 'headers');
    expect(line).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(40);
  }, 15_000);

  it('ends a body dribbled byte by byte with 408 (or refuses it unread)', async () => {
    const d = door(name);
    const { line, sent } = await dribble(d.port, d.postPath, d.proper, 'body');
    // The viewer answers no POST: it says so at once (405) and never waits for the body.
    expect(line).toMatch(d.takesBodies ? /^HTTP\/1\.1 408/ : /^HTTP\/1\.1 405/);
    expect(sent).toBeLessThan(40);
  }, 15_000);
});

describe.each(['guard sidecar', 'MCP gateway'])('%s with a token', (name) => {
  it('refuses a missing or wrong token with 401', async () => {
    const d = door(name);
    const accept = name === 'MCP gateway' ? MCP_ACCEPT : {};
    for (const auth of [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }]) {
      const answer = await send(d.port, 'POST', d.postPath, { 'content-type': 'application/json', ...accept, ...auth }, d.postBody);
      expect(answer.status).toBe(401);
      expect(answer.headers['mcp-session-id']).toBeUndefined();
    }
  });
});

describe('the guard sidecar', () => {
  it('charges its rate limit only after the token check: unauthenticated requests cannot starve a client', async () => {
    const policy = await loadGuardPolicy(join(FIXTURES, 'policy.json'));
    // Capacity 5, next to no refill: 20 requests without the token take nothing from the bucket.
    const limited = await startSidecar({ guard: createGuard(guardOptionsFromPolicy(policy)), port: 0, token: TOKEN, rateLimit: { capacity: 5, refillPerSecond: 0.001 } });
    try {
      for (let i = 0; i < 20; i += 1) expect((await send(limited.port, 'POST', '/v1/inspect', { 'content-type': 'application/json' }, '{}')).status).toBe(401);
      const flow = JSON.stringify({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', tool: 'send_email', content: 'hello' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await send(limited.port, 'POST', '/v1/inspect', { 'content-type': 'application/json', ...AUTH }, flow)).status);
      // The client has its whole burst, and only then the limit.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('is no vault oracle for a cross-site page: 20,000 candidate SSNs as text/plain are refused unread', async () => {
    const candidates = Array.from({ length: 2_000 }, (_, i) => `${String(100 + (i % 800)).padStart(3, '0')}-${String(10 + (i % 89))}-${String(1000 + i)}`).join(' ');
    const body = JSON.stringify({ channel: 'C3', sender: 'assistant', recipient: 'x@y.example', tool: 'send_email', content: `${candidates} ${SSN}` });
    const answer = await send(sidecarPort, 'POST', '/v1/inspect', { 'content-type': 'text/plain', origin: 'http://attacker.example' }, body);
    expect([403, 415]).toContain(answer.status);
    expect(answer.text).not.toContain('span');
    expect(answer.text).not.toContain(SSN);
  });
});

describe('the MCP gateway', () => {
  const initialize = () => send(gatewayPort, 'POST', '/mcp', { 'content-type': 'application/json', ...AUTH, ...MCP_ACCEPT }, INITIALIZE);

  it('holds at most --max-sessions sessions: one more initialize gets 503 with Retry-After; a closed one makes room', async () => {
    // The table above opened sessions too: fill to the cap of 2 from wherever it stands.
    const opened: string[] = [];
    let answer = await initialize();
    while (answer.status === 200) {
      opened.push(String(answer.headers['mcp-session-id']));
      answer = await initialize();
    }
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(gateway?.endpoint?.sessions()).toBe(2);
    // Ending a session over the protocol (DELETE /mcp) frees its place.
    const [first] = opened;
    if (first !== undefined) {
      const ended = await send(gatewayPort, 'DELETE', '/mcp', { ...AUTH, 'mcp-session-id': first, 'mcp-protocol-version': '2025-06-18' });
      expect(ended.status).toBe(200);
      expect((await initialize()).status).toBe(200);
    }
  });

  it('answers 404 for a session it does not hold, without echoing a forged id', async () => {
    const answer = await send(gatewayPort, 'POST', '/mcp', { 'content-type': 'application/json', ...AUTH, ...MCP_ACCEPT, 'mcp-session-id': `<script>${SSN}` }, '{}');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(SSN);
  });

  it('refuses to serve on a non-loopback address without a token (the command line too)', async () => {
    const policy = await loadGuardPolicy(join(FIXTURES, 'policy.json'));
    await expect(startMcpGateway({ policy, upstream: { kind: 'stdio', command: process.execPath, args: [UPSTREAM] }, httpPort: 0, http: { host: '0.0.0.0' } })).rejects.toThrow(
      /refusing to serve the MCP gateway on 0\.0\.0\.0 without a token/,
    );
    const cli = await leakscopeAsync(['guard', 'mcp', '--policy', join(FIXTURES, 'policy.json'), '--http', '0', '--host', '0.0.0.0', '--', process.execPath, UPSTREAM], {
      env: { LEAKSCOPE_GUARD_TOKEN: '' },
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain('without a token');
  });
});
