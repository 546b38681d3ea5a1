/**
 * The trace viewer: a Hono app over the in-memory index, served on loopback while the index is
 * still being built (lists, counts and facets cover the traces indexed so far, and say so). JSON
 * API for the list, one trace's timeline, and the filter facets; one static page. Every response
 * carries a CSP that forbids remote loads, and no CORS header (other origins cannot read it).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Finding, Scenario } from '../../contracts/index.js';
import { frontDoor, hostsFor, LOOPBACK_HOSTS } from '../../integrations/front-door.js';
import { closeServer, listen, originOf, type ListenLimits } from '../../integrations/http-listen.js';
import type { SourceList } from '../../trace/types.js';
import { sourceArray } from '../../trace/types.js';
import { truncateDisplay } from './mask-content.js';
import { viewerPage, VIEWER_CSP } from './page.js';
import { computeFacets, parseTraceQuery, queryTraces, type Facets } from './query.js';
import { startTraceIndex, type FindingsStream, type IndexedEvent, type IndexOutcome, type IndexState, type TraceIndex } from './trace-index.js';

export { LOOPBACK_HOSTS } from '../../integrations/front-door.js';

/** Events per timeline request, and the most a request may ask for. */
const DEFAULT_EVENT_LIMIT = 200;
const MAX_EVENT_LIMIT = 1000;
/** One event's displayed text is cut here so a megabyte tool output cannot freeze the page. */
const MAX_EVENT_CHARS = 50_000;

const TimelineQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_EVENT_LIMIT).default(DEFAULT_EVENT_LIMIT),
  reveal: z.enum(['true', 'false']).default('false'),
});

/** Options of {@link createViewerApp}. */
export interface ViewerAppOptions {
  /** Shown in the page header. */
  readonly sources: readonly string[];
  /**
   * Accept only these Host header names (DNS-rebinding guard). Null accepts any host: used when
   * the user explicitly bound a non-loopback address.
   */
  readonly allowedHosts?: Iterable<string> | null;
  /** Browser origins allowed beside the viewer's own (403 otherwise); default none. */
  readonly allowedOrigins?: readonly string[];
}

/** Where indexing stands, in every list and facets answer (the page shows it). */
export interface IndexProgress {
  readonly state: IndexState;
  /** Traces indexed so far (all of them once `state` is `complete`). */
  readonly traces: number;
  readonly rejectedLines: number;
  readonly error: string | null;
  readonly notice: string | null;
}

function progressOf(index: TraceIndex): IndexProgress {
  return { state: index.state, traces: index.traces.length, rejectedLines: index.rejected.total, error: index.error, notice: index.notice };
}

function eventJson(event: IndexedEvent, reveal: boolean): Record<string, unknown> {
  const display = truncateDisplay(reveal && event.raw !== undefined ? event.raw : event.masked, MAX_EVENT_CHARS);
  return {
    seq: event.seq,
    channel: event.channel,
    kind: event.kind,
    from: event.from,
    to: event.to,
    tool: event.tool,
    at: event.at,
    text: display.text,
    highlights: display.highlights,
    truncated: display.truncated,
    labels: event.labels,
  };
}

/**
 * The viewer as a Hono app (testable with `app.request()` without a socket), over an index that
 * may still be growing ({@link startTraceIndex}) or a complete one.
 *
 * @example
 * const app = createViewerApp(startTraceIndex({ sources: ['traces.jsonl'] }).index, { sources: ['traces.jsonl'] });
 * await (await app.request('/api/traces?channel=C2&leaked=true', { headers: { host: '127.0.0.1' } })).json();
 * // { total, page, pageSize, pages, items, progress: { state: 'indexing', traces: 1234, ... } }
 */
