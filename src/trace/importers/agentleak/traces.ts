/**
 * Importer for the AgentLeak release format (github.com/Privatris/AgentLeak): one JSON object
 * per trace, as JSON Lines (optionally gzip), a directory of `*.json` files, or one `.json`
 * file. Each AgentLeak trace ran one scenario twice — a single agent, and a coordinator with
 * a worker — so it becomes two leakscope traces paired by `run.pairId`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  ChannelIdSchema,
  ChannelPolicySchema,
  TRACE_FORMAT_VERSION,
  VaultSchema,
  type ChannelId,
  type EventKind,
  type TraceEnd,
  type TraceEvent,
  type TraceRecord,
  type TraceStart,
  type VaultField,
} from '../../../contracts/index.js';
import { maskValuesInText } from '../../../lib/masking.js';
import { openError } from '../../byte-source.js';
import { describeIssues, describeJsonError, rejectedLine } from '../../issues.js';
import { readLines } from '../../reader.js';
import { DEFAULT_MAX_LINE_BYTES, sourceArray, type LineItem, type ReadItem, type ReadOptions, type SourceList } from '../../types.js';
import { agentLeakVaultField } from './fields.js';

const TokenCountSchema = z.number().nonnegative().nullable().optional();

const LlmCallSchema = z.object({
  call_id: z.string().nullable().optional(),
  tokens_prompt: TokenCountSchema,
  tokens_completion: TokenCountSchema,
  error: z.string().nullable().optional(),
});

const ChannelMessageSchema = z.object({
  channel: ChannelIdSchema,
  source: z.string().min(1),
  target: z.string().min(1),
  content: z.string(),
  has_leak: z.boolean(),
  leaked_fields: z.array(z.string()).default([]),
  llm_call_id: z.string().nullable().optional(),
});

/** The fields of an AgentLeak trace that the importer uses; other fields are ignored. */
export const AgentLeakTraceSchema = z.object({
  trace_id: z.string().min(1),
  scenario_id: z.string().nullable().optional(),
  timestamp: z.string().nullable().optional(),
  model: z.string().nullable(),
  vertical: z.string().nullable().optional(),
  /** Despite its name this holds an attack class (`role_confusion`) or null. */
  attack_family: z.string().nullable().optional(),
  input: z.object({
    vault: z.record(z.string(), z.unknown()),
    allowed_set: z.object({ fields: z.array(z.string()) }),
    /** The user's request (vault values in it are echoes, not leaks, when they reappear). */
    request: z.string().nullable().optional(),
  }),
  llm_calls: z.array(LlmCallSchema),
  channel_messages: z.array(ChannelMessageSchema).min(1),
});
export type AgentLeakTrace = z.infer<typeof AgentLeakTraceSchema>;
type ChannelMessage = AgentLeakTrace['channel_messages'][number];

/** The `source` of the message that the single-agent run produced. */
const SINGLE_AGENT_SOURCE = 'single_agent';
const MAX_ERROR_CHARS = 120;

const KIND_BY_CHANNEL: Partial<Record<ChannelId, EventKind>> = { C1: 'final-answer', C2: 'message', C5: 'memory-write' };

interface PathSpec {
  readonly suffix: 'single' | 'multi';
  readonly agent: string;
  readonly topology: string;
  /** The path's messages with their index in the source's `channel_messages`. */
  readonly messages: readonly { readonly index: number; readonly message: ChannelMessage }[];
  readonly tokens: { inputTokens: number; outputTokens: number };
}

function tokenCount(value: number | null | undefined): number {
  return value === null || value === undefined ? 0 : Math.round(value);
}

/** Sums tokens of the calls that `messages` reference, or of all calls `messages` do not own. */
function sumTokens(calls: AgentLeakTrace['llm_calls'], include: (callId: string | null | undefined) => boolean) {
  let inputTokens = 0;
  let outputTokens = 0;
  for (const call of calls) {
    if (!include(call.call_id)) continue;
    inputTokens += tokenCount(call.tokens_prompt);
    outputTokens += tokenCount(call.tokens_completion);
  }
  return { inputTokens, outputTokens };
}

