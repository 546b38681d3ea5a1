import { allowedFields, isGuardDecisionEvent, type ChannelPolicy, type Finding, type TraceEvent, type VaultField } from '../contracts/index.js';
import { maskField, maskValue } from '../lib/masking.js';
import { CANARY_DETECTOR_ID, CANARY_DETECTOR_VERSION, CANARY_PATTERNS, createCanaryDetector } from './canary/canary-detector.js';
import { createStructuredDetector, STRUCTURED_DETECTOR_ID, STRUCTURED_DETECTOR_VERSION, STRUCTURED_PATTERNS } from './structured/structured-detector.js';
import { SCAN_PATTERNS, SharedText } from './regex-scan.js';
import type { Detector, DetectorHit, PreparedDetector } from './types.js';

/**
 * New instances of the detectors leakscope runs by default (tier 1 canaries, tier 2 structured
 * values), lowest tier first. Each instance keeps its own caches, so share one set between the
 * engines of a run (or let {@link createDetectionEngine} make one per engine).
 *
 * @example
 * const engine = createDetectionEngine({ detectors: [...defaultDetectors(), createSemanticDetector()] });
 */
export function defaultDetectors(): Detector[] {
  return [createCanaryDetector(), createStructuredDetector()];
}

/** Detector id → version of the default detectors, recorded in reports. */
export const DETECTOR_VERSIONS: Readonly<Record<string, string>> = Object.freeze({ [CANARY_DETECTOR_ID]: CANARY_DETECTOR_VERSION, [STRUCTURED_DETECTOR_ID]: STRUCTURED_DETECTOR_VERSION });

/**
 * Every RegExp the default detectors use (each judged by the ReDoS test). A new pattern in a
 * detector module must be added to its module's pattern list.
 */
export function allPatterns(): readonly RegExp[] {
  return [...SCAN_PATTERNS, ...CANARY_PATTERNS, ...STRUCTURED_PATTERNS];
}

/**
 * The parts of an event detection reads. An event of kind `guard-decision` (a guard's own
 * record of a decision, whose rationale may name masked values) is never scored.
 */
export type DetectableEvent = Pick<TraceEvent, 'traceId' | 'seq' | 'channel' | 'content'> & { readonly kind?: TraceEvent['kind'] };

/** A detection engine bound to one vault and policy. */
export interface PreparedEngine {
  /**
   * Findings of one event: each vault field at most once (to the lowest tier that found it),
   * then regulated identifiers that match no vault value, in order of position. None for a
   * guard-decision event.
   */
  detectEvent(event: DetectableEvent): Finding[];
}

/** A set of detectors, ready to be prepared for a vault. */
export interface DetectionEngine {
  readonly detectors: readonly Detector[];
  /** Detector id → version, for reports. */
  readonly versions: Readonly<Record<string, string>>;
  /** Compiles the vault into every detector once; call once per vault, reuse for all its events. */
  prepare(vault: readonly VaultField[], policy: ChannelPolicy): PreparedEngine;
}

/** Options of {@link createDetectionEngine}. */
export interface DetectionEngineOptions {
  /** Detectors to run; default {@link defaultDetectors} (new instances, owned by the engine). */
  readonly detectors?: readonly Detector[];
}

/** Higher is better: more confident, then earlier, then longer. */
function compareHits(a: DetectorHit, b: DetectorHit): number {
  return b.confidence - a.confidence || a.span.start - b.span.start || b.span.end - b.span.start - (a.span.end - a.span.start);
}

/** One hit per vault field: the best hit of the lowest tier that found it. */
function attributeVaultHits(hits: readonly DetectorHit[]): DetectorHit[] {
  const best = new Map<string, DetectorHit>();
  for (const hit of hits) {
    if (hit.kind !== 'vault' || hit.field === null) continue;
    const current = best.get(hit.field);
    if (current === undefined || hit.tier < current.tier || (hit.tier === current.tier && compareHits(hit, current) < 0)) best.set(hit.field, hit);
  }
  return [...best.values()];
}

/**
 * Unvaulted hits that overlap no vault hit, one per stretch of text (lowest tier, most
 * confident first). Claimed characters are marked in one array, so this stays linear in the
 * text even with thousands of hits (pairwise overlap checks would be quadratic).
 */
function keepUnvaulted(hits: readonly DetectorHit[], textLength: number): DetectorHit[] {
  const candidates = hits.filter((hit) => hit.kind === 'unvaulted');
  if (candidates.length === 0) return [];
  const claimed = new Uint8Array(textLength);
  const vaultSpans = hits
    .filter((hit) => hit.kind === 'vault')
    .map((hit) => hit.span)
    .sort((a, b) => a.start - b.start);
  let markedUpTo = 0;
  for (const span of vaultSpans) {
    const from = Math.max(span.start, markedUpTo);
    if (from < span.end) claimed.fill(1, from, span.end);
    markedUpTo = Math.max(markedUpTo, span.end);
  }
  const kept: DetectorHit[] = [];
  for (const hit of candidates.sort((a, b) => a.tier - b.tier || compareHits(a, b))) {
    const { start, end } = hit.span;
    if (claimed.subarray(start, end).includes(1)) continue;
    claimed.fill(1, start, end);
    kept.push(hit);
  }
  return kept;
}

