export { audit, type AuditOptions, type AuditResult } from './audit.js';
export { renderText } from './render-text.js';
export { renderMarkdown } from './render-markdown.js';
export { renderCsv } from './render-csv.js';
export { redactForDisplay } from './display-masking.js';