function failureText(source: AgentLeakTrace, vault: readonly VaultField[]): string | undefined {
  const failed = source.llm_calls.find((call) => typeof call.error === 'string' && call.error !== '');
  if (failed?.error === undefined || failed.error === null) return undefined;
  // Mask before truncating, so a value cut in half at the limit cannot slip through.
  const masked = maskValuesInText(
    failed.error,
    vault.map((field) => field.value),
  );
  const short = masked.length > MAX_ERROR_CHARS ? `${masked.slice(0, MAX_ERROR_CHARS)}…` : masked;
  return `failed model call: ${short}`;
}

function attackOf(source: AgentLeakTrace) {
  if (source.attack_family === undefined) return undefined;
  if (source.attack_family === null) return { level: 'A0' as const };
  // The release's family labels disagree with its own code, so the family is left unknown.
  return { level: 'A1' as const, family: null, class: source.attack_family };
}

type Built = { readonly ok: true; readonly records: TraceRecord[] } | { readonly ok: false; readonly issues: z.core.$ZodIssue[] };

/** The vault and policy both derived traces of a source share, parsed once. */
type SharedStart = Pick<TraceStart, 'vault' | 'policy'>;

/**
 * Builds the records of one derived trace. Every value comes from a source that
 * {@link AgentLeakTraceSchema} validated (or from the importer itself), so the records are built
 * in the schemas' output form (keys in schema order, defaults filled) instead of being parsed
 * again; the vault and policy, which have defaults of their own, were parsed once for both
 * traces. A test checks that every record equals its own parse.
 */
function buildPath(source: AgentLeakTrace, spec: PathSpec, shared: SharedStart, error: string | undefined): Built {
  const traceId = `${source.trace_id}#${spec.suffix}`;
  const at = source.timestamp ?? undefined;
  const attack = attackOf(source);
  const request = source.input.request;
  const start: TraceStart = {
    type: 'trace-start',
    traceId,
    formatVersion: TRACE_FORMAT_VERSION,
    scenarioId: source.scenario_id ?? null,
    run: {
      agent: spec.agent,
      model: source.model,
      topology: spec.topology,
      defense: 'none',
      ...(attack === undefined ? {} : { attack }),
      ...(source.vertical === null || source.vertical === undefined ? {} : { domain: source.vertical }),
      pairId: source.trace_id,
      source: 'agentleak',
    },
    ...(at === undefined ? {} : { startedAt: at }),
    ...shared,
    ...(request === null || request === undefined || request === '' ? {} : { request }),
  };
  const records: TraceRecord[] = [start];
  for (const [seq, { index, message }] of spec.messages.entries()) {
    const event: TraceEvent = {
      type: 'event',
      traceId,
      seq,
      ...(at === undefined ? {} : { at }),
      channel: message.channel,
      kind: KIND_BY_CHANNEL[message.channel] ?? 'other',
      from: message.source,
      to: message.target,
      content: message.content,
      labels: { source: 'agentleak', leaked: message.has_leak, fields: message.leaked_fields },
      source: { messageIndex: index, pairId: source.trace_id },
      ...(message.llm_call_id === null || message.llm_call_id === undefined ? {} : { meta: { llmCallId: message.llm_call_id } }),
    };
    records.push(event);
  }
  const end: TraceEnd = {
    type: 'trace-end',
    traceId,
    status: error === undefined ? 'ok' : 'error',
    ...(error === undefined ? {} : { error }),
    taskSuccess: null,
    usage: spec.tokens,
    // The release's runs never sent attack payloads to the models (the `llm_calls` prompts hold
    // none; see ../shared/data/README.md and decision 003): an attacked trace's payload was not delivered.
    ...(attack === undefined || attack.level === 'A0' ? {} : { attackDelivered: false }),
  };
  records.push(end);
  return { ok: true, records };
}

/** Parses the vault and policy of a source's traces once; the issues when they are invalid. */
function sharedStart(source: AgentLeakTrace, vault: VaultField[]): { ok: true; shared: SharedStart } | { ok: false; issues: z.core.$ZodIssue[] } {
  const parsedVault = VaultSchema.safeParse(vault);
  if (!parsedVault.success) return { ok: false, issues: parsedVault.error.issues.map((issue) => ({ ...issue, path: ['vault', ...issue.path] })) };
  const policy = ChannelPolicySchema.safeParse({ defaultAllowed: source.input.allowed_set.fields, allowed: {} });
  if (!policy.success) return { ok: false, issues: policy.error.issues.map((issue) => ({ ...issue, path: ['policy', ...issue.path] })) };
  return { ok: true, shared: { vault: parsedVault.data, policy: policy.data } };
}