/**
 * Removes leaks whose text lies inside the text of a field allowed on the channel: when two fields
 * share a value (a referral reason that is also the appointment reason) or one value contains
 * another ("Security" inside the allowed job title "Security Engineer"), the text is explained by
 * the allowed field and cannot be told apart from it, so it is not counted as a leak.
 */
function dropShadowedLeaks(findings: Finding[]): void {
  const allowedSpans = findings.filter((finding) => finding.kind === 'allowed-disclosure').map((finding) => finding.span);
  if (allowedSpans.length === 0) return;
  let write = 0;
  for (const finding of findings) {
    const shadowed = finding.kind === 'vault-leak' && allowedSpans.some((span) => span.start <= finding.span.start && finding.span.end <= span.end);
    if (!shadowed) findings[write++] = finding;
  }
  findings.length = write;
}

const MASKED_FIELD_LIMIT = 1 << 14;

/**
 * `maskField(key, value)`, remembered by value and key (one memo per engine): vaults share most of
 * their values, and masking walks the value character by character. Bounded; cleared when full.
 */
function maskedFieldMemo(): (key: string, value: string) => string {
  const byValue = new Map<string, { readonly key: string; readonly masked: string }[]>();
  return (key, value) => {
    let entries = byValue.get(value);
    if (entries === undefined) {
      if (byValue.size >= MASKED_FIELD_LIMIT) byValue.clear();
      entries = [];
      byValue.set(value, entries);
    }
    for (const entry of entries) if (entry.key === key) return entry.masked;
    const masked = maskField(key, value);
    if (entries.length < 16) entries.push({ key, masked });
    return masked;
  };
}

/**
 * Builds a detection engine: detectors in, findings out, with tier attribution, channel policy
 * and masked evidence. The engine owns its detectors' caches (with the default detectors) and its
 * masking memo: keep one per run, and prepare it once per vault.
 *
 * @example
 * const engine = createDetectionEngine();
 * const prepared = engine.prepare(vault, { defaultAllowed: [], allowed: { C3: ['email'] } });
 * prepared.detectEvent(event); // [{ kind: 'vault-leak', field: 'ssn', tier: 2, method: 'digits', evidence: 'ssn ***-**-3753 (digits)', ... }]
 */
export function createDetectionEngine(options: DetectionEngineOptions = {}): DetectionEngine {
  const detectors = [...(options.detectors ?? defaultDetectors())].sort((a, b) => a.tier - b.tier);
  const versions = Object.fromEntries(detectors.map((detector) => [detector.id, detector.version]));
  const maskedFieldOf = maskedFieldMemo();
  return {
    detectors,
    versions,
    prepare(vault: readonly VaultField[], policy: ChannelPolicy): PreparedEngine {
      const prepared: PreparedDetector[] = detectors.map((detector) => detector.prepare(vault));
      const fields = new Map(vault.map((field) => [field.key, field]));
      // The masked reference to a field is the same in every finding: computed once per field.
      const maskedFields = new Map<string, string>();
      const maskedField = (key: string): string => {
        let masked = maskedFields.get(key);
        if (masked === undefined) {
          const field = fields.get(key);
          masked = field === undefined ? `${key} ****` : maskedFieldOf(key, field.value);
          maskedFields.set(key, masked);
        }
        return masked;
      };
      return {
        detectEvent(event: DetectableEvent): Finding[] {
          // A guard's decision describes a flow, it is not one: its summary and rationale are never scored.
          if (event.content.length === 0 || isGuardDecisionEvent(event)) return [];
          const context = { channel: event.channel, shared: new SharedText(event.content) };
          let hits: DetectorHit[] = [];
          for (const detector of prepared) {
            const found = detector.detect(event.content, context);
            if (found.length > 0) hits = hits.length === 0 ? found : hits.concat(found);
          }
          if (hits.length === 0) return [];
          const allowed = allowedFields(policy, event.channel);
          const { traceId, seq, channel } = event;
          const findings: Finding[] = attributeVaultHits(hits).map((hit) => {
            const key = hit.field ?? '';
            return {
              traceId,
              seq,
              channel,
              kind: allowed.includes(key) ? 'allowed-disclosure' : 'vault-leak',
              field: key,
              tier: hit.tier,
              detector: hit.detector,
              method: hit.method,
              span: hit.span,
              confidence: hit.confidence,
              evidence: `${maskedField(key)} (${hit.method})`,
            };
          });
          dropShadowedLeaks(findings);
          for (const hit of keepUnvaulted(hits, event.content.length)) {
            const found = event.content.slice(hit.span.start, hit.span.end);
            findings.push({
              traceId,
              seq,
              channel,
              kind: 'unvaulted-pii',
              field: null,
              tier: hit.tier,
              detector: hit.detector,
              method: hit.method,
              span: hit.span,
              confidence: hit.confidence,
              evidence: `${hit.recogniser ?? 'pii'} ${maskValue(found)} (${hit.method})`,
            });
          }
          return findings.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? ''));
        },
      };
    },
  };
}
