/**
 * The viewer's in-memory index, built in the background by streaming the traces once: per trace
 * a small summary (for filters and the list) and its events already masked for display. Raw
 * content is kept only when the viewer was started with `--show-values`.
 */
import { ChannelPolicySchema, LeakscopeError, type ChannelId, type ChannelPolicy, type Finding, type Scenario, type Trace, type TraceEvent, type VaultField } from '../../contracts/index.js';
import { createDetectionEngine, type DetectionEngine } from '../../detect/pipeline.js';
import type { DetectorHit } from '../../detect/types.js';
import { maskValue } from '../../lib/masking.js';
import { exclusionReason } from '../../metrics/index.js';
import { openTraceSource } from '../../trace/source.js';
import type { RejectedLine, SourceList, TraceItem } from '../../trace/types.js';
import { maskSpans, traceMasks, type TraceMasks } from '../display-masking.js';
import { maskedDisplay, rawDisplay, type DisplayText } from './mask-content.js';

/** One leak of a disallowed vault field on a channel (what filters match on). */
export interface LeakKey {
  readonly channel: ChannelId;
  readonly field: string;
  readonly tier: number;
}

/** What the list shows and filters read: small and fixed-size per trace. */
export interface TraceSummary {
  readonly id: string;
  readonly scenarioId: string | null;
  /** Where the trace started (file and 1-based line), for reference. */
  readonly file: string;
  readonly line: number;
  readonly model: string;
  readonly agent: string;
  readonly topology: string;
  readonly defense: string;
  readonly domain: string | null;
  readonly attackLevel: string;
  readonly attackFamily: string | null;
  readonly attackClass: string | null;
  readonly status: 'ok' | 'error' | 'timeout' | 'incomplete';
  /** Why the trace is excluded from rates, or null. */
  readonly exclusion: string | null;
  readonly taskSuccess: boolean | null;
  readonly eventCount: number;
  readonly channels: readonly ChannelId[];
  readonly leakedChannels: readonly ChannelId[];
  readonly leaks: readonly LeakKey[];
  readonly findingCount: number;
  /** False when no vault was found for the trace: nothing could be detected. */
  readonly hasVault: boolean;
}

/** An event as the timeline shows it. */
export interface IndexedEvent {
  readonly seq: number;
  readonly channel: ChannelId;
  readonly kind: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly tool: string | null;
  readonly at: string | null;
  readonly masked: DisplayText;
  /** Only with `--show-values`. */
  readonly raw?: DisplayText;
  /** Labels embedded by another system (e.g. AgentLeak `has_leak`), field names only. */
  readonly labels: { readonly source: string; readonly leaked: boolean; readonly fields: readonly string[] } | null;
}

/** A vault field named without its value. */
export interface MaskedVaultField {
  readonly key: string;
  readonly label: string | null;
  readonly category: string;
  readonly masked: string;
}

/** Everything the viewer knows about one trace. */
export interface IndexedTrace {
  readonly summary: TraceSummary;
  readonly events: readonly IndexedEvent[];
  readonly vault: readonly MaskedVaultField[];
  /** The run's error text (redacted), when it failed. */
  readonly error: string | null;
}

/** Where indexing stands: `indexing` until every source has been read, then `complete` or `failed`. */
export type IndexState = 'indexing' | 'complete' | 'failed';

/**
 * The index: traces in input order, by id, and what could not be read. While `state` is
 * `indexing` it grows (readers see the traces indexed so far); it never changes once complete.
 */
export interface TraceIndex {
  readonly traces: readonly IndexedTrace[];
  readonly byId: ReadonlyMap<string, IndexedTrace>;
  readonly rejected: { readonly total: number; readonly examples: readonly RejectedLine[] };
  readonly showValues: boolean;
  /** `findings.jsonl` or `detectors` (run as each trace is indexed). */
  readonly findingsSource: 'findings-file' | 'detectors';
  readonly state: IndexState;
  /** Why indexing failed (a message naming file and line, never a value), or null. */
  readonly error: string | null;
  /** Something the user should know about how the index was built (e.g. a second pass), or null. */
  readonly notice: string | null;
}