/**
 * Converts one parsed AgentLeak trace object into the records of its two leakscope traces
 * (`<trace_id>#single`, then `<trace_id>#multi`), or one rejection naming the failing
 * field. If any model call of the source failed, both traces end with status `error`
 * (the release scored failure text as clean answers; leakscope excludes them).
 */
export function convertAgentLeakTrace(value: unknown, file: string, line: number): ReadItem[] {
  const parsed = AgentLeakTraceSchema.safeParse(value);
  if (!parsed.success) return [{ ok: false, error: rejectedLine(file, line, describeIssues(parsed.error.issues, value)) }];
  const source = parsed.data;
  const vault = Object.entries(source.input.vault).flatMap(([key, raw]) => agentLeakVaultField(key, raw) ?? []);
  const error = failureText(source, vault);

  const indexed = source.channel_messages.map((message, index) => ({ index, message }));
  const single = indexed.filter((entry) => entry.message.source === SINGLE_AGENT_SOURCE);
  const multi = indexed.filter((entry) => entry.message.source !== SINGLE_AGENT_SOURCE);
  const singleCalls = new Set(single.flatMap((entry) => entry.message.llm_call_id ?? []));
  const specs: PathSpec[] = [];
  if (single.length > 0) {
    specs.push({ suffix: 'single', agent: 'agentleak:single-agent', topology: 'single', messages: single, tokens: sumTokens(source.llm_calls, (id) => typeof id === 'string' && singleCalls.has(id)) });
  }
  if (multi.length > 0) {
    // Calls the single agent did not make belong to the multi-agent run, referenced or not.
    const tokens = sumTokens(source.llm_calls, (id) => typeof id !== 'string' || !singleCalls.has(id));
    specs.push({ suffix: 'multi', agent: 'agentleak:multi-agent', topology: 'coordinator-worker', messages: multi, tokens });
  }

  const shared = sharedStart(source, vault);
  if (!shared.ok) {
    const detail = describeIssues(shared.issues, undefined);
    return [{ ok: false, error: rejectedLine(file, line, `cannot convert to a ${specs[0]?.suffix ?? 'single'}-agent trace: ${detail}`) }];
  }
  const items: ReadItem[] = [];
  for (const spec of specs) {
    const built = buildPath(source, spec, shared.shared, error);
    if (!built.ok) {
      // All or nothing: half of a pair would bias paired comparisons.
      const detail = describeIssues(built.issues, undefined);
      return [{ ok: false, error: rejectedLine(file, line, `cannot convert to a ${spec.suffix}-agent trace: ${detail}`) }];
    }
    for (const record of built.records) items.push({ ok: true, record, file, line });
  }
  return items;
}

/**
 * Converts AgentLeak objects while remembering trace ids, so a trace imported twice (a file
 * given twice, a directory holding a copy) is one rejection instead of a pile of them.
 */
export interface AgentLeakConverter {
  convert(value: unknown, file: string, line: number): ReadItem[];
}

/** Creates an {@link AgentLeakConverter}; one per import, shared by all its sources. */
export function createAgentLeakConverter(): AgentLeakConverter {
  // Where each trace_id was first imported, as one number (file index × 2^32 + line): one entry
  // per run of a large import, so no object per entry.
  const seen = new Map<string, number>();
  const files: string[] = [];
  return {
    convert(value, file, line) {
      const id = typeof value === 'object' && value !== null ? (value as { trace_id?: unknown }).trace_id : undefined;
      if (typeof id === 'string') {
        const earlier = seen.get(id);
        if (earlier !== undefined) {
          const earlierFile = files[Math.floor(earlier / 2 ** 32)] ?? file;
          const earlierLine = earlier % 2 ** 32;
          const where = earlierLine > 0 ? `${earlierFile}:${earlierLine}` : earlierFile;
          return [{ ok: false, error: rejectedLine(file, line, `duplicate trace_id: the same trace was already imported from ${where}`) }];
        }
      }
      const items = convertAgentLeakTrace(value, file, line);
      if (typeof id === 'string' && items.some((item) => item.ok)) {
        if (files[files.length - 1] !== file) files.push(file);
        seen.set(id, (files.length - 1) * 2 ** 32 + line);
      }
      return items;
    },
  };
}

