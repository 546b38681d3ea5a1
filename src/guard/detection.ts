/**
 * The guard's view of detection: the shared engine's findings (one per field, tier-attributed,
 * masked evidence) plus every occurrence of every field, which ABSTRACT needs to rewrite all
 * of them. Both come from one detection pass: each detector is wrapped so the engine's call
 * also records the raw hits.
 */
import type { ChannelId, ChannelPolicy, Finding, VaultField } from '../contracts/index.js';
import { createDetectionEngine, defaultDetectors } from '../detect/pipeline.js';
import type { Detector, DetectorHit } from '../detect/types.js';

/** One detection pass over one text. */
export interface GuardScan {
  /** The engine's findings (what reports and replay count). */
  readonly findings: Finding[];
  /** Every raw vault hit, all occurrences, all tiers. */
  readonly vaultHits: readonly DetectorHit[];
  /** Unvaulted identifiers kept by the engine (not overlapping a vault value), with their recogniser. */
  readonly unvaultedHits: readonly DetectorHit[];
}

/** Detection bound to one vault and policy, prepared once. */
export interface GuardDetection {
  scan(text: string, channel: ChannelId): GuardScan;
}

/** The raw unvaulted hits behind the engine's unvaulted findings, one per finding (one index, so linear in the hits). */
function keptUnvaulted(hits: readonly DetectorHit[], findings: readonly Finding[]): DetectorHit[] {
  const byPlace = new Map<string, DetectorHit>();
  for (const hit of hits) {
    if (hit.kind !== 'unvaulted') continue;
    const place = `${hit.detector}\u0000${hit.span.start}\u0000${hit.span.end}`;
    if (!byPlace.has(place)) byPlace.set(place, hit);
  }
  const kept: DetectorHit[] = [];
  for (const finding of findings) {
    const hit = byPlace.get(`${finding.detector}\u0000${finding.span.start}\u0000${finding.span.end}`);
    if (hit !== undefined) kept.push(hit);
  }
  return kept;
}

/**
 * Prepares detection for a vault: patterns and normalised values are compiled here, once.
 *
 * @example
 * const detection = prepareGuardDetection(vault, policy);
 * detection.scan('SSN 787-08-3753', 'C3').findings // [{ kind: 'vault-leak', field: 'ssn', ... }]
 */
export function prepareGuardDetection(vault: readonly VaultField[], policy: ChannelPolicy, detectors: readonly Detector[] = defaultDetectors()): GuardDetection {
  const engine = createDetectionEngine({ detectors }).prepare(vault, policy);
  return {
    scan(text, channel) {
      // The engine's hits (the folded text's included, spans in `text`), scored as detectEvent scores them.
      const hits = engine.hitsIn(text, channel);
      const findings = engine.findingsOfHits({ traceId: 'guard', seq: 0, channel, content: text }, hits);
      const unvaultedFindings = findings.filter((finding) => finding.kind === 'unvaulted-pii');
      return {
        findings,
        vaultHits: hits.filter((hit) => hit.kind === 'vault' && hit.field !== null),
        unvaultedHits: keptUnvaulted(hits, unvaultedFindings),
      };
    },
  };
}
