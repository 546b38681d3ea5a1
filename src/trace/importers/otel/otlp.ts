/**
 * OTLP/JSON trace payloads (`ExportTraceServiceRequest`): validated at the edge with zod, then
 * flattened into spans with decoded attribute values, hex ids (exporters that write base64
 * ids are accepted too) and nanosecond times as bigints (they do not fit a double).
 */
import { z } from 'zod';

/** A decoded OTLP `AnyValue`. Byte values become base64 text. */
export type AttributeValue = string | number | boolean | null | readonly AttributeValue[] | { readonly [key: string]: AttributeValue };

/** Decoded attributes of a span, an event or a resource. */
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** One span event (a log record attached to the span). */
export interface OtelSpanEvent {
  readonly name: string;
  readonly timeNs: bigint;
  readonly attributes: Attributes;
}

/** A span with everything the GenAI mapping needs. */
export interface OtelSpan {
  /** Lowercase hex (32 digits). */
  readonly traceId: string;
  /** Lowercase hex (16 digits). */
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  readonly startNs: bigint;
  readonly endNs: bigint;
  readonly attributes: Attributes;
  readonly events: readonly OtelSpanEvent[];
  /** OTLP status code: 0 unset, 1 ok, 2 error. */
  readonly statusCode: number;
  readonly resource: Attributes;
  readonly scope: string | undefined;
}

const KeyValueSchema = z.looseObject({ key: z.string(), value: z.unknown().optional() });
const TimeSchema = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]);

const SpanSchema = z.looseObject({
  traceId: z.string().min(1),
  spanId: z.string().min(1),
  parentSpanId: z.string().optional(),
  name: z.string(),
  startTimeUnixNano: TimeSchema,
  endTimeUnixNano: TimeSchema.optional(),
  attributes: z.array(KeyValueSchema).optional(),
  events: z.array(z.looseObject({ name: z.string().optional(), timeUnixNano: TimeSchema.optional(), attributes: z.array(KeyValueSchema).optional() })).optional(),
  status: z.looseObject({ code: z.union([z.number(), z.string()]).optional() }).optional(),
});

/** The envelope of one OTLP/JSON export request. */
export const ExportTraceServiceRequestSchema = z.looseObject({
  resourceSpans: z
    .array(
      z.looseObject({
        resource: z.looseObject({ attributes: z.array(KeyValueSchema).optional() }).optional(),
        scopeSpans: z.array(z.looseObject({ scope: z.looseObject({ name: z.string().optional() }).optional(), spans: z.array(SpanSchema).optional() })).optional(),
      }),
    )
    .optional(),
});
export type ExportTraceServiceRequest = z.infer<typeof ExportTraceServiceRequestSchema>;

/**
 * An OTLP `AnyValue` (`{ stringValue } | { intValue } | { boolValue } | { doubleValue } |
 * { arrayValue: { values } } | { kvlistValue: { values } } | { bytesValue }`) as a plain value.
 * Integers beyond 2^53 stay as digit strings.
 *
 * @example decodeAnyValue({ intValue: '42' }) // 42
 */
export function decodeAnyValue(value: unknown): AttributeValue {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (typeof fields['stringValue'] === 'string') return fields['stringValue'];
  if ('intValue' in fields) {
    const raw = fields['intValue'];
    const number = typeof raw === 'number' ? raw : Number(raw);
    return Number.isSafeInteger(number) ? number : String(raw);
  }
  if (typeof fields['boolValue'] === 'boolean') return fields['boolValue'];
  if ('doubleValue' in fields) {
    const raw = fields['doubleValue'];
    return typeof raw === 'number' ? raw : Number(raw);
  }
  if (typeof fields['arrayValue'] === 'object' && fields['arrayValue'] !== null) {
    const values = (fields['arrayValue'] as { values?: unknown }).values;
    return Array.isArray(values) ? values.map(decodeAnyValue) : [];
  }
  if (typeof fields['kvlistValue'] === 'object' && fields['kvlistValue'] !== null) {
    const values = (fields['kvlistValue'] as { values?: unknown }).values;
    return Array.isArray(values) ? decodeAttributes(values) : {};
  }
  if (typeof fields['bytesValue'] === 'string') return fields['bytesValue'];
  return null;
}