function parseJson(text: string, file: string, line: number): { ok: true; value: unknown } | { ok: false; item: ReadItem } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, item: { ok: false, error: rejectedLine(file, line, describeJsonError(error, text)) } };
  }
}

/** Converts AgentLeak JSON Lines (already split) into leakscope trace records. */
export async function* agentLeakRecordsFromLines(lines: AsyncIterable<LineItem>, converter = createAgentLeakConverter()): AsyncGenerator<ReadItem> {
  for await (const item of lines) {
    if (!item.ok) {
      yield item;
      continue;
    }
    const parsed = parseJson(item.text, item.file, item.line);
    if (!parsed.ok) yield parsed.item;
    else yield* converter.convert(parsed.value, item.file, item.line);
  }
}

/**
 * Reads one JSON document holding one AgentLeak trace. Rejections use
 * line 0 (the whole file); single-trace files are small, so reading one whole is fine.
 */
async function* agentLeakDocument(path: string, converter: AgentLeakConverter, maxBytes: number): AsyncGenerator<ReadItem> {
  const info = await stat(path).catch((error: unknown) => {
    throw openError(path, error);
  });
  if (info.size > maxBytes) {
    yield { ok: false, error: rejectedLine(path, 0, `file is ${info.size} bytes, longer than the limit of ${maxBytes} bytes`) };
    return;
  }
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw openError(path, error);
  });
  // Editors on Windows like to start files with a byte order mark, which JSON.parse refuses.
  const parsed = parseJson(text.startsWith('\uFEFF') ? text.slice(1) : text, path, 0);
  if (!parsed.ok) {
    yield parsed.item;
    return;
  }
  if (Array.isArray(parsed.value)) {
    yield { ok: false, error: rejectedLine(path, 0, 'expected one AgentLeak trace object per .json file, got an array') };
    return;
  }
  yield* converter.convert(parsed.value, path, 0);
}

/** The `*.json` files of a directory, sorted by name so imports are reproducible. */
async function jsonFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
    throw openError(directory, error);
  });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.json'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(directory, name));
}

/** How an AgentLeak source is laid out. */
export type AgentLeakLayout = 'directory' | 'json-file' | 'json-lines';

/** Decides the layout from the file system: a directory, a `.json` file, or JSON Lines (also stdin). */
export async function agentLeakLayout(source: string): Promise<AgentLeakLayout> {
  if (source === '-') return 'json-lines';
  const info = await stat(source).catch((error: unknown) => {
    throw openError(source, error);
  });
  if (info.isDirectory()) return 'directory';
  return source.toLowerCase().endsWith('.json') ? 'json-file' : 'json-lines';
}

/** Reads one AgentLeak source of a known layout; shared with `openTraceSource`. */
export async function* agentLeakSourceRecords(source: string, layout: AgentLeakLayout, options: ReadOptions, converter: AgentLeakConverter, lines?: AsyncIterable<LineItem>): AsyncGenerator<ReadItem> {
  const maxBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  if (layout === 'directory') {
    for (const path of await jsonFiles(source)) yield* agentLeakDocument(path, converter, maxBytes);
  } else if (layout === 'json-file') {
    yield* agentLeakDocument(source, converter, maxBytes);
  } else {
    yield* agentLeakRecordsFromLines(lines ?? readLines(source, options), converter);
  }
}

/**
 * Imports AgentLeak traces as leakscope trace records — the same items `readTraceRecords`
 * yields, so everything downstream is format-agnostic. Sources may be JSON Lines files
 * (gzip detected by content), `-` for stdin, directories of `*.json`, or `.json` files.
 * Malformed source traces become rejections with file and line; valid ones are never lost.
 *
 * @example
 * const traces = assembleTraces(importAgentLeak('traces.jsonl.gz'));
 * for await (const item of traces) if (item.kind === 'trace') console.log(item.trace.start.traceId);
 */
export async function* importAgentLeak(sources: SourceList, options: ReadOptions = {}): AsyncGenerator<ReadItem> {
  const converter = createAgentLeakConverter();
  for (const source of sourceArray(sources)) {
    const layout = await agentLeakLayout(source);
    yield* agentLeakSourceRecords(source, layout, options, converter);
  }
}
