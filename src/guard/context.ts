/**
 * Builds what a criterion sees from one detection pass: the vault fields in the content with
 * every occurrence, whether each is allowed on the channel and already in the inventory, and
 * the unvaulted identifiers.
 */
import { allowedFields, type ChannelId, type ChannelPolicy, type Finding, type VaultField } from '../contracts/index.js';
import type { DetectorHit } from '../detect/types.js';
import { abstractionZones, insideZone, PARTIAL_METHODS, widenOverMask } from './abstract/rewrite.js';
import type { SensitiveType } from './criteria/sensitivity.js';
import type { GuardDetection } from './detection.js';
import type { Inventory } from './inventory.js';
import type { DetectedField, DetectedUnvaulted, Occurrence } from './types.js';

/** The facts found in the parts of one flow. */
export interface ContentFacts {
  readonly findings: readonly Finding[];
  readonly fields: readonly DetectedField[];
  readonly unvaulted: readonly DetectedUnvaulted[];
}

function occurrence(part: number, hit: DetectorHit, text: string): Occurrence {
  const span = PARTIAL_METHODS.has(hit.method) ? widenOverMask(text, hit.span) : hit.span;
  return { part, span, tier: hit.tier, method: hit.method };
}

/**
 * Scans every part and groups the hits by field. Hits inside an abstraction the guard wrote
 * (a category placeholder, a token) are not facts: they are what ABSTRACT left.
 */
export function collectFacts(
  parts: readonly string[],
  channel: ChannelId,
  detection: GuardDetection,
  fieldsByKey: ReadonlyMap<string, VaultField>,
  placeholders: ReadonlySet<string>,
  policy: ChannelPolicy,
  inventory: Inventory,
  revealedOf: (field: VaultField) => SensitiveType | undefined = () => undefined,
): ContentFacts {
  const findings: Finding[] = [];
  const byField = new Map<string, Occurrence[]>();
  const byRecogniser = new Map<string, Occurrence[]>();
  const allowed = new Set(allowedFields(policy, channel));
  parts.forEach((text, part) => {
    const scan = detection.scan(text, channel);
    if (scan.findings.length === 0) return;
    findings.push(...scan.findings);
    const zones = abstractionZones(text, placeholders);
    // A disallowed value inside an allowed field's text (a shared value) is explained by the
    // allowed field; withholding it would withhold the allowed field too (see detect/pipeline.ts).
    const allowedSpans = scan.vaultHits.filter((hit) => hit.field !== null && allowed.has(hit.field)).map((hit) => hit.span);
    for (const hit of scan.vaultHits) {
      if (hit.field === null || (zones.length > 0 && insideZone(hit.span, zones))) continue;
      if (!allowed.has(hit.field) && allowedSpans.some((span) => span.start <= hit.span.start && hit.span.end <= span.end)) continue;
      const list = byField.get(hit.field) ?? [];
      list.push(occurrence(part, hit, text));
      byField.set(hit.field, list);
    }
    for (const hit of scan.unvaultedHits) {
      if (zones.length > 0 && insideZone(hit.span, zones)) continue;
      const name = hit.recogniser ?? 'pii';
      const list = byRecogniser.get(name) ?? [];
      list.push(occurrence(part, hit, text));
      byRecogniser.set(name, list);
    }
  });
  const fields: DetectedField[] = [];
  for (const [key, occurrences] of byField) {
    const field = fieldsByKey.get(key);
    if (field === undefined) continue;
    const type = revealedOf(field);
    fields.push({ target: `vault:${key}`, field, allowed: allowed.has(key), observed: inventory.hasField(key), occurrences, ...(type === undefined ? {} : { revealed: type }) });
  }
  const unvaulted: DetectedUnvaulted[] = [...byRecogniser].map(([recogniser, occurrences]) => ({ target: `unvaulted:${recogniser}`, recogniser, occurrences }));
  return { findings, fields, unvaulted };
}

/**
 * True when every occurrence of a field is a partial disclosure (its last four digits), i.e.
 * the content already holds no more than a last-four mask would: generalising it again is a no-op.
 */
export function onlyPartial(found: DetectedField): boolean {
  return found.occurrences.every((at) => PARTIAL_METHODS.has(at.method));
}
