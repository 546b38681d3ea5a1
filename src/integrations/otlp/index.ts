/**
 * OpenTelemetry GenAI ingest: OTLP/JSON files and an OTLP/HTTP JSON receiver, mapped to
 * leakscope traces by the GenAI semantic conventions and the AI SDK 6.x span names.
 */
export {
  importOtel,
  createSpanCollector,
  mappedTraceRecords,
  emptySummary,
  renderOtelSummary,
  type OtelImportItem,
  type OtelImportOptions,
  type OtelImportSummary,
  type SpanCollector,
} from '../../trace/importers/otel/import.js';
export { mapGenAiTrace, type GenAiMappingOptions, type MappedTrace, type TimedDraft } from '../../trace/importers/otel/genai.js';
export {
  decodeAnyValue,
  decodeAttributes,
  normalizeId,
  flattenRequest,
  ExportTraceServiceRequestSchema,
  type AttributeValue,
  type Attributes,
  type OtelSpan,
  type OtelSpanEvent,
  type ExportTraceServiceRequest,
} from '../../trace/importers/otel/otlp.js';
export { startOtelReceiver, type OtelReceiverOptions, type RunningOtelReceiver } from './receive.js';
