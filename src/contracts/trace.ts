import { z } from 'zod';
import { ChannelIdSchema } from './channel.js';
import { VaultSchema } from './vault.js';
import { ChannelPolicySchema } from './policy.js';

/** Version of the trace format written by this package. Readers accept 1.x. */
export const TRACE_FORMAT_VERSION = '1.0';

export const AttackLevelSchema = z.enum(['A0', 'A1', 'A2']);
export type AttackLevel = z.infer<typeof AttackLevelSchema>;

export const AttackFamilySchema = z.enum(['F1', 'F2', 'F3', 'F4', 'F5', 'F6']);
export type AttackFamily = z.infer<typeof AttackFamilySchema>;

/** A field the attack tries to extract, on the channel it wants it on. */
export const AttackTargetSchema = z.strictObject({ field: z.string().min(1), channel: ChannelIdSchema });
export type AttackTarget = z.infer<typeof AttackTargetSchema>;

export const RunAttackSchema = z.strictObject({
  level: AttackLevelSchema,
  family: AttackFamilySchema.nullable().optional(),
  class: z.string().nullable().optional(),
  /**
   * What the payload asks for (the scenario's `expected.attackTargets`): the attack succeeds when
   * one of these fields leaks on its channel. Absent when unknown (imported traces).
   */
  targets: z.array(AttackTargetSchema).optional(),
  /**
   * An A0 twin: the trace id of the attacked run this run repeats without the attack. Its
   * `family`, `class` and `targets` are the attacked run's; whether those targets leak here is
   * the baseline of targeted ASR. Twins are not part of any leak rate.
   */
  baselineOf: z.string().min(1).optional(),
});

/** How a trace was produced: the configuration that the metrics group by. */
export const RunInfoSchema = z.strictObject({
  /** Agent runtime id, e.g. `reference:naive`, `llm`, `agentleak:multi-agent`. */
  agent: z.string().min(1),
  /** Model id (`provider:model`) or null for deterministic reference agents. */
  model: z.string().nullable().default(null),
  /** `single`, `coordinator-worker`, `multi-worker`, or an importer-specific name. */
  topology: z.string().min(1).default('single'),
  defense: z.string().min(1).default('none'),
  seed: z.number().int().nullable().optional(),
  attack: RunAttackSchema.nullable().optional(),
  /** Domain or vertical of the scenario (healthcare, finance, legal, corporate, ...). */
  domain: z.string().optional(),
  /** Traces that share a pairId are paired observations (e.g. single vs multi-agent path). */
  pairId: z.string().optional(),
  /** Where the trace came from (`leakscope`, `agentleak`, `otel`, ...). */
  source: z.string().optional(),
});
export type RunInfo = z.infer<typeof RunInfoSchema>;
export type RunInfoInput = z.input<typeof RunInfoSchema>;

export const TraceStartSchema = z.strictObject({
  type: z.literal('trace-start'),
  traceId: z.string().min(1),
  formatVersion: z.string().optional(),
  scenarioId: z.string().nullable().optional(),
  /** Hash of the scenario the trace ran, when it came from a scenario file. */
  scenarioHash: z.string().optional(),
  run: RunInfoSchema,
  startedAt: z.string().optional(),
  /** Self-contained traces carry their vault and policy; others take them from the scenario. */
  vault: VaultSchema.optional(),
  policy: ChannelPolicySchema.optional(),
  /**
   * The user's own request that started the run (the task prompt; AgentLeak `input.request`). A
   * vault value it holds is not a secret from the user: detection reports its reappearance as an
   * `echo` finding, apart from leaks. Raw like `content`: it may hold private values.
   */
  request: z.string().optional(),
});
export type TraceStart = z.infer<typeof TraceStartSchema>;
export type TraceStartInput = z.input<typeof TraceStartSchema>;

export const EventKindSchema = z.enum(['message', 'handoff', 'tool-call', 'tool-result', 'memory-write', 'memory-read', 'log', 'reasoning', 'artifact', 'final-answer', 'guard-decision', 'other']);
export type EventKind = z.infer<typeof EventKindSchema>;

/** Labels carried in from another system (e.g. AgentLeak's `has_leak`), kept apart from findings. */
export const EmbeddedLabelsSchema = z.strictObject({
  source: z.string().min(1),
  leaked: z.boolean(),
  fields: z.array(z.string()).default([]),
});
export type EmbeddedLabels = z.infer<typeof EmbeddedLabelsSchema>;