export function createViewerApp(index: TraceIndex, options: ViewerAppOptions): Hono {
  const app = new Hono();
  // Counted again only when the index has changed since the last request (never once complete).
  let facets: { readonly list: readonly unknown[]; readonly traces: number; readonly state: IndexState; readonly value: Facets } | null = null;
  const currentFacets = (): Facets => {
    if (facets === null || facets.list !== index.traces || facets.traces !== index.traces.length || facets.state !== index.state) {
      facets = { list: index.traces, traces: index.traces.length, state: index.state, value: computeFacets(index.traces) };
    }
    return facets.value;
  };
  const page = viewerPage({ showValues: index.showValues, sources: options.sources });
  // The one front door (Host 421, Origin 403); the viewer takes no bodies: only GET and HEAD are answered.
  app.use(
    '*',
    frontDoor({
      allowedHosts: options.allowedHosts === undefined ? LOOPBACK_HOSTS : options.allowedHosts,
      ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
      contentTypes: null,
      refuse: (c, refusal, message) => c.text(`${refusal.status === 421 ? 'Misdirected request' : 'Refused'}: ${message}`, refusal.status),
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
    await next();
    c.header('Content-Security-Policy', VIEWER_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cache-Control', 'no-store');
    return undefined;
  });

  app.get('/', (c) => c.html(page));

  app.get('/api/facets', (c) => c.json({ ...currentFacets(), showValues: index.showValues, findingsSource: index.findingsSource, rejectedLines: index.rejected, progress: progressOf(index) }));

  app.get('/api/traces', (c) => {
    const parsed = parseTraceQuery(c.req.query());
    if (!parsed.success) return c.json({ error: z.prettifyError(parsed.error) }, 400);
    return c.json({ ...queryTraces(index.traces, parsed.data), progress: progressOf(index) });
  });

  app.get('/api/traces/:id', (c) => {
    const id = c.req.param('id');
    const trace = index.byId.get(id);
    if (trace === undefined) {
      // While indexing, an id not seen yet may still come: say so, so the page can ask again.
      if (index.state === 'indexing') {
        return c.json({ error: `trace "${id}" is not indexed yet (still indexing: ${index.traces.length} traces so far)`, indexing: true, progress: progressOf(index) }, 404);
      }
      return c.json({ error: `no trace with id "${id}"`, indexing: false, progress: progressOf(index) }, 404);
    }
    const parsed = TimelineQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: z.prettifyError(parsed.error) }, 400);
    const { offset, limit, reveal } = parsed.data;
    if (reveal === 'true' && !index.showValues) return c.json({ error: 'values are masked: start the viewer with --show-values to reveal them' }, 403);
    return c.json({
      trace: trace.summary,
      vault: trace.vault,
      error: trace.error,
      offset,
      limit,
      totalEvents: trace.events.length,
      events: trace.events.slice(offset, offset + limit).map((event) => eventJson(event, reveal === 'true')),
    });
  });

  app.notFound((c) => c.json({ error: 'not found' }, 404));
  app.onError((error, c) => c.json({ error: `internal error: ${error.message}` }, 500));
  return app;
}

/** Options of {@link startViewer}. */
export interface StartViewerOptions {
  readonly sources: SourceList;
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. A non-loopback host serves trace content to the network. */
  readonly host?: string;
  /** Keep raw values so the page can reveal them. Default false. */
  readonly showValues?: boolean;
  /** Findings per trace, or a run directory's findings.jsonl read alongside the traces; otherwise the detectors run. */
  readonly findings?: ReadonlyMap<string, readonly Finding[]> | FindingsStream;
  readonly scenarios?: ReadonlyMap<string, Pick<Scenario, 'vault' | 'policy'>>;
  readonly onProgress?: (traces: number) => void;
  /** Host names answered beside the loopback names (`--allowed-host`). */
  readonly allowedHosts?: readonly string[];
  readonly limits?: ListenLimits;
}

/** A running viewer. */
export interface RunningViewer {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  /** The live index: it grows until `indexed` settles. */
  readonly index: TraceIndex;
  /** Settles when indexing ends (complete, failed or stopped); never rejects. */
  readonly indexed: Promise<IndexOutcome>;
  /** Stops indexing and listening, and drops open connections. */
  close(): Promise<void>;
}

/**
 * Serves the viewer as soon as it listens, and indexes the traces in the background: the page is
 * usable at once and lists the traces indexed so far.
 *
 * @example
 * const viewer = await startViewer({ sources: ['examples/traces.jsonl'], port: 0 });
 * console.log(`open ${viewer.url}`);
 * const outcome = await viewer.indexed; // { state: 'complete', index }
 * await viewer.close();
 */
export async function startViewer(options: StartViewerOptions): Promise<RunningViewer> {
  const host = options.host ?? '127.0.0.1';
  const indexing = startTraceIndex({
    sources: options.sources,
    showValues: options.showValues === true,
    ...(options.findings === undefined ? {} : { findings: options.findings }),
    ...(options.scenarios === undefined ? {} : { scenarios: options.scenarios }),
    ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
  });
  const allowedHosts = hostsFor(host, options.allowedHosts);
  const app = createViewerApp(indexing.index, { sources: [...sourceArray(options.sources)], allowedHosts });
  let server: Awaited<ReturnType<typeof listen>>['server'];
  let port: number;
  try {
    ({ server, port } = await listen(app, options.port ?? 0, host, { ...options.limits, keepGlobals: true }));
  } catch (error) {
    indexing.stop();
    throw error;
  }
  return {
    url: `${originOf(host, port)}/`,
    index: indexing.index,
    indexed: indexing.done,
    close: async () => {
      indexing.stop();
      await closeServer(server);
    },
  };
}
