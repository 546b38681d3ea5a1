/**
 * OTLP/JSON → leakscope traces: one `ExportTraceServiceRequest` per line (files, gzip, stdin),
 * one leakscope trace per OTel trace id, events ordered by time. Spans are gathered per trace
 * until the input ends (a trace's spans may be spread over many requests), then mapped; bad
 * lines are reported with file and line number and every good line is still used.
 */
import { TRACE_FORMAT_VERSION, type TraceEvent, type TraceRecord } from '../../../contracts/index.js';
import { describeIssues, describeJsonError, rejectedLine } from '../../issues.js';
import { readLines } from '../../reader.js';
import { sourceArray, type ReadOptions, type RejectedLine, type SourceList } from '../../types.js';
import { mapGenAiTrace, type GenAiMappingOptions, type MappedTrace } from './genai.js';
import { ExportTraceServiceRequestSchema, flattenRequest, type OtelSpan } from './otlp.js';

/** Options of the OTel import. */
export interface OtelImportOptions extends GenAiMappingOptions {
  /** `scenarioId` for every imported trace (else a `leakscope.scenario.id` attribute, else none). */
  readonly scenarioId?: string;
  readonly read?: ReadOptions;
}

/** Counts of an import, for the summary line and the CLI. */
export interface OtelImportSummary {
  requests: number;
  spans: number;
  traces: number;
  events: number;
  /** Spans of no known kind, kept as C6 `other` events (never dropped). */
  unknownSpans: number;
  readonly unknownByName: Record<string, number>;
  /** Tool, agent and memory spans without content attributes (the exporter did not capture content). */
  withoutContent: number;
  /** Spans left out because their ids could not be read, and lines that were not OTLP/JSON. */
  rejected: number;
  readonly rejectedExamples: RejectedLine[];
}

const MAX_EXAMPLES = 20;

/** An empty summary. */
export function emptySummary(): OtelImportSummary {
  return { requests: 0, spans: 0, traces: 0, events: 0, unknownSpans: 0, unknownByName: {}, withoutContent: 0, rejected: 0, rejectedExamples: [] };
}

function note(summary: OtelImportSummary, error: RejectedLine): void {
  summary.rejected += 1;
  if (summary.rejectedExamples.length < MAX_EXAMPLES) summary.rejectedExamples.push(error);
}

function iso(ns: bigint): string {
  return new Date(Number(ns / 1_000_000n)).toISOString();
}

/**
 * The leakscope records of one mapped OTel trace (`trace-start`, events, `trace-end`).
 * A span that ended with an error status makes the trace `error`: it is excluded from rates.
 */
export function mappedTraceRecords(mapped: MappedTrace, options: Pick<OtelImportOptions, 'scenarioId'> = {}): TraceRecord[] {
  const traceId = mapped.traceId;
  const scenarioId = options.scenarioId ?? mapped.scenarioId;
  const start: TraceRecord = {
    type: 'trace-start',
    traceId,
    formatVersion: TRACE_FORMAT_VERSION,
    ...(scenarioId === undefined ? {} : { scenarioId }),
    run: { agent: `${mapped.framework}:${mapped.model ?? 'unknown'}`, model: mapped.model, topology: mapped.agents.length > 1 ? 'multi-agent' : 'single', defense: 'none', source: 'otel' },
    startedAt: iso(mapped.startNs),
  };
  // Events are in causal (tree) order; span clocks are coarse, so times are kept non-decreasing.
  let last = mapped.startNs;
  const events = mapped.events.map(({ atNs, draft, spanId }, seq): TraceEvent => {
    last = atNs > last ? atNs : last;
    const event: Record<string, unknown> = { type: 'event', traceId, seq, at: iso(last), channel: draft.channel, kind: draft.kind };
    if (draft.from !== undefined) event['from'] = draft.from;
    if (draft.to !== undefined) event['to'] = draft.to;
    if (draft.tool !== undefined) event['tool'] = draft.tool;
    if (draft.callId !== undefined) event['callId'] = draft.callId;
    event['content'] = draft.content;
    if (spanId !== undefined) event['source'] = { spanId };
    if (draft.meta !== undefined) event['meta'] = draft.meta;
    return event as unknown as TraceEvent;
  });
  const failed = mapped.failedSpan !== undefined;
  const end: TraceRecord = {
    type: 'trace-end',
    traceId,
    status: failed ? 'error' : 'ok',
    ...(failed ? { error: `OpenTelemetry span "${mapped.failedSpan ?? ''}" ended with an error status` } : {}),
    taskSuccess: null,
    usage: mapped.usage,
    endedAt: iso(mapped.endNs),
  };
  return [start, ...events, end];
}

