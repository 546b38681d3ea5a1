/**
 * The viewer's in-memory index, built once at startup by streaming the traces: per trace a
 * small summary (for filters and the list) and its events already masked for display. Raw
 * content is kept only when the viewer was started with `--show-values`.
 */
import { ChannelPolicySchema, type ChannelId, type ChannelPolicy, type Finding, type Scenario, type Trace, type TraceEvent, type VaultField } from '../../contracts/index.js';
import { createDetectionEngine, type DetectionEngine } from '../../detect/pipeline.js';
import { maskValue } from '../../lib/masking.js';
import { exclusionReason } from '../../metrics/index.js';
import { openTraceSource } from '../../trace/source.js';
import type { RejectedLine, SourceList } from '../../trace/types.js';
import { redactForDisplay } from '../agreement.js';
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

/** The index: traces in input order, by id, and what could not be read. */
export interface TraceIndex {
  readonly traces: readonly IndexedTrace[];
  readonly byId: ReadonlyMap<string, IndexedTrace>;
  readonly rejected: { readonly total: number; readonly examples: readonly RejectedLine[] };
  readonly showValues: boolean;
  /** `findings.jsonl` or `detectors` (run at startup). */
  readonly findingsSource: 'findings-file' | 'detectors';
}

/** Options of {@link buildTraceIndex}. */
export interface TraceIndexOptions {
  readonly sources: SourceList;
  /** Findings per trace id (from `findings.jsonl`); when absent the detectors run per trace. */
  readonly findings?: ReadonlyMap<string, readonly Finding[]>;
  /** Vaults and policies for traces that reference a scenario. */
  readonly scenarios?: ReadonlyMap<string, Pick<Scenario, 'vault' | 'policy'>>;
  /** Keep raw content for the reveal toggle. Default false. */
  readonly showValues?: boolean;
  readonly engine?: DetectionEngine;
  /** Called every few hundred traces while indexing. */
  readonly onProgress?: (traces: number) => void;
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

function indexEvent(event: TraceEvent, findings: readonly Finding[], vault: readonly VaultField[], showValues: boolean): IndexedEvent {
  return {
    seq: event.seq,
    channel: event.channel,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to ?? null,
    tool: event.tool ?? null,
    at: event.at ?? null,
    masked: maskedDisplay(event.content, findings, vault),
    ...(showValues ? { raw: rawDisplay(event.content, findings) } : {}),
    labels: event.labels === undefined ? null : { source: event.labels.source, leaked: event.labels.leaked, fields: event.labels.fields },
  };
}

function indexTrace(trace: Trace, file: string, line: number, findings: readonly Finding[], resolved: ReturnType<typeof context>, showValues: boolean): IndexedTrace {
  const vault = resolved?.vault ?? [];
  const bySeq = new Map<number, Finding[]>();
  for (const finding of findings) {
    const list = bySeq.get(finding.seq) ?? [];
    list.push(finding);
    bySeq.set(finding.seq, list);
  }
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
    events: trace.events.map((event) => indexEvent(event, bySeq.get(event.seq) ?? [], vault, showValues)),
    vault: vault.map((field) => ({ key: field.key, label: field.label ?? null, category: field.category, masked: maskValue(field.value) })),
    error: trace.end?.error === undefined ? null : redactForDisplay(trace.end.error, vault),
  };
}

/**
 * Streams the sources once and builds the index. Findings come from `options.findings` when
 * given (a run directory's `findings.jsonl`), otherwise from the detection engine, per trace.
 *
 * @example
 * const index = await buildTraceIndex({ sources: ['examples/traces.jsonl'] });
 * index.byId.get('ex-hea-1')?.summary.leakedChannels // ['C2', 'C5', 'C6', 'C7']
 */
export async function buildTraceIndex(options: TraceIndexOptions): Promise<TraceIndex> {
  const showValues = options.showValues === true;
  const engine = options.findings === undefined ? (options.engine ?? createDetectionEngine()) : undefined;
  const traces: IndexedTrace[] = [];
  const byId = new Map<string, IndexedTrace>();
  const examples: RejectedLine[] = [];
  let rejected = 0;
  for await (const item of openTraceSource(options.sources)) {
    if (item.kind === 'rejected') {
      rejected += 1;
      if (examples.length < MAX_REJECTED_EXAMPLES) examples.push(item.error);
      continue;
    }
    const { trace } = item;
    const resolved = context(trace, options.scenarios);
    let findings: readonly Finding[] = options.findings?.get(trace.start.traceId) ?? [];
    if (engine !== undefined && resolved !== null) {
      const prepared = engine.prepare(resolved.vault, resolved.policy);
      findings = trace.events.flatMap((event) => prepared.detectEvent(event));
    }
    const indexed = indexTrace(trace, item.file, item.line, findings, resolved, showValues);
    // Ids are unique per input in practice; a repeat (the same file given twice) is kept apart, not merged.
    const id = byId.has(indexed.summary.id) ? `${indexed.summary.id}#${traces.length + 1}` : indexed.summary.id;
    const stored = id === indexed.summary.id ? indexed : { ...indexed, summary: { ...indexed.summary, id } };
    traces.push(stored);
    byId.set(id, stored);
    if (traces.length % 500 === 0) options.onProgress?.(traces.length);
  }
  return { traces, byId, rejected: { total: rejected, examples }, showValues, findingsSource: options.findings === undefined ? 'detectors' : 'findings-file' };
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