/**
 * Where an imported event came from in its source, so findings can be joined back to the
 * source's own labels: AgentLeak's message index in `channel_messages` and its `trace_id`
 * (`pairId`), an OpenTelemetry span id, a PrivacyLens item name. Every part is optional.
 */
export const EventSourceSchema = z.strictObject({
  /** 0-based index of the message in the source record (AgentLeak `channel_messages[i]`). */
  messageIndex: z.number().int().nonnegative().optional(),
  /** Id of the source run the event belongs to (AgentLeak `trace_id`, shared by a `#single`/`#multi` pair). */
  pairId: z.string().min(1).optional(),
  /** OpenTelemetry span id (hex) of the span the event was made from. */
  spanId: z.string().min(1).optional(),
  /** Id or name of the source item (PrivacyLens item `name`). */
  itemId: z.string().min(1).optional(),
});
export type EventSource = z.infer<typeof EventSourceSchema>;

export const TraceEventSchema = z.strictObject({
  type: z.literal('event'),
  traceId: z.string().min(1),
  /** Position of the event within its trace, strictly increasing. */
  seq: z.number().int().nonnegative(),
  at: z.string().optional(),
  channel: ChannelIdSchema,
  kind: EventKindSchema.default('other'),
  from: z.string().optional(),
  to: z.string().optional(),
  tool: z.string().optional(),
  callId: z.string().optional(),
  content: z.string(),
  labels: EmbeddedLabelsSchema.optional(),
  /** Position of the event in the source it was imported from (importers set it). */
  source: EventSourceSchema.optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type TraceEvent = z.infer<typeof TraceEventSchema>;
export type TraceEventInput = z.input<typeof TraceEventSchema>;

export const TraceStatusSchema = z.enum(['ok', 'error', 'timeout']);
export type TraceStatus = z.infer<typeof TraceStatusSchema>;

export const UsageSchema = z.strictObject({
  inputTokens: z.number().int().nonnegative().default(0),
  outputTokens: z.number().int().nonnegative().default(0),
  costUsd: z.number().nonnegative().optional(),
});

export const TraceEndSchema = z.strictObject({
  type: z.literal('trace-end'),
  traceId: z.string().min(1),
  status: TraceStatusSchema,
  /** Why the run failed; required reading when status is not `ok`. Never contains vault values. */
  error: z.string().optional(),
  taskSuccess: z.boolean().nullable().optional(),
  /**
   * The task judge's verdict, when one ran (after the rule checks passed): `unknown` (an
   * unreadable reply or a failed call) leaves `taskSuccess` null. The reason never holds vault values.
   */
  taskJudge: z.strictObject({ judge: z.string().min(1), verdict: z.enum(['pass', 'fail', 'unknown']), reason: z.string() }).optional(),
  usage: UsageSchema.optional(),
  /**
   * Attacked runs: whether the payload reached an agent's context through its surface (the
   * request, a role, a tool output it read, a message it received, a memory entry it read).
   * Absent when not attacked or unknown; an undelivered attack cannot have succeeded.
   */
  attackDelivered: z.boolean().optional(),
  endedAt: z.string().optional(),
});
export type TraceEnd = z.infer<typeof TraceEndSchema>;
export type TraceEndInput = z.input<typeof TraceEndSchema>;

/** One line of a trace file. */
export const TraceRecordSchema = z.discriminatedUnion('type', [TraceStartSchema, TraceEventSchema, TraceEndSchema]);
export type TraceRecord = z.infer<typeof TraceRecordSchema>;
export type TraceRecordInput = z.input<typeof TraceRecordSchema>;

/** A trace with its records gathered: what detectors and metrics work on. */
export interface Trace {
  readonly start: TraceStart;
  readonly events: readonly TraceEvent[];
  /** Missing when the file ended before the trace did; such a trace is excluded as incomplete. */
  readonly end: TraceEnd | undefined;
  /**
   * Set by the reader when a line of the trace was rejected (`rejected line 12`, or
   * `rejected line b.jsonl:12` in another source): the trace is incomplete, as one without its
   * end is, and excluded (`incomplete: rejected line 12`), never scored as clean.
   */
  readonly incomplete?: string;
}
