import { allowedFields, isGuardDecisionEvent, ValueKindSchema, type ChannelId, type ChannelPolicy, type Finding, type TraceEvent, type ValueKind, type VaultField } from '../contracts/index.js';
import { maskField, maskValue } from '../lib/masking.js';
import { CANARY_DETECTOR_ID, CANARY_DETECTOR_VERSION, CANARY_PATTERNS, createCanaryDetector } from './canary/canary-detector.js';
import { createStructuredDetector, STRUCTURED_DETECTOR_ID, STRUCTURED_DETECTOR_VERSION, STRUCTURED_PATTERNS } from './structured/structured-detector.js';
import { inferValueKind } from './structured/value-kind.js';
import { FOLD_PATTERNS, foldText, mapSpan, type FoldedText } from './fold.js';
import { OBFUSCATION_PATTERNS } from './obfuscation.js';
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
  return [...SCAN_PATTERNS, ...CANARY_PATTERNS, ...STRUCTURED_PATTERNS, ...FOLD_PATTERNS, ...OBFUSCATION_PATTERNS];
}

/**
 * The parts of an event detection reads. An event of kind `guard-decision` (a guard's own
 * record of a decision, whose rationale may name masked values) is never scored.
 */
export type DetectableEvent = Pick<TraceEvent, 'traceId' | 'seq' | 'channel' | 'content'> & { readonly kind?: TraceEvent['kind']; readonly source?: TraceEvent['source'] };

