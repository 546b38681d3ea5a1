/**
 * Trace I/O: streaming readers and writers for the leakscope trace format, trace assembly,
 * format detection and the AgentLeak importer. Every export here is meant to be public.
 */
export { readLines, readTraceRecords, recordsFromLines, parseTraceLine } from './reader.js';
export { assembleTraces } from './assemble.js';
export { createTraceWriter, createJsonlWriter, normalizeTraceRecord, type JsonlWriter, type JsonlWriterOptions } from './writer.js';
export { detectFormat, openTraceSource, readSourceRecords, type TraceSourceFormat } from './source.js';
export { importAgentLeak, convertAgentLeakTrace, AgentLeakTraceSchema, type AgentLeakTrace } from './importers/agentleak/traces.js';
export { agentLeakVaultField } from './importers/agentleak/fields.js';
export { traceRecordJsonSchema, traceRecordJsonSchemaText, TRACE_SCHEMA_ID } from './json-schema.js';
export { DEFAULT_MAX_LINE_BYTES, type LineItem, type ReadItem, type ReadOptions, type RejectedLine, type SourceList, type TraceItem } from './types.js';
