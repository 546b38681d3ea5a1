/** The self-contained HTML report. */
export { renderHtml, DEFAULT_MAX_FINDINGS, type HtmlReportOptions } from './render-html.js';
export { escapeHtml } from './escape.js';
export { FindingsDigest } from './sections/tables.js';
