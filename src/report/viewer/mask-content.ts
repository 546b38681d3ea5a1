/**
 * Event content for display: every span any detector found (each finding's, and every other
 * occurrence and form of the same values) replaced by a masked placeholder, and the text between
 * spans redacted too (vault values, texts found elsewhere in the trace, long digit runs, canary
 * tails), so the page never receives a raw value. Findings' spans come back as highlights.
 */
import type { Finding, VaultField } from '../../contracts/index.js';
import type { DetectorHit } from '../../detect/types.js';
import { maskSpans, mergeSpans } from '../display-masking.js';

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

/** A span to mask, and the finding it highlights (null: masked, not highlighted). */
interface Mark {
  readonly span: Finding['span'];
  readonly finding: Finding | null;
}

/**
 * The marks of an event: its findings, and every other hit of the detectors. A hit of a field
 * the event has a finding for (its base64, reversed or upper-cased repeat) is highlighted as that
 * finding, with the hit's own span, tier and method; any other hit is masked only.
 */
function marksOf(findings: readonly Finding[], hits: readonly DetectorHit[]): Mark[] {
  const marks: Mark[] = findings.map((finding) => ({ span: finding.span, finding }));
  if (hits.length === 0) return marks;
  const byField = new Map<string, Finding>();
  for (const finding of findings) {
    const known = finding.field === null ? undefined : byField.get(finding.field);
    if (finding.field !== null && (known === undefined || SEVERITY[finding.kind] > SEVERITY[known.kind])) byField.set(finding.field, finding);
  }
  for (const hit of hits) {
    const finding = hit.kind === 'vault' && hit.field !== null ? byField.get(hit.field) : undefined;
    const repeat = finding === undefined ? null : { ...finding, span: hit.span, tier: hit.tier, detector: hit.detector, method: hit.method, confidence: hit.confidence };
    marks.push({ span: hit.span, finding: repeat });
  }
  return marks;
}

function highlights(marks: readonly { start: number; end: number; items: readonly Mark[] }[]): Highlight[] {
  return marks.flatMap((mark) => {
    const findings = mark.items.flatMap((item) => (item.finding === null ? [] : [item.finding]));
    return findings.length === 0 ? [] : [highlight(mark.start, mark.end, findings)];
  });
}

/** What else display masks in an event besides its findings. */
export interface MaskingExtras {
  /** Every hit of the detectors in the event (see `everyHit`). */
  readonly hits?: readonly DetectorHit[];
  /** Texts found anywhere in the event's trace, masked wherever they occur. */
  readonly found?: Iterable<string>;
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
 * The masked display of an event: finding spans and every other hit become `maskValue(found)`
 * (e.g. `***-**-3981`, `****`), gaps are redacted against the vault and the trace's found texts.
 *
 * @example
 * maskedDisplay('SSN 512-44-3981', [ssnFinding], vault).text // 'SSN ***-**-3981'
 */
export function maskedDisplay(content: string, findings: readonly Finding[], vault: readonly VaultField[], extras: MaskingExtras = {}): DisplayText {
  const masked = maskSpans(content, marksOf(findings, extras.hits ?? []), vault, extras.found ?? []);
  return { text: masked.text, highlights: highlights(masked.marks) };
}

/** The raw display (only for a viewer started with `--show-values`): the content as is, findings and their repeats highlighted. */
export function rawDisplay(content: string, findings: readonly Finding[], hits: readonly DetectorHit[] = []): DisplayText {
  return { text: content, highlights: highlights(mergeSpans(content.length, marksOf(findings, hits))) };
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
