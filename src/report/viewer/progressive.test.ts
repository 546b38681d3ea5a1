import { beforeAll, describe, expect, it } from 'vitest';
import { type Finding, LeakscopeError } from '../../contracts/index.js';
import { openTraceSource } from '../../trace/source.js';
import type { TraceItem } from '../../trace/types.js';
import { audit } from '../audit.js';
import { EXAMPLE_TRACES } from '../html/example-vault.test-helpers.js';
import { createViewerApp, startViewer, type IndexProgress } from './server.js';
import { buildTraceIndex, findingsByTrace, startTraceIndex, type FindingsStream, type TraceIndex } from './trace-index.js';

const HOST = { headers: { host: '127.0.0.1:4321' } };

interface ListJson {
  total: number;
  items: Array<{ id: string }>;
  progress: IndexProgress;
}

/** A point a stream stops at until the test opens it; `reached` says the stream is waiting there. */
interface Gate {
  readonly reached: Promise<void>;
  wait(): Promise<void>;
  open(): void;
}

function gate(): Gate {
  let arrive: () => void = () => undefined;
  let release: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    wait() {
      arrive();
      return opened;
    },
    open: () => release(),
  };
}

/** Yields `items`, stopping at the gate before item number `before`. */
async function* gated<T>(items: readonly T[], before: number, at: Gate): AsyncGenerator<T> {
  for (const [position, item] of items.entries()) {
    if (position === before) await at.wait();
    yield item;
  }
}

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

/** A findings stream over fixed findings that counts how often it was opened. */
function stream(findings: readonly Finding[]): FindingsStream & { opened: number } {
  return {
    opened: 0,
    open() {
      this.opened += 1;
      return toAsync(findings);
    },
  };
}

async function json<T>(app: ReturnType<typeof createViewerApp>, path: string): Promise<{ status: number; body: T }> {
  const response = await app.request(path, HOST);
  return { status: response.status, body: (await response.json()) as T };
}

/** The summaries, leaks in a fixed order (their order follows the findings' order in the input). */
const summaries = (index: TraceIndex): unknown[] =>
  index.traces.map(({ summary }) => ({ ...summary, leaks: [...summary.leaks].sort((a, b) => `${a.channel}${a.field}`.localeCompare(`${b.channel}${b.field}`)) }));

