/** The local trace viewer (`leakscope view`). */
export { startViewer, createViewerApp, LOOPBACK_HOSTS, type StartViewerOptions, type RunningViewer, type ViewerAppOptions } from './server.js';
export { buildTraceIndex, findingsByTrace, type TraceIndex, type TraceSummary, type IndexedTrace, type IndexedEvent } from './trace-index.js';
export { maskedDisplay, type DisplayText, type Highlight } from './mask-content.js';
export { TraceQuerySchema, MAX_PAGE_SIZE, type TraceQuery, type TracePage, type Facets } from './query.js';