/**
 * A findings file read alongside the traces. The file `audit` writes follows the traces' order,
 * so each trace takes its findings as the two streams advance together and the file is never
 * held in memory; a file in another order is detected and read again whole (`open` is called a
 * second time).
 */
export interface FindingsStream {
  open(): AsyncIterable<Finding>;
}

/** Options of {@link buildTraceIndex} and {@link startTraceIndex}. */
export interface TraceIndexOptions {
  readonly sources: SourceList;
  /**
   * Traces already being read (instead of opening `sources`, which then only names them): for
   * callers that read elsewhere, and tests that pace the reading.
   */
  readonly traceItems?: AsyncIterable<TraceItem>;
  /**
   * Findings per trace id, or a findings file to read alongside (a run directory's
   * `findings.jsonl`); when absent the detectors run per trace.
   */
  readonly findings?: ReadonlyMap<string, readonly Finding[]> | FindingsStream;
  /** Vaults and policies for traces that reference a scenario. */
  readonly scenarios?: ReadonlyMap<string, Pick<Scenario, 'vault' | 'policy'>>;
  /** Keep raw content for the reveal toggle. Default false. */
  readonly showValues?: boolean;
  /**
   * Finds what the page masks, in every event (also with findings from a file, which hold one
   * span per field per event), and the findings when none are given.
   */
  readonly engine?: DetectionEngine;
  /** Called every few hundred traces while indexing. */
  readonly onProgress?: (traces: number) => void;
}

/** How a background indexing run ended. */
export type IndexOutcome =
  | { readonly state: 'complete'; readonly index: TraceIndex }
  | { readonly state: 'failed'; readonly index: TraceIndex; readonly error: unknown }
  | { readonly state: 'stopped'; readonly index: TraceIndex };

/** An index being built in the background. */
export interface IndexingRun {
  /** The live index: readable at once, growing while `state` is `indexing`. */
  readonly index: TraceIndex;
  /** Settles when indexing ends; never rejects (a failure is an outcome). */
  readonly done: Promise<IndexOutcome>;
  /** Stops reading after the trace in hand (the index keeps what it has). */
  stop(): void;
}

const MAX_REJECTED_EXAMPLES = 20;
const EMPTY_POLICY: ChannelPolicy = ChannelPolicySchema.parse({});

function context(trace: Trace, scenarios: TraceIndexOptions['scenarios']): { vault: readonly VaultField[]; policy: ChannelPolicy } | null {
  if (trace.start.vault !== undefined) return { vault: trace.start.vault, policy: trace.start.policy ?? EMPTY_POLICY };
  const id = trace.start.scenarioId;
  const scenario = id === undefined || id === null ? undefined : scenarios?.get(id);
  return scenario === undefined ? null : { vault: scenario.vault, policy: trace.start.policy ?? scenario.policy };
}

function statusOf(trace: Trace): TraceSummary['status'] {
  return trace.end === undefined ? 'incomplete' : trace.end.status;
}

function indexEvent(event: TraceEvent, findings: readonly Finding[], hits: readonly DetectorHit[], vault: readonly VaultField[], found: ReadonlySet<string>, showValues: boolean): IndexedEvent {
  return {
    seq: event.seq,
    channel: event.channel,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to ?? null,
    tool: event.tool ?? null,
    at: event.at ?? null,
    masked: maskedDisplay(event.content, findings, vault, { hits, found }),
    ...(showValues ? { raw: rawDisplay(event.content, findings, hits) } : {}),
    labels: event.labels === undefined ? null : { source: event.labels.source, leaked: event.labels.leaked, fields: event.labels.fields },
  };
}

function findingsBySeq(findings: readonly Finding[]): Map<number, Finding[]> {
  const bySeq = new Map<number, Finding[]>();
  for (const finding of findings) {
    const list = bySeq.get(finding.seq) ?? [];
    list.push(finding);
    bySeq.set(finding.seq, list);
  }
  return bySeq;
}