/** A list of OTLP key-values as an object (later keys win). */
export function decodeAttributes(list: readonly unknown[] | undefined): Attributes {
  const out: Record<string, AttributeValue> = {};
  if (list === undefined) return out;
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (typeof key === 'string') out[key] = decodeAnyValue(value);
  }
  return out;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * A trace or span id as lowercase hex. OTLP/JSON says hex, but protobuf-to-JSON exporters write
 * base64 of the raw bytes; both are accepted. Returns undefined for anything else.
 *
 * @example normalizeId('W0bEaYHMvIrsH5Ok1idg6g==', 16) // '5b46c46981ccbc8aec1f93a4d62760ea'
 */
export function normalizeId(id: string, bytes: 16 | 8): string | undefined {
  if (id.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(id)) return id.toLowerCase();
  if (BASE64.test(id)) {
    const decoded = Buffer.from(id.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (decoded.length === bytes) return decoded.toString('hex');
  }
  return undefined;
}

function nanos(value: string | number | undefined): bigint {
  if (value === undefined) return 0n;
  return typeof value === 'number' ? BigInt(Math.trunc(value)) : BigInt(value);
}

const ALL_ZERO_SPAN = '0000000000000000';

/** What flattening a request gave: spans, and the ids that were not hex or base64. */
export interface FlattenResult {
  readonly spans: OtelSpan[];
  /** Messages naming the span by position, never by content. */
  readonly problems: string[];
}

/**
 * Flattens a validated request into spans. A span whose ids cannot be read is left out and
 * reported (by its position), never silently.
 */
export function flattenRequest(request: ExportTraceServiceRequest): FlattenResult {
  const spans: OtelSpan[] = [];
  const problems: string[] = [];
  (request.resourceSpans ?? []).forEach((resourceSpans, r) => {
    const resource = decodeAttributes(resourceSpans.resource?.attributes);
    (resourceSpans.scopeSpans ?? []).forEach((scopeSpans, s) => {
      const scope = scopeSpans.scope?.name;
      (scopeSpans.spans ?? []).forEach((span, index) => {
        const traceId = normalizeId(span.traceId, 16);
        const spanId = normalizeId(span.spanId, 8);
        const parent = span.parentSpanId === undefined || span.parentSpanId === '' ? undefined : normalizeId(span.parentSpanId, 8);
        if (traceId === undefined || spanId === undefined || (span.parentSpanId !== undefined && span.parentSpanId !== '' && parent === undefined)) {
          problems.push(`resourceSpans[${r}].scopeSpans[${s}].spans[${index}]: trace or span id is neither hex nor base64 of the right length`);
          return;
        }
        const startNs = nanos(span.startTimeUnixNano);
        const code = span.status?.code;
        spans.push({
          traceId,
          spanId,
          parentSpanId: parent === ALL_ZERO_SPAN ? undefined : parent,
          name: span.name,
          startNs,
          endNs: span.endTimeUnixNano === undefined ? startNs : nanos(span.endTimeUnixNano),
          attributes: decodeAttributes(span.attributes),
          events: (span.events ?? []).map((event) => ({
            name: event.name ?? '',
            timeNs: event.timeUnixNano === undefined ? startNs : nanos(event.timeUnixNano),
            attributes: decodeAttributes(event.attributes),
          })),
          statusCode: code === 2 || code === 'STATUS_CODE_ERROR' ? 2 : code === 1 || code === 'STATUS_CODE_OK' ? 1 : 0,
          resource,
          scope,
        });
      });
    });
  });
  return { spans, problems };
}
