/**
 * Event content for display: every finding span replaced by a masked placeholder and returned
 * as a highlight range, and the text between spans redacted too (vault values a detector did
 * not flag, long digit runs, canary tails), so the page never receives a raw value.
 */
import type { Finding, VaultField } from '../../contracts/index.js';
import { maskValue } from '../../lib/masking.js';
import { redactForDisplay } from '../agreement.js';

/** Severity order of a highlight: a leak outranks unvaulted PII, which outranks an allowed field. */
const SEVERITY: Readonly<Record<Finding['kind'], number>> = { 'vault-leak': 3, 'unvaulted-pii': 2, echo: 1, 'allowed-disclosure': 1 };

/** A highlighted range of displayed text (UTF-16 offsets, end exclusive). */
export interface Highlight {
  readonly start: number;
  readonly end: number;
  /** The most severe kind among the findings that cover the range. */
  readonly kind: Finding['kind'];
  /** Vault fields (or recognisers) found there. */
  readonly fields: readonly string[];
  readonly tier: number;
  readonly detectors: readonly string[];
  readonly methods: readonly string[];
}

/** Displayed text with its highlights. */
export interface DisplayText {
  readonly text: string;
  readonly highlights: readonly Highlight[];
}

interface Merged {
  start: number;
  end: number;
  findings: Finding[];
}

/** Finding spans clamped to the text and merged where they overlap, in order. */
function mergeSpans(length: number, findings: readonly Finding[]): Merged[] {
  const spans = findings
    .map((finding) => ({ start: Math.max(0, Math.min(finding.span.start, length)), end: Math.max(0, Math.min(finding.span.end, length)), finding }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Merged[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last !== undefined && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.findings.push(span.finding);
    } else {
      merged.push({ start: span.start, end: span.end, findings: [span.finding] });
    }
  }
  return merged;
}

function highlight(start: number, end: number, findings: readonly Finding[]): Highlight {
  const top = findings.reduce((best, finding) => (SEVERITY[finding.kind] > SEVERITY[best.kind] ? finding : best));
  const unique = (values: readonly string[]): string[] => [...new Set(values)];
  return {
    start,
    end,
    kind: top.kind,
    fields: unique(findings.map((finding) => finding.field ?? `${finding.detector} PII`)),
    tier: Math.min(...findings.map((finding) => finding.tier)),
    detectors: unique(findings.map((finding) => finding.detector)),
    methods: unique(findings.map((finding) => finding.method)),
  };
}

/**
 * The masked display of an event: spans become `maskValue(found)` (e.g. `***-**-3981`,
 * `****`), gaps are redacted against the vault.
 *
 * @example
 * maskedDisplay('SSN 512-44-3981', [ssnFinding], vault).text // 'SSN ***-**-3981'
 */
export function maskedDisplay(content: string, findings: readonly Finding[], vault: readonly VaultField[]): DisplayText {
  let text = '';
  const highlights: Highlight[] = [];
  let cursor = 0;
  for (const span of mergeSpans(content.length, findings)) {
    text += redactForDisplay(content.slice(cursor, span.start), vault);
    const placeholder = maskValue(content.slice(span.start, span.end));
    highlights.push(highlight(text.length, text.length + placeholder.length, span.findings));
    text += placeholder;
    cursor = span.end;
  }
  text += redactForDisplay(content.slice(cursor), vault);
  return { text, highlights };
}

/** The raw display (only for a viewer started with `--show-values`): the content as is, spans highlighted. */
export function rawDisplay(content: string, findings: readonly Finding[]): DisplayText {
  return { text: content, highlights: mergeSpans(content.length, findings).map((span) => highlight(span.start, span.end, span.findings)) };
}

/**
 * Cuts a display text to `max` characters (keeping highlights that start before the cut, clipped),
 * so one huge event cannot freeze the page.
 */
export function truncateDisplay(display: DisplayText, max: number): DisplayText & { truncated: boolean } {
  if (display.text.length <= max) return { ...display, truncated: false };
  return {
    text: display.text.slice(0, max),
    highlights: display.highlights.filter((h) => h.start < max).map((h) => ({ ...h, end: Math.min(h.end, max) })),
    truncated: true,
  };
}