function indexTrace(trace: Trace, file: string, line: number, findings: readonly Finding[], masks: TraceMasks, resolved: ReturnType<typeof context>, showValues: boolean): IndexedTrace {
  const vault = resolved?.vault ?? [];
  const bySeq = findingsBySeq(findings);
  const leaks = new Map<string, LeakKey>();
  for (const finding of findings) {
    if (finding.kind !== 'vault-leak' || finding.field === null) continue;
    const key = `${finding.channel}\u0000${finding.field}`;
    const known = leaks.get(key);
    if (known === undefined || finding.tier < known.tier) leaks.set(key, { channel: finding.channel, field: finding.field, tier: finding.tier });
  }
  const channels = [...new Set(trace.events.map((event) => event.channel))].sort();
  const run = trace.start.run;
  const summary: TraceSummary = {
    id: trace.start.traceId,
    scenarioId: trace.start.scenarioId ?? null,
    file,
    line,
    model: run.model ?? run.agent,
    agent: run.agent,
    topology: run.topology,
    defense: run.defense,
    domain: run.domain ?? null,
    attackLevel: run.attack?.level ?? 'A0',
    attackFamily: run.attack?.family ?? null,
    attackClass: run.attack?.class ?? null,
    status: statusOf(trace),
    exclusion: exclusionReason(trace),
    taskSuccess: trace.end?.taskSuccess ?? null,
    eventCount: trace.events.length,
    channels,
    leakedChannels: [...new Set([...leaks.values()].map((leak) => leak.channel))].sort(),
    leaks: [...leaks.values()],
    findingCount: findings.length,
    hasVault: resolved !== null,
  };
  return {
    summary,
    events: trace.events.map((event, position) => indexEvent(event, bySeq.get(event.seq) ?? [], masks.hits[position] ?? [], vault, masks.found, showValues)),
    vault: vault.map((field) => ({ key: field.key, label: field.label ?? null, category: field.category, masked: maskValue(field.value) })),
    error: trace.end?.error === undefined ? null : maskSpans(trace.end.error, masks.hits[trace.events.length] ?? [], vault, masks.found).text,
  };
}

/** Indexing gives the event loop a turn at least this often, so the viewer answers while it indexes. */
const YIELD_EVERY_MS = 8;

const OUT_OF_ORDER = Symbol('findings out of order');

/** Findings of each trace, asked for in input order. */
interface FindingsLookup {
  /** The findings of the next trace; OUT_OF_ORDER once the file turns out not to follow the traces. */
  next(traceId: string): Promise<readonly Finding[] | typeof OUT_OF_ORDER>;
  /** Reads the rest (to check its order and every line); OUT_OF_ORDER as above. */
  finish(): Promise<undefined | typeof OUT_OF_ORDER>;
  close(): Promise<void>;
}

function lookupInMap(findings: ReadonlyMap<string, readonly Finding[]>): FindingsLookup {
  return { next: async (traceId) => findings.get(traceId) ?? [], finish: async () => undefined, close: async () => undefined };
}

/**
 * Joins a findings stream grouped by trace in the traces' order: a trace's findings are complete
 * once a finding of another trace has been read. A finding of a trace already indexed shows the
 * order was different (or a trace id repeats): the caller then reads the whole file instead.
 */