/** A detection engine bound to one vault and policy. */
export interface PreparedEngine {
  /**
   * Findings of one event: each vault field at most once (to the lowest tier that found it),
   * then regulated identifiers that match no vault value, in order of position. None for a
   * guard-decision event.
   */
  detectEvent(event: DetectableEvent): Finding[];
  /**
   * Findings of hits found in the event by other means (tier 3's judge), with the same policy,
   * attribution, masking and fields as {@link PreparedEngine.detectEvent}.
   */
  findingsOfHits(event: DetectableEvent, hits: readonly DetectorHit[]): Finding[];
  /** Keys of the vault fields the engine's detectors find in `text`, whatever the channel (e.g. in the user's request). */
  fieldsIn(text: string): Set<string>;
  /**
   * The raw hits of every detector in `text`, the folded text's included (spans in `text`), as
   * {@link PreparedEngine.detectEvent} scores them: for callers that act on hits (the guard).
   */
  hitsIn(text: string, channel: DetectableEvent['channel']): DetectorHit[];
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

/** The value kind of an entity type a recogniser names, when it is one (`ssn`, `card`, `phone`, ...). */
function entityKind(entityType: string): ValueKind | undefined {
  const parsed = ValueKindSchema.safeParse(entityType);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Request echoes: every `vault-leak` of a field in `echoed` (the fields the user's own request
 * holds) becomes an `echo` finding — the agent repeats what the user told it, which is not a
 * leak (AgentLeak's rule). Other findings are returned as they are.
 *
 * @example markEchoes(findings, prepared.fieldsIn(trace.start.request ?? ''))
 */
export function markEchoes(findings: readonly Finding[], echoed: ReadonlySet<string>): Finding[] {
  if (echoed.size === 0) return [...findings];
  return findings.map((finding) =>
    finding.kind === 'vault-leak' && finding.field !== null && echoed.has(finding.field) ? { ...finding, kind: 'echo', evidence: `${finding.evidence} [in the user's request]` } : finding,
  );
}

function scanWith(list: readonly PreparedDetector[], text: string, channel: ChannelId): DetectorHit[] {
  const context = { channel, shared: new SharedText(text) };
  let hits: DetectorHit[] = [];
  for (const detector of list) {
    const found = detector.detect(text, context);
    if (found.length > 0) hits = hits.length === 0 ? found : hits.concat(found);
  }
  return hits;
}

/**
 * Every hit of `detectors` in a text, and of `onFolded` in its folded form (`detect/fold.ts`:
 * zero-width characters inside an SSN, full-width or Arabic-Indic digits, a Cyrillic letter in a
 * name), mapped back to the text's offsets: the one scan the engine and the display masks run.
 * Hits are raw — every field, every occurrence, before attribution.
 *
 * @example scanText('SSN 523\u200b-71-4862', 'C3', prepared).map((hit) => hit.recogniser) // ['ssn']
 */
export function scanText(text: string, channel: ChannelId, detectors: readonly PreparedDetector[], onFolded: readonly PreparedDetector[] = detectors): DetectorHit[] {
  if (text.length === 0 || detectors.length === 0) return [];
  const hits = scanWith(detectors, text, channel);
  const folded = onFolded.length === 0 ? undefined : foldText(text);
  return folded === undefined ? hits : mergeFolded(hits, scanWith(onFolded, folded.text, channel), folded);
}

/**
 * The hits of a text and of its folded form together: folded hits are mapped back to the
 * original's offsets, and one the original already has (same field or recogniser, method and
 * span) is not added twice.
 */
function mergeFolded(hits: DetectorHit[], foldedHits: readonly DetectorHit[], folded: FoldedText): DetectorHit[] {
  if (foldedHits.length === 0) return hits;
  const keyOf = (hit: DetectorHit) => `${hit.kind}\u0000${hit.field ?? hit.recogniser ?? ''}\u0000${hit.method}\u0000${hit.span.start}\u0000${hit.span.end}`;
  const seen = new Set(hits.map(keyOf));
  const merged = hits.slice();
  for (const hit of foldedHits) {
    const mapped: DetectorHit = { ...hit, span: mapSpan(folded, hit.span) };
    const key = keyOf(mapped);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(mapped);
  }
  return merged;
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
      // The value kind of a field as matched, for findings whose detector does not say (inferred once per field).
      const kinds = new Map<string, ValueKind>();
      const kindOf = (key: string): ValueKind | undefined => {
        let kind = kinds.get(key);
        if (kind === undefined) {
          const field = fields.get(key);
          if (field === undefined) return undefined;
          kind = inferValueKind(field);
          kinds.set(key, kind);
        }
        return kind;
      };
      // Tier 1 folds for itself (its skeleton); tiers 2 and up also scan the folded text.
      const aboveTier1 = prepared.filter((_, index) => (detectors[index]?.tier ?? 1) > 1);
      const scan = (text: string, channel: DetectableEvent['channel']): DetectorHit[] => scanText(text, channel, prepared, aboveTier1);
      const findingsOfHits = (event: DetectableEvent, hits: readonly DetectorHit[]): Finding[] => {
        if (hits.length === 0) return [];
        const allowed = allowedFields(policy, event.channel);
        const { traceId, seq, channel } = event;
        const source = event.source === undefined ? {} : { source: event.source };
        const findings: Finding[] = attributeVaultHits(hits).map((hit) => {
          const key = hit.field ?? '';
          const valueKind = hit.valueKind ?? kindOf(key);
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
            ...(valueKind === undefined ? {} : { valueKind }),
            ...(hit.elements === undefined ? {} : { elements: { matched: hit.elements.matched, total: hit.elements.total } }),
            ...(hit.proposition === undefined ? {} : { proposition: { index: hit.proposition.index, of: hit.proposition.of } }),
            ...source,
          };
        });
        dropShadowedLeaks(findings);
        for (const hit of keepUnvaulted(hits, event.content.length)) {
          const found = event.content.slice(hit.span.start, hit.span.end);
          const entityType = hit.recogniser ?? 'pii';
          const valueKind = hit.valueKind ?? entityKind(entityType);
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
            evidence: `${entityType} ${maskValue(found)} (${hit.method})`,
            entityType,
            ...(valueKind === undefined ? {} : { valueKind }),
            ...source,
          });
        }
        return findings.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? ''));
      };
      return {
        detectEvent(event: DetectableEvent): Finding[] {
          // A guard's decision describes a flow, it is not one: its summary and rationale are never scored.
          if (event.content.length === 0 || isGuardDecisionEvent(event)) return [];
          return findingsOfHits(event, scan(event.content, event.channel));
        },
        findingsOfHits(event: DetectableEvent, hits: readonly DetectorHit[]): Finding[] {
          if (event.content.length === 0 || isGuardDecisionEvent(event)) return [];
          return findingsOfHits(event, hits);
        },
        hitsIn(text: string, channel: DetectableEvent['channel']): DetectorHit[] {
          return text.length === 0 ? [] : scan(text, channel);
        },
        fieldsIn(text: string): Set<string> {
          const found = new Set<string>();
          if (text.length === 0) return found;
          // The channel only decides policy, which does not matter here.
          for (const hit of scan(text, 'C1')) if (hit.kind === 'vault' && hit.field !== null) found.add(hit.field);
          return found;
        },
      };
    },
  };
}
