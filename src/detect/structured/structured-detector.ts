import type { VaultField } from '../../contracts/index.js';
import type { DetectContext, Detector, DetectorHit, PreparedDetector } from '../types.js';
import { DATE_PATTERNS } from './dates.js';
import { scanDigitRuns } from './digit-runs.js';
import { scanEmails } from './email.js';
import { scanIbanCandidates } from './iban.js';
import { MONEY_PATTERNS } from './money.js';
import { PARTIAL_PATTERNS } from './partial.js';
import { RECOGNISER_PATTERNS, recogniseAll } from './recognisers.js';
import { overlaps } from './recognition.js';
import { TEXT_VALUE_PATTERNS } from './text-values.js';
import { VALUE_KIND_PATTERNS } from './value-kind.js';
import { fieldsRecognised, indexVaultValues, matchVaultValues, type ValueHit, type VaultValueIndex } from './vault-values.js';

/** Detector id of tier 2, as it appears in findings and reports. */
export const STRUCTURED_DETECTOR_ID = 'structured';

/** Every pattern the structured detector uses, for the ReDoS check. */
export const STRUCTURED_PATTERNS: readonly RegExp[] = [
  ...DATE_PATTERNS,
  ...MONEY_PATTERNS,
  ...PARTIAL_PATTERNS,
  ...TEXT_VALUE_PATTERNS,
  ...VALUE_KIND_PATTERNS,
  ...RECOGNISER_PATTERNS,
];

/** Confidence of a vault match that a regulated-format validator also accepted. */
const VALIDATED_CONFIDENCE = 1;

function better(a: ValueHit, b: ValueHit): boolean {
  return a.confidence > b.confidence || (a.confidence === b.confidence && a.span.end - a.span.start > b.span.end - b.span.start);
}

/** Keeps the best hit among overlapping hits on the same field. */
function dedupe(hits: readonly ValueHit[]): ValueHit[] {
  const byField = new Map<string, ValueHit[]>();
  for (const hit of [...hits].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end)) {
    const kept = byField.get(hit.field) ?? [];
    const previous = kept[kept.length - 1];
    if (previous !== undefined && overlaps(previous.span, hit.span)) {
      if (better(hit, previous)) kept[kept.length - 1] = hit;
    } else {
      kept.push(hit);
    }
    byField.set(hit.field, kept);
  }
  return [...byField.values()].flat();
}

function detectStructured(text: string, index: VaultValueIndex): DetectorHit[] {
  const scan = { runs: scanDigitRuns(text), ibans: scanIbanCandidates(text), emails: scanEmails(text) };
  const valueHits = matchVaultValues(text, index, scan);
  const unvaulted: DetectorHit[] = [];
  for (const recognition of recogniseAll(text, scan)) {
    const fields = fieldsRecognised(index, recognition);
    if (fields.length === 0) {
      unvaulted.push({
        kind: 'unvaulted',
        field: null,
        tier: 2,
        detector: STRUCTURED_DETECTOR_ID,
        method: recognition.method,
        span: recognition.span,
        confidence: recognition.confidence,
        recogniser: recognition.recogniser,
      });
      continue;
    }
    // The value is a vault value and a validator agrees: reinforce (or add) the vault hit.
    for (const field of fields) {
      const value = index.fields.get(field)?.value ?? '';
      const method = text.slice(recognition.span.start, recognition.span.end) === value ? 'verbatim' : 'digits';
      valueHits.push({ field, method, span: recognition.span, confidence: VALIDATED_CONFIDENCE });
    }
  }
  const vaultHits: DetectorHit[] = dedupe(valueHits).map((hit) => ({ kind: 'vault', field: hit.field, tier: 2, detector: STRUCTURED_DETECTOR_ID, method: hit.method, span: hit.span, confidence: hit.confidence }));
  return [...vaultHits, ...unvaulted].sort(
    (a, b) => a.span.start - b.span.start || a.span.end - b.span.end || (a.field ?? '').localeCompare(b.field ?? '') || a.method.localeCompare(b.method),
  );
}

/**
 * Tier 2: vault values found after normalisation by kind (digits-only identifiers, amounts,
 * dates, e-mail, IBAN, names and free text, last-four disclosures), and regulated formats
 * recognised with real validators (SSN rules, Luhn + IIN, IBAN mod-97, ABA checksum,
 * libphonenumber, e-mail, ICD-10 with medical context) as `unvaulted` hits when they match no
 * vault value. Canary fields are left to tier 1.
 *
 * @example
 * const prepared = structuredDetector.prepare([field({ key: 'ssn', value: '787-08-3753' })]);
 * prepared.detect('ssn 787 08 3753', { channel: 'C1' }); // [{ field: 'ssn', method: 'digits', ... }]
 */
export const structuredDetector: Detector = {
  id: STRUCTURED_DETECTOR_ID,
  version: '1.0.0',
  tier: 2,
  prepare(vault: readonly VaultField[]): PreparedDetector {
    const index = indexVaultValues(vault);
    return {
      detect(text: string, _context: DetectContext): DetectorHit[] {
        return text.length === 0 ? [] : detectStructured(text, index);
      },
    };
  },
};