function lookupInOrder(findings: AsyncIterable<Finding>, indexed: (traceId: string) => boolean): FindingsLookup {
  const iterator = findings[Symbol.asyncIterator]();
  const ahead = new Map<string, Finding[]>();
  let last: string | undefined;
  let exhausted = false;
  let outOfOrder = false;
  async function readOne(): Promise<void> {
    const next = await iterator.next();
    if (next.done === true) {
      exhausted = true;
      return;
    }
    const { traceId } = next.value;
    if (indexed(traceId)) outOfOrder = true;
    const list = ahead.get(traceId);
    if (list === undefined) ahead.set(traceId, [next.value]);
    else list.push(next.value);
    last = traceId;
  }
  return {
    async next(traceId) {
      while (!exhausted && !outOfOrder && (last === undefined || last === traceId)) await readOne();
      if (outOfOrder) return OUT_OF_ORDER;
      const found = ahead.get(traceId) ?? [];
      ahead.delete(traceId);
      return found;
    },
    async finish() {
      while (!exhausted && !outOfOrder) await readOne();
      return outOfOrder ? OUT_OF_ORDER : undefined;
    },
    async close() {
      await iterator.return?.(undefined);
    },
  };
}

function isStream(findings: TraceIndexOptions['findings']): findings is FindingsStream {
  return findings !== undefined && 'open' in findings && typeof findings.open === 'function';
}

