/** The local trace viewer (`leakscope view`). */
export { startViewer, createViewerApp, LOOPBACK_HOSTS, type StartViewerOptions, type RunningViewer, type ViewerAppOptions, type IndexProgress } from './server.js';
export {
  buildTraceIndex,
  startTraceIndex,
  findingsByTrace,
  type TraceIndex,
  type TraceIndexOptions,
  type TraceSummary,
  type IndexedTrace,
  type IndexedEvent,
  type IndexState,
  type IndexOutcome,
  type IndexingRun,
  type FindingsStream,
} from './trace-index.js';
export { maskedDisplay, type DisplayText, type Highlight } from './mask-content.js';
export { TraceQuerySchema, MAX_PAGE_SIZE, type TraceQuery, type TracePage, type Facets } from './query.js';
