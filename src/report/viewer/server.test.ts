import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../contracts/index.js';
import { audit } from '../audit.js';
import { EXAMPLE_TRACES, OBFUSCATED_CANARY, OBFUSCATED_SSNS, rawValuesIn, vaultValues, writeObfuscatedRepeats } from '../html/example-vault.test-helpers.js';
import { createViewerApp } from './server.js';
import { buildTraceIndex, findingsByTrace, type TraceIndex } from './trace-index.js';

const HOST = { headers: { host: '127.0.0.1:4321' } };

interface EventJson {
  seq: number;
  channel: string;
  text: string;
  highlights: Array<{ start: number; end: number; kind: string; fields: string[] }>;
}

async function get(app: ReturnType<typeof createViewerApp>, path: string, init: RequestInit = HOST): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await app.request(path, init);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('trace viewer API', () => {
  let masked: TraceIndex;
  let revealing: TraceIndex;
  let values: string[];

  beforeAll(async () => {
    masked = await buildTraceIndex({ sources: [EXAMPLE_TRACES] });
    revealing = await buildTraceIndex({ sources: [EXAMPLE_TRACES], showValues: true });
    values = await vaultValues();
  });

  it('lists traces that leaked on C2, with the total', async () => {
    const app = createViewerApp(masked, { sources: ['examples/traces.jsonl'] });
    const page = JSON.parse((await get(app, '/api/traces?channel=C2&leaked=true')).text) as { total: number; items: Array<{ id: string }> };
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual(['ex-hea-1']);
    const clean = JSON.parse((await get(app, '/api/traces?channel=C2&leaked=false')).text) as { items: Array<{ id: string }> };
    expect(clean.items.map((item) => item.id)).toEqual(['ex-hea-2']);
    const all = JSON.parse((await get(app, '/api/traces?pageSize=2&page=2')).text) as { total: number; page: number; pages: number; items: unknown[] };
    expect(all).toMatchObject({ total: 4, page: 2, pages: 2, progress: { state: 'complete', traces: 4, rejectedLines: 0 } });
    expect(all.items).toHaveLength(2);
  });

  it('refuses pages larger than 100 and unknown channels with a clear 400', async () => {
    const app = createViewerApp(masked, { sources: [] });
    const big = await get(app, '/api/traces?pageSize=5000');
    expect(big.status).toBe(400);
    expect(big.text).toContain('pageSize');
    expect((await get(app, '/api/traces?channel=C9')).status).toBe(400);
  });

  it('returns a timeline whose leak spans are masked placeholders, highlighted', async () => {
    const app = createViewerApp(masked, { sources: [] });
    const detail = JSON.parse((await get(app, '/api/traces/ex-hea-1')).text) as { events: EventJson[]; totalEvents: number };
    expect(detail.totalEvents).toBe(8);
    const first = detail.events.find((event) => event.seq === 0);
    expect(first?.channel).toBe('C2');
    const marked = (first?.highlights ?? []).map((h) => ({ text: first?.text.slice(h.start, h.end), kind: h.kind, fields: h.fields }));
    expect(marked).toContainEqual({ text: '***-**-3981', kind: 'vault-leak', fields: ['patient.ssn'] });
    expect(marked.every((mark) => /^[*\-() /.]*\d{0,4}$|^CANARY_[A-Z_]+\*{4}$/.test(mark.text ?? ''))).toBe(true);
  });

  it('never sends a raw vault value without --show-values, in any response', async () => {
    const app = createViewerApp(masked, { sources: [] });
    const bodies = [(await get(app, '/')).text, (await get(app, '/api/facets')).text, (await get(app, '/api/traces?pageSize=100')).text];
    for (const trace of masked.traces) bodies.push((await get(app, `/api/traces/${encodeURIComponent(trace.summary.id)}`)).text);
    for (const body of bodies) expect(rawValuesIn(body, values)).toEqual([]);
    const refused = await get(app, '/api/traces/ex-hea-1?reveal=true');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('--show-values');
    expect((await get(app, '/')).text).not.toContain('id="reveal"');
  });

  it('reveals raw values only when started with --show-values and asked to', async () => {
    const app = createViewerApp(revealing, { sources: [] });
    expect((await get(app, '/')).text).toContain('id="reveal"');
    expect(rawValuesIn((await get(app, '/api/traces/ex-hea-1')).text, values)).toEqual([]);
    const revealed = JSON.parse((await get(app, '/api/traces/ex-hea-1?reveal=true')).text) as { events: EventJson[] };
    const first = revealed.events.find((event) => event.seq === 0);
    expect(first?.text).toContain('512-44-3981');
    const ssn = first?.highlights.find((h) => h.fields.includes('patient.ssn'));
    expect(ssn === undefined ? '' : first?.text.slice(ssn.start, ssn.end)).toBe('512-44-3981');
  });

  it('uses findings from findings.jsonl instead of running the detectors', async () => {
    const findings: Finding[] = [];
    await audit({ sources: [EXAMPLE_TRACES], onFinding: (finding) => void findings.push(finding) });
    const fromFile = await buildTraceIndex({ sources: [EXAMPLE_TRACES], findings: await findingsByTrace(toAsync(findings)) });
    expect(fromFile.findingsSource).toBe('findings-file');
    expect(fromFile.byId.get('ex-hea-1')?.summary.leakedChannels).toEqual(masked.byId.get('ex-hea-1')?.summary.leakedChannels);
    // The failed run has no findings in the file (audit excludes it) and is shown as excluded.
    expect(fromFile.byId.get('ex-fin-2')?.summary.exclusion).toBe('failed model call');
  });

  it('answers only its loopback host names, only GET, with a CSP and no CORS header', async () => {
    const app = createViewerApp(masked, { sources: [] });
    expect((await get(app, '/api/facets', { headers: { host: 'evil.example:4321' } })).status).toBe(421);
    expect((await get(app, '/api/facets', { method: 'POST', headers: { host: 'localhost:1' } })).status).toBe(405);
    const page = await get(app, '/');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'; connect-src 'self'/);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.text).not.toMatch(/<script src|<link rel="stylesheet"|https?:\/\//);
    expect((await get(app, '/api/traces/nope')).status).toBe(404);
  });
});