function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Starts indexing in the background and returns at once: the index is readable immediately and
 * grows as traces are read, one at a time, with a turn of the event loop every few milliseconds
 * (a server sharing the process keeps answering). Findings come from `options.findings` when
 * given (a run directory's `findings.jsonl`, read alongside the traces), otherwise from the
 * detection engine, per trace.
 *
 * @example
 * const run = startTraceIndex({ sources: ['examples/traces.jsonl'] });
 * run.index.state // 'indexing'
 * const outcome = await run.done; // { state: 'complete', index }
 */
export function startTraceIndex(options: TraceIndexOptions): IndexingRun {
  const showValues = options.showValues === true;
  const engine = options.engine ?? createDetectionEngine();
  const runDetectors = options.findings === undefined;
  let traces: IndexedTrace[] = [];
  const byId = new Map<string, IndexedTrace>();
  let examples: RejectedLine[] = [];
  let rejected = 0;
  let state: IndexState = 'indexing';
  let error: string | null = null;
  let notice: string | null = null;
  let stopped = false;
  const index: TraceIndex = {
    get traces() {
      return traces;
    },
    byId,
    rejected: {
      get total() {
        return rejected;
      },
      get examples() {
        return examples;
      },
    },
    showValues,
    findingsSource: options.findings === undefined ? 'detectors' : 'findings-file',
    get state() {
      return state;
    },
    get error() {
      return error;
    },
    get notice() {
      return notice;
    },
  };

  /**
   * Every hit of the detectors in each event of a trace (and in its error text, last), with the
   * texts of the given findings' spans: what the display masks in all of the trace's events.
   */
  function displayMasks(trace: Trace, resolved: ReturnType<typeof context>, findings: readonly Finding[]): TraceMasks {
    const detectors = resolved === null ? [] : engine.detectors.map((detector) => detector.prepare(resolved.vault));
    const bySeq = findingsBySeq(findings);
    const texts = trace.end?.error === undefined ? trace.events : [...trace.events, { channel: 'C6' as const, content: trace.end.error }];
    return traceMasks(texts, detectors, (position) => {
      const event = trace.events[position];
      return event === undefined ? [] : (bySeq.get(event.seq) ?? []).map((finding) => finding.span);
    });
  }

  /** One pass over the traces; false when the findings file was not in their order. */
  async function indexPass(lookup: FindingsLookup | null, items: AsyncIterable<TraceItem>): Promise<boolean> {
    let lastTurn = performance.now();
    try {
      for await (const item of items) {
        if (stopped) return true;
        if (item.kind === 'rejected') {
          rejected += 1;
          if (examples.length < MAX_REJECTED_EXAMPLES) examples.push(item.error);
          continue;
        }
        const { trace } = item;
        const resolved = context(trace, options.scenarios);
        let findings: readonly Finding[] = [];
        if (lookup !== null) {
          const found = await lookup.next(trace.start.traceId);
          if (found === OUT_OF_ORDER) return false;
          findings = found;
        }
        const masks = displayMasks(trace, resolved, findings);
        if (runDetectors && resolved !== null) {
          // The hits display masks are the detection engine's: the findings come from them, not from a second scan.
          const prepared = engine.prepare(resolved.vault, resolved.policy);
          findings = trace.events.flatMap((event, position) => prepared.findingsOfHits(event, masks.hits[position] ?? []));
        }
        const indexed = indexTrace(trace, item.file, item.line, findings, masks, resolved, showValues);
        // Ids are unique per input in practice; a repeat (the same file given twice) is kept apart, not merged.
        const id = byId.has(indexed.summary.id) ? `${indexed.summary.id}#${traces.length + 1}` : indexed.summary.id;
        const stored = id === indexed.summary.id ? indexed : { ...indexed, summary: { ...indexed.summary, id } };
        traces.push(stored);
        byId.set(id, stored);
        if (traces.length % 500 === 0) options.onProgress?.(traces.length);
        if (performance.now() - lastTurn >= YIELD_EVERY_MS) {
          await turn();
          lastTurn = performance.now();
        }
      }
      if (stopped || lookup === null) return true;
      return (await lookup.finish()) !== OUT_OF_ORDER;
    } finally {
      await lookup?.close();
    }
  }

  /** The second pass, for a findings file in another order: the traces shown so far may lack findings, so start again with all of them. */
  async function indexAgainWithAllFindings(findings: FindingsStream): Promise<void> {
    if (options.traceItems !== undefined) throw new LeakscopeError('invalid-record', 'the findings are not in the order of the traces, and the traces given cannot be read a second time');
    notice = 'findings.jsonl is not in the order of the traces: indexing again with the whole file in memory';
    traces = [];
    byId.clear();
    examples = [];
    rejected = 0;
    const all = new Map<string, Finding[]>();
    let lastTurn = performance.now();
    for await (const finding of findings.open()) {
      if (stopped) return;
      const list = all.get(finding.traceId);
      if (list === undefined) all.set(finding.traceId, [finding]);
      else list.push(finding);
      if (performance.now() - lastTurn >= YIELD_EVERY_MS) {
        await turn();
        lastTurn = performance.now();
      }
    }
    await indexPass(lookupInMap(all), openTraceSource(options.sources));
  }

  async function run(): Promise<IndexOutcome> {
    const { findings } = options;
    const items = options.traceItems ?? openTraceSource(options.sources);
    if (!isStream(findings)) {
      await indexPass(findings === undefined ? null : lookupInMap(findings), items);
    } else {
      const inOrder = await indexPass(
        lookupInOrder(findings.open(), (traceId) => byId.has(traceId)),
        items,
      );
      if (!inOrder) await indexAgainWithAllFindings(findings);
    }
    if (stopped) return { state: 'stopped', index };
    state = 'complete';
    return { state: 'complete', index };
  }

  const done = run().catch((caught: unknown): IndexOutcome => {
    state = 'failed';
    error = caught instanceof Error ? caught.message : String(caught);
    return { state: 'failed', index, error: caught };
  });
  return {
    index,
    done,
    stop() {
      stopped = true;
    },
  };
}

/**
 * Streams the sources once and builds the whole index (for callers that need it complete; the
 * viewer serves while it indexes, with {@link startTraceIndex}). Throws what indexing threw.
 *
 * @example
 * const index = await buildTraceIndex({ sources: ['examples/traces.jsonl'] });
 * index.byId.get('ex-hea-1')?.summary.leakedChannels // ['C2', 'C5', 'C6', 'C7']
 */
export async function buildTraceIndex(options: TraceIndexOptions): Promise<TraceIndex> {
  const outcome = await startTraceIndex(options).done;
  if (outcome.state === 'failed') throw outcome.error;
  return outcome.index;
}

/** Groups a findings stream by trace id (for {@link TraceIndexOptions.findings}). */
export async function findingsByTrace(findings: AsyncIterable<Finding>): Promise<Map<string, Finding[]>> {
  const out = new Map<string, Finding[]>();
  for await (const finding of findings) {
    const list = out.get(finding.traceId) ?? [];
    list.push(finding);
    out.set(finding.traceId, list);
  }
  return out;
}