/** Gathers spans by trace id, in order of first appearance; shared by the file import and the receiver. */
export interface SpanCollector {
  /** Adds one parsed request body; returns the problems found (messages carry `where`) and the trace ids it added spans to. */
  add(body: unknown, where: { readonly file: string; readonly line: number }): { readonly valid: boolean; readonly problems: RejectedLine[]; readonly traceIds: string[] };
  /** Trace ids held, in order of first appearance. */
  traceIds(): string[];
  /** Removes a trace and returns its leakscope records. */
  take(traceId: string): TraceRecord[] | undefined;
  readonly summary: OtelImportSummary;
}

/** Creates a span collector. */
export function createSpanCollector(options: OtelImportOptions = {}): SpanCollector {
  const held = new Map<string, OtelSpan[]>();
  const summary = emptySummary();
  return {
    summary,
    add(body, where) {
      const problems: RejectedLine[] = [];
      const parsed = ExportTraceServiceRequestSchema.safeParse(body);
      if (!parsed.success) {
        const error = rejectedLine(where.file, where.line, `not an OTLP/JSON ExportTraceServiceRequest: ${describeIssues(parsed.error.issues, body)}`);
        note(summary, error);
        return { valid: false, problems: [error], traceIds: [] };
      }
      summary.requests += 1;
      const { spans, problems: idProblems } = flattenRequest(parsed.data);
      for (const problem of idProblems) {
        const error = rejectedLine(where.file, where.line, problem);
        note(summary, error);
        problems.push(error);
      }
      summary.spans += spans.length;
      const touched = new Set<string>();
      for (const span of spans) {
        touched.add(span.traceId);
        const list = held.get(span.traceId);
        if (list === undefined) held.set(span.traceId, [span]);
        else list.push(span);
      }
      return { valid: true, problems, traceIds: [...touched] };
    },
    traceIds: () => [...held.keys()],
    take(traceId) {
      const spans = held.get(traceId);
      if (spans === undefined) return undefined;
      held.delete(traceId);
      const mapped = mapGenAiTrace(spans, options);
      summary.traces += 1;
      summary.events += mapped.events.length;
      summary.withoutContent += mapped.withoutContent;
      for (const [name, count] of mapped.unknown) {
        summary.unknownSpans += count;
        summary.unknownByName[name] = (summary.unknownByName[name] ?? 0) + count;
      }
      return mappedTraceRecords(mapped, options);
    },
  };
}

/** One item of an import: a finished trace, or a line that could not be used. */
export type OtelImportItem = { readonly kind: 'trace'; readonly records: readonly TraceRecord[] } | { readonly kind: 'rejected'; readonly error: RejectedLine };

/**
 * Imports OTLP/JSON files. Rejected lines and spans come first as they are met; traces follow
 * once the input is read. `summary` is complete when the generator is done.
 *
 * @example
 * const summary = emptySummary();
 * for await (const item of importOtel('spans.jsonl', { roles: { memory_write: 'memory-write' } }, summary)) {
 *   if (item.kind === 'trace') for (const record of item.records) await writer.write(record);
 * }
 * console.log(summary.traces, summary.unknownSpans);
 */
export async function* importOtel(sources: SourceList, options: OtelImportOptions = {}, summary?: OtelImportSummary): AsyncGenerator<OtelImportItem> {
  const collector = createSpanCollector(options);
  for (const source of sourceArray(sources)) {
    for await (const item of readLines(source, options.read)) {
      if (!item.ok) {
        note(collector.summary, item.error);
        yield { kind: 'rejected', error: item.error };
        continue;
      }
      let body: unknown;
      try {
        body = JSON.parse(item.text);
      } catch (error) {
        const rejected = rejectedLine(item.file, item.line, describeJsonError(error, item.text));
        note(collector.summary, rejected);
        yield { kind: 'rejected', error: rejected };
        continue;
      }
      for (const error of collector.add(body, item).problems) yield { kind: 'rejected', error };
    }
  }
  for (const traceId of collector.traceIds()) {
    const records = collector.take(traceId);
    if (records !== undefined) yield { kind: 'trace', records };
  }
  if (summary !== undefined) Object.assign(summary, collector.summary);
}

/** A one-line human summary of an import (counts only, no content). */
export function renderOtelSummary(summary: OtelImportSummary): string {
  const unknown = Object.entries(summary.unknownByName)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, count]) => `${name} ×${count}`)
    .join(', ');
  return [
    `${summary.traces} traces, ${summary.events} events from ${summary.spans} spans in ${summary.requests} requests`,
    `${summary.unknownSpans} spans of unknown kind kept as C6${unknown === '' ? '' : ` (${unknown})`}`,
    ...(summary.withoutContent > 0 ? [`${summary.withoutContent} spans without captured content`] : []),
    ...(summary.rejected > 0 ? [`${summary.rejected} rejected`] : []),
  ].join('; ');
}