describe('progressive indexing', () => {
  let items: TraceItem[];
  let ids: string[];
  let findings: Finding[];
  let reference: TraceIndex;

  beforeAll(async () => {
    items = [];
    for await (const item of openTraceSource([EXAMPLE_TRACES])) items.push(item);
    ids = items.flatMap((item) => (item.kind === 'trace' ? [item.trace.start.traceId] : []));
    findings = [];
    await audit({ sources: [EXAMPLE_TRACES], onFinding: (finding) => void findings.push(finding) });
    reference = await buildTraceIndex({ sources: [EXAMPLE_TRACES], findings: await findingsByTrace(toAsync(findings)) });
  });

  it('answers the list while indexing, with the traces indexed so far, then the full set once complete', async () => {
    expect(ids).toEqual(['ex-hea-1', 'ex-hea-2', 'ex-fin-1', 'ex-fin-2']);
    const paused = gate();
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES], traceItems: gated(items, 2, paused) });
    const app = createViewerApp(run.index, { sources: [EXAMPLE_TRACES] });
    await paused.reached;

    const early = await json<ListJson>(app, '/api/traces');
    expect(early.status).toBe(200);
    expect(early.body.items.map((item) => item.id)).toEqual(['ex-hea-1', 'ex-hea-2']);
    expect(early.body.total).toBe(2);
    expect(early.body.progress).toMatchObject({ state: 'indexing', traces: 2, error: null });
    // Filters and facet counts cover what is indexed.
    expect((await json<ListJson>(app, '/api/traces?channel=C2&leaked=false')).body.items.map((item) => item.id)).toEqual(['ex-hea-2']);
    const facets = await json<{ totals: { traces: number }; progress: IndexProgress }>(app, '/api/facets');
    expect(facets.body.totals.traces).toBe(2);
    expect(facets.body.progress.state).toBe('indexing');
    expect((await app.request('/', HOST)).status).toBe(200);

    const waiting = await json<{ error: string; indexing: boolean }>(app, '/api/traces/ex-fin-1');
    expect(waiting.status).toBe(404);
    expect(waiting.body).toMatchObject({ indexing: true });
    expect(waiting.body.error).toContain('not indexed yet');

    paused.open();
    expect((await run.done).state).toBe('complete');
    const full = await json<ListJson>(app, '/api/traces');
    expect(full.body.items.map((item) => item.id)).toEqual(ids);
    expect(full.body.progress).toMatchObject({ state: 'complete', traces: 4 });
    expect((await json<{ totals: { traces: number } }>(app, '/api/facets')).body.totals.traces).toBe(4);
    expect((await json<unknown>(app, '/api/traces/ex-fin-1')).status).toBe(200);
    const unknown = await json<{ error: string; indexing: boolean }>(app, '/api/traces/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'no trace with id "nope"', indexing: false });
  });

  it('ends with the same index as one built before serving', async () => {
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES] });
    expect(run.index.state).toBe('indexing');
    await run.done;
    expect(summaries(run.index)).toEqual(summaries(await buildTraceIndex({ sources: [EXAMPLE_TRACES] })));
  });

  it('reads a findings file in trace order alongside the traces, once', async () => {
    const file = stream(findings);
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES], findings: file });
    expect((await run.done).state).toBe('complete');
    expect(summaries(run.index)).toEqual(summaries(reference));
    expect(run.index.findingsSource).toBe('findings-file');
    expect(run.index.byId.get('ex-hea-1')?.summary.leakedChannels).toEqual(['C2', 'C5', 'C6', 'C7']);
    expect(file.opened).toBe(1);
    expect(run.index.notice).toBeNull();
  });

  it('indexes the first traces before the findings file has been read to the end', async () => {
    const second = findings.findIndex((finding) => finding.traceId !== 'ex-hea-1');
    expect(second).toBeGreaterThan(0);
    const paused = gate();
    const viewer = await startViewer({ sources: [EXAMPLE_TRACES], port: 0, findings: { open: () => gated(findings, second + 1, paused) } });
    try {
      await paused.reached;
      const early = (await (await fetch(`${viewer.url}api/traces`)).json()) as ListJson;
      expect(early.items.map((item) => item.id)).toContain('ex-hea-1');
      expect(early.progress.state).toBe('indexing');
      paused.open();
      expect((await viewer.indexed).state).toBe('complete');
      const full = (await (await fetch(`${viewer.url}api/traces`)).json()) as ListJson;
      expect(full).toMatchObject({ total: 4, progress: { state: 'complete', traces: 4 } });
    } finally {
      await viewer.close();
    }
  });

  it('indexes again with the whole file when the findings are not in trace order', async () => {
    const file = stream([...findings].reverse());
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES], findings: file });
    expect((await run.done).state).toBe('complete');
    expect(file.opened).toBe(2);
    expect(run.index.notice).toContain('not in the order of the traces');
    expect(summaries(run.index)).toEqual(summaries(reference));
  });

  it('reports a bad findings line as a failure, keeping what it indexed', async () => {
    const second = findings.findIndex((finding) => finding.traceId !== 'ex-hea-1');
    async function* broken(): AsyncGenerator<Finding> {
      yield* findings.slice(0, second + 1);
      throw new LeakscopeError('malformed-line', 'out/findings.jsonl:9: not valid JSON', { line: 9 });
    }
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES], findings: { open: broken } });
    const app = createViewerApp(run.index, { sources: [] });
    const outcome = await run.done;
    expect(outcome.state).toBe('failed');
    expect(outcome.state === 'failed' ? outcome.error : null).toBeInstanceOf(LeakscopeError);
    const list = await json<ListJson>(app, '/api/traces');
    expect(list.body.items.map((item) => item.id)).toEqual(['ex-hea-1']);
    expect(list.body.progress).toMatchObject({ state: 'failed', error: 'out/findings.jsonl:9: not valid JSON' });
    await expect(buildTraceIndex({ sources: [EXAMPLE_TRACES], findings: { open: broken } })).rejects.toThrow('findings.jsonl:9');
  });

  it('stops when asked, keeping the traces indexed so far', async () => {
    const paused = gate();
    const run = startTraceIndex({ sources: [EXAMPLE_TRACES], traceItems: gated(items, 1, paused) });
    await paused.reached;
    run.stop();
    paused.open();
    expect((await run.done).state).toBe('stopped');
    expect(run.index.traces.map((trace) => trace.summary.id)).toEqual(['ex-hea-1']);
    expect(run.index.state).toBe('indexing');
  });
});
