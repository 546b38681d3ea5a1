/**
 * Limits of report.html, in a module without the renderer (and its chart libraries), so the
 * CLI's option help can show the default.
 */

/** Findings rows shown by default: enough to browse, small enough to keep the file light. */
export const DEFAULT_MAX_FINDINGS = 500;