describe('trace viewer on values repeated in other forms', () => {
  const work = mkdtempSync(join(tmpdir(), 'leakscope-viewer-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  let file: string;
  let values: string[];

  beforeAll(async () => {
    file = await writeObfuscatedRepeats(work);
    values = await vaultValues(file);
  });

  /** Every body the page loads for the trace: the page, facets, the list and the timeline. */
  async function bodies(index: TraceIndex): Promise<string[]> {
    const app = createViewerApp(index, { sources: [file] });
    return Promise.all(['/', '/api/facets', '/api/traces?pageSize=100', '/api/traces/obf-1', '/api/traces/obf-1?offset=1&limit=1'].map(async (path) => (await get(app, path)).text));
  }

  it('the fixture holds every form in the clear (the check can fail)', async () => {
    const { readFile } = await import('node:fs/promises');
    const found = rawValuesIn(await readFile(file, 'utf8'), values);
    for (const form of ['', 'base64 of ', 'hex of ', 'reversed ']) expect(found).toContain(`${form}${OBFUSCATED_CANARY}`);
    for (const ssn of OBFUSCATED_SSNS) expect(rawValuesIn(`ssn ${ssn}`, values)).toEqual(['obfuscated 512-44-3981']);
  });

  it('masks every form a detector finds, in every event, with the detectors', async () => {
    for (const showValues of [false, true]) {
      const index = await buildTraceIndex({ sources: [file], showValues });
      expect(index.rejected.total).toBe(0);
      expect(index.byId.get('obf-1')?.events).toHaveLength(3);
      for (const body of await bodies(index)) expect(rawValuesIn(body, values)).toEqual([]);
    }
  });

  it('masks every form a detector finds, in every event, with the findings of findings.jsonl', async () => {
    const findings: Finding[] = [];
    await audit({ sources: [file], onFinding: (finding) => void findings.push(finding) });
    expect(findings.filter((finding) => finding.seq === 0 && finding.field === 'client.api_key')).toHaveLength(1);
    const index = await buildTraceIndex({ sources: [file], findings: await findingsByTrace(toAsync(findings)) });
    for (const body of await bodies(index)) expect(rawValuesIn(body, values)).toEqual([]);
  });

  it('highlights each masked repeat as the leak of its field', async () => {
    const index = await buildTraceIndex({ sources: [file] });
    const detail = JSON.parse((await get(createViewerApp(index, { sources: [file] }), '/api/traces/obf-1')).text) as { events: EventJson[] };
    const first = detail.events.find((event) => event.seq === 0);
    const marked = (first?.highlights ?? []).filter((h) => h.fields.includes('client.api_key'));
    // Plain, base64, hex, reversed and upper-cased: five leaks of the one field.
    expect(marked).toHaveLength(5);
    expect(marked.every((h) => h.kind === 'vault-leak')).toBe(true);
  });
});

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}
